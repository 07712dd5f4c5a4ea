/**
 * A ticker without bundled data is a 400 that names it and the tickers that have data (DESIGN.md
 * section 6), checked before a free backtest is spent or a job is started.
 */
import { noTradingDaysMessage } from '../../shared/engine/core/timeline';
import { listTickers, readBars } from '../market/dataset/read-dataset';
import { UnknownTickerError } from '../market/market-errors';
import { AppError, describeCause } from '../platform/errors';
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

/**
 * A range with no trading day of the ticker in it (before or after its data, a weekend, a holiday)
 * is a 400 in the run's own words, before a free backtest is taken or a job started (audit 21 F3:
 * it was a 202 whose job then failed). A null date is the data's own bound, as the run reads it.
 * Fails open like assertTickerHasData when the bars cannot be read: the run then says the same.
 */
export async function assertRangeHasData(ticker: string, start: string | null, end: string | null): Promise<void> {
  const bars = await readBars(ticker).catch((e: unknown) => {
    log.warn('range pre-check skipped: bars not readable', describeCause(e));
    return [];
  });
  const first = bars[0];
  const last = bars.at(-1);
  if (!first || !last) return;
  const lo = start ?? first.date;
  const hi = end ?? last.date;
  if (bars.some((b) => b.date >= lo && b.date <= hi)) return;
  throw new AppError('backtest.no_trading_days', 400, noTradingDaysMessage(ticker, lo, hi, first.date, last.date));
}
