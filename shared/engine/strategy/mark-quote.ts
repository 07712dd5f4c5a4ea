import type { OptionChainProvider, OptionQuote } from '../market/market-data';
import { checkQuote } from '../core/quote-check';

/**
 * An open contract's quote on `date`. A contract the chain does not list that day (an imported
 * chain with a gap) is marked at the model price at the close, keeping its identity fields; when
 * not even a model price exists, the last known quote carries forward (never a NaN in the equity).
 * With `probe`, the chain's probe answers (fields such as implied vols may be computed when read):
 * cheaper for a daily mark; whatever goes into a result passes through `plainQuote` first.
 */
export function markQuote(chains: OptionChainProvider, held: OptionQuote, date: string, close: number, probe = false): OptionQuote {
  const q = probe && chains.probe ? chains.probe(date, held.expiry_date, held.call_or_put, held.strike) : chains.quote(date, held.expiry_date, held.call_or_put, held.strike);
  if (q) return checkQuote(q, date);
  const price = chains.priceAt(date, held.expiry_date, held.call_or_put, held.strike, close);
  if (!(price >= 0) || price === Infinity) return held;
  // A model price: whatever the vendor's last-only flag said of the earlier quote no longer holds.
  const { last_only: _lastOnly, neighbour_bounded: _bounded, ...identity } = plainQuote(held);
  const marked = { ...identity, last_trade_price: price, bid_price: price, ask_price: price, underlying_price: close };
  // A model price, whatever priced the contract before.
  return held.quote_source === undefined ? marked : { ...marked, quote_source: 'modeled' };
}

/**
 * The contract as plain data in the contract's key order: every field read once (a probe's lazy
 * fields included), so JSON, a spread and structured clone see them all.
 */
export function plainQuote(q: OptionQuote): OptionQuote {
  return {
    id: q.id,
    call_or_put: q.call_or_put,
    strike: q.strike,
    expiry_date: q.expiry_date,
    last_trade_price: q.last_trade_price,
    bid_price: q.bid_price,
    ask_price: q.ask_price,
    volume: q.volume,
    open_interest: q.open_interest,
    underlying_price: q.underlying_price,
    delta: q.delta,
    gamma: q.gamma,
    theta: q.theta,
    vega: q.vega,
    rho: q.rho,
    bid_implied_volatility: q.bid_implied_volatility,
    ask_implied_volatility: q.ask_implied_volatility,
    // Only when known (a model-only run's contracts carry none: its data_source says it).
    ...(q.quote_source === undefined ? {} : { quote_source: q.quote_source }),
    ...(q.last_only === true ? { last_only: true } : {}),
    ...(q.neighbour_bounded === true ? { neighbour_bounded: true } : {}),
  };
}

/**
 * `q` itself when it is already plain data, else `plainQuote(q)`: for quotes that may be a probe
 * (a daily mark) on their way into a result, leaving every plain quote exactly as it was.
 */
export function asPlainQuote(q: OptionQuote): OptionQuote {
  return Object.getPrototypeOf(q) === Object.prototype ? q : plainQuote(q);
}
