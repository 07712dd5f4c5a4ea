import { describe, expect, it } from 'vitest';
import { createDividendsAhead, earlyPutWords, type EarlyPutExercise } from './early-put-exercise';

describe('early put exercise words', () => {
  const put: EarlyPutExercise = { extrinsic: 0, intrinsic: 40, close: 60, strike: 100, strikeInterest: 2.3 };

  it('name what the interest on the strike beat: the call and the dividends expected before expiry', () => {
    expect(earlyPutWords({ ...put, call: { mark: 0.05, dividends: 0.5 } })).toBe(
      "Early exercise of the 100 put: the interest on the strike to expiry $2.30 exceeds what exercising gives up, the 100 call's $0.05 " +
        'and the dividends expected before expiry $0.50, together $0.55: the put trades at its exercise value (close 60.00, strike 100)',
    );
  });

  it("without a call quote, the put's extrinsic value and its bid at or below its intrinsic value, to four decimals when cents show them equal", () => {
    expect(earlyPutWords({ ...put, strikeInterest: 0.1234, extrinsic: 0.12, bid: 39.9 })).toBe(
      "Early exercise of the 100 put: the interest on the strike to expiry $0.1234 exceeds the put's remaining extrinsic value $0.1200, " +
        'and its bid $39.90 is at or below its intrinsic value $40.00 (close 60.00, strike 100)',
    );
  });
});

describe('the dividends a put holder expects before expiry', () => {
  it('projects the last one gone ex at its cadence, in the units of the day asked (a split between)', () => {
    // 0.80 quarterly on the pre-split shares; a 4-for-1 split on 2024-02-01: 0.20 a share after it.
    const { presentValue: ahead } = createDividendsAhead({
      dividends: [{ exDate: '2023-08-10', amount: 0.8 }, { exDate: '2023-11-09', amount: 0.8 }],
      splits: [{ date: '2024-02-01', ratio: 4 }],
    });
    // From 2023-11-09 the next is projected on 2024-02-08 (91 days), then 2024-05-09.
    expect(ahead('2024-01-02', '2024-03-15', 0)).toBeCloseTo(0.8, 10);
    expect(ahead('2024-02-02', '2024-03-15', 0)).toBeCloseTo(0.2, 10);
    expect(ahead('2024-02-02', '2024-06-21', 0)).toBeCloseTo(0.4, 10);
    // Discounted from each ex-date at the rate given.
    expect(ahead('2024-01-02', '2024-03-15', 0.05)).toBeCloseTo(0.8 * Math.exp(-0.05 * 37 / 365), 10);
    // Nothing before the expiry: none.
    expect(ahead('2024-01-02', '2024-01-19', 0.05)).toBe(0);
  });
});

describe('a dividend worth waiting for before exercising a put', () => {
  // 1.00 quarterly: on 2024-01-03 the last gone ex is 2023-10-05's, projected 2024-01-04 and 2024-04-04;
  // from 2024-01-04 (gone ex that day) 2024-04-04 and 2024-07-04.
  const ahead = createDividendsAhead({ dividends: [{ exDate: '2023-07-06', amount: 1 }, { exDate: '2023-10-05', amount: 1 }, { exDate: '2024-01-04', amount: 1 }], splits: [] });

  it('is the first ex-date whose dividends to it beat the interest on the strike until it', () => {
    const wait = ahead.waitFor('2024-01-03', '2024-06-21', 0.05, 100);
    expect(wait?.exDate).toBe('2024-01-04');
    expect(wait?.dividends).toBeCloseTo(Math.exp(-0.05 / 365), 10);
    expect(wait?.interest).toBeCloseTo(100 * (1 - Math.exp(-0.05 / 365)), 10);
  });

  it('none once the next dividend pays less than the interest until it, nor past the expiry', () => {
    // From 01-04: 04-04 is 91 days off, 1.24 of interest on 100 against 0.99.
    expect(ahead.waitFor('2024-01-04', '2024-06-21', 0.05, 100)).toBeUndefined();
    // On 100 at 5% the interest to 04-04 is 1.24; on 50 it is 0.62, under the dividend: still worth waiting.
    expect(ahead.waitFor('2024-01-04', '2024-06-21', 0.05, 50)?.exDate).toBe('2024-04-04');
    expect(ahead.waitFor('2024-01-04', '2024-03-15', 0.05, 50)).toBeUndefined();
  });
});
