import { describe, expect, it } from 'vitest';
import type { OptionQuote } from '../market/market-data';
import { DIAGNOSTICS_MAX_SKIPPED } from '../../contracts/results';
import { Diagnostics } from './diagnostics';
import { unbidShortLeg } from './multileg/entry';
import { planLegs } from './multileg/leg-plan';
import { multiLegRequest } from '../testing/multileg-fixtures';
import { cooldownSkip, moreSkipsOf, unsecuredPutSkip } from '../../domain/skip-causes';

describe('diagnostics skip count', () => {
  it('countSkipPastCap counts a skip past the full list as skip does, and refuses while reasons are kept', () => {
    const counted = new Diagnostics();
    const skipped = new Diagnostics();
    expect(() => counted.countSkipPastCap('cash')).toThrow(/still keeps reasons/);
    for (let i = 0; i < DIAGNOSTICS_MAX_SKIPPED; i++) {
      counted.skip('2024-01-02', 'full');
      skipped.skip('2024-01-02', 'full');
    }
    for (let i = 0; i < 3; i++) {
      counted.countSkipPastCap('cash');
      skipped.skip('2024-01-03', `cash-secured put: ${unsecuredPutSkip('$1.00', 175, '$17,500.00')}`);
    }
    expect(counted.result()).toEqual(skipped.result());
    expect(counted.result().notes).toEqual(['3 more days without an entry or roll not listed (cash could not secure the put: 3).']);
  });

  it('countSkipPastCap books the cause its caller names, not cash whoever calls', () => {
    const d = new Diagnostics();
    for (let i = 0; i < DIAGNOSTICS_MAX_SKIPPED; i++) d.skip('2024-01-02', 'full');
    d.countSkipPastCap('roll');
    d.countSkipPastCap('margin');
    expect(d.result().notes).toEqual(['2 more days without an entry or roll not listed (margin limits left no room for one unit: 1; a roll not made: 1).']);
  });

  it('counts the skips past the list by cause: a cooldown is not cash that fell short', () => {
    const d = new Diagnostics();
    for (let i = 0; i < DIAGNOSTICS_MAX_SKIPPED; i++) d.skip('2024-01-02', 'full');
    d.skip('2024-01-03', `cash-secured put: ${cooldownSkip(3)}`);
    d.countSkipPastCap('cash');
    d.skip('2024-01-04', 'no put within the delta tolerance');
    expect(d.result().notes).toEqual(["3 more days without an entry or roll not listed (cash could not secure the put: 1; no contract fit: 1; the strategy's own rules did not enter: 1)."]);
  });

  it('counts a spread not opened because its short leg had no bid under its own cause, not "no contract fit"', () => {
    const d = new Diagnostics();
    for (let i = 0; i < DIAGNOSTICS_MAX_SKIPPED; i++) d.skip('2024-01-02', 'full');
    const plan = planLegs(multiLegRequest({ legs: [{ side: 'short', option_type: 'put', dte_target: 17, target_strike_condition: { type: 'delta', value: -0.3 } }] }).strategy.legs);
    const quote = { id: 'TEST240119P00095000', strike: 95, call_or_put: 'put', bid_price: 0, ask_price: 0.1 } as OptionQuote;
    const reason = unbidShortLeg(plan, [quote]);
    expect(reason).toBe('Leg 1, the short 95 put (TEST240119P00095000), has no bid (bid/ask $0.00/$0.10): a sale would not fill, so no position was opened');
    d.skip('2024-01-03', reason ?? '');
    d.skip('2024-01-04', 'no put within the delta tolerance');
    expect(d.result().notes).toEqual(['2 more days without an entry or roll not listed (no contract fit: 1; the option to sell had no bid: 1).']);
  });
});

describe('run notes read as sentences', () => {
  it('closes every note with a full stop, once, and reads the skip count back through it', () => {
    const d = new Diagnostics();
    d.note('Dividends received on shares held: $1,261.67');
    d.note('Already a sentence.');
    for (let i = 0; i < DIAGNOSTICS_MAX_SKIPPED; i++) d.skip('2024-01-02', 'full');
    d.countSkipPastCap('cash');
    const notes = d.result().notes;
    expect(notes).toEqual([
      'Dividends received on shares held: $1,261.67.',
      'Already a sentence.',
      '1 more day without an entry or roll not listed (cash could not secure the put: 1).',
    ]);
    expect(moreSkipsOf(notes)).toEqual({ byCause: { cash: 1 }, unknown: 0 });
    // A note saved before, without its full stop, still counts.
    expect(moreSkipsOf(['1 more day without an entry or roll not listed (cash could not secure the put: 1)'])).toEqual({ byCause: { cash: 1 }, unknown: 0 });
  });
});

describe('days the minimum volume stopped', () => {
  it("are counted from a skip's reason in today's words and in the words a result saved before holds", () => {
    const d = new Diagnostics();
    d.skip('2024-01-02', 'Leg 1: no put with a volume of at least 1,000 at the chosen expiration');
    d.skip('2024-01-03', 'Leg 1: no put with volume >= 1000 at the chosen expiration');
    d.skip('2024-01-04', 'Leg 1: no put within the $2.50 tolerance of the parent strike − 5');
    const modeled = { source: () => 'modeled' } as unknown as Parameters<Diagnostics['modeledVolumeEffect']>[0];
    expect(d.modeledVolumeEffect(modeled).stoppedDays).toBe(2);
  });
});
