import { describe, expect, it } from 'vitest';
import { ShareLots } from './share-lots';

const deferredOf = (lots: ShareLots) => lots.byYear().map((y) => [y.year, y.covered_calls?.deferred_losses]);

describe('the loss deferral of a straddle (IRC §1092(a)): a call\'s loss counts only beyond the unrecognised gain of the shares at the year\'s end', () => {
  /** 100 shares bought 2020-01-02 for 10,000; a call written on them 2020-11-02 as `treatment`, bought back 2020-11-20 at a loss of 700. */
  function boughtBackAtALoss(treatment: 'not_qualified' | 'qualified' | 'qualified_in_the_money'): ShareLots {
    const lots = new ShareLots();
    lots.buy('2020-01-02', 100, 10_000);
    lots.writeCall('2020-11-02', treatment);
    lots.callLoss('2020-11-20', -700);
    lots.closeCall('2020-11-20');
    return lots;
  }

  it('a call not qualified: deferred to the extent of the shares\' gain at each year end, taken when they are sold', () => {
    const lots = boughtBackAtALoss('not_qualified');
    // 2020-12-31 at 105: the lot's unrecognised gain 10,500 − 10,000 = 500 defers 500 of the 700 (short
    // term: no lot held over a year when written); 200 counts in 2020.
    lots.mark('2020-12-31', 105, 100);
    // 2021-12-31 at 103: a gain of 300 still defers 300 of the 500 carried; 200 counts in 2021.
    lots.mark('2021-12-31', 103, 100);
    // 2022: the lot sold (the offsetting position gone): the 300 counts in 2022.
    lots.sell('2022-03-01', 100, 10_800);
    lots.mark('2022-12-30', 110, 0);
    expect(deferredOf(lots)).toEqual([
      [2020, { short_term: -500, long_term: 0 }],
      [2021, { short_term: -300, long_term: 0 }],
      [2022, { short_term: 0, long_term: 0 }],
    ]);
  });

  it('the gain is the shares\' for tax (an assigned put\'s loss in their basis); a lot at a loss defers nothing; a deferred loss keeps its character', () => {
    const lots = new ShareLots();
    lots.buy('2019-01-02', 100, 10_000);
    // Delivered by a put whose trade lost 400: its tax basis 9,000 + 400.
    lots.buy('2020-06-01', 100, 9_000, -400);
    // Written while the first lot was held over a year: its loss is long term (§1.1092(b)-2T(b)).
    lots.writeCall('2020-11-02', 'not_qualified');
    lots.callLoss('2020-11-20', -1_000);
    lots.closeCall('2020-11-20');
    // At 95: the first lot −500 (nothing), the second 9,500 − 9,400 = 100 (not the ledger's 500): 100 deferred.
    lots.mark('2020-12-31', 95, 200);
    expect(deferredOf(lots)).toEqual([[2020, { short_term: 0, long_term: -100 }]]);
    expect(lots.byYear()[0]?.covered_calls?.long_term_call_losses).toBe(-1_000);
  });

  it('a qualified covered call makes no straddle (§1092(c)(4)(A)): its loss is not deferred, but for the year-end rule (§1092(c)(4)(E))', () => {
    for (const treatment of ['qualified', 'qualified_in_the_money'] as const) {
      const lots = boughtBackAtALoss(treatment);
      lots.mark('2020-12-31', 105, 100);
      lots.sell('2021-06-01', 100, 10_800);
      lots.mark('2021-12-31', 110, 0);
      expect(deferredOf(lots)).toEqual([[2020, { short_term: 0, long_term: 0 }], [2021, { short_term: 0, long_term: 0 }]]);
    }
    // Closed at a loss 2020-12-15, the stock sold 2021-01-11 (27 days later, in the next year): not held 30
    // days after, so a straddle: the gain of 500 at 2020's end defers 500 of the 700.
    const lots = new ShareLots();
    lots.buy('2020-01-02', 100, 10_000);
    lots.writeCall('2020-11-10', 'qualified');
    lots.callLoss('2020-12-15', -700);
    lots.closeCall('2020-12-15');
    lots.mark('2020-12-31', 105, 100);
    lots.sell('2021-01-11', 100, 10_600);
    lots.mark('2021-12-31', 110, 0);
    expect(deferredOf(lots)).toEqual([[2020, { short_term: -500, long_term: 0 }], [2021, { short_term: 0, long_term: 0 }]]);
    // Still held at the run's end, 2021-01-08 (24 days after the close): not shown held 30 days, deferred
    // too; the gain of 600 then defers the 500 carried (the 200 taken in 2020 stays taken).
    const held = new ShareLots();
    held.buy('2020-01-02', 100, 10_000);
    held.writeCall('2020-11-10', 'qualified');
    held.callLoss('2020-12-15', -700);
    held.closeCall('2020-12-15');
    held.mark('2020-12-31', 105, 100);
    held.mark('2021-01-08', 106, 100);
    expect(deferredOf(held)).toEqual([[2020, { short_term: -500, long_term: 0 }], [2021, { short_term: -500, long_term: 0 }]]);
  });
});

describe('a loss on a lot of a straddle that had a long-term position is long term (Treas. Reg. §1.1092(b)-2T(b))', () => {
  /** A lot held over a year (100 for 5,000) and one not (100 for 11,000) when a call not qualified is written on 2020-06-01. */
  function twoLots(): ShareLots {
    const lots = new ShareLots();
    lots.buy('2019-01-02', 100, 5_000);
    lots.buy('2020-03-02', 100, 11_000);
    lots.writeCall('2020-06-01', 'not_qualified');
    return lots;
  }

  it('called away by that call: the second lot\'s loss is long term, not short term by its own (restarted) holding period', () => {
    const lots = twoLots();
    lots.closeCall('2020-06-19');
    // 200 called away for 20,000: the first lot +5,000 long term (held over a year before the call,
    // §1.1092(b)-2T(a)(2)), the second 10,000 − 11,000 = −1,000: long term too (before: short term).
    lots.sell('2020-06-19', 200, 20_000);
    expect(lots.byYear()[0]).toMatchObject({ realised_short_term: 0, realised_long_term: 4_000 });
  });

  it('an assigned put\'s loss the lot carries is in its loss; a lot sold after the straddle ended, or of one without a long-term position, keeps its own holding period', () => {
    const withPut = new ShareLots();
    withPut.buy('2019-01-02', 100, 5_000);
    // Delivered at 10,000 by a put whose trade lost 300: sold with the call's close for 10,100 (of the
    // 20,200 for both lots: the first +5,100 long term), a gain of 100 on the ledger, a loss of 200 for
    // tax: long term, the put's −300 with it (its own holding period restarted: short term before).
    withPut.buy('2020-03-02', 100, 10_000, -300);
    withPut.writeCall('2020-06-01', 'not_qualified');
    withPut.closeCall('2020-06-19');
    withPut.sell('2020-06-19', 200, 20_200);
    expect(withPut.byYear()[0]).toMatchObject({ realised_short_term: 0, realised_long_term: 5_200, assigned_options: { realised_short_term: 0, realised_long_term: -300 } });
    const after = twoLots();
    after.closeCall('2020-06-19');
    after.sell('2020-07-01', 200, 20_000);
    expect(after.byYear()[0]).toMatchObject({ realised_short_term: -1_000, realised_long_term: 5_000 });
    // Only the second lot held: no long-term position in the straddle.
    const short = new ShareLots();
    short.buy('2020-03-02', 100, 11_000);
    short.writeCall('2020-06-01', 'not_qualified');
    short.closeCall('2020-06-19');
    short.sell('2020-06-19', 100, 10_000);
    expect(short.byYear()[0]).toMatchObject({ realised_short_term: -1_000, realised_long_term: 0 });
  });
});
