/**
 * Errors of the market-data loader. UnknownTickerError is an AppError (400, exposed), so the
 * http wrapper and the job's failure path answer its message, which names the ticker and the
 * tickers that have data (DESIGN.md section 6).
 */
import { AppError } from '../platform/errors';

export class UnknownTickerError extends AppError {
  override name = 'UnknownTickerError';
  readonly ticker: string;
  readonly available: readonly string[];

  constructor(ticker: string, available: readonly string[]) {
    super('market.unknown_ticker', 400, `No market data for ticker '${ticker}'. Tickers with data: ${available.join(', ')}`);
    this.ticker = ticker;
    this.available = available;
  }
}
