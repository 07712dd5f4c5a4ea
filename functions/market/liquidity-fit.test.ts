import { describe, expect, it } from 'vitest';
import { LIQUIDITY_FIT } from '../../shared/engine/market/liquidity-constants';
import { loadMarketData } from './load-market-data';
import { liquidityReport } from './liquidity-fit-report';

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

  it('AAPL, MSTR and HOOD get different modeled volumes on the same day', async () => {
    const date = '2024-06-03';
    const volumes: number[] = [];
    for (const ticker of ['AAPL', 'MSTR', 'HOOD']) {
      const market = await loadMarketData(ticker, { store: null });
      const expiry = market.options.expirations(date).find((e) => e >= '2024-06-21') ?? '';
      const chain = market.options.chain(date, expiry, 'call');
      const spot = chain[0]?.underlying_price ?? NaN;
      // The listed strike nearest the spot: same class, same day, only the share volume differs.
      const atm = chain.reduce((a, b) => (Math.abs(b.strike - spot) < Math.abs(a.strike - spot) ? b : a));
      volumes.push(atm.volume);
    }
    expect(new Set(volumes).size).toBe(3);
    expect(volumes.every((v) => v > 0)).toBe(true);
  }, 120_000);
});
