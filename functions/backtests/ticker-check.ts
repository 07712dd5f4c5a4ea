/**
 * A ticker without bundled data is a 400 that names it and the tickers that have data (DESIGN.md
 * section 6), checked before a free backtest is spent or a job is started.
 */
import { listTickers } from '../market/dataset/read-dataset';
import { badRequest } from '../platform/errors';

let known: Promise<string[]> | undefined;

export function unknownTickerMessage(ticker: string, available: readonly string[]): string {
  return `No market data for ${ticker}. Tickers with data: ${available.join(', ')}`;
}

export async function assertTickerHasData(ticker: string): Promise<void> {
  known ??= listTickers().catch((e: unknown) => {
    known = undefined;
    throw e;
  });
  const available = await known;
  if (!available.includes(ticker)) throw badRequest(unknownTickerMessage(ticker, available), 'backtest.unknown_ticker');
}
