import { describe, expect, it } from 'vitest';
import { ShareYearSchema } from '../../contracts/results';
import { ShareLots } from './share-lots';

const NONE_ASSIGNED = { pnl: 0, realised_short_term: 0, realised_long_term: 0, unrealised: 0 };
const NO_CALLS = { qualified: 0, qualified_in_the_money: 0, not_qualified: 0, deferred_losses: { short_term: 0, long_term: 0 } };

describe('ShareLots (shares_by_year)', () => {
  it('realises the oldest lot first, long term only past its anniversary, in the year of the sale', () => {
    const lots = new ShareLots();
    lots.buy('2020-01-02', 100, 10_001);
    lots.buy('2020-06-01', 100, 12_000);
    lots.mark('2020-12-31', 130, 200);
    // 150 sold on 2021-03-01 for 19,500: the first lot (over a year) +2,999 long, half the second +500 short.
    lots.sell('2021-03-01', 150, 19_500);
    lots.dividend('2021-06-10', 25);
    lots.mark('2021-12-31', 140, 50);
    expect(lots.byYear()).toEqual([
      {
        year: 2020, realised_short_term: 0, realised_long_term: 0, unrealised: 200 * 130 - 22_001, held_long_term: 0, dividends: 0, assigned_options: NONE_ASSIGNED, covered_calls: NO_CALLS,
        lots: { bought: [{ lot: 0, date: '2020-01-02', shares: 100 }, { lot: 1, date: '2020-06-01', shares: 100 }], sold: [] },
      },
      {
        year: 2021, realised_short_term: 500, realised_long_term: 2_999, unrealised: 50 * 140 - 6_000, held_long_term: 50 * 140 - 6_000, dividends: 25, assigned_options: NONE_ASSIGNED, covered_calls: NO_CALLS,
        // Each sale from a lot, for the wash-sale rule (analytics/tax/wash-sales.ts): the whole first lot, half the second.
        lots: { bought: [], sold: [{ lot: 0, date: '2021-03-01', shares: 100, of_lot: 1, gain: 2_999, long_term: true }, { lot: 1, date: '2021-03-01', shares: 50, of_lot: 0.5, gain: 500, long_term: false }] },
      },
    ]);
    // One ShareYear: the result contract's (before, the engine wrote its own interface beside it).
    for (const year of lots.byYear()) expect(ShareYearSchema.strict().parse(year)).toEqual(year);
    // A year saved before: with `unrealised_long_term` (no longer written) and without `assigned_options` or `covered_calls`: it loads as it was.
    const saved = { year: 2021, realised_short_term: 500, realised_long_term: 2_999, unrealised: 1_000, unrealised_long_term: 1_000, dividends: 25 };
    expect(ShareYearSchema.strict().parse(saved)).toEqual(saved);
  });

  it("a split carries each lot's date and basis; selling shares it does not hold is an error", () => {
    const lots = new ShareLots();
    lots.buy('2020-01-02', 101, 9_090);
    lots.split('2020-01-10', 1.5);
    lots.sell('2020-02-01', 0.5, 30);
    lots.sell('2021-01-03', 151, 15_100);
    // The fraction's basis 9,090 × 0.5 / 151.5 = 30: no gain; the rest held past the anniversary: long.
    expect(lots.byYear().map((y) => [y.year, y.realised_short_term, y.realised_long_term])).toEqual([[2020, 0, 0], [2021, 0, 15_100 - 9_060]]);
    // The year of the split says it (the wash-sale rule counts shares after it); a year without one has no field.
    expect(lots.byYear().map((y) => y.lots?.splits)).toEqual([[{ date: '2020-01-10', ratio: 1.5 }], undefined]);
    expect(() => lots.sell('2021-02-01', 1, 100)).toThrow(/lots hold fewer/);
  });

  it("an assigned put's P&L is in the basis of the lot it delivered: realised with it, by its holding period from the assignment", () => {
    // The 100 put assigned on 2020-03-20 with the close at 90: the lot at the close (9,000), the
    // put's trade −501.65 (premium 500 less the 1,000 given up and 1.65 of commissions). Pub. 550:
    // basis 10,000 − 500 + 1.65 = 9,501.65 = 9,000 − (−501.65).
    const lots = new ShareLots();
    lots.buy('2020-03-20', 100, 9_000, -501.65);
    lots.mark('2020-12-31', 95, 100);
    // Half sold 2021-01-15 (short term), half 2021-06-01 (past the anniversary: long term).
    lots.sell('2021-01-15', 50, 5_000);
    lots.sell('2021-06-01', 50, 5_500);
    lots.mark('2021-12-31', 100, 0);
    expect(lots.byYear().map((y) => y.assigned_options)).toEqual([
      // Booked in the assignment year, carried by the lot still held at its end.
      { pnl: -501.65, realised_short_term: 0, realised_long_term: 0, unrealised: -501.65 },
      { pnl: 0, realised_short_term: -250.83, realised_long_term: -250.82, unrealised: 0 },
    ]);
    // For tax the first half gained 5,000 − 4,750.83 = 249.17 short term: the ledger's 500 and the put's −250.83.
    expect(lots.byYear()[1]).toMatchObject({ realised_short_term: 500, realised_long_term: 1_000 });
  });

  it("an assigned call's P&L is in the amount realised on the lots it took: it goes with the lot's holding period", () => {
    const lots = new ShareLots();
    lots.buy('2020-01-02', 100, 10_000);
    lots.buy('2021-01-04', 100, 12_000);
    // 2021-03-19: a call assigned in the money (trade −300) takes the first lot (held over a year)
    // at the close: its −300 is long term with that lot (§1092(f), Pub. 550).
    lots.sell('2021-03-19', 100, 13_000, -300);
    // 2021-04-16: a call whose premium beat the intrinsic value given up (trade +200) takes the second
    // lot (held under a year): short term with it.
    lots.buy('2021-04-16', 100, 13_000);
    lots.sell('2021-04-16', 100, 13_100, 200);
    expect(lots.byYear().at(-1)).toMatchObject({ realised_short_term: 1_100, realised_long_term: 3_000, assigned_options: { pnl: -100, realised_short_term: 200, realised_long_term: -300, unrealised: 0 } });
  });

  it("an assigned call's gain on a lot held over a year is long term with it (Pub. 550); split pro rata over the lots taken", () => {
    // 2022-02-18: a call (trade +400) takes 100 shares: 50 of a lot held over a year, 50 of one held
    // under a year: 200 long term with the first, 200 short with the second (before, a rule from before
    // the straddle rules were modelled kept all 400 short term).
    const lots = new ShareLots();
    lots.buy('2021-01-04', 50, 5_000);
    lots.buy('2021-09-01', 50, 6_000);
    lots.sell('2022-02-18', 100, 14_000, 400);
    expect(lots.byYear().at(-1)).toMatchObject({ realised_short_term: 1_000, realised_long_term: 2_000, assigned_options: { pnl: 400, realised_short_term: 200, realised_long_term: 200 } });
  });

  describe('the straddle rules move a lot\'s holding period (IRC §1092)', () => {
    /** A lot of 100 bought 2020-01-02 for 10,000, sold on `soldOn` for 12,000 after `calls` ran: the sale's [short, long] term gain. */
    function saleAfter(calls: (lots: ShareLots) => void, soldOn: string): [number, number] {
      const lots = new ShareLots();
      lots.buy('2020-01-02', 100, 10_000);
      calls(lots);
      lots.sell(soldOn, 100, 12_000);
      const y = lots.byYear().at(-1)!;
      return [y.realised_short_term, y.realised_long_term];
    }

    it('a call that is not a qualified covered call, written on a lot held under a year, restarts its holding period at the call\'s close (Treas. Reg. §1.1092(b)-2T(a)(1))', () => {
      const notQualified = (lots: ShareLots) => {
        lots.writeCall('2020-11-02', 'not_qualified');
        lots.closeCall('2020-12-01');
      };
      // Without the call the lot is long term on 2021-06-01; its holding period now starts on 2020-12-01.
      expect(saleAfter(() => undefined, '2021-06-01')).toEqual([0, 2_000]);
      expect(saleAfter(notQualified, '2021-06-01')).toEqual([2_000, 0]);
      expect(saleAfter(notQualified, '2021-12-01')).toEqual([2_000, 0]);
      expect(saleAfter(notQualified, '2021-12-02')).toEqual([0, 2_000]);
      // Called away by that call after more than a year: the straddle ends as it sells the lot, held for no time.
      const assigned = new ShareLots();
      assigned.buy('2020-01-02', 100, 10_000);
      assigned.writeCall('2020-12-15', 'not_qualified');
      assigned.closeCall('2021-01-15');
      assigned.sell('2021-01-15', 100, 12_000, 150);
      expect(assigned.byYear().at(-1)).toMatchObject({ realised_short_term: 2_000, realised_long_term: 0, assigned_options: { realised_short_term: 150, realised_long_term: 0 }, covered_calls: NO_CALLS });
      expect(assigned.byYear()[0]?.covered_calls).toEqual({ ...NO_CALLS, not_qualified: 1 });
    });

    it('an in-the-money qualified covered call suspends the holding period while open (§1092(f)(2)); one out of the money changes nothing', () => {
      // Open 2020-06-01..2020-07-31, 60 days: the holding period counts from 2020-03-02, long term after 2021-03-02.
      const inTheMoney = (lots: ShareLots) => {
        lots.writeCall('2020-06-01', 'qualified_in_the_money');
        lots.closeCall('2020-07-31');
      };
      expect(saleAfter(inTheMoney, '2021-02-15')).toEqual([2_000, 0]);
      expect(saleAfter(inTheMoney, '2021-03-02')).toEqual([2_000, 0]);
      expect(saleAfter(inTheMoney, '2021-03-03')).toEqual([0, 2_000]);
      const outOfTheMoney = (lots: ShareLots) => {
        lots.writeCall('2020-06-01', 'qualified');
        lots.closeCall('2020-07-31');
      };
      expect(saleAfter(outOfTheMoney, '2021-02-15')).toEqual([0, 2_000]);
      // A lot sold while the in-the-money call is still open: without the days open so far.
      expect(saleAfter((lots) => lots.writeCall('2020-06-01', 'qualified_in_the_money'), '2021-02-01')).toEqual([2_000, 0]);
    });

    it('the lots held at a year\'s last close say the part that would be long term sold then (held_long_term), as a sale would take it', () => {
      // 100 bought 2020-01-02 for 10,000 (the second lot's put lost 300: tax basis 9,300), a call not
      // qualified written 2020-11-02 and closed 2020-12-01: its holding period restarted, long term only after 2021-12-01.
      const lots = new ShareLots();
      lots.buy('2020-01-02', 100, 10_000);
      lots.writeCall('2020-11-02', 'not_qualified');
      lots.closeCall('2020-12-01');
      lots.buy('2020-12-15', 100, 9_000, -300);
      lots.mark('2020-12-31', 100, 200);
      // 2021-12-31 at 120: the first lot 12,000 − 10,000 = 2,000 long term; the second (bought 2020-12-15,
      // held 381 days, not under the call) 12,000 − 9,300 = 2,700 long term too: 4,700.
      lots.mark('2021-12-31', 120, 200);
      // 2022-06-30 at 110, a call not qualified open since 2022-06-01 written on lots long term: they keep it.
      lots.writeCall('2022-06-01', 'not_qualified');
      lots.mark('2022-06-30', 110, 200);
      expect(lots.byYear().map((y) => [y.year, y.unrealised, y.assigned_options?.unrealised, y.held_long_term])).toEqual([
        [2020, 1_000, -300, 0], [2021, 5_000, -300, 4_700], [2022, 3_000, -300, 2_700],
      ]);
      // At 2021-06-30 the first lot was still short term (restarted 2020-12-01; without the call, +2,000 long term).
      const mid = new ShareLots();
      mid.buy('2020-01-02', 100, 10_000);
      mid.writeCall('2020-11-02', 'not_qualified');
      mid.closeCall('2020-12-01');
      mid.mark('2021-06-30', 120, 100);
      expect(mid.byYear().at(-1)?.held_long_term).toBe(0);
    });

    it('a lot already held over a year when the call is written keeps its long-term holding period (§1.1092(b)-2T(a)(2))', () => {
      for (const treatment of ['not_qualified', 'qualified_in_the_money'] as const) {
        expect(saleAfter((lots) => {
          lots.writeCall('2021-01-04', treatment);
          lots.closeCall('2021-02-01');
        }, '2021-02-01')).toEqual([0, 2_000]);
      }
      // Written on its anniversary (held exactly a year, not more): restarted.
      expect(saleAfter((lots) => {
        lots.writeCall('2021-01-02', 'not_qualified');
        lots.closeCall('2021-02-01');
      }, '2021-06-01')).toEqual([2_000, 0]);
    });

    it('a lot bought while such a call is open is covered by it too: restarted at its close, or suspended from its purchase', () => {
      for (const [treatment, soldOn, expected] of [
        // Bought 2020-03-02 under a call not qualified closed 2020-04-01: long term only after 2021-04-01.
        ['not_qualified', '2021-03-15', [2_000, 0]],
        ['not_qualified', '2021-04-02', [0, 2_000]],
        // Under an in-the-money QCC closed 2020-04-01: 30 days suspended, long term after 2021-04-01 too.
        ['qualified_in_the_money', '2021-03-15', [2_000, 0]],
        ['qualified_in_the_money', '2021-04-02', [0, 2_000]],
      ] as const) {
        const lots = new ShareLots();
        lots.writeCall('2020-02-03', treatment);
        lots.buy('2020-03-02', 100, 10_000);
        lots.closeCall('2020-04-01');
        lots.sell(soldOn, 100, 12_000);
        const y = lots.byYear().at(-1)!;
        expect([treatment, soldOn, [y.realised_short_term, y.realised_long_term]]).toEqual([treatment, soldOn, expected]);
      }
    });

    it('a loss on the call itself is long term where the rules say so (Treas. Reg. §1.1092(b)-2T(b), §1092(f)(1)), booked apart in covered_calls', () => {
      /** A lot bought 2020-01-02; a call written on `written`, closed on `closed` for `pnl`: the year's long-term call losses. */
      const callLoss = (treatment: 'not_qualified' | 'qualified_in_the_money' | 'qualified', written: string, closed: string, pnl: number) => {
        const lots = new ShareLots();
        lots.buy('2020-01-02', 100, 10_000);
        lots.writeCall(written, treatment);
        lots.callLoss(closed, pnl);
        lots.closeCall(closed);
        return lots.byYear().at(-1)?.covered_calls?.long_term_call_losses;
      };
      // Not qualified, written on a lot held over a year: a straddle with a long-term position, its loss long term.
      expect(callLoss('not_qualified', '2021-02-01', '2021-03-01', -300)).toBe(-300);
      // Written on a lot held under a year: its loss short term (nothing booked; the field is absent).
      expect(callLoss('not_qualified', '2020-11-02', '2021-03-01', -300)).toBeUndefined();
      // In the money and qualified: long term when the shares' gain would be at the loss, the days it was open not counted.
      expect(callLoss('qualified_in_the_money', '2021-02-01', '2021-03-01', -300)).toBe(-300);
      // Written on a lot held 334 days: at the loss 104 days later it still counts 334 (the open days suspended), short term.
      expect(callLoss('qualified_in_the_money', '2020-12-01', '2021-03-15', -300)).toBeUndefined();
      // At or out of the money (no straddle), or a gain: nothing moves.
      expect(callLoss('qualified', '2021-02-01', '2021-03-01', -300)).toBeUndefined();
      expect(callLoss('not_qualified', '2021-02-01', '2021-03-01', 300)).toBeUndefined();
      // The field loads in a saved year, and a positive amount is bad data.
      const year = { year: 2021, realised_short_term: 0, realised_long_term: 0, unrealised: 0, dividends: 0, covered_calls: { ...NO_CALLS, not_qualified: 1, long_term_call_losses: -300 } };
      expect(ShareYearSchema.strict().parse(year)).toEqual(year);
      expect(() => ShareYearSchema.parse({ ...year, covered_calls: { ...year.covered_calls, long_term_call_losses: 300 } })).toThrow();
    });
  });
});
