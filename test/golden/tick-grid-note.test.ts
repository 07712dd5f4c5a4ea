import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BacktestRequestSchema, CoveredBacktestRequestSchema } from '../../shared/contracts';
import type { BacktestResult, CoveredBacktestResult } from '../../shared/contracts/results';
import { runCoveredBacktest, runMultiLegBacktest } from '../../shared/engine';
import { realMarket } from './real-market';

/**
 * The tick note (strategy/tick-grid-note.ts) on real runs: TSLA, a class no source puts on the
 * penny program on a date, fills on the nickel and dime all of 2023 and its result says so, with
 * its fills counted off the trade log; QQQ, on $0.01 at every price since the pilot's start list,
 * gets no such note.
 */
const example = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../../functions/cli/examples/${file}`, import.meta.url), 'utf8')) as Record<string, unknown>;
const YEAR = { start_date: '2023-01-03', end_date: '2023-12-29' };
/** A 30-day 0.30-delta covered call held to expiry: most calls expire or are assigned (no fill), the rest fill. */
const coveredCall = (ticker: string) => CoveredBacktestRequestSchema.parse({ ...example('spy-covered-call-2023-2024.json'), ...YEAR, ticker });
/** A 30-day bull call spread, closed at 50% profit or loss (both legs fill) or, with `exits` false, held to its expiry (both settle). */
const spread = (ticker: string, exits = true) => {
  const e = example('bull-call-spread.json');
  const strategy = { ...(e.strategy as object), ticker, ...(exits ? {} : { global_exit_conditions: [] }) };
  return BacktestRequestSchema.parse({ ...e, ...YEAR, ticker, strategy });
};

const tickNotes = (r: { diagnostics: { notes: string[] } }): string[] => r.diagnostics.notes.filter((n) => n.includes('nickel-dime tick'));

/** A covered trade's fills: its sale, and its close when a buy-back or a roll made one (an expiry or an assignment makes none). */
const coveredFills = (r: CoveredBacktestResult): number => r.trades.reduce((n, t) => n + 1 + (t.exit_position === null ? 0 : 1), 0);

/** A multi-leg trade's fills: every entry leg, and each exit leg not settled at its expiry nor exercised. */
function multiLegFills(r: BacktestResult): number {
  let n = 0;
  for (const t of r.trades) {
    // An early assignment settles some legs and fills the rest: the log does not say which.
    expect(t.exit_scenario).not.toBe('ASSIGNMENT');
    n += t.entry_contracts.length;
    for (const leg of t.exit_contracts) {
      const settled = t.exit_scenario === 'EXPIRATION' && leg.contract.expiry_date <= t.exit_date;
      if (!settled && leg.exercised_at_close !== true) n += 1;
    }
  }
  return n;
}

describe('the tick note on real 2023 runs', async () => {
  const [tsla, qqq] = await Promise.all([realMarket('TSLA'), realMarket('QQQ')]);

  it('says a TSLA covered call filled on the nickel-dime tick all year, and how many fills', () => {
    const result = runCoveredBacktest(coveredCall('TSLA'), tsla);
    const fills = coveredFills(result);
    // Calls that expired or were assigned made no closing fill: fewer fills than twice the trades.
    expect(result.trades.length).toBeGreaterThan(5);
    expect(fills).toBeLessThan(2 * result.trades.length);
    expect(tickNotes(result)).toEqual([expect.stringMatching(new RegExp(`^TSLA options on the nickel-dime tick from 2023-01-03 to 2023-12-29 \\(${fills} fills\\): `))]);
    expect(tickNotes(result)[0]).toContain('up to $0.04 a share under $3 and $0.05 from $3 ($4.00/$5.00 a contract)');
  });

  it('counts a TSLA spread\'s filled legs, not those settled at expiry', () => {
    for (const exits of [true, false]) {
      const result = runMultiLegBacktest(spread('TSLA', exits), tsla);
      const fills = multiLegFills(result);
      expect(result.trades.length).toBeGreaterThan(3);
      // Held to expiry, the legs settle: the count must leave them out.
      if (!exits) expect(result.trades.filter((t) => t.exit_scenario === 'EXPIRATION').length).toBeGreaterThan(3);
      expect(tickNotes(result)).toEqual([expect.stringMatching(new RegExp(`^TSLA options on the nickel-dime tick from 2023-01-03 to 2023-12-29 \\(${fills} fills\\): `))]);
    }
  });

  it('writes none for QQQ, on the penny program from a cited date', () => {
    const covered = runCoveredBacktest(coveredCall('QQQ'), qqq);
    const multi = runMultiLegBacktest(spread('QQQ'), qqq);
    expect(covered.trades.length + multi.trades.length).toBeGreaterThan(10);
    expect([...tickNotes(covered), ...tickNotes(multi)]).toEqual([]);
  });
});
