import type { OptionQuote } from '../market/market-data';

export type PriceSource = 'last' | 'mid';
export type FillAction = 'buy' | 'sell';

/**
 * How an order fills at the day's quote (LEAN's FillModel, nautilus' fill model): one interface so
 * a different fill rule is one new implementation, not edits across the engine.
 */
export interface FillModel {
  /** Mark of one share's worth of the contract (no slippage): used for equity and exit checks. */
  mark(quote: OptionQuote): number;
  /** Price per share actually paid (buy) or received (sell), slippage included. */
  fill(quote: OptionQuote, action: FillAction): number;
}

export interface FillModelOptions {
  priceSource: PriceSource;
  /** Share of the bid/ask spread lost on each fill, as a fraction (0.25 = a quarter of the spread). */
  slippageFractionOfSpread: number;
}

/**
 * Default fill: the base price is the last trade or the bid/ask midpoint (`price_source`); a buy pays
 * `slippage × (ask − bid)` above it, a sell receives that much below it, never below zero.
 */
export function createFillModel(options: FillModelOptions): FillModel {
  const { priceSource, slippageFractionOfSpread } = options;
  const mark = (q: OptionQuote): number =>
    priceSource === 'mid' ? (q.bid_price + q.ask_price) / 2 : q.last_trade_price;
  return {
    mark,
    fill(q, action) {
      const slip = slippageFractionOfSpread * Math.max(0, q.ask_price - q.bid_price);
      const price = action === 'buy' ? mark(q) + slip : mark(q) - slip;
      return Math.max(0, price);
    },
  };
}
