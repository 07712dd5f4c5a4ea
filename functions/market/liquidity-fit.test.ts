import { describe, expect, it } from 'vitest';
import { LIQUIDITY_FIT } from '../../shared/engine/market/liquidity-constants';
import { modeledVolume } from '../../shared/engine/market/liquidity-model';
import { liquidityReport, shareVolumeReader } from './liquidity-fit-report';

describe('liquidity fit on the real SPXW and LEAN chains', () => {
  it('reproduces the committed constants and keeps the SPXW volume within 2x of the real median, 0.02-0.50 |delta|', async () => {
    const report = await liquidityReport();
    expect(report.fitted).toEqual(LIQUIDITY_FIT);
    const spxw = report.files.find((f) => f.file.startsWith('SPXW'));
    const near = (spxw?.volume ?? []).filter((c) => ['0.02-0.05', '0.05-0.10', '0.10-0.25', '0.25-0.50'].includes(c.delta));
    expect(near.length).toBe(12);
    for (const c of near) {
      expect(c.ratioOfMedians ?? NaN).toBeGreaterThan(0.5);
      expect(c.ratioOfMedians ?? NaN).toBeLessThan(2);
    }
    // The stock table is the mean of AAPL's and GOOG's rates: AAPL's real chain is the more liquid per
    // share, so its modeled near-the-money monthly volume sits under its real one and GOOG's over.
    const nearMonthly = (file: string) => report.files.find((f) => f.file === file)?.volume
      .filter((c) => c.delta === '0.25-0.50' && (c.dte === '8-21' || c.dte === '36-60')) ?? [];
    for (const c of nearMonthly('LEAN aapl')) expect(c.ratioOfMedians ?? NaN).toBeLessThan(1.5);
    expect(nearMonthly('LEAN goog').length).toBe(2);
  }, 120_000);

  it('AAPL, MSTR and HOOD get different modeled volumes on the same day (their own share volumes)', () => {
    const date = '2024-06-03';
    const volumes = ['AAPL', 'MSTR', 'HOOD'].map((ticker) => {
      const { spot, shareVolume } = shareVolumeReader(ticker, ticker)(date);
      expect(spot).toBeGreaterThan(0);
      // A 30-DTE 0.40-delta monthly call: same class, same cell, only the share volume differs.
      return modeledVolume('stock', shareVolume, { type: 'call', absDelta: 0.4, dte: 30, monthly: true });
    });
    expect(new Set(volumes).size).toBe(3);
    expect(volumes.every((v) => v > 0)).toBe(true);
  });
});
