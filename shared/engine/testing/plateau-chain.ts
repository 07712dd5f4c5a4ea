/**
 * A one-expiry chain for the selection tests (targeted-search.test.ts, volume-blind.test.ts): its
 * delta is monotone with plateaus (every 3 strikes share one value: ties) and its volume has holes
 * every fourth strike (a minimum volume refuses those), so every branch of the search is used.
 * `looks` counts the chain's quotes asked (a search prices a handful, a scan the chain).
 */
import type { OptionChainProvider, OptionQuote, OptionType } from '../market/market-data';

export const PLATEAU_DATE = '2024-01-02';
export const PLATEAU_EXPIRY = '2024-02-02';
const STRIKES = Array.from({ length: 41 }, (_, i) => 80 + i);

export function plateauQuote(type: OptionType, strike: number): OptionQuote {
  const x = Math.round((100 - strike) / 3) / 10;
  const call = Math.min(0.99, Math.max(0.01, 0.5 + x));
  return {
    id: `X${type}${strike}`, call_or_put: type, strike, expiry_date: PLATEAU_EXPIRY,
    last_trade_price: 1, bid_price: 0.9, ask_price: 1.1,
    volume: strike % 4 === 0 ? 0 : 500, open_interest: 100, underlying_price: 100,
    delta: type === 'call' ? call : call - 1, gamma: 0, theta: 0, vega: 0, rho: 0,
    bid_implied_volatility: 0.2, ask_implied_volatility: 0.2,
  };
}

export function plateauChain(): { chains: OptionChainProvider; looks: { quotes: number } } {
  const looks = { quotes: 0 };
  const chains: OptionChainProvider = {
    expirations: () => [PLATEAU_EXPIRY],
    strikes: () => STRIKES,
    chain: (_d, _e, type) => STRIKES.map((k) => plateauQuote(type, k)),
    quote: (_d, _e, type, k) => {
      looks.quotes += 1;
      return plateauQuote(type, k);
    },
    priceAt: () => 0,
    priceAtOpen: () => 0,
    source: () => 'modeled',
  };
  return { chains, looks };
}
