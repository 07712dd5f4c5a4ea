import { describe, expect, it } from 'vitest';
import { defaultAssignmentModel } from '../execution/assignment-model';
import { dividendSchedule, earlyAssignmentWords, earlyCallAssignment, type ShortCallToday } from './early-assignment';
import { earlyPutExercise, earlyPutWords, type ShortPutToday } from './early-put-exercise';
import type { AmericanExercise } from '../market/market-data';

/**
 * On a modeled day the chain's American pricer decides (OptionChainProvider.americanExercise): the
 * holder exercises when holding is worth no more than exercising, within a cent; parity decides
 * only without it (an imported day).
 */
const put = (american?: AmericanExercise): ShortPutToday => ({
  ticker: 'SPY', strike: 469, mark: 31.2, bid: 31.1, expiry: '2024-01-19', rate: 0.053, date: '2023-08-17', close: 439.64, nextDate: '2023-08-18',
  // Parity alone exercises: the interest on 469 to expiry (about 10) beats a worthless call and the dividends.
  callMark: () => 0.01, dividends: () => 3.1, dividendWait: () => undefined,
  ...(american ? { american: () => american } : {}),
});

describe('early exercise by the American pricer', () => {
  it('holds a put parity would exercise when holding is worth more than a cent over exercising', () => {
    expect(earlyPutExercise(defaultAssignmentModel, put())).toBeDefined();
    expect(earlyPutExercise(defaultAssignmentModel, put({ hold: 32.05, exercise: 29.36 }))).toBeUndefined();
    expect(earlyPutExercise(defaultAssignmentModel, put({ hold: 29.38, exercise: 29.36 }))).toBeUndefined();
  });

  it('exercises it when holding is worth no more than exercising, within a cent, and says so', () => {
    const a = earlyPutExercise(defaultAssignmentModel, put({ hold: 29.365, exercise: 29.36 }));
    expect(a?.held).toBe(29.365);
    expect(earlyPutWords(a!)).toBe(
      "Early exercise of the 469 put: held, it is worth $29.37 a share by the chain's American pricer, no more than exercising it pays, " +
        "its intrinsic value $29.36 (within a cent): the stock is at or below the put's critical price (close 439.64, strike 469)",
    );
  });

  it('assigns a call the day before an ex-date by the pricer told that dividend, whatever parity says', () => {
    const s = dividendSchedule([{ exDate: '2019-06-21', amount: 1.43 }]);
    const seen: Array<[number, number]> = [];
    const call = (hold: number): ShortCallToday => ({
      ticker: 'SPY', strike: 281, mark: 12.6, bid: 12.5, expiry: '2019-06-28', rate: 0.022, date: '2019-06-20', close: 294, nextDate: '2019-06-21',
      // Parity alone would not assign: a put worth 2.00 and the interest outweigh the dividend.
      putMark: () => 2,
      american: (dividend, days) => {
        seen.push([dividend, days]);
        return { hold, exercise: 13 };
      },
    });
    const a = earlyCallAssignment(defaultAssignmentModel, s, call(11.6));
    expect(seen[0]).toEqual([1.43, 1]);
    expect(a?.held).toBe(11.6);
    expect(earlyAssignmentWords(a!)).toContain('held past it, the call is worth $11.60 a share by the chain\'s American pricer (the $1.43 dividend gone)');
    expect(earlyCallAssignment(defaultAssignmentModel, s, call(13.2))).toBeUndefined();
  });
});
