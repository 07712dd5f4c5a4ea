/**
 * A ticker without bundled data is a 400 that names it and the tickers that have data (DESIGN.md
 * section 6), checked before a free backtest is spent or a job is started.
 */
import { listTickers } from '../market/dataset/read-dataset';
import { UnknownTickerError } from '../market/market-errors';
import { describeCause } from '../platform/errors';
import { log } from '../platform/logger';

let known: Promise<string[]> | undefined;

/**
 * Fails open when the dataset is not beside the code (a start Lambda bundled without it): the
 * RunBacktest task then fails the job with the same message and gives the credit back.
 */
export async function assertTickerHasData(ticker: string): Promise<void> {
  known ??= listTickers().catch((e: unknown) => {
    known = undefined;
    log.warn('ticker pre-check skipped: dataset not readable', describeCause(e));
    return [];
  });
  const available = await known;
  if (available.length > 0 && !available.includes(ticker)) throw new UnknownTickerError(ticker, available);
}
