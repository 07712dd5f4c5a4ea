/**
 * `npx tsx functions/cli/golden-condor-years.ts [year | start..end …]`: the golden SPX iron condor
 * request (test/golden/requests.ts, iron-condor-spx-2018) with only its dates changed, one
 * labelled --summary line a year or range (default 2017, 2018, 2019, 2021, 2024 and the spike
 * windows README quotes for the SPX width rules' effect).
 */
import type { BacktestRequestInput } from '../../shared/contracts';
import { spxRequests } from '../../test/golden/requests';
import { summaryOf } from './summary-of-request';

export const DEFAULT_PERIODS: readonly string[] = ['2017', '2018', '2019', '2021', '2024', '2018-01-22..2018-03-29', '2020-02-03..2020-04-30', '2024-07-01..2024-09-30'];

/** A year ('2019') or an ISO range ('2018-01-22..2018-03-29') as start and end dates. */
export function periodDates(period: string): { start: string; end: string } {
  if (/^\d{4}$/.test(period)) return { start: `${period}-01-01`, end: `${period}-12-31` };
  const [, start, end] = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/.exec(period) ?? [];
  if (start === undefined || end === undefined || start > end) throw new Error(`not a year or start..end range: ${period}`);
  return { start, end };
}

/** The golden SPX condor over one period. */
export function goldenCondorOf(period: string): BacktestRequestInput {
  const golden = spxRequests.find((r) => r.name === 'iron-condor-spx-2018');
  if (golden === undefined) throw new Error('golden request iron-condor-spx-2018 not found');
  const { start, end } = periodDates(period);
  return { ...golden.request, start_date: start, end_date: end };
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const args = process.argv.slice(2);
  const periods = args.length > 0 ? args : DEFAULT_PERIODS;
  (async () => {
    for (const p of periods) process.stdout.write(`${await summaryOf(`golden SPX condor ${p}`, goldenCondorOf(p))}\n`);
  })().catch((error: unknown) => {
    process.stderr.write(`golden-condor-years: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
