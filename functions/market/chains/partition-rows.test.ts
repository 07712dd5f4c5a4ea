import { describe, expect, it } from 'vitest';
import { NUMERIC_COLUMNS, sortedUniqueRows, type NumericColumn, type PartitionColumns } from './partition-rows';

/**
 * Which row of a contract listed twice on one day the store keeps (sortedUniqueRows): the one a
 * trader could have dealt on, whatever the vendor's file order. The case is a pre-split ghost beside
 * the real post-split series at the same strike (after a 2:1 of a $180 stock, the old 90 strike and
 * the new one): the ghost carries a stale last price and no trade, the real one traded or is quoted.
 */
type Row = Partial<Record<NumericColumn, number>>;

const DAY = 16_230;
const contract: Row = { date: DAY, expiry: DAY + 30, right: 0, strike: 90, underlying: 92 };

function columnsOf(rows: readonly Row[]): PartitionColumns {
  const numbers = {} as Record<NumericColumn, Float64Array>;
  for (const c of NUMERIC_COLUMNS) numbers[c] = Float64Array.from(rows, (row) => row[c] ?? Number.NaN);
  return { length: rows.length, numbers, root: rows.map(() => 'AAPL') };
}

/** The last prices of the kept rows, and the day's counts by rule. */
function keep(rows: readonly Row[]) {
  const cols = columnsOf(rows);
  const { order, duplicates } = sortedUniqueRows(cols);
  return { last: [...order].map((i) => cols.numbers.last[i]), counts: duplicates.get(DAY) };
}

// A ghost: the pre-split series' stale last price, no trade, no quote.
const ghost: Row = { ...contract, last: 45.1, volume: 0 };
// The real series: the same contract, last-only like the ghost, but it traded that day.
const tradedLastOnly: Row = { ...contract, last: 3.2, volume: 140 };
// The real series quoted bid/ask, no trade that day.
const quoted: Row = { ...contract, bid: 3.1, ask: 3.3, last: 3.2, volume: 0 };

describe('a contract listed twice on one day', () => {
  it('keeps the row that traded, in either file order', () => {
    expect(keep([ghost, tradedLastOnly])).toEqual({ last: [3.2], counts: { volume: 1, quote: 0, open_interest: 0, order: 0 } });
    expect(keep([tradedLastOnly, ghost])).toEqual({ last: [3.2], counts: { volume: 1, quote: 0, open_interest: 0, order: 0 } });
  });

  it('keeps a bid/ask row over a last-only one when neither traded, in either order', () => {
    expect(keep([ghost, quoted])).toEqual({ last: [3.2], counts: { volume: 0, quote: 1, open_interest: 0, order: 0 } });
    expect(keep([quoted, ghost])).toEqual({ last: [3.2], counts: { volume: 0, quote: 1, open_interest: 0, order: 0 } });
  });

  it('ranks a trade before a quote: a last-only row that traded beats a quoted one that did not', () => {
    const tradedAt = { ...tradedLastOnly, last: 3.25 };
    expect(keep([tradedAt, quoted]).last).toEqual([3.25]);
    expect(keep([quoted, tradedAt]).last).toEqual([3.25]);
  });

  it('keeps the later row when both are alike (a re-import), and counts it by order', () => {
    const again = { ...quoted, bid: 3.15, last: 3.25 };
    expect(keep([quoted, again])).toEqual({ last: [3.25], counts: { volume: 0, quote: 0, open_interest: 0, order: 1 } });
    expect(keep([again, quoted])).toEqual({ last: [3.2], counts: { volume: 0, quote: 0, open_interest: 0, order: 1 } });
  });

  it('counts each row set aside of three by the rule that set it aside', () => {
    const quotedAndTraded = { ...quoted, last: 3.22, volume: 12 };
    const rows = [quotedAndTraded, ghost, quoted, tradedLastOnly];
    expect(keep(rows)).toEqual({ last: [3.22], counts: { volume: 2, quote: 1, open_interest: 0, order: 0 } });
    expect(keep([...rows].reverse())).toEqual({ last: [3.22], counts: { volume: 2, quote: 1, open_interest: 0, order: 0 } });
  });

  it('does not count a bid of 0 with no ask as a quote, and leaves other contracts alone', () => {
    const noAsk = { ...contract, bid: 0, last: 2.9, volume: 0 };
    const other = { ...quoted, strike: 95, last: 1.1 };
    expect(keep([noAsk, other, ghost])).toEqual({ last: [45.1, 1.1], counts: { volume: 0, quote: 0, open_interest: 0, order: 1 } });
  });

  /*
   * Two last-only rows that did not trade, from LEAN's real AAPL files around the 7:1 of 2014-06-09,
   * as they would meet after a 2:1 (audit 14's construction, test/audits/scripts14/ghost-two-for-one.ts:
   * option prices scale with stock and strike). The real 2015-01-17 130 put of 2014-06-10 (close
   * 41.40, open interest 5,195, no trade) and the ghost of the pre-split 455 put that day (close
   * 2.20 × 2/7 = 0.63, its frozen open interest 1,236): on a 2:1 both are the 130 put.
   */
  const real130: Row = { ...contract, expiry: DAY + 221, right: 1, strike: 130, last: 41.4, volume: 0, open_interest: 5195 };
  const ghost130: Row = { ...real130, last: 0.63, open_interest: 1236 };

  it('of two last-only untraded rows keeps the one with more open interest, in either file order', () => {
    expect(keep([ghost130, real130])).toEqual({ last: [41.4], counts: { volume: 0, quote: 0, open_interest: 1, order: 0 } });
    expect(keep([real130, ghost130])).toEqual({ last: [41.4], counts: { volume: 0, quote: 0, open_interest: 1, order: 0 } });
  });

  it('counts a missing open interest as none, and equal ones fall to the file order', () => {
    const { open_interest: _, ...noInterest } = ghost130;
    expect(keep([real130, noInterest])).toEqual({ last: [41.4], counts: { volume: 0, quote: 0, open_interest: 1, order: 0 } });
    const sameInterest = { ...ghost130, open_interest: 5195 };
    expect(keep([real130, sameInterest])).toEqual({ last: [0.63], counts: { volume: 0, quote: 0, open_interest: 0, order: 1 } });
    expect(keep([sameInterest, real130])).toEqual({ last: [41.4], counts: { volume: 0, quote: 0, open_interest: 0, order: 1 } });
  });

  it('reads open interest only between last-only untraded rows: a trade or a quote decides first, and a later quote wins a tie', () => {
    // The ghost with more open interest still loses to a row that traded, or to one quoted bid/ask.
    const rich = { ...ghost130, open_interest: 99_999 };
    expect(keep([{ ...real130, volume: 3 }, rich]).counts).toEqual({ volume: 1, quote: 0, open_interest: 0, order: 0 });
    expect(keep([{ ...real130, bid: 40.5, ask: 42.3 }, rich]).counts).toEqual({ volume: 0, quote: 1, open_interest: 0, order: 0 });
    // Two quoted rows (a re-import): the later, whatever their open interest.
    const quotedOld = { ...real130, bid: 40.5, ask: 42.3, open_interest: 6000 };
    const quotedNew = { ...real130, bid: 40.6, ask: 42.2, last: 41.3, open_interest: 5195 };
    expect(keep([quotedOld, quotedNew])).toEqual({ last: [41.3], counts: { volume: 0, quote: 0, open_interest: 0, order: 1 } });
  });
});
