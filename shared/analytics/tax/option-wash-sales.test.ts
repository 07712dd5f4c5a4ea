import { describe, expect, it } from 'vitest';
import { estimateAfterTax, type TaxInput } from './after-tax';
import { optionWashSales, type OptionPosition } from './option-wash-sales';

const rates = { shortTermRatePct: 35, longTermRatePct: 15 };

/** A position of one contract of the 450 call expiring 2023-06-16 unless told (P&L short term unless long held over a year). */
function pos(seq: number, opened: string, closed: string, pnl: number, o: Partial<OptionPosition> = {}): OptionPosition {
  const contract = o.contract ?? 'call 450 2023-06-16';
  return {
    seq, opened, closed, side: 'long', contract, closedContract: contract, contracts: 1, closedContracts: 1,
    shortTerm: pnl, longTerm: 0, washable: true, ...o,
  };
}

describe('optionWashSales (IRC §1091 on the option positions)', () => {
  it('defers a long call\'s loss into the same call bought 10 days later, and takes it when that one is sold', () => {
    // Bought 2023-03-01, sold 2023-04-03 for −$500; the same call bought 2023-04-13, sold 2024-01-05 for +$200.
    const w = optionWashSales([pos(0, '2023-03-01', '2023-04-03', -500), pos(1, '2023-04-13', '2024-01-05', 200, { contract: 'call 450 2024-06-21', closedContract: 'call 450 2024-06-21' })], 2024);
    // A different expiry: not the same contract, nothing washed.
    expect(w.washedPositions).toBe(0);
    const same = optionWashSales([pos(0, '2023-03-01', '2023-04-03', -500), pos(1, '2023-04-13', '2024-01-05', 200)], 2024);
    expect(same.byYear.get(2023)).toEqual({ shortTerm: 500, longTerm: 0 });
    expect(same.byYear.get(2024)).toEqual({ shortTerm: -500, longTerm: 0 });
    expect([same.washedPositions, same.deferred, same.stillDeferredAtEnd]).toEqual([1, 500, 0]);

    // The estimate by hand: a $1,000 gain on another trade in 2023. Without the rule 2023 nets
    // 1,000 − 500 = 500 (tax 175) and 2024 +200 (tax 70): $245. With it 2023 taxes 1,000 (350) and
    // 2024 nets 200 − 500 = −300 (no tax, 300 carried): $350.
    const input: TaxInput = {
      regime: 'holding_period', ...rates, startBalance: 10_000,
      equity: [{ date: '2023-01-03', equity: 10_000 }, { date: '2023-12-29', equity: 10_500 }, { date: '2024-12-31', equity: 10_700 }],
      trades: [
        { entryDate: '2023-01-03', exitDate: '2023-02-17', pnl: 1000, shortTermPnl: 1000 },
        { entryDate: '2023-03-01', exitDate: '2023-04-03', pnl: -500, shortTermPnl: 0 },
        { entryDate: '2023-04-13', exitDate: '2024-01-05', pnl: 200, shortTermPnl: 0 },
      ],
    };
    expect(estimateAfterTax(input).totalTax).toBe(245);
    const withRule = estimateAfterTax({ ...input, optionPositions: [pos(0, '2023-03-01', '2023-04-03', -500), pos(1, '2023-04-13', '2024-01-05', 200)] });
    expect(withRule.totalTax).toBe(350);
    expect(withRule.optionWashSales).toEqual({ washedPositions: 1, deferred: 500, stillDeferredAtEnd: 0 });
    // Section 1256 contracts are outside the rule: no option wash applied.
    expect(estimateAfterTax({ ...input, regime: 'section1256', optionPositions: [] }).optionWashSales).toBeUndefined();
  });

  it('washes into the same contract bought up to 30 days before the loss closed, still held (audit 13: itm-long-call.json\'s overlapping positions), and moves the loss into the next year with it', () => {
    // Held 2023-11-01..12-15 for −$400; the same call bought 2023-11-15 (30 days before the sale), sold 2024-01-10 for +$100.
    const loss = pos(0, '2023-11-01', '2023-12-15', -400);
    const before = pos(1, '2023-11-15', '2024-01-10', 100);
    const w = optionWashSales([loss, before], 2024);
    expect(w.washedPositions).toBe(1);
    expect(w.byYear.get(2023)).toEqual({ shortTerm: 400, longTerm: 0 });
    expect(w.byYear.get(2024)).toEqual({ shortTerm: -400, longTerm: 0 });
    // Bought 31 days before the sale: outside the window.
    expect(optionWashSales([loss, { ...before, opened: '2023-11-14' }], 2024).washedPositions).toBe(0);
  });

  it('washes a written put bought back at a loss and written again within 30 days (the higher-tax reading), not one written after 31', () => {
    const put = { side: 'short' as const, contract: 'put 400 2023-12-15', closedContract: 'put 400 2023-12-15' };
    const bought = pos(0, '2023-10-02', '2023-11-01', -300, put);
    const again = pos(1, '2023-12-01', '2023-12-15', 150, put);
    // 30 days after the buy-back: washed; the loss is taken when the new put expires, the same year.
    const w = optionWashSales([bought, again], 2023);
    expect(w.washedPositions).toBe(1);
    expect(w.byYear.get(2023)).toEqual({ shortTerm: 0, longTerm: 0 });
    // 31 days after: outside the window.
    expect(optionWashSales([bought, { ...again, opened: '2023-12-02' }], 2023).washedPositions).toBe(0);
    // A long put of the same contract does not replace a written one.
    expect(optionWashSales([bought, { ...again, side: 'long' }], 2023).washedPositions).toBe(0);
    // Nor does an assignment wash (a covered call's or a put's P&L is the shares').
    expect(optionWashSales([{ ...bought, washable: false }, again], 2023).washedPositions).toBe(0);
  });

  it('washes part of a loss when fewer contracts are reopened, and carries a loss on through a chain of washes', () => {
    // 2 contracts sold at −$400 in December, 1 bought again in January: half washed ($200 into 2024).
    const w = optionWashSales([pos(0, '2023-11-01', '2023-12-20', -400, { contracts: 2, closedContracts: 2 }), pos(1, '2024-01-05', '2024-02-01', -100)], 2024);
    expect(w.byYear.get(2023)).toEqual({ shortTerm: 200, longTerm: 0 });
    expect(w.byYear.get(2024)).toEqual({ shortTerm: -200, longTerm: 0 });
    // The chain: the second loses too and its (own + carried) loss is washed by a third.
    const chain = optionWashSales([pos(0, '2023-11-01', '2023-12-20', -400), pos(1, '2024-01-05', '2024-02-01', -100), pos(2, '2024-02-10', '2025-01-10', 50)], 2025);
    expect(chain.byYear.get(2023)).toEqual({ shortTerm: 400, longTerm: 0 });
    expect(chain.byYear.get(2024)).toEqual({ shortTerm: 100, longTerm: 0 });
    expect(chain.byYear.get(2025)).toEqual({ shortTerm: -500, longTerm: 0 });
    expect([chain.washedPositions, chain.deferred]).toEqual([2, 500]);
  });

  it('keeps a long-term loss long term when released, and a position already closed is no replacement', () => {
    // Held over a year (long term −$600), the same contract bought 5 days later and sold the next year for $0.
    const w = optionWashSales([pos(0, '2022-01-03', '2023-03-01', -600, { shortTerm: 0, longTerm: -600 }), pos(1, '2023-03-06', '2024-01-02', 0)], 2024);
    expect(w.byYear.get(2023)).toEqual({ shortTerm: 0, longTerm: 600 });
    expect(w.byYear.get(2024)).toEqual({ shortTerm: 0, longTerm: -600 });
    // Opened and closed before the loss's close: its sale realised already, not a replacement.
    expect(optionWashSales([pos(0, '2023-01-03', '2023-03-01', -600), pos(1, '2023-02-01', '2023-02-15', 10)], 2023).washedPositions).toBe(0);
  });
});

describe('optionWashSales: the calls\' losses the rule leaves in their year (for the straddle rules, straddle-wash-once.ts)', () => {
  const call = (seq: number, opened: string, closed: string, pnl: number, contract = 'call 450 2024-01-19') => pos(seq, opened, closed, pnl, { side: 'short', contract, closedContract: contract });
  it('leaves out the washed part of a loss, counts the washed loss where its replacement\'s result is a loss, and no put', () => {
    // −500 bought back 2023-12-15, the same call written again 12-20, closed 2024-01-19 at +200:
    // 2023 keeps nothing of it; 2024's result 200 − 500 = −300, a loss of 2024.
    expect(optionWashSales([call(0, '2023-11-20', '2023-12-15', -500), call(1, '2023-12-20', '2024-01-19', 200)], 2024).callLossesLeftInYear).toEqual(new Map([[2024, 300]]));
    // The replacement +700: 700 − 500 = +200, no loss left in any year.
    expect(optionWashSales([call(0, '2023-11-20', '2023-12-15', -500), call(1, '2023-12-20', '2024-01-19', 700)], 2024).callLossesLeftInYear).toEqual(new Map());
    // Not washed (another contract): the whole loss in its year.
    expect(optionWashSales([call(0, '2023-11-20', '2023-12-15', -500), call(1, '2023-12-20', '2024-01-19', 700, 'call 455 2024-01-19')], 2024).callLossesLeftInYear).toEqual(new Map([[2023, 500]]));
    // A put's loss: not the straddle rules' (calls written on the shares).
    const put = (seq: number, opened: string, closed: string, pnl: number) => pos(seq, opened, closed, pnl, { side: 'short', contract: 'put 450 2024-01-19', closedContract: 'put 450 2024-01-19' });
    expect(optionWashSales([put(0, '2023-11-20', '2023-12-15', -500), put(1, '2023-12-20', '2024-01-19', -100)], 2024).callLossesLeftInYear).toEqual(new Map());
  });
});
