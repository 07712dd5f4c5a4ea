import type { OptionQuote } from '../market/market-data';
import { roundTo, tickGrid, tickSize, type TickGrid } from '../market/chain-rules';

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
  /** Price per share actually paid (buy) or received (sell) on `date`, slippage included, on the contract's tick of that day. */
  fill(quote: OptionQuote, action: FillAction, date: string): number;
  /**
   * A fill at a price level reached during the session (a catch stop's level or the open's price),
   * the quote's slippage added (buy) or taken off (sell), on the tick against the trader. Not held
   * inside the quote's bid/ask: that is the close's quote, and the level was traded hours before it.
   */
  fillAtLevel(quote: OptionQuote, level: number, action: FillAction, date: string): number;
}

export interface FillModelOptions {
  priceSource: PriceSource;
  /** Share of the bid/ask spread lost on each fill, as a fraction (0.25 = a quarter of the spread). */
  slippageFractionOfSpread: number;
  /** The underlying's ticker: its class's minimum price increment of the fill's day (chain-rules.ts tickGrid, tickSize) is the grid every fill lands on. */
  ticker: string;
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
 * `price` on the contract's tick of the day (`grid`, chain-rules.ts tickGrid: SPX $0.05 under $3 and
 * $0.10 from $3; a class in the penny program $0.01 under $3 and $0.05 from $3, SPY/QQQ/IWM $0.01 at
 * every price; a class outside it $0.05 and $0.10), rounded against the trader: a buy up,
 * a sale down, never below 0. An exchange prints only on the tick, and a limit between two ticks
 * fills at the one on the trader's worse side; before 2026-12-02 fills kept the fraction of a cent
 * the slippage gave (an AAPL put sold at 0.265 and bought back at 0.0025, an SPX leg at 58.8101).
 */
export function onTick(grid: TickGrid, price: number, action: FillAction): number {
  const p = Math.max(0, price);
  return roundTo(p, tickSize(grid, p), action === 'buy' ? 'up' : 'down');
}

/**
 * On a real (imported) quote, `price` held to the midpoint on the trader's side: a sale at most the
 * midpoint, a buy at least it, on the tick against the trader (2026-12-03, audit 6 note N1). A
 * vendor's last can print at the ask (the SPXW sample's 2730 put of 2018-01-16: bid/ask 6.60/6.90,
 * last 6.90), and the last less a quarter of the spread then sold at 6.80, above the 6.75 midpoint,
 * where a sale at the close meets the bid; a last at the bid likewise bought below the midpoint. A
 * modeled quote's last is the model price (chain-rules.ts), not a print at one side: it keeps the
 * rule, and so does a last-price-only row (its midpoint is its last).
 */
export function notBetterThanMid(grid: TickGrid, q: Pick<OptionQuote, 'bid_price' | 'ask_price' | 'quote_source'>, price: number, action: FillAction): number {
  if (q.quote_source !== 'imported') return price;
  const mid = onTick(grid, (q.bid_price + q.ask_price) / 2, action);
  return action === 'sell' ? Math.min(price, mid) : Math.max(price, mid);
}

/**
 * Default fill: the base price (basePrice: the last trade or the bid/ask midpoint, `price_source`);
 * a buy pays `slippage × (ask − bid)` above it, a sell receives that much below it, never below zero;
 * then on the contract's tick against the trader (`onTick`), on a real quote never better than the
 * midpoint (`notBetterThanMid`), a buy never above the ask and a sale
 * never below the bid: those are prices someone offered, and the rounding (or a last near one side
 * plus the slippage) must not carry the fill past them. An imported quote off the class's grid with
 * bid = ask (a last-price-only row the model could not impute a spread to: last-only-spread.ts)
 * fills at that quote's own price.
 * A sale of a contract with no bid receives 0 (its commission is still paid): a market sell of it
 * does not fill, and a trader selling it gets nothing. Priced from the midpoint it had received
 * `(½ − slippage) × ask` (bid 0 / ask 0.25 at 25%: 0.0625 a share; from a last inside the quote,
 * the last less `slippage × ask`), money no buyer offered, on every long wing sold back before
 * expiry and every short leg opened at a zero bid (multileg/entry.ts now opens none). A buy is kept:
 * an ask is an offer someone made, so paying toward it is a price one could have paid.
 */
export function createFillModel(options: FillModelOptions): FillModel {
  const { priceSource, slippageFractionOfSpread } = options;
  const { ticker } = options;
  const mark = (q: OptionQuote): number => basePrice(q, priceSource);
  const slippage = (q: OptionQuote): number => slippageFractionOfSpread * Math.max(0, q.ask_price - q.bid_price);
  const fillAtLevel = (q: OptionQuote, level: number, action: FillAction, date: string): number =>
    onTick(tickGrid(ticker, date), action === 'buy' ? level + slippage(q) : level - slippage(q), action);
  return {
    mark,
    fillAtLevel,
    fill(q, action, date) {
      if (action === 'sell' && hasNoBid(q)) return 0;
      const price = notBetterThanMid(tickGrid(ticker, date), q, fillAtLevel(q, mark(q), action, date), action);
      if (action === 'buy') return q.ask_price > 0 ? Math.min(price, q.ask_price) : price;
      return Math.max(price, q.bid_price);
    },
  };
}
