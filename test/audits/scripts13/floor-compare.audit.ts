/**
 * Area 4 (h-floorfast): the pruned calendar floor (calendar-floor.ts: an earlier expiry priced only
 * where americanPriceBound could lift the later price) against the full recursion (every earlier
 * expiry the floor reaches priced on its lattice), on the real modeled chains. calendarFloored is
 * wrapped (vi.mock): each call the chain makes also computes the full floor from the same raw
 * pricer (max of the contract's own lattice price and every reached earlier expiry's), and records
 * any contract whose price or source differ, and every reached earlier contract the bound pruned
 * whose lattice price exceeded its bound by more than BOUND_MARGIN (what could make them differ).
 * Days: for each ticker, the 3 sessions before each ex-date (the eves, where the floor binds) in
 * every other year, plus every 40th session. Every listed expiry, every listed call strike.
 * FLOOR_SHIFTS (default 0): vol shifts to run, e.g. 0,-2.7,2.7 (the band's chains, wing tilt on).
 * usage: FLOOR_TICKERS=SPY,AAPL FLOOR_SHIFTS=0,-1.4,1.4 npx vitest run --config test/audits/scripts13/vitest.floor.config.ts
 */
import { expect, it, vi } from 'vitest';
import type { CalendarFloored, RawAmerican, AmericanBound } from '../../../shared/engine/market/calendar-floor';
import type { ExpiryContext } from '../../../shared/engine/market/modeled-quote';
import type { OptionType } from '../../../shared/engine/market/market-data';

const stats = { calls: 0, floored: 0, differ: [] as string[], boundBroken: [] as string[], earlierReached: 0, earlierPriced: 0, maxBoundExcess: 0 };

vi.mock('../../../shared/engine/market/calendar-floor', async (importOriginal) => {
  const orig = await importOriginal<typeof import('../../../shared/engine/market/calendar-floor')>();
  const seen = new WeakMap<ExpiryContext, Map<string, true>>();
  return {
    ...orig,
    calendarFloored(e: ExpiryContext, type: OptionType, strike: number, raw: RawAmerican, bound: AmericanBound): CalendarFloored {
      let priced = 0;
      const counting: RawAmerican = (c, t, k) => {
        if (c !== e) priced++;
        return raw(c, t, k);
      };
      const got = orig.calendarFloored(e, type, strike, counting, bound);
      const key = `${type} ${strike}`;
      const s = seen.get(e) ?? new Map<string, true>();
      seen.set(e, s);
      if (s.has(key)) return got;
      s.set(key, true);
      stats.calls++;
      stats.earlierPriced += priced;
      const own = raw(e, type, strike);
      let best = own.price;
      let from: ExpiryContext | undefined;
      if (type === 'call' && e.dividends.years.length > 0) {
        for (let p = e.earlier?.(); p !== undefined; p = p.dividends.years.length > 0 ? p.earlier?.() : undefined) {
          stats.earlierReached++;
          const r = raw(p, type, strike).price;
          const b = bound(p, type, strike);
          if (r - b > stats.maxBoundExcess) stats.maxBoundExcess = r - b;
          if (b + 0.01 < own.price && r > own.price) stats.boundBroken.push(`${e.day.date} ${e.expiry} call ${strike}: own ${own.price.toFixed(4)}, ${p.expiry} lattice ${r.toFixed(4)} > its bound ${b.toFixed(4)}`);
          if (r > best) {
            best = r;
            from = p;
          }
        }
      }
      if (best !== own.price) stats.floored++;
      if (Math.abs(best - got.value.price) > 1e-12 || from !== got.from) stats.differ.push(`${e.day.date} ${e.expiry} call ${strike}: full ${best} from ${from?.expiry}, pruned ${got.value.price} from ${got.from?.expiry}`);
      return got;
    },
  };
});

it('pruned floor = full recursion on real chains', async () => {
  const { loadMarketData } = await import('../../../functions/market/load-market-data');
  const tickers = (process.env.FLOOR_TICKERS ?? 'SPY,AAPL,MSFT').split(',');
  const out: Record<string, unknown> = {};
  for (const ticker of tickers) {
    const market = await loadMarketData(ticker, { store: null });
    const dates = market.bars.map((b) => b.date);
    const days = new Set<string>();
    dates.forEach((d, i) => { if (i % 40 === 0) days.add(d); });
    for (const dv of market.dividends) {
      if (Number(dv.exDate.slice(0, 4)) % 2 !== 0) continue;
      const i = dates.findIndex((d) => d >= dv.exDate);
      for (const k of [1, 2, 3]) if (i - k >= 0) days.add(dates[i - k] as string);
    }
    const before = { ...stats, differ: stats.differ.length, boundBroken: stats.boundBroken.length };
    let quotes = 0;
    // The base chain and the model-risk band's low and high chains (FLOOR_SHIFTS vol points; wing tilt on).
    for (const shift of (process.env.FLOOR_SHIFTS ?? '0').split(',').map(Number)) {
      const shifted = shift === 0 ? market : market.withVolShift?.(shift);
      if (shifted === undefined) throw new Error(`${ticker}: no model-risk chains`);
      const options = shifted.options;
      for (const date of [...days].sort()) {
        if (options.source(date) !== 'modeled') continue;
        for (const expiry of options.expirations(date)) quotes += options.chain(date, expiry, 'call').length;
      }
    }
    out[ticker] = { days: days.size, call_quotes: quotes, contracts_checked: stats.calls - before.calls, floored: stats.floored - before.floored, earlier_reached: stats.earlierReached - before.earlierReached, earlier_priced_by_pruned: stats.earlierPriced - before.earlierPriced, differ: stats.differ.length - before.differ, bound_broken: stats.boundBroken.length - before.boundBroken };
    console.log(ticker, JSON.stringify(out[ticker]));
  }
  console.log(JSON.stringify({ ...out, max_lattice_over_bound: stats.maxBoundExcess, differ: stats.differ.slice(0, 10), bound_broken: stats.boundBroken.slice(0, 10) }, null, 1));
  expect(stats.calls).toBeGreaterThan(0);
});
