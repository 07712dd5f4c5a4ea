import type { OptionChainProvider, OptionQuote } from '../market/market-data';
import { checkQuote } from '../core/quote-check';

/**
 * An open contract's quote on `date`. A contract the chain does not list that day (an imported
 * chain with a gap) is marked at the model price at the close, keeping its identity fields; when
 * not even a model price exists, the last known quote carries forward (never a NaN in the equity).
 */
export function markQuote(chains: OptionChainProvider, held: OptionQuote, date: string, close: number): OptionQuote {
  const q = chains.quote(date, held.expiry_date, held.call_or_put, held.strike);
  if (q) return checkQuote(q, date);
  const price = chains.priceAt(date, held.expiry_date, held.call_or_put, held.strike, close);
  if (!(price >= 0) || price === Infinity) return held;
  return { ...held, last_trade_price: price, bid_price: price, ask_price: price, underlying_price: close };
}
