import { describe, expect, it } from 'vitest';
import { exampleContract } from '../../contracts/test-support/examples';
import type { OptionChainProvider } from '../market/market-data';
import { SKEW_SHORTFALL_NOTE_FROM, TAIL_START } from '../market/chain-rules';
import { skewTailCount, skewTailNote, skewTailNoteText, type DatedClose, type DatedOpening } from './skew-tail-note';

/** A chain answering each day's shortfall and each strike's z as given (the real chain's: vol-anchors, strikeZ). */
function chain(shortfall: Record<string, number | undefined>, z: (strike: number) => number, quoted?: Record<string, number>): Pick<OptionChainProvider, 'volModel' | 'smileZ' | 'quotedSkewShortfall'> {
  return {
    volModel: (date) => (date in shortfall ? { anchor: 'VIX', ...(shortfall[date] === undefined ? {} : { skewShortfall: shortfall[date] }) } : undefined),
    smileZ: (_date, _expiry, strike) => z(strike),
    ...(quoted === undefined ? {} : { quotedSkewShortfall: (date: string) => quoted[date] }),
  };
}

// SPX at 5,900: a 4,800 put sits at z ≈ −4.8 on a 15% 30-day smile, a 5,600 put at z ≈ −1.2.
const zOf = (strike: number) => Math.log(strike / 5900) / (0.15 * Math.sqrt(30 / 365));
const put = (strike: number, delta: number, over = {}) => exampleContract({ id: `SPX250221P0${strike}000`, call_or_put: 'put', strike, delta, quote_source: 'modeled', ...over });
const opened = (date: string, strike: number, delta: number, side: 'long' | 'short', quantity: number, over = {}): DatedOpening => ({ date, contract: put(strike, delta, over), side, quantity });

describe('skewTailNote (chain-rules.ts SKEW_SHORTFALL_NOTE_FROM: far puts on days the tail fell short of SKEW)', () => {
  const shortfalls = { '2025-01-21': 18.58, '2025-01-24': 18.76, '2024-12-27': 13.37, '2025-03-21': 0.003, '2025-03-24': SKEW_SHORTFALL_NOTE_FROM };
  const days = chain(shortfalls, zOf, { '2025-01-21': 34.53, '2025-01-24': 34.8, '2024-12-27': 31.9 });

  it('names the bought puts, the days, their deltas and the largest shortfall, in a trader\'s words', () => {
    expect(zOf(4800)).toBeLessThan(-TAIL_START);
    const note = skewTailNote(days, [opened('2025-01-21', 4800, -0.031, 'long', 2), opened('2024-12-27', 4800, -0.012, 'long', 1)]);
    expect(note).toBe("Far puts on days the model's put tail fell short of Cboe's SKEW: on 2 days (2024-12-27 to 2025-01-21) the run bought 3 contracts of puts (0.01-0.03 delta) "
      + 'beyond where the modeled put tail starts, while SKEW printed higher than the modeled smile can reach (its 30-day SKEW up to 18.6 points under the index as fitted, '
      + 'and up to 34.5 as quoted, where the tail is cut to keep butterflies non-negative). '
      + "The model priced these puts under what the market's own SKEW implied those days; bought, such puts may have cost more than this run paid, so the result may read better than it would have been.");
  });

  it('says "further" where the chain cannot say how far the quoted smile sits under', () => {
    expect(skewTailNote(chain(shortfalls, zOf), [opened('2025-01-21', 4800, -0.031, 'long', 2)]))
      .toContain('(its 30-day SKEW up to 18.6 points under the index as fitted, and further as quoted, where the tail is cut');
  });

  it('names sold puts as under-credited, and both sides when the run did both; one day by its date', () => {
    expect(skewTailNote(days, [opened('2025-01-24', 4800, -0.004, 'short', 1)]))
      .toMatch(/^Far puts .*: on 1 day \(2025-01-24\) the run sold 1 contract of puts \(0\.004 delta\) .*up to 18\.8 points .*; sold, they may have fetched more than this run received\.$/);
    const both = skewTailNote(days, [opened('2025-01-24', 4800, -0.03, 'long', 1), opened('2025-01-24', 4700, -0.02, 'short', 1500)]);
    expect(both).toMatch(/the run bought 1 contract and sold 1,500 contracts of puts \(0\.02-0\.03 delta\)/);
    expect(both).toMatch(/would have been; sold, they may have fetched more than this run received\.$/);
  });

  it('counts only modeled puts past the tail\'s start on days over the threshold', () => {
    const none = (o: DatedOpening) => skewTailCount(days, [o]);
    expect(none(opened('2025-01-21', 4800, -0.03, 'long', 1))?.opened?.bought).toBe(1);
    // Near the money: z above −TAIL_START, the tail term has not started.
    expect(zOf(5600)).toBeGreaterThan(-TAIL_START);
    expect(none(opened('2025-01-21', 5600, -0.2, 'long', 1))).toBeUndefined();
    // A day the fit reached SKEW, and one exactly at the threshold (not over it).
    expect(none(opened('2025-03-21', 4800, -0.03, 'long', 1))).toBeUndefined();
    expect(none(opened('2025-03-24', 4800, -0.03, 'long', 1))).toBeUndefined();
    // Real quotes, and modeled quotes held to an imported day's real neighbours.
    expect(none(opened('2025-01-21', 4800, -0.03, 'long', 1, { quote_source: 'imported' }))).toBeUndefined();
    expect(none(opened('2025-01-21', 4800, -0.03, 'long', 1, { neighbour_bounded: true }))).toBeUndefined();
    // Calls, whatever their strike.
    expect(skewTailCount(days, [{ date: '2025-01-21', contract: exampleContract({ call_or_put: 'call', strike: 4800, delta: 0.97 }), side: 'long', quantity: 1 }])).toBeUndefined();
  });

  it('says nothing for a day the chain does not model or a ticker whose tail is not fitted to SKEW', () => {
    // An imported day: the combined chain answers no volModel. A QQQ/AAPL day: volModel with no skewShortfall.
    expect(skewTailNote(chain({}, zOf), [opened('2025-01-21', 4800, -0.03, 'long', 1)])).toBeUndefined();
    expect(skewTailNote(chain({ '2025-01-21': undefined }, zOf), [opened('2025-01-21', 4800, -0.03, 'long', 1)])).toBeUndefined();
    expect(skewTailNote({}, [opened('2025-01-21', 4800, -0.03, 'long', 1)])).toBeUndefined();
    expect(skewTailNote(days, [])).toBeUndefined();
    expect(skewTailNoteText(undefined)).toBeUndefined();
  });

  // Audit 19 F1: a 0.10-delta short put taken off at 50% profit on a shortfall day, when it has drifted past the tail's start.
  const close = (date: string, strike: number, delta: number, side: 'long' | 'short', quantity: number, over = {}): DatedClose => ({ date, contract: put(strike, delta, over), side, quantity });

  it('counts the far puts a run closes at a price on such days, by the order that closed them: a short bought back, a long sold', () => {
    const count = skewTailCount(days, [], [close('2025-01-21', 4800, -0.048, 'short', 2), close('2024-12-27', 4700, -0.086, 'short', 1), close('2025-01-24', 4750, -0.021, 'long', 3)]);
    expect(count?.opened).toBeUndefined();
    expect(count?.closed).toEqual({ bought: 3, sold: 3, days: ['2024-12-27', '2025-01-21', '2025-01-24'], delta: { low: 0.021, high: 0.086 } });
    expect(count?.largest).toBe(18.76);
    expect(count?.largestQuoted).toBe(34.8);
  });

  it('keeps the openings and the closes apart, and the largest shortfall of either\'s days', () => {
    const count = skewTailCount(days, [opened('2024-12-27', 4800, -0.03, 'long', 1)], [close('2025-01-24', 4800, -0.02, 'long', 1)]);
    expect(count?.opened).toEqual({ bought: 1, sold: 0, days: ['2024-12-27'], delta: { low: 0.03, high: 0.03 } });
    expect(count?.closed).toEqual({ bought: 0, sold: 1, days: ['2025-01-24'], delta: { low: 0.02, high: 0.02 } });
    // 2025-01-24's 18.76 is a close's day: the openings' day (13.37) alone would not reach it.
    expect(count?.largest).toBe(18.76);
  });

  it('counts a close by the z of the close\'s day: the same strike inside the tail\'s start that day is not counted', () => {
    // Two days, one strike: past the start on one, inside it on the other (the put drifted out, or back).
    const byDay = { ...days, smileZ: (date: string) => (date === '2025-01-21' ? -2.4 : -1.9) };
    expect(skewTailCount(byDay, [], [close('2025-01-21', 5000, -0.06, 'short', 1)])?.closed?.bought).toBe(1);
    expect(skewTailCount(byDay, [], [close('2025-01-24', 5000, -0.06, 'short', 1)])).toBeUndefined();
  });

  it('leaves out closes of calls, of real quotes, on days under the threshold and inside the tail\'s start', () => {
    const one = (c: DatedClose) => skewTailCount(days, [], [c]);
    // The control: a modeled put past the start, bought back on a day over the threshold.
    expect(one(close('2025-01-21', 4800, -0.03, 'short', 1))?.closed?.bought).toBe(1);
    expect(one(close('2025-01-21', 5600, -0.2, 'short', 1))).toBeUndefined();
    expect(one(close('2025-03-21', 4800, -0.03, 'short', 1))).toBeUndefined();
    expect(one(close('2025-03-24', 4800, -0.03, 'short', 1))).toBeUndefined();
    expect(one(close('2025-01-21', 4800, -0.03, 'short', 1, { quote_source: 'imported' }))).toBeUndefined();
    expect(one(close('2025-01-21', 4800, -0.03, 'short', 1, { neighbour_bounded: true }))).toBeUndefined();
    expect(one({ date: '2025-01-21', contract: exampleContract({ call_or_put: 'call', strike: 4800, delta: 0.97 }), side: 'short', quantity: 1 })).toBeUndefined();
  });

  it('says what the closes did in a trader\'s words, with no dollars: bought back may have cost more, sold may have fetched more', () => {
    const only = skewTailNote(days, [], [close('2025-01-21', 4800, -0.048, 'short', 2), close('2024-12-27', 4700, -0.086, 'short', 1)]);
    expect(only).toBe("Far puts on days the model's put tail fell short of Cboe's SKEW: on 2 days (2024-12-27 to 2025-01-21) the run bought back 3 contracts of its short puts (0.05-0.09 delta) "
      + "at the model's price, beyond where the modeled put tail started that day, while SKEW printed higher than the modeled smile can reach (its 30-day SKEW up to 18.6 points under the index as fitted, "
      + 'and up to 34.5 as quoted, where the tail is cut to keep butterflies non-negative). '
      + "The model priced these puts under what the market's own SKEW implied those days; bought back, they may have cost more than this run paid, so the result may read better than it would have been; "
      + 'an exit rule read on these prices (a take profit, a stop) may have fired on another day.');
    expect(only).not.toMatch(/\$/);
    const both = skewTailNote(days, [opened('2025-01-24', 4800, -0.05, 'long', 1)], [close('2025-01-24', 4800, -0.004, 'long', 1200), close('2025-01-21', 4700, -0.06, 'short', 1)]);
    expect(both).toContain('on 1 day (2025-01-24) the run bought 1 contract of puts (0.05 delta) beyond where the modeled put tail starts, '
      + "and on 2 days (2025-01-21 to 2025-01-24) it bought back 1 contract of its short puts and sold 1,200 contracts of its long puts (0.004-0.06 delta) at the model's price, beyond where the tail started that day, while SKEW");
    expect(both).toMatch(/would have been; bought back, they too may have cost more than this run paid; sold to close, they may have fetched more than this run received; an exit rule read on these prices \(a take profit, a stop\) may have fired on another day\.$/);
  });

  it('reads the openings as before when nothing was closed past the tail\'s start', () => {
    const openings = [opened('2025-01-21', 4800, -0.031, 'long', 2)];
    expect(skewTailNote(days, openings, [close('2025-01-21', 5600, -0.2, 'short', 1)])).toBe(skewTailNote(days, openings));
    // The control: a close past the start changes it.
    expect(skewTailNote(days, openings, [close('2025-01-21', 4800, -0.03, 'short', 1)])).not.toBe(skewTailNote(days, openings));
  });
});
