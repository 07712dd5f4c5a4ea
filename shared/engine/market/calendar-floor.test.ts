import { describe, expect, it } from 'vitest';
import { calendarFloored, type CalendarFloored, type RawAmerican } from './calendar-floor';
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
