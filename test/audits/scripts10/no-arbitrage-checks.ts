/**
 * Static no-arbitrage checks of one day's MODELED option chain (audit 10). Everything is read from
 * the chain as a strategy sees it: the listed expirations and strikes, each contract's bid, ask and
 * mid (ModeledContract via `probe`), its surface vol, the day's spot and the T-bill rate.
 *
 * Every finding is one of two kinds:
 * - 'exec': a certain profit at executable prices (buy at the ask, sell at the bid), before
 *   commissions: a strategy could collect it, so it is a defect of the model;
 * - 'mid': the same inequality broken on mids (or on the surface's total variance) but not at the
 *   executable prices: a model inconsistency inside the spread, which no fill can collect.
 *
 * Checks (K1 < K2 < K3 strikes of one expiry, T1 < T2 expiries; D the present value of the
 * dividends that really went ex before expiry, DF = e^{−rT}):
 * - quote: bid ≥ 0, bid ≤ ask, last within [bid, ask]; a call's bid ≤ S, a put's bid ≤ K; American
 *   (stocks, ETFs): ask ≥ the intrinsic value against the spot (buy and exercise).
 * - vertical: calls non-increasing, puts non-decreasing in K, a spread's value within [0, K2 − K1]
 *   (European: DF·(K2 − K1)); executable on every pair: a spread bought at ask/sold at bid never
 *   pays cash up front with a payoff ≥ 0, nor receives more than its largest loss.
 * - butterfly: convexity in K; mids on adjacent strikes (weights for uneven spacing); executable on
 *   every triple (each strike's bid against the lower convex hull of the other strikes' asks).
 * - calendar: American (stocks, ETFs): the same strike at a later expiry never cheaper (mids), and
 *   never asks less than the earlier bids (executable); every class: total variance σ²T at the same
 *   forward moneyness non-decreasing in T (the surface; European SPX is checked this way only, as
 *   its later expiry may be cheaper at the same strike when the dividend yield exceeds the rate).
 * - parity: C − P ≤ S − K·DF (no dividend can raise it; executable: C_bid − P_ask); European: every
 *   box (K1, K2) within DF·(K2 − K1) at executable prices; American: C − P ≥ S − D − K (executable:
 *   C_ask − P_bid), D the dividends that really went ex (a hindsight bound: a shortfall there is the
 *   model's dividend forecast missing a real dividend, measured, not an arbitrage anyone could see).
 */
import { ModeledContract } from '../../../shared/engine/market/modeled-quote';
import type { MarketData, OptionType } from '../../../shared/engine/market/market-data';
import { tickerClass } from '../../../shared/engine/market/chain-rules';

export type Kind = 'exec' | 'mid';

export interface Finding {
  check: string;
  kind: Kind;
  /** How far past the bound, dollars per share. */
  by: number;
  ticker: string;
  surface: string;
  day: string;
  expiry: string;
  detail: string;
}

export interface DayCounts {
  expiries: number;
  contracts: number;
  pairs: number;
  triples: number;
}

/** Differences under this many dollars a share are the float rounding of cent prices. */
const EPS = 1e-6;

const mid = (q: ModeledContract): number => (q.bid_price + q.ask_price) / 2;
const f = (x: number): string => x.toFixed(4).replace(/\.?0+$/, '');
const show = (q: ModeledContract): string => `${q.call_or_put} ${q.strike} ${f(q.bid_price)}/${f(q.ask_price)}`;

function probeAll(market: MarketData, day: string, expiry: string, type: OptionType, strikes: readonly number[]): ModeledContract[] {
  return strikes.map((k) => {
    const q = market.options.probe?.(day, expiry, type, k);
    if (!(q instanceof ModeledContract)) throw new Error(`no modeled ${type} ${k} ${expiry} on ${day} (${market.ticker})`);
    return q;
  });
}

/**
 * The value at `x` of the lower convex hull of the points (ascending x) without index `skip`: the
 * least chord through a point left of x and one right of it (monotone chain, O(n)).
 */
function hullBelow(xs: readonly number[], ys: readonly number[], skip: number, x: number): number {
  const hx: number[] = [], hy: number[] = [];
  for (let i = 0; i < xs.length; i++) {
    if (i === skip) continue;
    const px = xs[i] as number, py = ys[i] as number;
    while (hx.length >= 2) {
      const ax = hx[hx.length - 2] as number, ay = hy[hy.length - 2] as number, bx = hx[hx.length - 1] as number, by = hy[hy.length - 1] as number;
      // Drop b when it lies on or above the chord from a to p.
      if ((bx - ax) * (py - ay) - (by - ay) * (px - ax) <= 0) { hx.pop(); hy.pop(); } else break;
    }
    hx.push(px); hy.push(py);
  }
  for (let i = 1; i < hx.length; i++) {
    const ax = hx[i - 1] as number, bx = hx[i] as number;
    if (ax <= x && x <= bx) return (hy[i - 1] as number) + (((hy[i] as number) - (hy[i - 1] as number)) * (x - ax)) / (bx - ax);
  }
  return Infinity;
}

/**
 * Present value at `day` of the dividends that went ex after `day` and by `expiry`, in `day`'s units
 * (market.dividends are per share of the ex-date: a split between the two multiplies them back).
 */
function realisedDividends(market: MarketData, day: string, expiry: string, rate: number): number {
  const t0 = Date.parse(day);
  const splits = market.splits ?? [];
  return market.dividends
    .filter((d) => d.exDate > day && d.exDate <= expiry)
    .reduce((s, d) => {
      const units = splits.filter((x) => x.date > day && x.date <= d.exDate).reduce((p, x) => p * x.ratio, 1);
      return s + d.amount * units * Math.exp((-rate * (Date.parse(d.exDate) - t0)) / (365 * 86_400_000));
    }, 0);
}

interface ExpiryQuotes {
  expiry: string;
  years: number;
  strikes: readonly number[];
  calls: ModeledContract[];
  puts: ModeledContract[];
  forward: number;
}

/** Every check of one day on one market (`surface` names it in the findings), on the expiries `pick` keeps (all by default). */
export function checkDay(market: MarketData, day: string, surface: string, findings: Finding[], pick: (expiries: readonly string[]) => readonly string[] = (x) => x): DayCounts {
  const ticker = market.ticker;
  const american = tickerClass(ticker) !== 'index';
  const counts: DayCounts = { expiries: 0, contracts: 0, pairs: 0, triples: 0 };
  const add = (check: string, kind: Kind, by: number, expiry: string, detail: string): void => {
    findings.push({ check, kind, by, ticker, surface, day, expiry, detail });
  };
  const rate = market.riskFreeRate(day);
  const t0 = Date.parse(day);
  const quotes: ExpiryQuotes[] = [];
  for (const expiry of pick(market.options.expirations(day))) {
    const strikes = market.options.strikes?.(day, expiry) ?? [];
    if (strikes.length === 0) continue;
    const years = (Date.parse(expiry) - t0) / (365 * 86_400_000);
    const calls = probeAll(market, day, expiry, 'call', strikes);
    const puts = probeAll(market, day, expiry, 'put', strikes);
    const spot = calls[0]?.underlying_price ?? NaN;
    const df = Math.exp(-rate * years);
    // The forward the mids imply at the strike nearest the spot (parity), for the calendar check.
    let atm = 0;
    for (let i = 1; i < strikes.length; i++) if (Math.abs((strikes[i] as number) - spot) < Math.abs((strikes[atm] as number) - spot)) atm = i;
    const forward = (strikes[atm] as number) + (mid(calls[atm] as ModeledContract) - mid(puts[atm] as ModeledContract)) / df;
    quotes.push({ expiry, years, strikes, calls, puts, forward });
    counts.expiries += 1;
    counts.contracts += 2 * strikes.length;
    const width = american ? 1 : df;

    // quote
    for (const q of [...calls, ...puts]) {
      const m = mid(q);
      if (!(q.bid_price >= 0)) add('quote.bid<0', 'exec', -q.bid_price, expiry, show(q));
      if (q.bid_price > q.ask_price + EPS) add('quote.bid>ask', 'exec', q.bid_price - q.ask_price, expiry, show(q));
      if (q.last_trade_price < q.bid_price - EPS || q.last_trade_price > q.ask_price + EPS) add('quote.last-outside', 'mid', 0, expiry, `${show(q)} last ${q.last_trade_price}`);
      if (!(m >= q.bid_price - EPS && m <= q.ask_price + EPS)) add('quote.mid-outside', 'mid', 0, expiry, show(q));
      if (q.call_or_put === 'call' && q.bid_price > spot + EPS) add('quote.call>spot', 'exec', q.bid_price - spot, expiry, `${show(q)} S ${spot}`);
      if (q.call_or_put === 'put' && q.bid_price > q.strike + EPS) add('quote.put>strike', 'exec', q.bid_price - q.strike, expiry, show(q));
      if (american) {
        const intrinsic = Math.max(q.call_or_put === 'call' ? spot - q.strike : q.strike - spot, 0);
        if (q.ask_price < intrinsic - EPS) add('quote.ask<intrinsic', 'exec', intrinsic - q.ask_price, expiry, `${show(q)} S ${spot}`);
        else if (m < intrinsic - EPS) add('quote.mid<intrinsic', 'mid', intrinsic - m, expiry, `${show(q)} S ${spot}`);
      }
    }

    // vertical, every pair; butterfly, adjacent mids and every executable triple
    for (const [type, qs] of [['call', calls], ['put', puts]] as const) {
      const sign = type === 'call' ? 1 : -1; // calls fall with K, puts rise
      const n = qs.length;
      for (let i = 0; i < n; i++) {
        for (let j = i + 1; j < n; j++) {
          const a = qs[i] as ModeledContract, b = qs[j] as ModeledContract;
          const [hi, lo] = sign > 0 ? [a, b] : [b, a]; // hi: the dearer leg by no-arbitrage
          const cap = width * (b.strike - a.strike);
          counts.pairs += 1;
          // Buy the dearer leg at its ask, sell the cheaper at its bid: never a credit.
          if (lo.bid_price > hi.ask_price + EPS) add('vertical.exec-credit', 'exec', lo.bid_price - hi.ask_price, expiry, `buy ${show(hi)}, sell ${show(lo)}`);
          // Sell the dearer at its bid, buy the cheaper at its ask: never more than the width.
          if (hi.bid_price - lo.ask_price > cap + EPS) add('vertical.exec-over-width', 'exec', hi.bid_price - lo.ask_price - cap, expiry, `sell ${show(hi)}, buy ${show(lo)}, width ${f(cap)}`);
          if (j === i + 1) {
            if (mid(lo) > mid(hi) + EPS) add('vertical.mid-monotone', 'mid', mid(lo) - mid(hi), expiry, `${show(hi)} vs ${show(lo)}`);
            if (mid(hi) - mid(lo) > cap + EPS) add('vertical.mid-over-width', 'mid', mid(hi) - mid(lo) - cap, expiry, `${show(hi)} vs ${show(lo)}`);
          }
        }
      }
      const ks = qs.map((q) => q.strike);
      const asks = qs.map((q) => q.ask_price);
      for (let j = 1; j + 1 < n; j++) {
        const a = qs[j - 1] as ModeledContract, b = qs[j] as ModeledContract, c = qs[j + 1] as ModeledContract;
        const wa = (c.strike - b.strike) / (c.strike - a.strike);
        const fly = wa * mid(a) + (1 - wa) * mid(c) - mid(b);
        counts.triples += 1;
        if (fly < -EPS) add('butterfly.mid', 'mid', -fly, expiry, `${show(a)} | ${show(b)} | ${show(c)}`);
        const hull = hullBelow(ks, asks, j, b.strike);
        if (b.bid_price > hull + EPS) add('butterfly.exec', 'exec', b.bid_price - hull, expiry, `sell ${show(b)} above the asks' hull ${f(hull)}`);
      }
    }

    // parity
    const dividends = american ? realisedDividends(market, day, expiry, rate) : 0;
    for (let i = 0; i < strikes.length; i++) {
      const c = calls[i] as ModeledContract, p = puts[i] as ModeledContract, k = strikes[i] as number;
      const upper = spot - k * df;
      if (c.bid_price - p.ask_price > upper + EPS) add('parity.exec-upper', 'exec', c.bid_price - p.ask_price - upper, expiry, `${show(c)} ${show(p)} S ${spot} S-K·DF ${f(upper)}`);
      else if (mid(c) - mid(p) > upper + EPS) add('parity.mid-upper', 'mid', mid(c) - mid(p) - upper, expiry, `${show(c)} ${show(p)} S ${spot}`);
      if (american) {
        const lower = spot - dividends - k;
        if (c.ask_price - p.bid_price < lower - EPS) add('parity.exec-lower-realised-div', 'exec', lower - (c.ask_price - p.bid_price), expiry, `${show(c)} ${show(p)} S ${spot} D ${f(dividends)}`);
      }
    }
    if (!american) {
      // Boxes: long call K1 + short put K1, short call K2 + long put K2, worth DF·(K2 − K1) at expiry.
      for (let i = 0; i < strikes.length; i++) {
        for (let j = i + 1; j < strikes.length; j++) {
          const c1 = calls[i] as ModeledContract, c2 = calls[j] as ModeledContract, p1 = puts[i] as ModeledContract, p2 = puts[j] as ModeledContract;
          const value = df * (c2.strike - c1.strike);
          const buy = c1.ask_price - c2.bid_price + p2.ask_price - p1.bid_price;
          const sell = c1.bid_price - c2.ask_price + p2.bid_price - p1.ask_price;
          if (buy < value - EPS) add('parity.box-buy-cheap', 'exec', value - buy, expiry, `K ${c1.strike}/${c2.strike} box ask ${f(buy)} < ${f(value)}`);
          if (sell > value + EPS) add('parity.box-sell-rich', 'exec', sell - value, expiry, `K ${c1.strike}/${c2.strike} box bid ${f(sell)} > ${f(value)}`);
        }
      }
    }
  }

  // calendar
  for (let a = 0; a < quotes.length; a++) {
    for (let b = a + 1; b < quotes.length; b++) {
      const e1 = quotes[a] as ExpiryQuotes, e2 = quotes[b] as ExpiryQuotes;
      if (!(e2.years > e1.years)) continue;
      const later = new Map(e2.strikes.map((k, i) => [k, i]));
      for (let i = 0; i < e1.strikes.length; i++) {
        const k = e1.strikes[i] as number;
        const j = later.get(k);
        for (const type of ['call', 'put'] as const) {
          const q1 = (type === 'call' ? e1.calls : e1.puts)[i] as ModeledContract;
          // Total variance at the same forward moneyness: the later expiry's vol at K·F2/F1.
          const k2 = Math.round(k * (e2.forward / e1.forward) * 100) / 100;
          // Read on the put (the surface's vol at a strike is the call's and the put's): a call
          // across an ex-date is floored at the same call of every earlier expiry (calendar-floor.ts),
          // and pricing one at each of these off-grid strikes priced it at every earlier expiry too
          // (SPY's 90 expiries: out of memory).
          const q2k = market.options.probe?.(day, e2.expiry, 'put', k2);
          if (q2k instanceof ModeledContract) {
            const w1 = q1.surfaceVol ** 2 * e1.years, w2 = q2k.surfaceVol ** 2 * e2.years;
            if (w2 < w1 * (1 - 1e-9) - 1e-12) add('calendar.total-variance', 'mid', Math.sqrt(w1) - Math.sqrt(w2), `${e1.expiry}→${e2.expiry}`, `${type} K ${k} (→${k2}) σ√T ${f(Math.sqrt(w1))} > ${f(Math.sqrt(w2))}`);
          }
          if (!american || j === undefined) continue;
          const q2 = (type === 'call' ? e2.calls : e2.puts)[j] as ModeledContract;
          if (q1.bid_price > q2.ask_price + EPS) add('calendar.exec', 'exec', q1.bid_price - q2.ask_price, `${e1.expiry}→${e2.expiry}`, `sell ${show(q1)} buy ${show(q2)}`);
          else if (mid(q1) > mid(q2) + EPS) add('calendar.mid', 'mid', mid(q1) - mid(q2), `${e1.expiry}→${e2.expiry}`, `${show(q1)} vs ${show(q2)}`);
        }
      }
    }
  }
  return counts;
}
