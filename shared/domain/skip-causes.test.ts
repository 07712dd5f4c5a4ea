import { describe, expect, it } from 'vitest';
import {
  ASSIGNMENT_NOTICE_SKIP, NO_SHARES_SKIP, cooldownSkip, noBidSkip, fewerPutsNote, fewerPutsOf, entryConditionSkip, marginSkip, moreSkipsNote, moreSkipsOf, skipCause, unsecuredPutSkip,
} from './skip-causes';

describe('skip causes', () => {
  it('reads the cause of every reason the engine writes, covered (leg-named) and spreads', () => {
    const cases: Array<[string, ReturnType<typeof skipCause>]> = [
      [`cash-secured put: ${cooldownSkip(3)}`, 'rules'],
      [cooldownSkip(5), 'rules'],
      [`covered call: ${ASSIGNMENT_NOTICE_SKIP}`, 'rules'],
      [ASSIGNMENT_NOTICE_SKIP, 'rules'],
      [`cash-secured put: ${entryConditionSkip('RSI(14) 72.10 is not below 70')}`, 'rules'],
      [`cash-secured put: ${unsecuredPutSkip('$17,031.72', 175, '$17,500.00')}`, 'cash'],
      [`covered call: ${NO_SHARES_SKIP}`, 'shares'],
      [marginSkip('$512.00'), 'margin'],
      [`cash-secured put roll: ${unsecuredPutSkip('$1.00', 175, '$17,500.00')}`, 'roll'],
      ['covered call roll (DTE 5 reached (min 5)) not made: it would pick the same contract', 'roll'],
      ['cash-secured put: no put within the delta tolerance on 2024-01-02', 'no-contract'],
      ['short put and long put found the same contract (X), one bought and one sold: they cancel, so no position was opened', 'no-contract'],
      // The contract fit and had no bid: its own cause, not 'no contract fit' (a trader would loosen filters that never stopped it).
      ['Leg 1, the short 95 put (TEST240119P00095000), has no bid (bid/ask 0.00/0.10): a sale would not fill, so no position was opened', 'no-bid'],
      [`covered call: ${noBidSkip('the 105 call (X), the nearest to delta 0.30', '0.00', '0.10')}`, 'no-bid'],
      [`covered call roll (DTE 5 reached (min 5)) not made: ${noBidSkip('the 105 call (X), the nearest to delta 0.30', '0.00', '0.10')}`, 'roll'],
    ];
    for (const [reason, cause] of cases) expect([reason, skipCause(reason)]).toEqual([reason, cause]);
  });

  it('counts the days past the cap by cause and reads them back; an old note without causes is unknown', () => {
    const note = moreSkipsNote({ cash: 380, rules: 4 });
    // Rolls not made are counted too: the note no longer calls every one a skipped entry day.
    expect(note).toBe("384 more days without an entry or roll not listed (cash could not secure the put: 380; the strategy's own rules did not enter: 4)");
    expect(moreSkipsNote({ margin: 1 })).toBe('1 more day without an entry or roll not listed (margin limits left no room for one unit: 1)');
    expect(moreSkipsNote({ roll: 2 })).toBe('2 more days without an entry or roll not listed (a roll not made: 2)');
    expect(moreSkipsOf([moreSkipsNote({ margin: 1 })])).toEqual({ byCause: { margin: 1 }, unknown: 0 });
    expect(moreSkipsNote({ 'no-contract': 2, 'no-bid': 3 })).toBe('5 more days without an entry or roll not listed (no contract fit: 2; the option to sell had no bid: 3)');
    expect(moreSkipsOf([moreSkipsNote({ 'no-bid': 3 })])).toEqual({ byCause: { 'no-bid': 3 }, unknown: 0 });
    expect(moreSkipsOf(['other', note])).toEqual({ byCause: { cash: 380, rules: 4 }, unknown: 0 });
    expect(moreSkipsOf(['120 more skipped entry days not listed'])).toEqual({ byCause: {}, unknown: 120 });
    // Counts grouped since 2026-12-05 ('2,031'), read back as a saved result's bare ones ('2031').
    const grouped = moreSkipsNote({ margin: 2031 });
    expect(grouped).toBe('2,031 more days without an entry or roll not listed (margin limits left no room for one unit: 2,031)');
    expect(moreSkipsOf([grouped])).toEqual({ byCause: { margin: 2031 }, unknown: 0 });
    expect(moreSkipsOf(['2031 more days without an entry or roll not listed (margin limits left no room for one unit: 2031).'])).toEqual({ byCause: { margin: 2031 }, unknown: 0 });
    expect(moreSkipsOf(['1,2 more days without an entry or roll not listed'])).toEqual({ byCause: {}, unknown: 0 });
    // A result saved with the earlier words still reads back.
    expect(moreSkipsOf(["384 more skipped entry days not listed (cash could not secure the put: 380; the strategy's own rules did not enter: 4)"]))
      .toEqual({ byCause: { cash: 380, rules: 4 }, unknown: 0 });
  });

  it('says on how many days a put was written for fewer than the lots asked, and reads it back', () => {
    const note = fewerPutsNote({ asked: 3, writes: 9, byWritten: { 1: 1, 2: 3 }, first: { date: '2023-03-17', cash: '$58,000.00', strike: 290, written: 2 } });
    expect(note).toBe(
      'Cash-secured put: 3 lots asked, cash secured fewer on 4 of the 9 days a put was written: puts written for 2 on 3 days, for 1 on 1 day; '
      + 'first 2023-03-17: cash $58,000.00 secured 2 at the 290 strike, puts written for 2',
    );
    expect(fewerPutsOf(['other', note])).toEqual([{ asked: 3, days: 4, writes: 9 }]);
  });
});
