/**
 * A modeled quote on an imported day (the vendor's file lacks the contract, or quoted it bid 0 /
 * ask 0 and the import dropped the row: create-market-data.ts combineChains) held to the day's
 * real quotes of the same expiry and type (audit 11, N3: the SPXW 2740 put of 2018-02-28 on
 * 2018-02-05 modeled 133.00/145.70, dearer on both sides than the real 2745 put's 129/145, and a
 * short bought back at 142.50 on it).
 *
 * "Cheaper" and "dearer" neighbour: the nearest real strike on each side with a two-sided quote
 * (ask > 0, bid ≤ ask; a last-price-only row is a trade, not a quote, and bounds nothing). A put
 * is worth more the higher its strike (the cheaper neighbour is below), a call the lower.
 *
 * Which bound moves which side, and why (a bound that lowers an ask or raises a bid makes the
 * trader pay less or receive more, so it is kept only where a real quote of that side would obey it):
 * 1. Monotone in strike, side by side: the bid between the neighbours' bids, the ask between their
 *    asks, the model's price (the last, a fill's base) between their midpoints. Real quotes obey it:
 *    of the 12,376 interior strikes of the SPXW sample with both neighbours quoted, 0.30-0.40% have
 *    a side outside its neighbours' (median by 0.05, a tick; test/audits/scripts11/audit11-neighbour-order.ts), so clamping a modeled side into the
 *    interval moves it toward where a real quote would have been and, but for those, not past it.
 *    Neighbours out of order on any side (a bad real row: the sample's 2750 put of 2018-02-28 on
 *    2018-02-05 bids 7.90 under the 2745's 129) bound no side by this rule (`inOrder`).
 * 2. The vertical's width and convexity only in their executable form, which moves a bid down or
 *    an ask up, never in the trader's favour: a bid no higher than the cheaper neighbour's ask plus
 *    the strike distance, nor than the strike-weighted blend of the two neighbours' asks (else
 *    selling it and buying the neighbours would make money for nothing); an ask no lower than the
 *    dearer neighbour's bid less the strike distance. No real quote of the sample breaks these.
 *    The same bounds side by side (an ask under the blend of asks) are broken by real quotes on
 *    7-26% of those strikes (asks: median 0.10-0.30, up to $8.20): applied to a modeled ask they could make a
 *    buyer pay less than the real ask would have been, so they are not applied.
 * A modeled quote's spread is the model's until a bound moves one side. If the bounds contradict
 * each other (bid over ask), the real rows disagree and the model's quote is kept as it was.
 * Delta and greeks stay the model's; the bid and ask implied vols are those of the bounded prices
 * (BSM at the day's rate, no dividend yield, as an imported quote's: imported-quote.ts).
 */
import type { OptionQuote, OptionType } from './market-data';
import { impliedVol } from './black-scholes';
import { daysBetween } from './calendar';

type Side = (q: OptionQuote) => number;
const bidOf: Side = (q) => q.bid_price;
const askOf: Side = (q) => q.ask_price;
const midOf: Side = (q) => (q.bid_price + q.ask_price) / 2;

/** A real row that is a two-sided quote (bid 0 allowed: a wing nobody bids). */
function isQuote(q: OptionQuote): boolean {
  return q.last_only !== true && q.ask_price > 0 && q.bid_price >= 0 && q.bid_price <= q.ask_price;
}

/** The nearest quoted real strikes below and above `strike` (`real` ascending by strike). */
export function realNeighbours(real: readonly OptionQuote[], strike: number): { below?: OptionQuote; above?: OptionQuote } {
  let below: OptionQuote | undefined;
  let above: OptionQuote | undefined;
  for (const q of real) {
    if (!isQuote(q)) continue;
    if (q.strike < strike) below = q;
    else if (q.strike > strike) {
      above = q;
      break;
    }
  }
  return { ...(below ? { below } : {}), ...(above ? { above } : {}) };
}

/** `x` held between the same side of the cheaper and dearer neighbours (rule 1), unless they are out of order. */
function monotone(x: number, side: Side, cheaper: OptionQuote | undefined, dearer: OptionQuote | undefined): number {
  const lo = cheaper ? side(cheaper) : -Infinity;
  const hi = dearer ? side(dearer) : Infinity;
  if (lo > hi) return x;
  return Math.min(Math.max(x, lo), hi);
}

/**
 * Whether two neighbours are in order on every side (the cheaper's bid, ask and midpoint no higher
 * than the dearer's). A pair out of order on one side holds a bad real row, and that row's other
 * side is not to be trusted either (audit 13, N1: the sample's 2750 put of 2018-02-28 on 2018-02-05,
 * bid 7.90 under the 2745's 129, still bounded the 2745's stand-in ask down to its own 139.60,
 * $5.40 under the real 145, and the blend bound then met it with the bid: 139.33/139.60). Rule 1
 * can move a side in the trader's favour, so it applies only between a pair in order; rule 2 only
 * moves sides against the trader and applies either way.
 */
function inOrder(cheaper: OptionQuote | undefined, dearer: OptionQuote | undefined): boolean {
  if (!cheaper || !dearer) return true;
  return [bidOf, askOf, midOf].every((side) => side(cheaper) <= side(dearer));
}

/**
 * The model's quote of a contract an imported day lacks, held to that day's real rows of its
 * expiry and type (`real`, strikes ascending); `rate` is the day's T-bill rate, `date` the day.
 * Returns the quote itself when no bound moved it, else a copy with the bounded prices and
 * `neighbour_bounded: true`.
 */
export function boundByRealNeighbours(model: OptionQuote, real: readonly OptionQuote[], date: string, rate: number): OptionQuote {
  const { below, above } = realNeighbours(real, model.strike);
  if (!below && !above) return model;
  const put = model.call_or_put === 'put';
  const cheaper = put ? below : above;
  const dearer = put ? above : below;
  const trusted = inOrder(cheaper, dearer);
  let bid = trusted ? monotone(model.bid_price, bidOf, cheaper, dearer) : model.bid_price;
  let ask = trusted ? monotone(model.ask_price, askOf, cheaper, dearer) : model.ask_price;
  // Rule 2, the executable width and convexity bounds: a bid down, an ask up.
  if (cheaper) bid = Math.min(bid, cheaper.ask_price + Math.abs(model.strike - cheaper.strike));
  if (dearer) ask = Math.max(ask, dearer.bid_price - Math.abs(dearer.strike - model.strike));
  if (below && above) {
    const w = (above.strike - model.strike) / (above.strike - below.strike);
    bid = Math.min(bid, w * below.ask_price + (1 - w) * above.ask_price);
  }
  bid = Math.max(bid, 0);
  if (bid > ask) return model;
  const last = Math.min(Math.max(trusted ? monotone(model.last_trade_price, midOf, cheaper, dearer) : model.last_trade_price, bid), ask);
  if (bid === model.bid_price && ask === model.ask_price && last === model.last_trade_price) return model;
  const base = {
    type: model.call_or_put, spot: model.underlying_price, strike: model.strike,
    years: Math.max(daysBetween(date, model.expiry_date), 0) / 365, rate, dividendYield: 0,
  };
  // 0 when no vol reproduces the price (a zero bid, a price under intrinsic value), as on an imported quote.
  const ivOf = (price: number): number => (price > 0 ? impliedVol(base, price, 1e-6) ?? 0 : 0);
  return {
    ...model,
    last_trade_price: last,
    bid_price: bid,
    ask_price: ask,
    bid_implied_volatility: bid === model.bid_price ? model.bid_implied_volatility : ivOf(bid),
    ask_implied_volatility: ask === model.ask_price ? model.ask_implied_volatility : ivOf(ask),
    neighbour_bounded: true,
  };
}

/**
 * A modeled price of a contract an imported day lacks at another spot (a stop's level, the open:
 * OptionChainProvider.priceAt and priceAtOpen), held between the same prices of its real
 * neighbouring strikes (`priceOf`: the imported chain's price of a strike at that spot), rule 1
 * only: those are single prices, not a bid and an ask. Unbounded on a side whose neighbour has no
 * price, and not at all when the neighbours' prices are out of order.
 */
export function boundPriceByRealNeighbours(
  price: number,
  type: OptionType,
  strike: number,
  real: readonly OptionQuote[],
  priceOf: (strike: number) => number,
): number {
  if (!Number.isFinite(price)) return price;
  const { below, above } = realNeighbours(real, strike);
  const [cheaper, dearer] = type === 'put' ? [below, above] : [above, below];
  const lo = cheaper ? priceOf(cheaper.strike) : Number.NaN;
  const hi = dearer ? priceOf(dearer.strike) : Number.NaN;
  const floor = Number.isFinite(lo) ? lo : -Infinity;
  const cap = Number.isFinite(hi) ? hi : Infinity;
  if (floor > cap) return price;
  return Math.min(Math.max(price, floor), cap);
}
