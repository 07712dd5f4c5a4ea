/**
 * A ticker without bundled data is a 400 that names it and the tickers that have data (DESIGN.md
 * section 6), checked before a free backtest is spent or a job is started.
 */
import { listTickers } from '../market/dataset/read-dataset';
import { UnknownTickerError } from '../market/market-errors';

let known: Promise<string[]> | undefined;

export async function assertTickerHasData(ticker: string): Promise<void> {
  known ??= listTickers().catch((e: unknown) => {
    known = undefined;
    throw e;
  });
  const available = await known;
  if (!available.includes(ticker)) throw new UnknownTickerError(ticker, available);
}
