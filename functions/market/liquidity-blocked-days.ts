/**
 * How often the default minimum volume (100 contracts of modeled volume) stops an entry or roll on
 * the runs whose low modeled liquidity issue 15 measured: the golden iron condor (0.16-delta shorts,
 * 5-point wings, 30 DTE) and short strangle (0.20-delta put, 5%-OTM call, 45 DTE) requests of
 * test/golden/requests.ts with only the ticker and the year changed. Prints the days the result's
 * liquidity note counts and the trades.
 *
 *   npx tsx functions/market/liquidity-blocked-days.ts
 */
import { BacktestRequestSchema } from '../../shared/contracts';
import { runMultiLegBacktest } from '../../shared/engine';
import { createMarketData } from '../../shared/engine/market/create-market-data';
import { multiLegRequests } from '../../test/golden/requests';
import { readBundledMarketInput } from './load-market-data';

export interface BlockedRun { golden: 'iron-condor-spy-2019' | 'short-strangle-spy-2019-costs'; ticker: string; year: number }
export const BLOCKED_RUNS: readonly BlockedRun[] = [
  { golden: 'iron-condor-spy-2019', ticker: 'SPX', year: 2024 },
  { golden: 'iron-condor-spy-2019', ticker: 'AAPL', year: 2022 },
  { golden: 'short-strangle-spy-2019-costs', ticker: 'AAPL', year: 2022 },
  { golden: 'iron-condor-spy-2019', ticker: 'SPY', year: 2024 },
];

/** Days the minimum-volume filter stopped an entry or roll (the liquidity note's count), and the trades. */
export async function blockedDays(run: BlockedRun): Promise<{ blocked: number; trades: number }> {
  const golden = multiLegRequests.find((r) => r.name === run.golden);
  if (!golden) throw new Error(`no golden request ${run.golden}`);
  const market = createMarketData(await readBundledMarketInput(run.ticker));
  const request = BacktestRequestSchema.parse({
    ...golden.request, ticker: run.ticker, start_date: `${run.year}-01-01`, end_date: `${run.year}-12-31`,
    strategy: { ...golden.request.strategy, ticker: run.ticker },
  });
  const result = runMultiLegBacktest(request, market);
  const note = result.diagnostics.notes.find((n) => n.startsWith('Liquidity filter on modeled data')) ?? '';
  return { blocked: Number(/stopped an entry or roll on (\d+) day/.exec(note)?.[1] ?? 0), trades: result.total_trades };
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  for (const run of BLOCKED_RUNS) {
    const { blocked, trades } = await blockedDays(run);
    console.log(`${run.golden} on ${run.ticker} ${run.year}: ${blocked} blocked days, ${trades} trades`);
  }
}
