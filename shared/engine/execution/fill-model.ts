import type { OptionQuote } from '../market/market-data';

export type PriceSource = 'last' | 'mid';
export type FillAction = 'buy' | 'sell';

/**
 * How an order fills at the day's quote (LEAN's FillModel, nautilus' fill model): one interface so
 * a different fill rule is one new implementation, not edits across the engine.
 */
export interface FillModel {
  /**
   * Mark of one share's worth of the contract (no slippage): used for equity and exit checks. A
   * contract with no bid is marked there too (its midpoint, ask / 2), as a broker marks it: a mark
   * is a valuation, not a trade; its sale books 0 (`fill`) and the difference on that day.
   */
  mark(quote: OptionQuote): number;
  /** Price per share actually paid (buy) or received (sell), slippage included. */
  fill(quote: OptionQuote, action: FillAction): number;
}

export interface FillModelOptions {
  priceSource: PriceSource;
  /** Share of the bid/ask spread lost on each fill, as a fraction (0.25 = a quarter of the spread). */
  slippageFractionOfSpread: number;
}

/** True when a quote's last trade lies outside its bid/ask (imported data only: a modeled last is inside). */
export function lastOutsideQuote(q: Pick<OptionQuote, 'last_trade_price' | 'bid_price' | 'ask_price'>): boolean {
  return q.last_trade_price < q.bid_price || q.last_trade_price > q.ask_price;
}

/**
 * The price source's price of a quote. 'last': the last trade, unless it lies outside the day's
 * bid/ask; then the midpoint. A vendor's last outside the closing quote is a trade from earlier in
 * the day or an earlier day (SPXW 2765 call of 2018-01-31 on 2018-01-24: last 88.96, bid/ask
 * 74.30/76.70 after the index fell from its high), not a price anyone could trade at the close:
 * read as traded, it valued a $5-wide condor's call spread at $17.65 and lost 6 times the condor's
 * most. The importer counts such rows (quality.ts stale_last); quote-provenance.ts flags the trades.
 */
export function basePrice(q: Pick<OptionQuote, 'last_trade_price' | 'bid_price' | 'ask_price'>, priceSource: PriceSource): number {
  const mid = (q.bid_price + q.ask_price) / 2;
  return priceSource === 'mid' || lastOutsideQuote(q) ? mid : q.last_trade_price;
}

/**
 * True when nobody bids for the contract (bid 0: far out-of-the-money wings; the modeled chain clamps
 * its bid at 0 and imported chains list such rows too). Its bid/ask is not a two-sided market.
 */
export function hasNoBid(q: Pick<OptionQuote, 'bid_price'>): boolean {
  return !(q.bid_price > 0);
}

/**
 * Default fill: the base price (basePrice: the last trade or the bid/ask midpoint, `price_source`);
 * a buy pays `slippage × (ask − bid)` above it, a sell receives that much below it, never below zero.
 * A sale of a contract with no bid receives 0 (its commission is still paid): a market sell of it
 * does not fill, and a trader selling it gets nothing. Priced from the midpoint it had received
 * `(½ − slippage) × ask` (bid 0 / ask 0.25 at 25%: 0.0625 a share; from a last inside the quote,
 * the last less `slippage × ask`), money no buyer offered, on every long wing sold back before
 * expiry and every short leg opened at a zero bid (multileg/entry.ts now opens none). A buy is kept:
 * an ask is an offer someone made, so paying toward it is a price one could have paid.
 */
export function createFillModel(options: FillModelOptions): FillModel {
  const { priceSource, slippageFractionOfSpread } = options;
  const mark = (q: OptionQuote): number => basePrice(q, priceSource);
  return {
    mark,
    fill(q, action) {
      if (action === 'sell' && hasNoBid(q)) return 0;
      const slip = slippageFractionOfSpread * Math.max(0, q.ask_price - q.bid_price);
      const price = action === 'buy' ? mark(q) + slip : mark(q) - slip;
      return Math.max(0, price);
    },
  };
}
