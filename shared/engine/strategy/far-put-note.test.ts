import { describe, expect, it } from 'vitest';
import { exampleContract } from '../../contracts/test-support/examples';
import { farPutNote, isModeledFarPut } from './far-put-note';

const farPut = (over = {}) => exampleContract({ id: 'SPX180316P01200000', call_or_put: 'put', strike: 1200, delta: -0.004, quote_source: 'modeled', ...over });
/** A close of `quantity` contracts on `date`: by default 46 days before the put's expiry (2022-02-18), inside the 2018 evidence's reach. */
const close = (side: 'long' | 'short', quantity: number, over = {}, date = '2022-01-03') => ({ contract: farPut(over), side, quantity, date });
/** An opening of `quantity` contracts on `date`: by default 46 days before the put's expiry, inside the 2018 evidence's reach. */
const open = close;

describe('farPutNote (audit 18 F5: the model prices puts under 0.01 delta under real)', () => {
  it('names a bought far put as a cost the run likely understated, with the measured shortfall', () => {
    const note = farPutNote('SPX', [open('long', 2)]);
    expect(note).toBe('Far out-of-the-money puts on modeled quotes: the run bought 2 contracts of puts under 0.01 delta. '
      + 'The model prices puts this far out under real ones: on the real SPXW chain of January-February 2018 (expiries 12 or more days out) they read a median 1.72 vol points '
      + "under the real implied volatility, and the same strike's modeled ask sat $0.35-$0.41 a share under the real ask; "
      + 'bought, such puts likely cost more than this run paid, so the result may read better than it would have been.');
  });

  it('names the expiries the measure covers (12 or more days out), so a 0-11 day far put is not said to be measured', () => {
    expect(farPutNote('SPX', [open('long', 1)])).toContain('January-February 2018 (expiries 12 or more days out) they read a median 1.72');
  });

  it('names a sold far put as under-credited, and both sides when the run did both', () => {
    expect(farPutNote('SPX', [open('short', 1)])).toMatch(/the run sold 1 contract of puts .*; sold, they likely fetched more than this run received\.$/);
    const both = farPutNote('SPX', [open('long', 1), open('short', 3)]);
    expect(both).toMatch(/bought 1 contract and sold 3 contracts/);
    expect(both).toMatch(/would have been; sold, they likely fetched more than this run received\.$/);
  });

  it('writes a count as the results write counts', () => {
    expect(farPutNote('SPX', [open('long', 1635)])).toMatch(/the run bought 1,635 contracts of puts/);
  });

  it("on another ticker names the gap as SPX's, measured there only, and quotes no SPX dollars", () => {
    // A SPY put at 0.004 delta 60 days out asks about $0.07 on the model (2019): SPX's $0.35-0.41 a
    // share under real would tell its buyer the real ask was five or six times the run's.
    const spy = farPutNote('SPY', [open('long', 3, { id: 'SPY190315P00155000', strike: 155 })]);
    expect(spy).toBe('Far out-of-the-money puts on modeled quotes: the run bought 3 contracts of puts under 0.01 delta. '
      + 'The model prices SPX puts this far out under real ones: on the real SPXW chain of January-February 2018 (expiries 12 or more days out) they read a median 1.72 vol points '
      + "under the real implied volatility. SPY's far puts come from the same smile form, but no real chain of them is held, so their own gap is not measured; "
      + 'bought, such puts may have cost more than this run paid, so the result may read better than it would have been.');
    expect(farPutNote('aapl', [open('short', 1)])).toMatch(/AAPL's far puts .*; sold, they may have fetched more than this run received\.$/);
  });

  it('leaves out calls, puts at 0.01 delta or more, real quotes and modeled quotes held to real neighbours', () => {
    expect(isModeledFarPut(farPut())).toBe(true);
    expect(isModeledFarPut(farPut({ quote_source: undefined }))).toBe(true);
    expect(isModeledFarPut(farPut({ call_or_put: 'call', delta: 0.004 }))).toBe(false);
    expect(isModeledFarPut(farPut({ delta: -0.01 }))).toBe(false);
    expect(isModeledFarPut(farPut({ quote_source: 'imported' }))).toBe(false);
    expect(isModeledFarPut(farPut({ neighbour_bounded: true }))).toBe(false);
    expect(farPutNote('SPX', [open('long', 1, { delta: -0.02 })])).toBeUndefined();
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
    const note = farPutNote('SPY', [open('long', 2)], [close('short', 1)]);
    expect(note).toMatch(/^Far out-of-the-money puts on modeled quotes: the run bought 2 contracts of puts under 0\.01 delta, and bought back 1 contract of its short puts at the model's price with under 0\.01 delta left\. /);
    expect(note).toMatch(/; bought, such puts may have cost more than this run paid, so the result may read better than it would have been; bought back, they too may have cost more than this run paid; an exit rule/);
  });

  it('leaves out closes of calls, of puts at 0.01 delta or more that day, of real quotes and of modeled quotes held to real neighbours', () => {
    const opened = [open('long', 2)];
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
      const note = farPutNote('SPY', [open('long', 2)], [close('short', 3, {}, '2022-02-14')]);
      expect(note).toContain("All 3 contracts it closed were closed in the put's last days (under 12 days to its expiry), where the 2018 evidence below does not reach: how far the model's price sat from a real one there is not measured. "
        + "For the puts it opened, the model prices SPX puts this far out under real ones: on the real SPXW chain of January-February 2018 (expiries 12 or more days out) they read a median 1.72 vol points under the real implied volatility. SPY's far puts");
      expect(note).toMatch(/; bought, such puts may have cost more .*; bought back, they too may have cost more than this run paid; an exit rule/);
    });

    // Audit 24 F1: a run that also opened far puts (none late) read '22 of those 124 contracts were closed…'
    // after 'bought 102 contracts of puts …, and bought back 22 … and sold 102 …': 124 is nowhere in the
    // text and reads as well as the 102 bought and the 22 bought back; the closes are named as closes.
    it('with puts opened, names the late closes as the contracts it closed, not "those"', () => {
      const note = farPutNote('SPX', [open('long', 102)], [close('short', 22, {}, '2022-02-14'), close('long', 102)]);
      expect(note).toContain("the run bought 102 contracts of puts under 0.01 delta, and bought back 22 contracts of its short puts and sold 102 contracts of its long puts at the model's price");
      expect(note).toContain("22 of the 124 contracts it closed were closed in the put's last days (under 12 days to its expiry), where the 2018 evidence below does not reach");
      expect(note).toContain('For the puts it opened and the other 102 contracts it closed, the model prices puts this far out');
      expect(farPutNote('SPX', [open('long', 1)], [close('short', 1, {}, '2022-02-18')])).toContain("The contract it closed was closed in the put's last days (under 12 days to its expiry; on the expiry day itself)");
      expect(farPutNote('SPX', [open('long', 1)], [close('short', 2, {}, '2022-02-18')])).toContain("Both contracts it closed were closed in the put's last days (under 12 days to its expiry; all on the expiry day itself)");
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

// h-farput23: the 2018 evidence is of expiries 12 or more days out; a far put OPENED nearer its expiry (a 0-7 day SPX condor's wing) is outside it too.
describe('openings under 12 days to expiry: counted, named apart, the 2018 evidence and "likely" kept for the rest', () => {
  // The put expires 2022-02-18: opened or closed on IN it had 46 days left, on LATE 4, on TWELVE 12, on ELEVEN 11, on EXPIRY 0.
  const [IN, LATE, TWELVE, ELEVEN, EXPIRY] = ['2022-01-03', '2022-02-14', '2022-02-06', '2022-02-07', '2022-02-18'];
  const HEAD = 'Far out-of-the-money puts on modeled quotes: ';
  const NOT_REACHED = "where the one real far-put chain held (SPXW, January-February 2018, expiries 12 or more days out) does not reach: how far the model's price sat from a real one there is not measured";
  const NOT_BELOW = "where the 2018 evidence below does not reach: how far the model's price sat from a real one there is not measured";
  const VOL = 'on the real SPXW chain of January-February 2018 (expiries 12 or more days out) they read a median 1.72 vol points under the real implied volatility';
  const SPX_GAP = `the model prices puts this far out under real ones: ${VOL}, and the same strike's modeled ask sat $0.35-$0.41 a share under the real ask`;
  const SPY_GAP = `the model prices SPX puts this far out under real ones: ${VOL}. SPY's far puts come from the same smile form, but no real chain of them is held, so their own gap is not measured`;
  const BOUGHT_MAY = 'bought, such puts may have cost more than this run paid, so the result may read better than it would have been';
  const BOUGHT_LIKELY = 'bought, such puts likely cost more than this run paid, so the result may read better than it would have been';
  const SOLD_MAY = 'sold, they may have fetched more than this run received';
  const SOLD_LIKELY = 'sold, they likely fetched more than this run received';
  const BACK_TOO = 'bought back, they too may have cost more than this run paid';
  const SOLD_TO_CLOSE = 'sold to close, they may have fetched more than this run received';
  const EXIT = 'an exit rule read on these prices (a take profit, a stop) may have fired on another day';

  type Case = [name: string, ticker: string, opened: ReturnType<typeof open>[], closed: ReturnType<typeof close>[], note: string];
  const cases: Case[] = [
    ['opened only, 1, all late', 'SPX', [open('long', 1, {}, LATE)], [],
      `the run bought 1 contract of puts under 0.01 delta. The contract it opened had under 12 days to expiry, ${NOT_REACHED}; ${BOUGHT_MAY}.`],
    ['opened only, 2, all late', 'SPX', [open('long', 2, {}, LATE)], [],
      `the run bought 2 contracts of puts under 0.01 delta. Both contracts it opened had under 12 days to expiry, ${NOT_REACHED}; ${BOUGHT_MAY}.`],
    ['opened only, many, all late (one on its expiry day)', 'SPX', [open('short', 1634, {}, ELEVEN), open('short', 1, {}, EXPIRY)], [],
      `the run sold 1,635 contracts of puts under 0.01 delta. All 1,635 contracts it opened had under 12 days to expiry, ${NOT_REACHED}; ${SOLD_MAY}.`],
    ['opened only, 1 of 4 late', 'SPX', [open('long', 1, {}, LATE), open('long', 3, {}, IN)], [],
      `the run bought 4 contracts of puts under 0.01 delta. 1 of the 4 contracts it opened had under 12 days to expiry, ${NOT_BELOW}. For the other 3 contracts it opened, ${SPX_GAP}; ${BOUGHT_MAY}.`],
    ['opened only, 2 of 3 late, the one 12 days out measured', 'SPX', [open('long', 2, {}, LATE), open('long', 1, {}, TWELVE)], [],
      `the run bought 3 contracts of puts under 0.01 delta. 2 of the 3 contracts it opened had under 12 days to expiry, ${NOT_BELOW}. For the other contract it opened, ${SPX_GAP}; ${BOUGHT_MAY}.`],
    ['opened only, the late side "may", the measured side "likely"', 'SPX', [open('long', 3, {}, LATE), open('short', 2, {}, IN)], [],
      `the run bought 3 contracts and sold 2 contracts of puts under 0.01 delta. 3 of the 5 contracts it opened had under 12 days to expiry, ${NOT_BELOW}. For the other 2 contracts it opened, ${SPX_GAP}; ${BOUGHT_MAY}; ${SOLD_LIKELY}.`],
    ['opened only, none late (as before)', 'SPX', [open('long', 1, {}, TWELVE), open('short', 1, {}, IN)], [],
      `the run bought 1 contract and sold 1 contract of puts under 0.01 delta. The ${SPX_GAP.slice(4)}; ${BOUGHT_LIKELY}; ${SOLD_LIKELY}.`],
    ['SPY, opened only, all late', 'SPY', [open('long', 2, {}, LATE)], [],
      `the run bought 2 contracts of puts under 0.01 delta. Both contracts it opened had under 12 days to expiry, ${NOT_REACHED}; ${BOUGHT_MAY}.`],
    ['SPY, opened only, some late', 'SPY', [open('long', 2, {}, LATE), open('long', 1, {}, IN)], [],
      `the run bought 3 contracts of puts under 0.01 delta. 2 of the 3 contracts it opened had under 12 days to expiry, ${NOT_BELOW}. For the other contract it opened, ${SPY_GAP}; ${BOUGHT_MAY}.`],
    ['closed only, 2, all late (as before)', 'SPX', [], [close('short', 2, {}, LATE)],
      `the run bought back 2 contracts of its short puts at the model's price with under 0.01 delta left. Both contracts were closed in the put's last days (under 12 days to its expiry), ${NOT_REACHED}; bought back, they may have cost more than this run paid, so the result may read better than it would have been; ${EXIT}.`],
    ['closed only, 1 of 2 late', 'SPX', [], [close('long', 1, {}, EXPIRY), close('long', 1, {}, IN)],
      `the run sold 2 contracts of its long puts at the model's price with under 0.01 delta left. 1 of those 2 contracts was closed in the put's last days (under 12 days to its expiry; on the expiry day itself), ${NOT_BELOW}. For the other contract it closed, ${SPX_GAP}; ${SOLD_TO_CLOSE}; ${EXIT}.`],
    ['both, the openings late, the closes measured', 'SPX', [open('long', 2, {}, LATE)], [close('short', 3, {}, IN)],
      `the run bought 2 contracts of puts under 0.01 delta, and bought back 3 contracts of its short puts at the model's price with under 0.01 delta left. Both contracts it opened had under 12 days to expiry, ${NOT_BELOW}. For the puts it closed, ${SPX_GAP}; ${BOUGHT_MAY}; ${BACK_TOO}; ${EXIT}.`],
    ['both, 1 and 1, all late', 'SPX', [open('long', 1, {}, LATE)], [close('short', 1, {}, EXPIRY)],
      `the run bought 1 contract of puts under 0.01 delta, and bought back 1 contract of its short puts at the model's price with under 0.01 delta left. The contract it opened had under 12 days to expiry, and the contract it closed was closed in the put's last days (under 12 days to its expiry; on the expiry day itself), ${NOT_REACHED}; ${BOUGHT_MAY}; ${BACK_TOO}; ${EXIT}.`],
    ['both, many, all late', 'SPY', [open('short', 5, {}, LATE)], [close('short', 2, {}, ELEVEN), close('short', 1, {}, EXPIRY)],
      `the run sold 5 contracts of puts under 0.01 delta, and bought back 3 contracts of its short puts at the model's price with under 0.01 delta left. All 5 contracts it opened had under 12 days to expiry, and all 3 contracts it closed were closed in the put's last days (under 12 days to its expiry; 1 on the expiry day itself), ${NOT_REACHED}; ${SOLD_MAY}; bought back, they may have cost more than this run paid, so the result may read better than it would have been; ${EXIT}.`],
    ['both, the openings all late, 1 of 3 closes late', 'SPX', [open('long', 4, {}, LATE)], [close('short', 1, {}, EXPIRY), close('short', 2, {}, IN)],
      `the run bought 4 contracts of puts under 0.01 delta, and bought back 3 contracts of its short puts at the model's price with under 0.01 delta left. All 4 contracts it opened had under 12 days to expiry, and 1 of the 3 contracts it closed was closed in the put's last days (under 12 days to its expiry; on the expiry day itself), ${NOT_BELOW}. For the other 2 contracts it closed, ${SPX_GAP}; ${BOUGHT_MAY}; ${BACK_TOO}; ${EXIT}.`],
    ['both, 1 of 3 openings late, both closes late', 'SPX', [open('long', 1, {}, LATE), open('long', 2, {}, IN)], [close('long', 2, {}, LATE)],
      `the run bought 3 contracts of puts under 0.01 delta, and sold 2 contracts of its long puts at the model's price with under 0.01 delta left. 1 of the 3 contracts it opened had under 12 days to expiry, and both contracts it closed were closed in the put's last days (under 12 days to its expiry), ${NOT_BELOW}. For the other 2 contracts it opened, ${SPX_GAP}; ${BOUGHT_MAY}; ${SOLD_TO_CLOSE}; ${EXIT}.`],
    ['both, some of each late', 'SPX', [open('long', 2, {}, LATE), open('long', 2, {}, IN)], [close('short', 3, {}, ELEVEN), close('short', 1, {}, IN)],
      `the run bought 4 contracts of puts under 0.01 delta, and bought back 4 contracts of its short puts at the model's price with under 0.01 delta left. 2 of the 4 contracts it opened had under 12 days to expiry, and 3 of the 4 contracts it closed were closed in the put's last days (under 12 days to its expiry), ${NOT_BELOW}. For the other 2 contracts it opened and the other contract it closed, ${SPX_GAP}; ${BOUGHT_MAY}; ${BACK_TOO}; ${EXIT}.`],
    ['both, the openings measured, the closes late (audit 24 F1: named as the contracts it closed)', 'SPX', [open('long', 2, {}, IN)], [close('short', 1, {}, EXPIRY)],
      `the run bought 2 contracts of puts under 0.01 delta, and bought back 1 contract of its short puts at the model's price with under 0.01 delta left. The contract it closed was closed in the put's last days (under 12 days to its expiry; on the expiry day itself), ${NOT_BELOW}. For the puts it opened, ${SPX_GAP}; ${BOUGHT_LIKELY}; ${BACK_TOO}; ${EXIT}.`],
    ['both, none late (as before)', 'SPX', [open('long', 2, {}, IN)], [close('short', 1, {}, IN)],
      `the run bought 2 contracts of puts under 0.01 delta, and bought back 1 contract of its short puts at the model's price with under 0.01 delta left. The ${SPX_GAP.slice(4)}; ${BOUGHT_LIKELY}; ${BACK_TOO}; ${EXIT}.`],
  ];

  it.each(cases)('%s', (_name, ticker, opened, closed, note) => {
    expect(farPutNote(ticker, opened, closed)).toBe(HEAD + note);
  });

  // main quoted the 1.72 vol points and the $0.35-$0.41 ask shortfall, and "likely", for a put bought 4 days before its expiry.
  it('a far put opened 4 days before its expiry quotes no measured figure and reads "may"', () => {
    const note = farPutNote('SPX', [open('long', 1, {}, LATE)]);
    expect(note).toContain('The contract it opened had under 12 days to expiry');
    expect(note).not.toMatch(/1\.72|\$0\.3|likely/);
    expect(note).toContain('bought, such puts may have cost more than this run paid');
  });

  it('an opening counts as late by the days from its own date to the expiry: 11 is late, 12 is measured', () => {
    expect(farPutNote('SPX', [open('long', 1, {}, ELEVEN)])).toContain('had under 12 days to expiry');
    expect(farPutNote('SPX', [open('long', 1, {}, TWELVE)])).toBe(farPutNote('SPX', [open('long', 1, {}, IN)]));
  });
});
