import { describe, expect, it } from 'vitest';
import { premiumCaptureRatePct } from './premium-capture-rate';

describe('premiumCaptureRatePct', () => {
  it('is null without credit trades', () => {
    expect(premiumCaptureRatePct([])).toBeNull();
    expect(premiumCaptureRatePct([{ pnl: 50, credit: 0 }])).toBeNull();
  });
  it('is the share of credits kept, debit trades left out', () => {
    const trades = [
      { pnl: 200, credit: 200 }, // expired: kept all
      { pnl: -100, credit: 300 }, // bought back at 400
      { pnl: 75, credit: 0 }, // a debit trade: not in the rate
    ];
    expect(premiumCaptureRatePct(trades)).toBe(20);
  });
});
