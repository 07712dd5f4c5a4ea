import { describe, expect, it } from 'vitest';
import { defaultAssignmentModel } from './assignment-model';

const early = defaultAssignmentModel.earlyCallBeforeDividend;

describe('early exercise of a call before an ex-date: the dividend against what exercising gives up', () => {
  it('keeps SPY’s 436 call of 2023-10-06 on 2023-09-14: 0.94 of extrinsic value under the 1.58 dividend, but its put and the interest on the strike are worth more', () => {
    // The modeled chain that day (npm run -s chain -- --ticker SPY --date 2023-09-14 --expiry 2023-10-06):
    // call 15.22/15.38 (mid 15.30), put 1.10/1.13, SPY 450.36; T-bill ~5.45%, 22 days: 436 × (1 − e^(−0.0545 × 22/365)) = 1.43.
    // Exercising gets 14.36; selling the call at its bid gets 15.22, holding it is worth 15.30: nobody exercises.
    const outcome = early({ strike: 436, close: 450.36, optionMark: 15.3, optionBid: 15.22, dividend: 1.583, putMark: 1.115, strikeInterest: 1.43 });
    expect(outcome.assigned).toBe(false);
    expect(outcome.extrinsic).toBeCloseTo(0.94, 2);
  });

  it('assigns a call at its exercise value: the put and the interest on the strike are worth less than the dividend', () => {
    // SPY 2019-06-20, the golden covered call's 281 call: put 0.24, interest 0.13, dividend 1.43.
    expect(early({ strike: 281, close: 295.86, optionMark: 14.86, optionBid: 14.8, dividend: 1.43, putMark: 0.24, strikeInterest: 0.13 }).assigned).toBe(true);
  });

  it('weighs the interest on the strike: at 5% a month early costs more than a small dividend gains', () => {
    const at = (strikeInterest: number) => early({ strike: 100, close: 110, optionMark: 10, optionBid: 9.95, dividend: 0.25, putMark: 0.05, strikeInterest }).assigned;
    expect(at(0)).toBe(true);
    expect(at(100 * (1 - Math.exp(-0.05 * 30 / 365)))).toBe(false);
  });

  it('without a put quote: assigned only when the call’s bid is at or below its intrinsic value and the dividend beats its extrinsic value', () => {
    const at = (optionBid: number, optionMark: number) => early({ strike: 95, close: 100, optionMark, optionBid, dividend: 1, putMark: undefined, strikeInterest: 0 }).assigned;
    expect(at(5.2, 5.2)).toBe(false);
    expect(at(4.95, 5.05)).toBe(true);
    expect(at(4.5, 6.5)).toBe(false);
  });

  it('never assigns an out-of-the-money call', () => {
    expect(early({ strike: 105, close: 100, optionMark: 0.1, optionBid: 0.05, dividend: 1, putMark: 5, strikeInterest: 0 }).assigned).toBe(false);
  });
});

describe('early exercise of a put: the interest on the strike against the same-strike call and the dividends', () => {
  const put = defaultAssignmentModel.earlyPutExercise;
  // A 100 put with the stock at 60, 170 days out at 5%: the strike paid now earns 2.30 by expiry.
  const deep = { strike: 100, close: 60, optionMark: 40, optionBid: 39.9, strikeInterest: 2.3 };

  it('exercised when the call and the dividends before expiry are worth less than the interest on the strike', () => {
    expect(put({ ...deep, callMark: 0.05, dividends: 0 })).toEqual({ assigned: true, extrinsic: 0, test: 'call' });
  });

  it('kept while the dividends expected before expiry outweigh it: the put, held, gains each ex-date drop', () => {
    expect(put({ ...deep, callMark: 0.05, dividends: 2.5 }).assigned).toBe(false);
  });

  it('kept when the call is dear: the rise the shares and the put would still gain is worth more', () => {
    expect(put({ ...deep, callMark: 2.4, dividends: 0 }).assigned).toBe(false);
  });

  it('without a call quote: exercised only when its bid is at or below its intrinsic value and the interest beats its extrinsic value', () => {
    const at = (optionBid: number, optionMark: number) => put({ ...deep, optionBid, optionMark, callMark: undefined, dividends: 0 }).assigned;
    expect(at(39.9, 40.1)).toBe(true);
    expect(at(40.2, 40.3)).toBe(false);
    expect(at(39.5, 43)).toBe(false);
  });

  it('never exercises an out-of-the-money put', () => {
    expect(put({ ...deep, close: 101, optionMark: 3, optionBid: 2.9, callMark: 4, dividends: 0, strikeInterest: 100 }).assigned).toBe(false);
  });
});
