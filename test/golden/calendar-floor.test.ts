import { describe, expect, it } from 'vitest';
import { realMarket } from './real-market';
import { ModeledContract } from '../../shared/engine/market/modeled-quote';
import { EXERCISE_TOLERANCE } from '../../shared/engine/market/american-price';

/**
 * The calendar floor of American calls across an ex-date (shared/engine/market/calendar-floor.ts):
 * SPY on 2024-03-13, the 03-15 ex-date between the 03-14 expiry and the 03-15 and 03-18 ones. Each
 * lattice on its own expiry's vol quoted the later in-the-money calls under the 03-14 ones (the 508
 * call: 8.20/8.29 on 03-14, 8.10/8.19 on 03-15, 8.07/8.17 on 03-18).
 */
describe('an American call is worth at least the same call of an earlier expiry', () => {
  it('SPY 2024-03-13: the calls across the 03-15 ex-date, their prices and greeks', async () => {
    const market = await realMarket('SPY');
    const day = '2024-03-13';
    const probe = (expiry: string, strike: number) => market.options.probe?.(day, expiry, 'call', strike) as ModeledContract;
    for (const k of [500, 505, 508, 510, 512, 514, 516, 520]) {
      const [a, b, c] = ['2024-03-14', '2024-03-15', '2024-03-18'].map((e) => probe(e, k)) as [ModeledContract, ModeledContract, ModeledContract];
      for (const later of [b, c]) {
        expect(later.bid_price + later.ask_price).toBeGreaterThanOrEqual(a.bid_price + a.ask_price - 1e-9);
        expect(later.ask_price).toBeGreaterThanOrEqual(a.bid_price);
      }
      expect(c.bid_price + c.ask_price).toBeGreaterThanOrEqual(b.bid_price + b.ask_price - 1e-9);
    }
    // Where the bound binds, the later call is quoted as the earlier one; its delta stays its own
    // lattice's (monotone in the strike, which a selection by delta searches).
    const [early, late] = [probe('2024-03-14', 508), probe('2024-03-18', 508)];
    expect([late.bid_price, late.ask_price]).toEqual([early.bid_price, early.ask_price]);
    expect(late.delta).not.toBe(early.delta);
    const deltas = [500, 505, 508, 510, 512, 514, 516, 520].map((k) => probe('2024-03-18', k).delta);
    expect(deltas.every((d, i) => i === 0 || d <= (deltas[i - 1] as number))).toBe(true);
    expect(late.gamma).toBeGreaterThan(0);
    // Its implied vols stay in its own expiry's European convention (the IV column describes the surface).
    expect(Math.abs(late.bid_implied_volatility - late.surfaceVol)).toBeLessThan(0.05);
  }, 60_000);

  it('SPY 2024-03-14 open: a floored call is priced at the open as its quote was, at least the earlier expiry\'s', async () => {
    const market = await realMarket('SPY');
    const atOpen = (expiry: string, strike: number, spot: number) => market.options.priceAtOpen('2024-03-14', '2024-03-13', expiry, 'call', strike, spot);
    let lifted = 0;
    for (const spot of [505, 510, 515]) {
      for (const k of [500, 505, 508, 510]) {
        const early = atOpen('2024-03-14', k, spot);
        for (const later of ['2024-03-15', '2024-03-18']) {
          const price = atOpen(later, k, spot);
          expect(price).toBeGreaterThanOrEqual(early);
          if (price === early) lifted++;
        }
      }
    }
    // The floor binds on some of them (their own lattice's price is under the earlier call's).
    expect(lifted).toBeGreaterThan(0);
  }, 60_000);

  it('SPY 2024-03-13: priceAt (a mark the chain lacks) of a floored call is its quote\'s floored price, at any spot', async () => {
    const market = await realMarket('SPY');
    const day = '2024-03-13';
    const at = (expiry: string, strike: number, spot: number) => market.options.priceAt(day, expiry, 'call', strike, spot);
    const spot = market.bars.find((b) => b.date === day)?.close as number;
    // At the close the 03-18 508 call is the 03-14 one's price (its quote was, the test above).
    expect(at('2024-03-18', 508, spot)).toBe(at('2024-03-14', 508, spot));
    for (const s of [spot - 5, spot, spot + 5]) {
      for (const k of [500, 505, 508, 510, 515]) {
        expect(at('2024-03-15', k, s)).toBeGreaterThanOrEqual(at('2024-03-14', k, s));
        expect(at('2024-03-18', k, s)).toBeGreaterThanOrEqual(at('2024-03-15', k, s));
      }
    }
  }, 60_000);

  /**
   * The floor of a price away from the quote prunes the earlier expiries whose bound cannot lift it
   * (calendar-floor.ts flooredAway). Unpruned, a call's floored price is the larger of its own price
   * and the previous expiry's floored price: so where every floored call is at least its previous
   * expiry's call, expiry by expiry from the first, the pruned prices are the unpruned ones (a
   * pruned price is at most the unpruned one, being a maximum over fewer prices). Checked at every
   * listed pair the day before and of each ex-date of a year, at strikes and opens around the spot.
   */
  for (const [ticker, year] of [['SPY', '2023'], ['AAPL', '2022'], ['MSFT', '2024']] as const) {
    it(`${ticker} ${year}: the open's and priceAt's floors with the bound are the unpruned floors`, async () => {
      const market = await realMarket(ticker);
      const exDates = market.dividends.map((d) => d.exDate).filter((d) => d.startsWith(year));
      let pairs = 0;
      for (const exDate of exDates) {
        const i = market.bars.findIndex((b) => b.date >= exDate);
        for (const j of [i - 1, i]) {
          const [prev, bar] = [market.bars[j - 1], market.bars[j]];
          if (prev === undefined || bar === undefined) continue;
          const expiries = market.options.expirations(prev.date).slice(0, 8);
          const step = prev.close > 200 ? 5 : 2.5;
          const atm = Math.round(prev.close / step) * step;
          for (let n = 1; n < expiries.length; n++) {
            const [early, late] = [expiries[n - 1] as string, expiries[n] as string];
            for (let m = -4; m <= 2; m++) {
              const k = atm + m * step;
              for (const open of [prev.close * 0.98, prev.close, prev.close * 1.02]) {
                const lateOpen = market.options.priceAtOpen(bar.date, prev.date, late, 'call', k, open);
                const earlyOpen = market.options.priceAtOpen(bar.date, prev.date, early, 'call', k, open);
                if (!Number.isNaN(earlyOpen)) expect(lateOpen, `${prev.date} ${late} ${k} open ${open}`).toBeGreaterThanOrEqual(earlyOpen);
                const lateAt = market.options.priceAt(prev.date, late, 'call', k, open);
                expect(lateAt, `${prev.date} ${late} ${k} at ${open}`).toBeGreaterThanOrEqual(market.options.priceAt(prev.date, early, 'call', k, open));
                pairs++;
              }
            }
          }
        }
      }
      expect(pairs).toBeGreaterThan(500);
    }, 120_000);
  }

  /**
   * The early-exercise decision reads the call's own lattice, not the floor (README, 'Option
   * chains', calendar floor; modeled-chain.ts americanExercise): IWM on 2015-09-24, the eve of the
   * 09-25 ex-date, the 80 call of 2016-03-31 held past it is worth $33.2155 on its own lattice,
   * within a cent of exercising's $33.23, and is assigned, although an earlier expiry's 80 call held
   * past it is priced above that on the same inputs. The floor would lift the hold by 0.8 cents past
   * the tolerance, the pricer's error, while the chain quotes the call at its exercise value (delta 1), and it
   * raised a writer's result (a covered call written that day: $10,989.26 -> $11,378.54).
   */
  it('IWM 2015-09-24: a call its own lattice exercises is assigned though an earlier expiry\'s continuation is a cent higher', async () => {
    const market = await realMarket('IWM');
    const eve = '2015-09-24';
    const amount = market.dividends.filter((d) => d.exDate === '2015-09-25').reduce((s, d) => s + d.amount, 0);
    const decide = (expiry: string) => market.options.americanExercise?.(eve, expiry, 'call', 80, { amount, days: 1 });
    const own = decide('2016-03-31');
    expect(own).toBeDefined();
    expect((own?.hold ?? Infinity) <= (own?.exercise ?? 0) + EXERCISE_TOLERANCE).toBe(true);
    const earlier = market.options.expirations(eve).filter((x) => x >= '2015-09-25' && x < '2016-03-31');
    const holds = earlier.map((x) => decide(x)?.hold ?? -Infinity);
    expect(Math.max(...holds)).toBeGreaterThan((own?.exercise ?? 0) + EXERCISE_TOLERANCE);
    // The chain quotes the 03-31 call at its exercise value: the floor of its quote did not lift it.
    expect(market.options.quote(eve, '2016-03-31', 'call', 80)?.delta).toBe(1);
  }, 60_000);
});
