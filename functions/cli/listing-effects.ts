/**
 * `npx tsx functions/cli/listing-effects.ts`: the runs README quotes for the listing rules' effects
 * (Option chains, Listing: the early Weeklys' one-week ladder on SPY, their start dates and strike
 * limit on stocks, a new listing's first options day), each printed on one labelled line with the
 * CLI's --summary figures. Each is the CLI's wheel example (functions/cli/examples/wheel.json:
 * ±0.3 delta, half the credit taken, default costs) with the ticker, dates, DTE targets and
 * minimum volume changed; at the commits that measured them (09100b5, 8c095bb; 38111d7 and 77e044e
 * for the stocks' 7-DTE wheels) these requests give the README's figures of then.
 */
import { readFile } from 'node:fs/promises';
import type { CoveredBacktestRequestInput } from '../../shared/contracts';
import { summaryOf } from './summary-of-request';

export interface WheelRun { label: string; ticker: string; start: string; end: string; dte: number; minVolume?: number }

export const WHEEL_RUNS: readonly WheelRun[] = [
  // The early Weeklys' one-week ladder on the wheel example.
  { label: 'SPY 2010-06-01..2012-11-14 7-DTE wheel', ticker: 'SPY', start: '2010-06-01', end: '2012-11-14', dte: 7 },
  { label: 'SPY 2010-06-01..2012-11-14 30-DTE wheel', ticker: 'SPY', start: '2010-06-01', end: '2012-11-14', dte: 30 },
  // The early Weeklys' start dates, strike limit and increments (12ef090..77e044e) on 7-DTE wheels.
  { label: 'MSFT 2010-2011 7-DTE wheel', ticker: 'MSFT', start: '2010-01-01', end: '2011-12-31', dte: 7 },
  { label: 'AMZN 2010 7-DTE wheel', ticker: 'AMZN', start: '2010-01-01', end: '2010-12-31', dte: 7 },
  { label: 'NVDA 2012-01..2013-06 7-DTE wheel', ticker: 'NVDA', start: '2012-01-01', end: '2013-06-30', dte: 7 },
  { label: 'META 2012-05..2013-06 7-DTE wheel', ticker: 'META', start: '2012-05-01', end: '2013-06-30', dte: 7 },
  { label: 'AMD 2013..2014-06 7-DTE wheel', ticker: 'AMD', start: '2013-01-01', end: '2014-06-30', dte: 7 },
  { label: 'AAPL 2010-06..2012-11 7-DTE wheel', ticker: 'AAPL', start: '2010-06-01', end: '2012-11-30', dte: 7 },
  // A new listing's options from their first options day (min volume 0, from the first bar).
  { label: 'HOOD to 2021-12 30-DTE wheel', ticker: 'HOOD', start: '2021-07-29', end: '2021-12-31', dte: 30, minVolume: 0 },
  { label: 'HOOD to 2021-12 7-DTE wheel', ticker: 'HOOD', start: '2021-07-29', end: '2021-12-31', dte: 7, minVolume: 0 },
  { label: 'META to 2012-12 30-DTE wheel', ticker: 'META', start: '2012-05-18', end: '2012-12-31', dte: 30, minVolume: 0 },
  { label: 'META to 2012-12 7-DTE wheel', ticker: 'META', start: '2012-05-18', end: '2012-12-31', dte: 7, minVolume: 0 },
  { label: 'BABA to 2015-03 30-DTE wheel', ticker: 'BABA', start: '2014-09-19', end: '2015-03-31', dte: 30, minVolume: 0 },
  { label: 'PLTR to 2021-03 30-DTE wheel', ticker: 'PLTR', start: '2020-09-30', end: '2021-03-31', dte: 30, minVolume: 0 },
  { label: 'TSLA 2010H2 30-DTE wheel', ticker: 'TSLA', start: '2010-06-29', end: '2010-12-31', dte: 30, minVolume: 0 },
];

const WHEEL_EXAMPLE = new URL('./examples/wheel.json', import.meta.url);

/** The wheel example with `run`'s ticker, dates, DTE targets and minimum volume. */
export function wheelRequest(example: CoveredBacktestRequestInput, run: WheelRun): CoveredBacktestRequestInput {
  const s = example.strategy;
  return {
    ...example,
    ticker: run.ticker,
    start_date: run.start,
    end_date: run.end,
    strategy: {
      ...s,
      name: run.label,
      ...(run.minVolume === undefined ? {} : { min_volume_for_entry: run.minVolume }),
      cash_secured_put_config: { ...s.cash_secured_put_config, DTE_target: run.dte },
      covered_call_config: { ...s.covered_call_config, DTE_target: run.dte },
    },
  };
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  (async () => {
    const example = JSON.parse(await readFile(WHEEL_EXAMPLE, 'utf8')) as CoveredBacktestRequestInput;
    for (const run of WHEEL_RUNS) process.stdout.write(`${await summaryOf(run.label, wheelRequest(example, run))}\n`);
  })().catch((error: unknown) => {
    process.stderr.write(`listing-effects: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
