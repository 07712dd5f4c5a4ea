/**
 * One modeled contract on one day: BSM price and greeks on the modeled surface, bid/ask on the
 * tick grid, volume and open interest. Rules: chain-rules.ts sections 4-6.
 */
import type { OptionQuote, OptionType } from './market-data';
import { bsm, impliedVol } from './black-scholes';
import {
  MIN_WIDTH, MONTHLY_LIQUIDITY, OI_BASE, OI_DTE_DECAY, OI_FLOOR_SHARE, OI_Z_WIDTH, REL_WIDTH,
  VOLUME_BASE, VOLUME_DTE_DECAY, VOLUME_Z_WIDTH, tickSize, type TickerClass,
} from './chain-rules';
import { strikeVol, strikeZ, type ExpirySurface } from './vol-surface';
import type { DayContext } from './day-context';
import { occSymbol } from './strikes';

/** One expiry of one day: everything the contracts of that expiry share. */
export interface ExpiryContext {
  day: DayContext;
  expiry: string;
  dte: number;
  years: number;
  forward: number;
  root: string;
  monthly: boolean;
  surface: ExpirySurface;
}

function roundTo(x: number, tick: number, mode: 'down' | 'up' | 'nearest'): number {
  const n = x / tick;
  const k = mode === 'down' ? Math.floor(n + 1e-9) : mode === 'up' ? Math.ceil(n - 1e-9) : Math.round(n);
  return Math.round(k * tick * 100) / 100;
}

/**
 * Bid, ask and last around a model price (rule 5). The tick and width rules apply to the price
 * that traded that day: `splitFactor` converts (see DayContext), and the answer is converted back.
 */
export function quoteAround(cls: TickerClass, adjustedPrice: number, splitFactor = 1): { bid: number; ask: number; last: number } {
  const price = adjustedPrice * splitFactor;
  const width = Math.max(MIN_WIDTH[cls], REL_WIDTH[cls] * price);
  const lowTick = tickSize(cls, Math.max(price - width / 2, 0));
  const highTick = tickSize(cls, price + width / 2);
  const bid = Math.max(roundTo(price - width / 2, lowTick, 'down'), 0);
  const ask = Math.max(roundTo(price + width / 2, highTick, 'up'), highTick);
  const last = Math.min(Math.max(roundTo(price, tickSize(cls, price), 'nearest'), bid), ask);
  if (splitFactor === 1) return { bid, ask, last };
  // Back to adjusted prices, kept to 1e-6 like strikes (rounding is monotonic: the order holds).
  const back = (x: number): number => Math.round((x / splitFactor) * 1e6) / 1e6;
  return { bid: back(bid), ask: back(ask), last: back(last) };
}

/** The model vol of a contract (the vol `priceAt` reprices with). */
export function modelVol(e: ExpiryContext, strike: number): number {
  return strikeVol(e.surface, strikeZ(e.surface, strike));
}

export function modeledQuote(e: ExpiryContext, type: OptionType, strike: number): OptionQuote {
  const { day } = e;
  const z = strikeZ(e.surface, strike);
  const vol = strikeVol(e.surface, z);
  const base = { type, spot: day.spot, strike, years: e.years, rate: day.rate, dividendYield: day.dividendYield };
  const g = bsm({ ...base, vol });
  const { bid, ask, last } = quoteAround(day.cls, g.price, day.splitFactor);
  const liquidity = e.monthly ? MONTHLY_LIQUIDITY : 1;
  const oiTime = OI_FLOOR_SHARE + (1 - OI_FLOOR_SHARE) * Math.exp(-e.dte / OI_DTE_DECAY);
  return {
    id: occSymbol(e.root, e.expiry, type, strike * day.splitFactor),
    call_or_put: type,
    strike,
    expiry_date: e.expiry,
    last_trade_price: last,
    bid_price: bid,
    ask_price: ask,
    volume: Math.floor(VOLUME_BASE[day.cls] * liquidity * Math.exp(-(z * z) / (2 * VOLUME_Z_WIDTH ** 2)) * Math.exp(-e.dte / VOLUME_DTE_DECAY)),
    open_interest: Math.floor(OI_BASE[day.cls] * liquidity * Math.exp(-(z * z) / (2 * OI_Z_WIDTH ** 2)) * oiTime),
    underlying_price: day.spot,
    delta: g.delta,
    gamma: g.gamma,
    theta: g.theta,
    vega: g.vega,
    rho: g.rho,
    bid_implied_volatility: (bid > 0 ? impliedVol(base, bid, 1e-6, vol) : undefined) ?? 0,
    ask_implied_volatility: impliedVol(base, ask, 1e-6, vol) ?? 0,
  };
}
