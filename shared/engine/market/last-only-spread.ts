/**
 * A spread imputed to a last-price-only quote (LEAN, Polygon day aggregates, ThetaData before
 * 2023-12-01: the vendor gives a close and no bid/ask). Filled as it stands, such a close paid no
 * spread and landed off the tick (audit 12 D2: five LEAN runs read $29.75-$240.50 better than if
 * each fill paid the run's share of the model's width; AAPL closes of 9.72 and 5.07 on a $0.05
 * tick). So the quote carries the modeled chain's width for that contract and day (modeled-quote.ts
 * quoteWidth, at the close's price, with the day's and the expiry's vol, VIX and days to expiry)
 * around the close as its mid, each side on the class's tick grid rounded outward (the bid down, the
 * ask up: against the trader). The close stays the quote's last and the mark; a fill pays the run's
 * slippage share of that width like any quote (fill-model.ts), on the tick.
 */
import type { OptionQuote } from './market-data';
import { impliedVol } from './black-scholes';
import { daysBetween } from './calendar';
import { roundTo, tickSize, type TickGrid } from './chain-rules';

/** The modeled chain's bid and ask around `price` for a contract of `expiry` on `date`; undefined when the model has no such day. */
export type SpreadAround = (date: string, expiry: string, price: number) => { bid: number; ask: number } | undefined;

/**
 * Bid and ask `width` wide around `price`, each side on `grid` (the class's tick grid of the day)
 * rounded outward (so the quote is at least `width` wide and holds `price`): the bid never below 0,
 * the ask at least a tick.
 */
export function outwardSpread(grid: TickGrid, price: number, width: number): { bid: number; ask: number } {
  const low = Math.max(price - width / 2, 0);
  const high = price + width / 2;
  const bid = Math.max(roundTo(low, tickSize(grid, low), 'down'), 0);
  const ask = Math.max(roundTo(high, tickSize(grid, high), 'up'), tickSize(grid, 0));
  return { bid, ask };
}

/**
 * `q` (a last-only imported quote: bid = ask = its last) with the bid and ask `spread` gives around
 * its last; every other field is `q`'s, read when read (its lazy greeks stay lazy), and the bid's
 * and the ask's implied vols come from the new sides (BSM, no dividend yield, as importedQuote's).
 * `q` itself when the model has no quote for the day (the trade's reason then says no spread was paid).
 */
export function withImputedSpread(q: OptionQuote, date: string, rate: number, spread: SpreadAround): OptionQuote {
  const around = spread(date, q.expiry_date, q.last_trade_price);
  if (around === undefined || !(around.ask > around.bid)) return q;
  const { bid, ask } = around;
  const pricing = { type: q.call_or_put, spot: q.underlying_price, strike: q.strike, years: Math.max(daysBetween(date, q.expiry_date), 0) / 365, rate, dividendYield: 0 };
  let bidIv: number | undefined;
  let askIv: number | undefined;
  return {
    get id() { return q.id; },
    call_or_put: q.call_or_put,
    strike: q.strike,
    expiry_date: q.expiry_date,
    last_trade_price: q.last_trade_price,
    bid_price: bid,
    ask_price: ask,
    volume: q.volume,
    open_interest: q.open_interest,
    underlying_price: q.underlying_price,
    delta: q.delta,
    get gamma() { return q.gamma; },
    get theta() { return q.theta; },
    get vega() { return q.vega; },
    get rho() { return q.rho; },
    get bid_implied_volatility() { return (bidIv ??= (bid > 0 ? impliedVol(pricing, bid, 1e-6) : undefined) ?? 0); },
    get ask_implied_volatility() { return (askIv ??= impliedVol(pricing, ask, 1e-6) ?? 0); },
    quote_source: 'imported',
    last_only: true,
  };
}

/** `q` with its imputed spread when it is a last-only quote, else `q`. */
export function imputeIfLastOnly(q: OptionQuote | undefined, date: string, rate: number, spread: SpreadAround | undefined): OptionQuote | undefined {
  return q !== undefined && spread !== undefined && q.last_only === true && q.bid_price === q.ask_price ? withImputedSpread(q, date, rate, spread) : q;
}
