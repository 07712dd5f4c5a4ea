import { describe, expect, it } from 'vitest';
import type { ShareYear } from '../../contracts/results';
import { estimateAfterTax, type TaxInput } from './after-tax';
import { carriesLotTrades, washSales } from './wash-sales';

const rates = { shortTermRatePct: 35, longTermRatePct: 15 };
type Bought = { lot: number; date: string; shares: number };
type Sold = { lot: number; date: string; shares: number; of_lot: number; gain: number; long_term: boolean };

/** A year of shares with its lots bought and sold (realised by the sales' gains, short or long term). */
function year(y: number, bought: Bought[], sold: Sold[], unrealised = 0): ShareYear {
  const st = sold.filter((s) => !s.long_term).reduce((a, s) => a + s.gain, 0);
  const lt = sold.filter((s) => s.long_term).reduce((a, s) => a + s.gain, 0);
  return { year: y, realised_short_term: st, realised_long_term: lt, unrealised, held_long_term: 0, dividends: 0, lots: { bought, sold } };
}
const sale = (lot: number, date: string, shares: number, gain: number, of_lot = 1, long_term = false): Sold => ({ lot, date, shares, of_lot, gain, long_term });

describe('washSales (IRC §1091 on the share lots)', () => {
  it('defers a loss into shares delivered by a put assigned 10 days later, and realises it when they are sold', () => {
    // Lot 0 (100 shares) called away on 2023-03-01 at a $500 loss; a put assigns 100 shares (lot 1)
    // on 2023-03-11, sold in 2024 for a $200 gain: 2023 loses the $500 loss, 2024 takes it (−$300 net).
    const byYear = [
      year(2023, [{ lot: 0, date: '2023-01-03', shares: 100 }, { lot: 1, date: '2023-03-11', shares: 100 }], [sale(0, '2023-03-01', 100, -500)]),
      year(2024, [], [sale(1, '2024-02-01', 100, 200)]),
    ];
    const w = washSales(byYear);
    expect(w?.byYear.get(2023)).toEqual({ shortTerm: 500, longTerm: 0 });
    expect(w?.byYear.get(2024)).toEqual({ shortTerm: -500, longTerm: 0 });
    expect([w?.washedSales, w?.deferred, w?.stillDeferredAtEnd]).toEqual([1, 500, 0]);

    // The estimate by hand: a $1,000 premium (short term) in 2023. Without the rule 2023 nets
    // 1,000 − 500 = 500 (tax 175) and 2024 200 (tax 70): $245. With it 2023 taxes 1,000 (350) and
    // 2024 nets 200 − 500 = −300 (no tax, 300 carried): $350.
    const input: TaxInput = {
      regime: 'holding_period', ...rates, startBalance: 10_000,
      equity: [{ date: '2023-01-03', equity: 10_000 }, { date: '2023-12-29', equity: 10_500 }, { date: '2024-12-31', equity: 10_700 }],
      trades: [{ entryDate: '2023-01-03', exitDate: '2023-02-17', pnl: 1000, shortTermPnl: 1000 }],
      sharesByYear: byYear,
    };
    const est = estimateAfterTax(input);
    expect(est.years.map((y) => y.tax)).toEqual([350, 0]);
    expect(est.totalTax).toBe(350);
    expect(est.carryForward).toBe(300);
    expect(est.washSales).toEqual({ washedSales: 1, deferred: 500, stillDeferredAtEnd: 0 });
    // A result saved before `lots`: every loss in its year, as before.
    const before = estimateAfterTax({ ...input, sharesByYear: byYear.map(({ lots: _, ...y }) => y) });
    expect(before.years.map((y) => y.tax)).toEqual([175, 70]);
    expect(before.washSales).toBeUndefined();
  });

  it('washes part of a loss: 40 replacement shares for 100 sold', () => {
    const byYear = [year(2023, [{ lot: 0, date: '2023-01-03', shares: 100 }, { lot: 1, date: '2023-03-20', shares: 40 }], [sale(0, '2023-03-01', 100, -600)], 0)];
    const w = washSales(byYear, true);
    // 40/100 of the $600 loss disallowed: $240, still in lot 1 at the end (kept: not realised).
    expect(w?.byYear.get(2023)).toEqual({ shortTerm: 240, longTerm: 0 });
    expect([w?.washedSales, w?.deferred, w?.stillDeferredAtEnd]).toEqual([1, 240, 240]);
    // By default the shares held at the end are taxed as if sold on the last day: the $240 comes back then.
    expect(washSales(byYear)?.byYear.get(2023)).toEqual({ shortTerm: 0, longTerm: 0 });
  });

  it('counts a sale and its replacement in the units after a split between them (the years\' lots.splits)', () => {
    // 200 shares (lot 0) sold at a $600 loss on 2023-03-01; a 2-for-1 split on 2023-03-06; 200 shares
    // bought on 2023-03-10 (lot 1) are 100 of the shares sold: half the loss is washed ($300).
    const after = (splits?: { date: string; ratio: number }[]) => {
      const y = year(2023, [{ lot: 0, date: '2023-01-03', shares: 200 }, { lot: 1, date: '2023-03-10', shares: 200 }], [sale(0, '2023-03-01', 200, -600)]);
      return [{ ...y, lots: { ...y.lots!, ...(splits ? { splits } : {}) } }];
    };
    expect(washSales(after([{ date: '2023-03-06', ratio: 2 }]), true)?.deferred).toBe(300);
    // A result saved before `splits` counts them as held each day: the 200 bought replace all 200 sold.
    expect(washSales(after(), true)?.deferred).toBe(600);
    // The other way: 100 bought on 2023-02-20 (lot 1), a 2-for-1 on 2023-02-25, lot 0's 200 (100 before
    // the split) sold on 2023-03-01 at a $600 loss: lot 1's 100 are 200 after it, the whole loss washed.
    const before = (splits?: { date: string; ratio: number }[]) => {
      const y = year(2023, [{ lot: 0, date: '2023-01-03', shares: 100 }, { lot: 1, date: '2023-02-20', shares: 100 }], [sale(0, '2023-03-01', 200, -600)]);
      return [{ ...y, lots: { ...y.lots!, ...(splits ? { splits } : {}) } }];
    };
    expect(washSales(before([{ date: '2023-02-25', ratio: 2 }]), true)?.deferred).toBe(600);
    expect(washSales(before(), true)?.deferred).toBe(300);
  });

  it('does not wash a sale whose replacement came 31 days later, and washes one 30 days later', () => {
    const at = (date: string) => [year(2023, [{ lot: 0, date: '2023-01-03', shares: 100 }, { lot: 1, date, shares: 100 }], [sale(0, '2023-03-01', 100, -500)])];
    expect(washSales(at('2023-04-01'), true)?.washedSales).toBe(0);
    expect(washSales(at('2023-04-01'), true)?.byYear.get(2023)).toBeUndefined();
    expect(washSales(at('2023-03-31'), true)?.byYear.get(2023)).toEqual({ shortTerm: 500, longTerm: 0 });
  });

  it('washes with shares bought before the sale (a later lot held at the sale), never with the sold lot itself', () => {
    // Lot 1 bought 2023-02-20, 9 days before lot 0 is sold at a loss: a replacement. Lot 0's own
    // purchase (within 30 days of its sale) is not.
    const before = [year(2023, [{ lot: 0, date: '2023-02-10', shares: 100 }, { lot: 1, date: '2023-02-20', shares: 100 }], [sale(0, '2023-03-01', 100, -500)])];
    expect(washSales(before, true)?.byYear.get(2023)).toEqual({ shortTerm: 500, longTerm: 0 });
    const alone = [year(2023, [{ lot: 0, date: '2023-02-10', shares: 100 }], [sale(0, '2023-03-01', 100, -500)])];
    expect(washSales(alone, true)?.washedSales).toBe(0);
  });

  it('uses each replacement share once, first acquired first, and carries a washed loss on through a second wash', () => {
    // Lot 0 sold at −300 with lot 1 (100) bought 5 days later; lot 1 sold at −100 (−400 with the
    // loss it carries) with lot 2 bought 3 days later: the whole −400 moves into lot 2, sold in 2024 at +50.
    const byYear = [
      year(2023, [{ lot: 0, date: '2023-01-03', shares: 100 }, { lot: 1, date: '2023-03-06', shares: 100 }, { lot: 2, date: '2023-05-04', shares: 100 }],
        [sale(0, '2023-03-01', 100, -300), sale(1, '2023-05-01', 100, -100)]),
      year(2024, [], [sale(2, '2024-01-10', 100, 50, 1, true)]),
    ];
    const w = washSales(byYear);
    expect(w?.byYear.get(2023)).toEqual({ shortTerm: 400, longTerm: 0 });
    // Released by a long-term sale: long term (the reading that taxes more).
    expect(w?.byYear.get(2024)).toEqual({ shortTerm: 0, longTerm: -400 });
    expect([w?.washedSales, w?.deferred]).toEqual([2, 400]);
  });

  it('says whether a result carries its lots (saved before `lots`: not)', () => {
    const y = year(2023, [], []);
    expect(carriesLotTrades([y])).toBe(true);
    const { lots: _, ...old } = y;
    expect(carriesLotTrades([old])).toBe(false);
    expect(washSales([old])).toBeUndefined();
    expect(carriesLotTrades(undefined)).toBe(false);
  });
});
