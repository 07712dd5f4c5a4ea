/**
 * A new listing's modeled vol over its first sessions (chain-rules.ts section 3, the single-name
 * model's new-listing rule): `npx tsx functions/market/new-listing-vol.ts [TICKER...] [--sessions N]`
 * (default HOOD PLTR, 60 sessions) prints per session the 30-day ATM (surface) and the 30-day
 * 50-delta put's mid IV (percent, the chain a user sees), the day's fallback note, and per ticker
 * the largest day-to-day log change of both, and over the first NEW_LISTING_RETURNS sessions the
 * mean and mean absolute 30-day ATM minus the realised vol of the next 21 sessions (vol points: no
 * IPO-period implied vol is in the raw data, realised is the only yardstick there is).
 */
import { readBundledMarketInput } from './load-market-data';
import { createMarketData } from '../../shared/engine/market/create-market-data';
import { createDayContexts } from '../../shared/engine/market/day-context';
import { atmVol } from '../../shared/engine/market/vol-surface';
import { putVol30 } from './vol-fit-report';
import { realisedAfter } from './real-atm-check';
import { NEW_LISTING_RETURNS } from '../../shared/engine/market/chain-rules';

export interface ListingDay {
  session: number;
  date: string;
  /** The surface's 30-day ATM, percent. */
  atm30: number;
  /** The 30-day 50-delta put's mid IV, percent. */
  putAtm30: number | undefined;
  /** Realised vol of the next 21 sessions (percent), when the bars reach that far. */
  realisedNext21: number | undefined;
  fallback?: string;
}

/** The first `sessions` days of `ticker`'s bundled history, modeled. */
export async function newListingVols(ticker: string, sessions: number): Promise<ListingDay[]> {
  const input = await readBundledMarketInput(ticker);
  const vixByDate = new Map(input.vix.map((v) => [v.date, v.close]));
  const ctx = createDayContexts({
    ticker, bars: input.bars, benchmarkBars: input.benchmarkBars, vix: (d) => vixByDate.get(d),
    ...(input.volIndices ? { volIndices: input.volIndices } : {}), riskFreeRate: () => 0, yieldBars: input.bars, yieldDividends: [],
  });
  const market = createMarketData(input);
  const closes = input.bars.map((b) => b.close);
  return input.bars.slice(0, sessions).map((b, session) => {
    const c = ctx(b.date);
    const realised = realisedAfter(closes, session, 21);
    return {
      session, date: b.date, atm30: c === undefined ? Number.NaN : Math.round(atmVol(c.surface, 30 / 365) * 1000) / 10,
      putAtm30: putVol30(market, b.date, -0.5), realisedNext21: realised === undefined ? undefined : Math.round(realised * 1000) / 10,
      ...(c?.fallback ? { fallback: c.fallback } : {}),
    };
  });
}

/** Largest |log(v_t / v_{t−1})| over consecutive days that both have a value, with its date. */
export function largestDailyChange(values: readonly { date: string; v: number | undefined }[]): { date: string; from: number; to: number; logChange: number } | undefined {
  let best: { date: string; from: number; to: number; logChange: number } | undefined;
  for (let i = 1; i < values.length; i++) {
    const a = values[i - 1]?.v;
    const b = values[i];
    if (a === undefined || b?.v === undefined || !(a > 0) || !(b.v > 0)) continue;
    const logChange = Math.log(b.v / a);
    if (best === undefined || Math.abs(logChange) > Math.abs(best.logChange)) best = { date: b.date, from: a, to: b.v, logChange: Math.round(logChange * 1000) / 1000 };
  }
  return best;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--sessions');
  const sessions = at >= 0 ? Number(args[at + 1]) : 60;
  if (!(Number.isInteger(sessions) && sessions > 1)) throw new Error(`--sessions needs a whole number above 1, got ${args[at + 1] ?? 'nothing'}`);
  const tickers = at >= 0 ? [...args.slice(0, at), ...args.slice(at + 2)] : args;
  (async () => {
    for (const t of tickers.length ? tickers : ['HOOD', 'PLTR']) {
      const days = await newListingVols(t, sessions);
      process.stdout.write(`${t}\nsession date        atm30  putAtm30  fallback\n`);
      for (const d of days) process.stdout.write(`${String(d.session).padStart(7)} ${d.date}  ${d.atm30.toFixed(1).padStart(5)}  ${(d.putAtm30 ?? Number.NaN).toFixed(1).padStart(8)}  ${d.fallback ?? ''}\n`);
      for (const key of ['atm30', 'putAtm30'] as const) {
        const largest = largestDailyChange(days.map((d) => ({ date: d.date, v: d[key] })));
        process.stdout.write(`largest day-to-day change of ${key}: ${JSON.stringify(largest)}\n`);
      }
      const early = days.slice(0, NEW_LISTING_RETURNS).flatMap((d) => (d.realisedNext21 === undefined ? [] : [d.atm30 - d.realisedNext21]));
      const mean = (xs: number[]) => Math.round((xs.reduce((a, x) => a + x, 0) / xs.length) * 10) / 10;
      process.stdout.write(`sessions 0-${Math.min(NEW_LISTING_RETURNS, days.length) - 1}, atm30 − next-21-session realised: mean ${mean(early)}, mean |.| ${mean(early.map(Math.abs))} (${early.length} days)\n\n`);
    }
  })().catch((error: unknown) => {
    process.stderr.write(`new-listing-vol: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
