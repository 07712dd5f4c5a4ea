import type { Bar, DataSource, Dividend, MarketData, OptionChainProvider, OptionQuote, OptionType, Split } from '../market/market-data';
import { occSymbol } from '../market/strikes';

/**
 * A hand-written market for scenario tests: every bar and every option quote is given explicitly, so
 * a test can compute the expected P&L on paper. Not a model: a contract exists on a day only if the
 * test lists it.
 */
export interface QuoteRow {
  date: string;
  expiry: string;
  type: OptionType;
  strike: number;
  /** Last trade price; bid and ask default to it. */
  price: number;
  bid?: number;
  ask?: number;
  delta?: number;
  gamma?: number;
  theta?: number;
  vega?: number;
  rho?: number;
  iv?: number;
  volume?: number;
  openInterest?: number;
}

export interface SyntheticMarketInput {
  ticker?: string;
  /** Bars; open/high/low default to the close. */
  bars: ReadonlyArray<Partial<Bar> & { date: string; close: number }>;
  dividends?: readonly Dividend[];
  /** Splits; bars, quotes and dividends are given as they traded each day. */
  splits?: readonly Split[];
  quotes: readonly QuoteRow[];
  rate?: number;
  vix?: Readonly<Record<string, number>>;
  /** Model price at another underlying price (a mark off the chain); default: the listed price. */
  priceAt?: (date: string, expiry: string, type: OptionType, strike: number, underlying: number) => number;
  /**
   * Model price at a day's open (catch stop loss: the open and the day's high/low); default: `priceAt` of the previous
   * session at the open's price, what was known at the open (OptionChainProvider.priceAtOpen).
   */
  priceAtOpen?: (date: string, prevDate: string, expiry: string, type: OptionType, strike: number, open: number) => number;
  /**
   * Answer the optional lowestStrike and lowestLiquidPut from the listed quotes, as the real chains
   * do: the secured-put shortcut of covered/entry.ts (securesNoPut) then applies. Off by default.
   */
  lowestAnswers?: boolean;
}


export function createSyntheticMarket(input: SyntheticMarketInput): MarketData {
  const ticker = input.ticker ?? 'TEST';
  const bars: Bar[] = input.bars.map((b) => ({
    date: b.date,
    open: b.open ?? b.close,
    high: b.high ?? Math.max(b.close, b.open ?? b.close),
    low: b.low ?? Math.min(b.close, b.open ?? b.close),
    close: b.close,
    volume: b.volume ?? 1_000_000,
  }));
  const closeOn = new Map(bars.map((b) => [b.date, b.close]));
  const byDay = new Map<string, OptionQuote[]>();
  for (const r of input.quotes) {
    const q: OptionQuote = {
      id: occSymbol(ticker, r.expiry, r.type, r.strike),
      call_or_put: r.type,
      strike: r.strike,
      expiry_date: r.expiry,
      last_trade_price: r.price,
      bid_price: r.bid ?? r.price,
      ask_price: r.ask ?? r.price,
      volume: r.volume ?? 1000,
      open_interest: r.openInterest ?? 5000,
      underlying_price: closeOn.get(r.date) ?? Number.NaN,
      delta: r.delta ?? (r.type === 'call' ? 0.5 : -0.5),
      gamma: r.gamma ?? 0.01,
      theta: r.theta ?? -0.05,
      vega: r.vega ?? 0.1,
      rho: r.rho ?? 0.01,
      bid_implied_volatility: r.iv ?? 0.2,
      ask_implied_volatility: r.iv ?? 0.2,
    };
    const list = byDay.get(r.date) ?? [];
    list.push(q);
    byDay.set(r.date, list);
  }
  const forDay = (date: string) => byDay.get(date) ?? [];
  const options: OptionChainProvider = {
    expirations: (date) => [...new Set(forDay(date).map((q) => q.expiry_date))].filter((e) => e >= date).sort(),
    chain: (date, expiry, type) =>
      forDay(date)
        .filter((q) => q.expiry_date === expiry && q.call_or_put === type)
        .sort((a, b) => a.strike - b.strike),
    quote: (date, expiry, type, strike) =>
      forDay(date).find((q) => q.expiry_date === expiry && q.call_or_put === type && q.strike === strike),
    priceAt(date, expiry, type, strike, underlying) {
      if (input.priceAt) return input.priceAt(date, expiry, type, strike, underlying);
      return options.quote(date, expiry, type, strike)?.last_trade_price ?? 0;
    },
    priceAtOpen(date, prevDate, expiry, type, strike, open) {
      if (input.priceAtOpen) return input.priceAtOpen(date, prevDate, expiry, type, strike, open);
      return options.priceAt(prevDate, expiry, type, strike, open);
    },
    source: (): DataSource => 'modeled',
  };
  if (input.lowestAnswers) {
    const puts = (date: string, expiry: string) => options.chain(date, expiry, 'put');
    options.lowestStrike = (date, expiry) => puts(date, expiry)[0]?.strike;
    options.lowestLiquidPut = (date, expiry, minVolume) => puts(date, expiry).find((q) => q.volume >= minVolume)?.strike;
  }
  return {
    ticker,
    bars,
    dividends: input.dividends ?? [],
    ...(input.splits ? { splits: input.splits } : {}),
    vix: (date) => input.vix?.[date],
    riskFreeRate: () => input.rate ?? 0,
    options,
  };
}
