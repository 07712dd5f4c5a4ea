import { describe, expect, it } from 'vitest';
import { LIQUIDITY_FIT } from '../../shared/engine/market/liquidity-constants';
import { modeledVolume } from '../../shared/engine/market/liquidity-model';
import { liquidityReport, shareVolumeReader } from './liquidity-fit-report';

describe('liquidity fit on the real SPXW and LEAN chains', () => {
  it('reproduces the committed constants and keeps the SPXW near-the-money volume within 2x', async () => {
    const report = await liquidityReport();
    expect(report.fitted).toEqual(LIQUIDITY_FIT);
    const spxw = report.files.find((f) => f.file.startsWith('SPXW'));
    const near = (spxw?.volume ?? []).filter((c) => c.delta === '0.10-0.25' || c.delta === '0.25-0.50');
    expect(near.length).toBe(6);
    for (const c of near) {
      expect(c.ratioOfMedians ?? NaN).toBeGreaterThan(0.5);
      expect(c.ratioOfMedians ?? NaN).toBeLessThan(2);
    }
  }, 120_000);

  it('AAPL, MSTR and HOOD get different modeled volumes on the same day (their own share volumes)', () => {
    const date = '2024-06-03';
    const volumes = ['AAPL', 'MSTR', 'HOOD'].map((ticker) => {
      const { spot, shareVolume } = shareVolumeReader(ticker, ticker)(date);
      expect(spot).toBeGreaterThan(0);
      // A 30-DTE 0.40-delta call: same class, same cell, only the share volume differs.
      return modeledVolume('stock', shareVolume, 'call', 0.4, 30);
    });
    expect(new Set(volumes).size).toBe(3);
    expect(volumes.every((v) => v > 0)).toBe(true);
  });
});
