import { beforeEach, describe, expect, it } from 'vitest';
import { savedIdInAddress, showSavedInAddress } from './saved-address';

describe("a saved backtest's address (?saved=<id> on its builder's path)", () => {
  beforeEach(() => window.history.replaceState({ key: 'k1', obtShownRun: { kept: true } }, '', '/backtest/covered'));

  it('reads the id, or null when none or blank', () => {
    expect(savedIdInAddress('?saved=b5')).toBe('b5');
    expect(savedIdInAddress('?checkout=success&saved=a%20b')).toBe('a b');
    expect(savedIdInAddress('?saved=')).toBeNull();
    expect(savedIdInAddress('')).toBeNull();
  });

  it("writes and removes it on the current entry only, keeping the entry's state and other query fields", () => {
    window.history.replaceState(window.history.state, '', '/backtest/covered?tab=x#h');
    showSavedInAddress('b 5', 'k1');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/backtest/covered?tab=x&saved=b+5#h');
    expect(savedIdInAddress()).toBe('b 5');
    expect(window.history.state).toEqual({ key: 'k1', obtShownRun: { kept: true } });
    // Another entry's page (Back already made this one current) does not write here.
    showSavedInAddress(null, 'k2');
    expect(savedIdInAddress()).toBe('b 5');
    showSavedInAddress(null, 'k1');
    expect(window.location.search).toBe('?tab=x');
  });
});
