/**
 * Cost of the modeled chain: a whole chain (every listed expiration, calls and puts) versus the
 * targeted questions the engine asks (the expiry nearest a DTE, then one expiration and type to
 * find the strike nearest a delta; then one quote a day to mark a position). Each day is asked
 * for once (cold: nothing memoised for it yet), over the 252 trading days of 2021.
 *
 * `npx tsx functions/market/chain-bench.ts [TICKER...]` prints JSON (milliseconds per day).
 */
import { daysBetween, tradingDays } from '../../shared/engine/market/calendar';
import type { OptionQuote } from '../../shared/engine/market/market-data';
import { loadMarketData } from './load-market-data';

export interface ChainCost {
  ticker: string;
  days: number;
  loadMs: number;
  wholeChain: { msPerDay: number; contractsPerDay: number };
  targeted: { msPerDay: number; contractsPerDay: number };
  singleQuote: { msPerQuote: number };
}

function nearest<T>(items: readonly T[], measure: (x: T) => number, target: number): T | undefined {
  return items.reduce<T | undefined>((best, x) => (best === undefined || Math.abs(measure(x) - target) < Math.abs(measure(best) - target) ? x : best), undefined);
}

export async function measureChainCost(ticker: string, from = '2021-01-04', to = '2021-12-31'): Promise<ChainCost> {
  const days = tradingDays(from, to);
  let t = performance.now();
  const whole = await loadMarketData(ticker, { store: null });
  const loadMs = performance.now() - t;

  t = performance.now();
  let wholeCount = 0;
  for (const date of days) {
    for (const e of whole.options.expirations(date)) {
      wholeCount += whole.options.chain(date, e, 'call').length + whole.options.chain(date, e, 'put').length;
    }
  }
  const wholeMs = performance.now() - t;

  const targeted = await loadMarketData(ticker, { store: null });
  const held: { date: string; expiry: string; strike: number }[] = [];
  t = performance.now();
  let targetedCount = 0;
  for (const date of days) {
    const expiry = nearest(targeted.options.expirations(date), (e) => daysBetween(date, e), 30);
    if (expiry === undefined) continue;
    const chain = targeted.options.chain(date, expiry, 'put');
    targetedCount += chain.length;
    const pick = nearest<OptionQuote>(chain, (q) => q.delta, -0.3);
    if (pick) held.push({ date, expiry, strike: pick.strike });
  }
  const targetedMs = performance.now() - t;

  const marks = await loadMarketData(ticker, { store: null });
  t = performance.now();
  for (const h of held) marks.options.quote(h.date, h.expiry, 'put', h.strike);
  const quoteMs = performance.now() - t;

  const round = (x: number): number => Math.round(x * 1000) / 1000;
  return {
    ticker,
    days: days.length,
    loadMs: round(loadMs),
    wholeChain: { msPerDay: round(wholeMs / days.length), contractsPerDay: Math.round(wholeCount / days.length) },
    targeted: { msPerDay: round(targetedMs / days.length), contractsPerDay: Math.round(targetedCount / days.length) },
    singleQuote: { msPerQuote: round(quoteMs / Math.max(held.length, 1)) },
  };
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const tickers = process.argv.length > 2 ? process.argv.slice(2) : ['SPY', 'SPX', 'TSLA'];
  (async () => {
    const out: ChainCost[] = [];
    for (const ticker of tickers) out.push(await measureChainCost(ticker));
    process.stdout.write(`${JSON.stringify(out, null, 1)}\n`);
  })().catch((error: unknown) => {
    process.stderr.write(`chain-bench: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
