import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { markPaywallShown, readStored, removeStored, STORAGE_KEYS, wasPaywallShown, writeStored } from './storage';

beforeEach(() => localStorage.clear());

describe('local storage helpers (spec section 3)', () => {
  it('has one key each for the spreads strategy, the covered form, the user status and the paywall flags per mode', () => {
    const keys = [STORAGE_KEYS.spreadsStrategy, STORAGE_KEYS.coveredForm, STORAGE_KEYS.userStatus, STORAGE_KEYS.paywallShown.covered, STORAGE_KEYS.paywallShown.spreads];
    expect(new Set(keys).size).toBe(5);
  });

  it('round-trips JSON parsed by a schema; invalid or unreadable gives null', () => {
    const Schema = z.object({ ticker: z.string() });
    writeStored(STORAGE_KEYS.coveredForm, { ticker: 'SPY' });
    expect(readStored(STORAGE_KEYS.coveredForm, Schema)).toEqual({ ticker: 'SPY' });
    writeStored(STORAGE_KEYS.coveredForm, { ticker: 5 });
    expect(readStored(STORAGE_KEYS.coveredForm, Schema)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.coveredForm, '{not json');
    expect(readStored(STORAGE_KEYS.coveredForm, Schema)).toBeNull();
    removeStored(STORAGE_KEYS.coveredForm);
    expect(readStored(STORAGE_KEYS.coveredForm, Schema)).toBeNull();
  });

  it('tracks the paywall per mode', () => {
    expect(wasPaywallShown('covered')).toBe(false);
    markPaywallShown('covered');
    expect(wasPaywallShown('covered')).toBe(true);
    expect(wasPaywallShown('spreads')).toBe(false);
  });
});
