/**
 * Area 2 (h-impbound): real-neighbour-bound.ts leave one out on the SPXW sample's raw file. Every
 * real two-sided quote (bid > 0, ask >= bid) is taken out of its chain (day, expiry, type) and the
 * engine's boundByRealNeighbours is asked to bound a stand-in "model" quote of it from the rest:
 *  - dear: the real bid/ask each raised by the real width plus 5% of the mid (a model too dear);
 *  - cheap: each lowered the same (a model too cheap).
 * Counted: how often the bounded ask lies under the real ask it stands in for (a buyer paying less
 * than the real quote asked: the trader's favour past the real market) and the bounded bid over the
 * real bid (a seller paid more), by how much; a bounded ask under the European lower bound
 * (put K e^-rT − S e^-qT, call S e^-qT − K e^-rT; r 1.4%, q 1.8%: SPX early 2018) or a bid over
 * the upper bound (put K e^-rT, call S e^-qT); and a bounded ask under intrinsic value (what an
 * American contract could not be bought for). usage: npx tsx test/audits/scripts13/neighbour-bound-loo.ts
 */
import { readFileSync } from 'node:fs';
import { boundByRealNeighbours } from '../../../shared/engine/market/real-neighbour-bound';
import type { OptionQuote } from '../../../shared/engine/market/market-data';
import { RAW } from '../scripts11/raw-series';

const FILE = `${RAW}/options/historicaloptiondata-samples_via-optopsy/SPXW_2018-01-02_to_2018-02-28.csv`;
const R = 0.014;
const Q = 0.018;
const iso = (mdy: string): string => `${mdy.slice(6, 10)}-${mdy.slice(0, 2)}-${mdy.slice(3, 5)}`;
const chains = new Map<string, OptionQuote[]>();
for (const line of readFileSync(FILE, 'utf8').trim().split('\n').slice(1)) {
  const c = line.split(',');
  const b = Number(c[10]);
  const a = Number(c[11]);
  if (!(b > 0) || !(a >= b)) continue;
  const date = iso(c[7] as string);
  const expiry = iso(c[6] as string);
  const type = c[5] as 'call' | 'put';
  const q = { id: c[3], call_or_put: type, strike: Number(c[8]), expiry_date: expiry, last_trade_price: (a + b) / 2, bid_price: b, ask_price: a, underlying_price: Number(c[1]), volume: Number(c[12]), open_interest: 0, delta: 0, gamma: 0, theta: 0, vega: 0, rho: 0, bid_implied_volatility: 0, ask_implied_volatility: 0, quote_source: 'imported' } as unknown as OptionQuote;
  const key = `${date}|${expiry}|${type}`;
  const list = chains.get(key) ?? [];
  list.push(q);
  chains.set(key, list);
}
const quantiles = (xs: number[]): string => {
  if (xs.length === 0) return '-';
  const s = [...xs].sort((x, y) => x - y);
  const at = (p: number): number => s[Math.min(s.length - 1, Math.floor(p * s.length))] as number;
  return `median ${at(0.5).toFixed(2)}, p90 ${at(0.9).toFixed(2)}, max ${(s[s.length - 1] as number).toFixed(2)}`;
};
for (const kind of ['dear', 'cheap'] as const) {
  let n = 0;
  let moved = 0;
  const askUnderReal: number[] = [];
  const bidOverReal: number[] = [];
  const worst: Array<[number, string]> = [];
  const underLower: string[] = [];
  const overUpper: string[] = [];
  const underIntrinsic: string[] = [];
  let realUnderIntrinsic = 0;
  let narrowed = 0;
  for (const [key, list] of chains) {
    const date = key.split('|')[0] as string;
    list.sort((x, y) => x.strike - y.strike);
    for (const real of list) {
      n++;
      const rest = list.filter((q) => q !== real);
      const shift = (real.ask_price - real.bid_price) + 0.05 * (real.bid_price + real.ask_price) / 2;
      const s = kind === 'dear' ? shift : -shift;
      const model = { ...real, bid_price: Math.max(real.bid_price + s, 0), ask_price: Math.max(real.ask_price + s, 0.05), last_trade_price: Math.max((real.bid_price + real.ask_price) / 2 + s, 0), quote_source: 'modeled' } as OptionQuote;
      const b = boundByRealNeighbours(model, rest, date, R);
      if (b === model) continue;
      moved++;
      // Narrowed: the bounded quote under half the real width it stands in for (a fill pays little slippage on it).
      if (b.ask_price - b.bid_price < 0.5 * (real.ask_price - real.bid_price) - 1e-9) narrowed++;
      if (b.ask_price < real.ask_price - 1e-9) askUnderReal.push(real.ask_price - b.ask_price);
      if (b.bid_price > real.bid_price + 1e-9) bidOverReal.push(b.bid_price - real.bid_price);
      const favour = kind === 'dear' ? real.ask_price - b.ask_price : b.bid_price - real.bid_price;
      if (favour > 1e-9) worst.push([favour, `${date} ${real.expiry_date} ${real.call_or_put} ${real.strike}: real ${real.bid_price}/${real.ask_price}, model ${model.bid_price.toFixed(2)}/${model.ask_price.toFixed(2)}, bounded ${b.bid_price.toFixed(2)}/${b.ask_price.toFixed(2)}`]);
      const t = (Date.parse(real.expiry_date) - Date.parse(date)) / 864e5 / 365;
      const S = real.underlying_price;
      const K = real.strike;
      const lower = real.call_or_put === 'put' ? Math.max(K * Math.exp(-R * t) - S * Math.exp(-Q * t), 0) : Math.max(S * Math.exp(-Q * t) - K * Math.exp(-R * t), 0);
      const upper = real.call_or_put === 'put' ? K * Math.exp(-R * t) : S * Math.exp(-Q * t);
      const intrinsic = Math.max(real.call_or_put === 'put' ? K - S : S - K, 0);
      const id = `${date} ${real.expiry_date} ${real.call_or_put} ${K}: real ${real.bid_price}/${real.ask_price}, bounded ${b.bid_price.toFixed(2)}/${b.ask_price.toFixed(2)}`;
      if (b.ask_price < lower - 1e-9) underLower.push(`${id}, lower bound ${lower.toFixed(2)}`);
      if (b.bid_price > upper + 1e-9) overUpper.push(`${id}, upper bound ${upper.toFixed(2)}`);
      if (b.ask_price < intrinsic - 1e-9) underIntrinsic.push(`${id}, intrinsic ${intrinsic.toFixed(2)}`);
      if (real.ask_price < intrinsic) realUnderIntrinsic++;
    }
  }
  console.log(JSON.stringify({
    model: kind, quotes: n, bounded: moved, narrower_than_half_the_real_width: narrowed,
    ask_under_the_real_ask: { count: askUnderReal.length, by: quantiles(askUnderReal) },
    bid_over_the_real_bid: { count: bidOverReal.length, by: quantiles(bidOverReal) },
    past_the_real_quote_in_the_traders_favour_worst: worst.sort((x, y) => y[0] - x[0]).slice(0, 4).map((w) => `${w[0].toFixed(2)}: ${w[1]}`),
    ask_under_european_lower_bound: { count: underLower.length, examples: underLower.slice(0, 3) },
    bid_over_upper_bound: { count: overUpper.length, examples: overUpper.slice(0, 3) },
    ask_under_intrinsic: { count: underIntrinsic.length, real_ask_under_intrinsic_among_bounded: realUnderIntrinsic, examples: underIntrinsic.slice(0, 3) },
  }, null, 1));
}
