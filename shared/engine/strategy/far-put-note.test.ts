import { describe, expect, it } from 'vitest';
import { exampleContract } from '../../contracts/test-support/examples';
import { farPutNote, isModeledFarPut } from './far-put-note';

const farPut = (over = {}) => exampleContract({ id: 'SPX180316P01200000', call_or_put: 'put', strike: 1200, delta: -0.004, quote_source: 'modeled', ...over });
/** A close of `quantity` contracts on `date`: by default 46 days before the put's expiry (2022-02-18), inside the 2018 evidence's reach. */
const close = (side: 'long' | 'short', quantity: number, over = {}, date = '2022-01-03') => ({ contract: farPut(over), side, quantity, date });

describe('farPutNote (audit 18 F5: the model prices puts under 0.01 delta under real)', () => {
  it('names a bought far put as a cost the run likely understated, with the measured shortfall', () => {
    const note = farPutNote('SPX', [{ contract: farPut(), side: 'long', quantity: 2 }]);
    expect(note).toBe('Far out-of-the-money puts on modeled quotes: the run bought 2 contracts of puts under 0.01 delta. '
      + 'The model prices puts this far out under real ones: on the real SPXW chain of January-February 2018 (expiries 12 or more days out) they read a median 1.72 vol points '
      + "under the real implied volatility, and the same strike's modeled ask sat $0.35-$0.41 a share under the real ask; "
      + 'bought, such puts likely cost more than this run paid, so the result may read better than it would have been.');
  });

  it('names the expiries the measure covers (12 or more days out), so a 0-11 day far put is not said to be measured', () => {
    expect(farPutNote('SPX', [{ contract: farPut(), side: 'long', quantity: 1 }])).toContain('January-February 2018 (expiries 12 or more days out) they read a median 1.72');
  });

  it('names a sold far put as under-credited, and both sides when the run did both', () => {
    expect(farPutNote('SPX', [{ contract: farPut(), side: 'short', quantity: 1 }])).toMatch(/the run sold 1 contract of puts .*; sold, they likely fetched more than this run received\.$/);
    const both = farPutNote('SPX', [{ contract: farPut(), side: 'long', quantity: 1 }, { contract: farPut(), side: 'short', quantity: 3 }]);
    expect(both).toMatch(/bought 1 contract and sold 3 contracts/);
    expect(both).toMatch(/would have been; sold, they likely fetched more than this run received\.$/);
  });

  it('writes a count as the results write counts', () => {
    expect(farPutNote('SPX', [{ contract: farPut(), side: 'long', quantity: 1635 }])).toMatch(/the run bought 1,635 contracts of puts/);
  });

  it("on another ticker names the gap as SPX's, measured there only, and quotes no SPX dollars", () => {
    // A SPY put at 0.004 delta 60 days out asks about $0.07 on the model (2019): SPX's $0.35-0.41 a
    // share under real would tell its buyer the real ask was five or six times the run's.
    const spy = farPutNote('SPY', [{ contract: farPut({ id: 'SPY190315P00155000', strike: 155 }), side: 'long', quantity: 3 }]);
    expect(spy).toBe('Far out-of-the-money puts on modeled quotes: the run bought 3 contracts of puts under 0.01 delta. '
      + 'The model prices SPX puts this far out under real ones: on the real SPXW chain of January-February 2018 (expiries 12 or more days out) they read a median 1.72 vol points '
      + "under the real implied volatility. SPY's far puts come from the same smile form, but no real chain of them is held, so their own gap is not measured; "
      + 'bought, such puts may have cost more than this run paid, so the result may read better than it would have been.');
    expect(farPutNote('aapl', [{ contract: farPut(), side: 'short', quantity: 1 }])).toMatch(/AAPL's far puts .*; sold, they may have fetched more than this run received\.$/);
  });

  it('leaves out calls, puts at 0.01 delta or more, real quotes and modeled quotes held to real neighbours', () => {
    expect(isModeledFarPut(farPut())).toBe(true);
    expect(isModeledFarPut(farPut({ quote_source: undefined }))).toBe(true);
    expect(isModeledFarPut(farPut({ call_or_put: 'call', delta: 0.004 }))).toBe(false);
    expect(isModeledFarPut(farPut({ delta: -0.01 }))).toBe(false);
    expect(isModeledFarPut(farPut({ quote_source: 'imported' }))).toBe(false);
    expect(isModeledFarPut(farPut({ neighbour_bounded: true }))).toBe(false);
    expect(farPutNote('SPX', [{ contract: farPut({ delta: -0.02 }), side: 'long', quantity: 1 }])).toBeUndefined();
    expect(farPutNote('SPX', [])).toBeUndefined();
  });

  // Audit 19 F1: the far puts a run closes at the day's price, by their delta that day.
  it('counts the modeled far puts a run closes at a price, by the order: a short bought back, a long sold; "may", never dollars', () => {
    const note = farPutNote('SPX', [], [close('short', 9), close('long', 1200, { delta: -0.001 })]);
    expect(note).toBe("Far out-of-the-money puts on modeled quotes: the run bought back 9 contracts of its short puts and sold 1,200 contracts of its long puts at the model's price with under 0.01 delta left. "
      + 'The model prices puts this far out under real ones: on the real SPXW chain of January-February 2018 (expiries 12 or more days out) they read a median 1.72 vol points '
      + "under the real implied volatility, and the same strike's modeled ask sat $0.35-$0.41 a share under the real ask; "
      + 'bought back, they may have cost more than this run paid, so the result may read better than it would have been; sold to close, they may have fetched more than this run received; '
      + 'an exit rule read on these prices (a take profit, a stop) may have fired on another day.');
  });

  it('names the openings first and the closes after them, and does not repeat what buying does', () => {
    const note = farPutNote('SPY', [{ contract: farPut(), side: 'long', quantity: 2 }], [close('short', 1)]);
    expect(note).toMatch(/^Far out-of-the-money puts on modeled quotes: the run bought 2 contracts of puts under 0\.01 delta, and bought back 1 contract of its short puts at the model's price with under 0\.01 delta left\. /);
    expect(note).toMatch(/; bought, such puts may have cost more than this run paid, so the result may read better than it would have been; bought back, they too may have cost more than this run paid; an exit rule/);
  });

  it('leaves out closes of calls, of puts at 0.01 delta or more that day, of real quotes and of modeled quotes held to real neighbours', () => {
    const opened = [{ contract: farPut(), side: 'long' as const, quantity: 2 }];
    // The control: a modeled put bought back under 0.01 delta is counted.
    expect(farPutNote('SPX', opened, [close('short', 1)])).not.toBe(farPutNote('SPX', opened));
    for (const over of [{ call_or_put: 'call', delta: 0.004 }, { delta: -0.01 }, { quote_source: 'imported' }, { neighbour_bounded: true }]) {
      expect(farPutNote('SPX', [], [close('short', 1, over)])).toBeUndefined();
      expect(farPutNote('SPX', opened, [close('short', 1, over)])).toBe(farPutNote('SPX', opened));
    }
  });

  // Audit 20 F5: the 2018 evidence is of expiries 12 or more days out; a close in a put's last days (most at the tick floor) is outside it.
  describe("closes in the put's last days: still counted, the 2018 evidence not quoted for them", () => {
    const counted = (note: string | undefined) => /the run bought back (\d+) contracts? of its short puts/.exec(note ?? '')?.[1];

    it('a lone close on the expiry day counts as before, and the note quotes no measured gap at all', () => {
      const note = farPutNote('SPX', [], [close('short', 1, {}, '2022-02-18')]);
      expect(counted(note)).toBe('1');
      expect(note).toBe("Far out-of-the-money puts on modeled quotes: the run bought back 1 contract of its short puts at the model's price with under 0.01 delta left. "
        + "That contract was closed in the put's last days (under 12 days to its expiry; on the expiry day itself), where the one real far-put chain held "
        + "(SPXW, January-February 2018, expiries 12 or more days out) does not reach: how far the model's price sat from a real one there is not measured; "
        + 'bought back, they may have cost more than this run paid, so the result may read better than it would have been; '
        + 'an exit rule read on these prices (a take profit, a stop) may have fired on another day.');
      expect(note).not.toMatch(/1\.72|\$0\.35/);
    });

    it('counts the last days (11 days out and the expiry day) apart from a close 12 days out, and quotes the evidence for the other closes only', () => {
      const note = farPutNote('SPX', [], [close('short', 2, {}, '2022-02-07'), close('long', 3, {}, '2022-02-18'), close('short', 4, {}, '2022-02-06')]);
      expect(note).toContain("the run bought back 6 contracts of its short puts and sold 3 contracts of its long puts at the model's price");
      expect(note).toContain("5 of those 9 contracts were closed in the put's last days (under 12 days to its expiry; 3 on the expiry day itself), where the 2018 evidence below does not reach");
      expect(note).toContain('. For the other 4 contracts it closed, the model prices puts this far out under real ones: on the real SPXW chain of January-February 2018');
      expect(note).toMatch(/; bought back, they may have cost more .*; sold to close, they may have fetched more .*; an exit rule read on these prices/);
    });

    it('on another ticker and with puts opened, quotes the evidence for the openings', () => {
      const note = farPutNote('SPY', [{ contract: farPut(), side: 'long', quantity: 2 }], [close('short', 3, {}, '2022-02-14')]);
      expect(note).toContain("All 3 contracts were closed in the put's last days (under 12 days to its expiry), where the 2018 evidence below does not reach: how far the model's price sat from a real one there is not measured. "
        + "For the puts it opened, the model prices SPX puts this far out under real ones: on the real SPXW chain of January-February 2018 (expiries 12 or more days out) they read a median 1.72 vol points under the real implied volatility. SPY's far puts");
      expect(note).toMatch(/; bought, such puts may have cost more .*; bought back, they too may have cost more than this run paid; an exit rule/);
    });

    it("says 'both' of two", () => {
      expect(farPutNote('SPY', [], [close('short', 2, {}, '2022-02-10')])).toContain("Both contracts were closed in the put's last days (under 12 days to its expiry), where the one real");
    });

    it('reads as before when every close is 12 or more days out', () => {
      const twelve = farPutNote('SPX', [], [close('short', 1, {}, '2022-02-06')]);
      expect(twelve).not.toContain('last days');
      expect(twelve).toContain('The model prices puts this far out under real ones');
    });
  });
});
