/**
 * A MarketData whose option quotes are broken (NaN last price) for expirations more than `days`
 * calendar days after the quote date: a vendor file with bad rows on the far expiries. Cells that
 * trade those expiries fail with the engine's bad-data error; the others run. For tests of the
 * per-cell failure path on real data.
 */
import type { MarketData, OptionChainProvider, OptionQuote } from '../../engine/market/market-data';

const DAY_MS = 86_400_000;
const daysBetween = (a: string, b: string): number => (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS;

export function withBadQuotesBeyond(market: MarketData, days: number): MarketData {
  const o = market.options;
  const spoil = (date: string, expiry: string, q: OptionQuote | undefined): OptionQuote | undefined =>
    q && daysBetween(date, expiry) > days ? { ...q, last_trade_price: Number.NaN } : q;
  const options: OptionChainProvider = {
    expirations: (date) => o.expirations(date),
    chain: (date, expiry, type) => o.chain(date, expiry, type).map((q) => spoil(date, expiry, q) as OptionQuote),
    strikes: o.strikes ? (date, expiry) => o.strikes?.(date, expiry) : undefined,
    quote: (date, expiry, type, strike) => spoil(date, expiry, o.quote(date, expiry, type, strike)),
    probe: o.probe ? (date, expiry, type, strike) => o.probe?.(date, expiry, type, strike) : undefined,
    priceAt: (date, expiry, type, strike, price) => o.priceAt(date, expiry, type, strike, price),
    priceAtOpen: (date, prevDate, expiry, type, strike, open) => o.priceAtOpen(date, prevDate, expiry, type, strike, open),
    source: (date) => o.source(date),
  };
  return { ...market, vix: (d) => market.vix(d), riskFreeRate: (d) => market.riskFreeRate(d), options };
}
