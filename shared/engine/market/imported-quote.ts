/**
 * One imported contract as stored (vendor values, nulls where the vendor file had none) turned into
 * the engine's OptionQuote. Prices are the vendor's, untouched. What the vendor did not give is
 * computed from its quotes, with BSM at the day's T-bill rate and no dividend yield:
 * - greeks from the vendor's implied vol, else the vol implied by the mid;
 * - bid and ask implied vols from the bid and the ask (0 when no vol reproduces the price: a zero
 *   bid, a bid under intrinsic value);
 * - last price: the mid when the contract did not trade;
 * - a last-price-only layout (no bid/ask) quotes bid = ask = last: no spread is modeled there.
 *
 * A chain scan builds a quote for every contract of an expiry and reads few fields of most of them
 * (delta, volume, prices): the fields that cost a root search or a BSM evaluation (the bid and ask
 * implied vols, greeks the vendor lacks) and the OCC id are own enumerable getters computed once
 * when first read. A spread, JSON.stringify and structured clone all read them, so the quote behaves
 * as plain data with the same values in the same key order.
 */
import type { OptionQuote, OptionType } from './market-data';
import { bsm, impliedVol, intrinsicValue, type BsmResult } from './black-scholes';
import { daysBetween } from './calendar';
import { occSymbol } from './strikes';

export interface StoredContract {
  root: string;
  expiry: string;
  type: OptionType;
  strike: number;
  bid: number | null;
  ask: number | null;
  last: number | null;
  volume: number | null;
  openInterest: number | null;
  underlying: number;
  iv: number | null;
  delta: number | null;
  gamma: number | null;
  theta: number | null;
  vega: number | null;
  rho: number | null;
}

const cents = (x: number): number => Math.round(x * 100) / 100;
const same = (v: number | null): number | null => v;

/**
 * `clean` is applied to gamma, theta, vega and rho when they are read (the Parquet store passes its
 * float32 tidy-up, which is not free).
 */
export function importedQuote(c: StoredContract, date: string, rate: number, clean: (v: number | null) => number | null = same): OptionQuote {
  const price = c.last ?? 0;
  const bid = c.bid ?? price;
  const ask = c.ask ?? price;
  const mid = (bid + ask) / 2;
  const base = { type: c.type, spot: c.underlying, strike: c.strike, years: Math.max(daysBetween(date, c.expiry), 0) / 365, rate, dividendYield: 0 } as const;
  const needGreeks = c.delta === null || c.gamma === null || c.theta === null || c.vega === null || c.rho === null;
  const vol = c.iv ?? (needGreeks || c.iv === null ? impliedVol(base, mid, 1e-6) : undefined);
  let modelDone = false;
  let modelValue: BsmResult | undefined;
  const model = (): BsmResult | undefined => {
    if (!modelDone) {
      modelDone = true;
      modelValue = needGreeks && vol !== undefined ? bsm({ ...base, vol }) : undefined;
    }
    return modelValue;
  };
  const itm = intrinsicValue(c.type, c.strike, c.underlying) > 0;
  const fallbackDelta = itm ? (c.type === 'call' ? 1 : -1) : 0;
  let id: string | undefined;
  let bidIv: number | undefined;
  let askIv: number | undefined;
  return {
    get id() { return (id ??= occSymbol(c.root, c.expiry, c.type, c.strike)); },
    call_or_put: c.type,
    strike: c.strike,
    expiry_date: c.expiry,
    last_trade_price: c.last ?? cents(mid),
    bid_price: bid,
    ask_price: ask,
    volume: Math.max(Math.round(c.volume ?? 0), 0),
    open_interest: Math.max(Math.round(c.openInterest ?? 0), 0),
    underlying_price: c.underlying,
    delta: Math.min(Math.max(c.delta ?? model()?.delta ?? fallbackDelta, -1), 1),
    get gamma() { return clean(c.gamma) ?? model()?.gamma ?? 0; },
    get theta() { return clean(c.theta) ?? model()?.theta ?? 0; },
    get vega() { return clean(c.vega) ?? model()?.vega ?? 0; },
    get rho() { return clean(c.rho) ?? model()?.rho ?? 0; },
    get bid_implied_volatility() { return (bidIv ??= (bid > 0 ? impliedVol(base, bid, 1e-6, vol) : undefined) ?? 0); },
    get ask_implied_volatility() { return (askIv ??= (ask > 0 ? impliedVol(base, ask, 1e-6, vol) : undefined) ?? 0); },
    quote_source: 'imported',
    // Said on the quote so the trade log and the diagnostics can name a fill at a last price.
    ...(c.bid === null || c.ask === null ? { last_only: true } : {}),
  };
}
