import { describe, expect, it } from 'vitest';
import { realMarket } from './real-market';
import { auditMarket } from '../audits/scripts10/no-arbitrage';
import type { Finding } from '../audits/scripts10/no-arbitrage-checks';

/**
 * Audit 10: the modeled chains on a few days that broke static no-arbitrage before its fixes, on the
 * base surface and the model-risk band's two (test/audits/scripts10/no-arbitrage.ts runs the whole
 * grid). No quote, vertical, butterfly or box may be bought or sold for a certain profit at its
 * executable prices; the two kinds of finding still open are held at their measured size (the
 * audit's report, test/audits/2026-12-noarb.md).
 */
const worst = (xs: readonly Finding[], check: string): number => xs.filter((x) => x.check === check).reduce((m, x) => Math.max(m, x.by), 0);

describe('the modeled chain has no static arbitrage at executable prices', () => {
  // SPY 2024-09-19: the eve of its 2024-09-20 ex-date (a deep put's wait for the dividend) and SKEW's
  // tail at its limit (the smile's put wing); 2024-03-13: the 03-15 ex-date two days on.
  for (const [ticker, days] of [['SPY', ['2024-09-19', '2024-03-13']], ['IWM', ['2024-09-24']]] as const) {
    it(`${ticker} ${days.join(', ')}`, async () => {
      // The three nearest expiries and the last (the 2026-2027 LEAPS): the whole chain takes minutes.
      const { findings, counts } = auditMarket(await realMarket(ticker), days, (all) => [...all.slice(0, 3), ...all.slice(-1)]);
      expect(counts.contracts).toBeGreaterThan(2_000);
      const exec = findings.filter((x) => x.kind === 'exec');
      const fixed = exec.filter((x) => !['calendar.exec', 'parity.exec-lower-realised-div'].includes(x.check));
      expect(fixed.slice(0, 3)).toEqual([]);
      // Open: a call across an ex-date quoted on its own expiry's vol (up to 6 cents on SPY 2024-03-13;
      // 7 on the band's low run since its wing tilt, which moves a strike by its z, and one strike's z
      // differs between a 1-day and a 2-day expiry). Compared in whole cents: quotes are on a cent grid.
      expect(Math.round(worst(exec, 'calendar.exec') * 100)).toBeLessThanOrEqual(7);
    }, 60_000);
  }
});
