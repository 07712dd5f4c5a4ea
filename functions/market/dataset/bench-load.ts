/**
 * Load time of the bundled dataset: `npx tsx functions/market/dataset/bench-load.ts [RUNS]`.
 * Cold = caches cleared before each run (file read + parse); prints the median of RUNS runs as JSON.
 */
import { clearDatasetCache, listTickers, readBars, readDividends, readRates, readSplits, readVix } from './read-dataset';

const runs = Number(process.argv[2] ?? 15);

async function time(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

async function main(): Promise<void> {
  const tickers = await listTickers();
  const one: number[] = [];
  const all: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < runs; i++) {
    clearDatasetCache();
    one.push(await time(() => Promise.all([readBars('SPY'), readDividends('SPY'), readSplits('SPY'), readVix(), readRates()])));
    clearDatasetCache();
    all.push(await time(() => Promise.all([...tickers.map((t) => readBars(t)), ...tickers.map((t) => readDividends(t)), readVix(), readRates()])));
    warm.push(await time(() => readBars('SPY')));
  }
  const rows = (await Promise.all(tickers.map((t) => readBars(t)))).reduce((n, b) => n + b.length, 0);
  const result = {
    runs,
    tickers: tickers.length,
    bar_rows: rows,
    one_ticker_cold_ms: Number(median(one).toFixed(2)),
    all_tickers_cold_ms: Number(median(all).toFixed(2)),
    one_ticker_cached_ms: Number(median(warm).toFixed(3)),
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

void main();
