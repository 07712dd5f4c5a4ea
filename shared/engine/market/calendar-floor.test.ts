import { describe, expect, it } from 'vitest';
import { calendarFloored, flooredAway, type CalendarFloored, type RawAmerican } from './calendar-floor';
import { americanPrice, americanPriceBound, type AmericanValue, type CashDividends } from './american-price';
import type { OptionType } from './market-data';
import type { ExpiryContext } from './modeled-quote';
import { mulberry32 as generator } from '../../sweep/robustness/monte-carlo';

const value = (price: number): AmericanValue => ({ price, delta: 0.5, hold: price, exercise: 0, lattice: true, european: price });

/** A day's listed expiries, earliest first, each with or without a dividend ahead, linked to the previous one. */
function chainOf(withDividends: boolean[]): ExpiryContext[] {
  const chain: ExpiryContext[] = [];
  withDividends.forEach((has, i) => {
    const dividends: CashDividends = has ? { years: [0.01], amounts: [1] } : { years: [], amounts: [] };
    const previous = chain[i - 1];
    chain.push({ expiry: `E${i}`, dividends, earlier: () => previous } as unknown as ExpiryContext);
  });
  return chain;
}

/** The floor as first written: each expiry floored at the previous one's floored price, recursively. */
function recursiveFloor(e: ExpiryContext, type: OptionType, strike: number, raw: RawAmerican): CalendarFloored {
  const own = raw(e, type, strike);
  const previous = type === 'call' && e.dividends.years.length > 0 ? e.earlier?.() : undefined;
  if (previous === undefined) return { value: own, own };
  const before = recursiveFloor(previous, type, strike, raw);
  if (!(before.value.price > own.price)) return { value: own, own };
  return { value: { ...own, price: before.value.price, hold: Math.max(own.hold, before.value.price) }, from: before.from ?? previous, own };
}

describe('the calendar floor prices only the earlier contracts that could lift a later one', () => {
  it('gives the recursive floor\'s price and source on random chains, with prices tied often', () => {
    const random = generator(20261203);
    let priced = 0;
    let everyEarlier = 0;
    for (let trial = 0; trial < 2000; trial++) {
      const chain = chainOf(Array.from({ length: 2 + Math.floor(random() * 8) }, (_, i) => i > 0 && random() < 0.8));
      // Prices on a coarse grid (ties), bounds at or above them (a bound may be exact).
      const prices = new Map(chain.map((e) => [e, Math.round(random() * 20) / 4]));
      const bounds = new Map(chain.map((e) => [e, (prices.get(e) as number) + (random() < 0.3 ? 0 : random() * 3)]));
      const raw: RawAmerican = (e) => value(prices.get(e) as number);
      const counted: RawAmerican = (e, type, strike) => {
        priced++;
        return raw(e, type, strike);
      };
      for (const e of chain) {
        const fresh = chain.map((c) => ({ ...c }) as ExpiryContext);
        fresh.forEach((c, i) => (c.earlier = () => fresh[i - 1]));
        const index = chain.indexOf(e);
        const f = fresh[index] as ExpiryContext;
        const byOriginal = (c: ExpiryContext): ExpiryContext => chain[fresh.indexOf(c)] as ExpiryContext;
        const got = calendarFloored(f, 'call', 100, (c, t, k) => counted(byOriginal(c), t, k), (c) => bounds.get(byOriginal(c)) as number);
        const want = recursiveFloor(e, 'call', 100, raw);
        expect(got.value.price).toBe(want.value.price);
        expect(got.value.hold).toBe(want.value.hold);
        expect(got.from === undefined ? undefined : byOriginal(got.from)).toBe(want.from);
        everyEarlier += 1 + (e.dividends.years.length > 0 ? index : 0);
      }
    }
    // Fewer lattices than pricing every earlier expiry of the chain (the bound prunes).
    expect(priced).toBeLessThan(everyEarlier);
  });

  it('a put is never floored', () => {
    const chain = chainOf([false, true]);
    const got = calendarFloored(chain[1] as ExpiryContext, 'put', 100, (e) => value(e === chain[0] ? 9 : 1), () => Infinity);
    expect(got.value.price).toBe(1);
  });
});

describe('the floor of a price away from the quote (the open\'s, priceAt\'s) prunes by the same bound', () => {
  /** The largest of the own prices along the floor's recursion, every earlier expiry priced: flooredAway before its bound. */
  function unprunedAway(e: ExpiryContext, own: number, priceOf: (c: ExpiryContext) => number): number {
    let best = own;
    if (e.dividends.years.length === 0) return best;
    for (let p = e.earlier?.(); p !== undefined; p = p.dividends.years.length > 0 ? p.earlier?.() : undefined) {
      const price = priceOf(p);
      if (price > best) best = price;
    }
    return best;
  }

  it('gives the unpruned price on random chains (ties, expiries already past), pricing fewer earlier expiries', () => {
    const random = generator(20261204);
    let priced = 0;
    let everyEarlier = 0;
    for (let trial = 0; trial < 3000; trial++) {
      const chain = chainOf(Array.from({ length: 2 + Math.floor(random() * 8) }, (_, i) => i > 0 && random() < 0.8));
      // NaN: an expiry already past at the open (openPrice's NaN, its bound NaN too).
      const prices = new Map(chain.map((e) => [e, random() < 0.1 ? Number.NaN : Math.round(random() * 20) / 4]));
      const bounds = new Map(chain.map((e) => [e, (prices.get(e) as number) + (random() < 0.3 ? 0 : random() * 3)]));
      const priceOf = (c: ExpiryContext): number => prices.get(c) as number;
      for (const e of chain) {
        const own = priceOf(e);
        const got = flooredAway(e, 'call', own, (c) => {
          priced++;
          return priceOf(c);
        }, (c) => bounds.get(c) as number);
        const want = unprunedAway(e, own, (c) => {
          everyEarlier++;
          return priceOf(c);
        });
        expect(Object.is(got, want), `${got} against ${want}`).toBe(true);
      }
    }
    // Fewer earlier expiries priced than the unpruned floor prices (the bound prunes about a third here).
    expect(priced).toBeLessThan(everyEarlier * 0.75);
  });

  it('a put is never floored, and an earlier price whose bound could lift it is priced', () => {
    const chain = chainOf([false, true]);
    const [early, late] = chain as [ExpiryContext, ExpiryContext];
    expect(flooredAway(late, 'put', 1, () => 9, () => 9)).toBe(1);
    expect(flooredAway(late, 'call', 1, (c) => (c === early ? 9 : 1), () => 9)).toBe(9);
    // A bound under the price by more than the margin is not priced: it could not lift it.
    expect(flooredAway(late, 'call', 5, () => { throw new Error('priced'); }, () => 4.98)).toBe(5);
  });
});

describe('americanPriceBound: the pricer\'s price without its lattice, from above', () => {
  it('holds over moneyness, time, rates, vols and dividends before, near and after expiry', () => {
    let cases = 0;
    let tight = 0;
    for (const type of ['call', 'put'] as const)
      for (const m of [0.5, 0.8, 0.95, 1, 1.05, 1.2, 1.6, 3])
        for (const days of [1, 3, 9, 30, 120, 400])
          for (const rate of [0, 0.02, 0.053])
            for (const vol of [0.08, 0.2, 0.6])
              for (const dividend of [0, 0.5, 3]) {
                const t = days / 365;
                const years = dividend > 0 ? [Math.max(days - 2, 0.5) / 365] : [];
                const dividends: CashDividends = { years, amounts: years.map(() => dividend) };
                const pv = years.reduce((s, y) => s + dividend * Math.exp(-rate * y), 0);
                const a = { type, escrowed: 100 - pv, strike: 100 * m, years: t, rate, vol, dividends };
                const price = americanPrice(a).price;
                const bound = americanPriceBound(a);
                expect(price, JSON.stringify(a)).toBeLessThanOrEqual(bound + 0.002);
                cases++;
                if (bound - price < 0.05) tight++;
              }
    // Not vacuous: the bound is near the price on many cases (where it can prune).
    expect(cases).toBe(2592);
    expect(tight).toBeGreaterThan(cases / 4);
  });
});
