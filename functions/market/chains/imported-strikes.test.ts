import { describe, expect, it } from 'vitest';
import { epochDay, type ChainRow } from './chain-row';
import { createParquetChainSource } from './parquet-chain-source';
import { encodePartition, PartitionReader } from './parquet-partition';
import { NUMERIC_COLUMNS, PartitionBuilder, type NumericColumn } from './partition-rows';

const DATE = '2024-03-01';
const EXPIRY = '2024-03-15';
const STRIKES = [95, 100, 105];
const CALL_DELTAS = [0.8, 0.5, 0.2];
const PUT_DELTAS = [-0.2, -0.5, -0.8];

function row(type: 'call' | 'put', strike: number, delta: number | null, over: Partial<ChainRow> = {}): ChainRow {
  return {
    ticker: 'SPY', root: 'SPY', date: DATE, expiry: EXPIRY, type, strike, bid: 1, ask: 1.2, last: 1.1, volume: 10, openInterest: 100,
    underlying: 100, iv: 0.2, delta, gamma: 0.01, theta: -0.05, vega: 0.1, rho: 0.01, ...over,
  };
}

/** Chain rows as the store's columns (a missing value is NaN, as the importer stores it). */
function columnsOf(chainRows: ChainRow[]) {
  const n = (v: number | null | undefined) => v ?? Number.NaN;
  const values = (r: ChainRow): Record<NumericColumn, number> => ({
    date: epochDay(r.date), expiry: epochDay(r.expiry), right: r.type === 'call' ? 0 : 1, strike: r.strike,
    bid: n(r.bid), ask: n(r.ask), last: n(r.last), volume: n(r.volume), open_interest: n(r.openInterest),
    underlying: n(r.underlying), iv: n(r.iv), delta: n(r.delta), gamma: n(r.gamma), theta: n(r.theta), vega: n(r.vega), rho: n(r.rho),
  });
  const numbers = Object.fromEntries(NUMERIC_COLUMNS.map((c) => [c, Float64Array.from(chainRows, (r) => values(r)[c])])) as Record<NumericColumn, Float64Array>;
  return { length: chainRows.length, numbers, root: chainRows.map((r) => r.root) };
}

/** A one-day source whose calls and puts are `calls` and `puts` (strikes 95, 100, 105). */
function source(calls: ChainRow[], puts: ChainRow[]) {
  const rows = new PartitionBuilder();
  rows.append(columnsOf([...calls, ...puts]));
  const bytes = encodePartition(rows.columns()).bytes;
  const reader = new PartitionReader({ size: bytes.byteLength, read: (o, n) => bytes.subarray(o, o + n) }, 'test');
  return createParquetChainSource([reader], () => 0.05);
}

const calls = (): ChainRow[] => STRIKES.map((k, i) => row('call', k, CALL_DELTAS[i] ?? 0));
const puts = (): ChainRow[] => STRIKES.map((k, i) => row('put', k, PUT_DELTAS[i] ?? 0));

describe('imported strikes(): the engine may search a day only when scanning it could not answer differently', () => {
  it('lists the strikes of a day whose rows are valid and whose deltas fall with the strike', () => {
    expect(source(calls(), puts()).strikes?.(DATE, EXPIRY)).toEqual(STRIKES);
  });

  it('answers undefined (the engine scans) for noisy deltas, a missing delta, crossed or negative prices, or calls and puts on different strikes', () => {
    const noisy = puts();
    noisy[2] = row('put', 105, -0.1);
    expect(source(calls(), noisy).strikes?.(DATE, EXPIRY)).toBeUndefined();
    const missing = calls();
    missing[1] = row('call', 100, null);
    expect(source(missing, puts()).strikes?.(DATE, EXPIRY)).toBeUndefined();
    const crossed = calls();
    crossed[0] = row('call', 95, 0.8, { bid: 2, ask: 1 });
    expect(source(crossed, puts()).strikes?.(DATE, EXPIRY)).toBeUndefined();
    const negative = puts();
    negative[0] = row('put', 95, -0.2, { last: -1, bid: null, ask: null });
    expect(source(calls(), negative).strikes?.(DATE, EXPIRY)).toBeUndefined();
    expect(source(calls(), puts().slice(1)).strikes?.(DATE, EXPIRY)).toBeUndefined();
    expect(source(calls(), []).strikes?.(DATE, EXPIRY)).toBeUndefined();
  });

  it('each listed strike quotes the chain entry of that strike', () => {
    const s = source(calls(), puts());
    for (const type of ['call', 'put'] as const) {
      const chain = s.chain(DATE, EXPIRY, type);
      expect(chain.map((q) => q.strike)).toEqual(s.strikes?.(DATE, EXPIRY));
      for (const q of chain) expect(JSON.stringify(s.quote(DATE, EXPIRY, type, q.strike))).toBe(JSON.stringify(q));
    }
  });
});

describe('imported lowestLiquidPut(): the lowest put a selection could pick, only when a scan could not fail', () => {
  it('is the lowest put strike with at least the minimum volume, whatever the calls hold', () => {
    const thin = puts();
    thin[0] = row('put', 95, -0.2, { volume: 5 });
    const badCalls = calls();
    badCalls[0] = row('call', 95, 0.8, { bid: 2, ask: 1 });
    expect(source(badCalls, thin).lowestLiquidPut?.(DATE, EXPIRY, 10)).toBe(100);
    expect(source(calls(), thin).lowestLiquidPut?.(DATE, EXPIRY, 5)).toBe(95);
    // A missing volume quotes as 0.
    const missing = puts();
    missing[0] = row('put', 95, -0.2, { volume: null });
    expect(source(calls(), missing).lowestLiquidPut?.(DATE, EXPIRY, 1)).toBe(100);
    expect(source(calls(), missing).lowestLiquidPut?.(DATE, EXPIRY, 0)).toBe(95);
  });

  it('answers undefined when no put has the volume, when any put would fail checkQuote, or when the day has no puts', () => {
    expect(source(calls(), puts()).lowestLiquidPut?.(DATE, EXPIRY, 11)).toBeUndefined();
    const crossed = puts();
    crossed[2] = row('put', 105, -0.8, { bid: 2, ask: 1 });
    expect(source(calls(), crossed).lowestLiquidPut?.(DATE, EXPIRY, 10)).toBeUndefined();
    const negative = puts();
    negative[1] = row('put', 100, -0.5, { last: -1, bid: null, ask: null });
    expect(source(calls(), negative).lowestLiquidPut?.(DATE, EXPIRY, 10)).toBeUndefined();
    expect(source(calls(), []).lowestLiquidPut?.(DATE, EXPIRY, 0)).toBeUndefined();
  });
});
