import { describe, expect, it } from 'vitest';
import type { Bar } from './market-data';
import { LIQUIDITY_FIT } from './liquidity-constants';
import {
  ETF_CONTRACT_MULTIPLIER, createShareVolumes, deltaBucket, dteBucket, liquidityClass, modeledOpenInterest, modeledVolume, strikeRoundness,
  trailingDollarVolumes,
} from './liquidity-model';

const bar = (date: string, close: number, volume: number): Bar => ({ date, open: close, high: close, low: close, close, volume });

describe('liquidity model buckets', () => {
  it('puts |delta| and DTE on their bucket edges (upper edge inclusive)', () => {
    expect([0, 0.02, 0.03, 0.05, 0.07, 0.1, 0.1001, 0.25, 0.3, 0.5, 0.74, 0.75, 0.9, 1].map(deltaBucket))
      .toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]);
    expect([0, 7, 8, 21, 22, 35, 36, 60, 61, 120, 121, 700].map(dteBucket)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });

  it('ETFs read the index table, stocks their own', () => {
    expect(liquidityClass('index')).toBe('index');
    expect(liquidityClass('etf')).toBe('index');
    expect(liquidityClass('stock')).toBe('stock');
  });
});

describe('trailing share volume', () => {
  it('averages dollar volume over the last 20 bars (fewer at the start), by hand', () => {
    const bars = Array.from({ length: 25 }, (_, i) => bar(`2020-01-${String(i + 1).padStart(2, '0')}`, 10, 1000 * (i + 1)));
    const d = trailingDollarVolumes(bars);
    expect(d[0]).toBe(10_000);
    expect(d[1]).toBe(15_000); // (10k + 20k) / 2
    expect(d[19]).toBeCloseTo(105_000, 6); // 10 · 1000 · mean(1..20) = 10 · 1000 · 10.5
    expect(d[24]).toBeCloseTo(155_000, 6); // 10 · 1000 · mean(6..25) = 10 · 1000 · 15.5
  });

  it('stocks divide by the traded price: a 2:1 split later (adjusted close 10, traded 20) halves the shares', () => {
    const bars = [bar('2020-01-02', 10, 1000), bar('2020-01-03', 10, 3000)];
    const sv = createShareVolumes('stock', bars, []);
    expect(sv(1, '2020-01-03', 10)).toBe(2000);
    expect(sv(1, '2020-01-03', 20)).toBe(1000);
  });

  it("the index reads SPY's share volume on or before the day", () => {
    const spy = [bar('2020-01-02', 300, 1000), bar('2020-01-03', 330, 2000)];
    const sv = createShareVolumes('index', [bar('2020-01-03', 3000, 0)], spy);
    // (300·1000 + 330·2000) / 2 / 330 = 960000 / 2 / 330
    expect(sv(0, '2020-01-03', 3000)).toBeCloseTo(480_000 / 330, 9);
  });
});

// Strike 4010: a multiple of 2 × the SPX base step, roundness level 1 (factor per table below).
const cell = (type: 'call' | 'put', absDelta: number, dte: number, monthly = false, strike = 4010) => ({ type, absDelta, dte, monthly, strike });
const factor = (table: 'index' | 'stock', level: number, measure: 'volume' | 'openInterest' = 'volume') => LIQUIDITY_FIT.roundness[measure][table][level] ?? NaN;

describe('modeled volume and open interest', () => {
  it('are floor(share volume × the fitted rate of the cell), by hand', () => {
    const rate = LIQUIDITY_FIT.volume.stock.put[1]?.[4]?.[1] ?? NaN; // stock put, monthly, 0.25-0.50 |delta|, 8-21 DTE
    expect(rate).toBeGreaterThan(0);
    // 4010 = 2 × the $5 step above $200 times 401: level 1 for a stock too.
    expect(strikeRoundness('stock', 4010)).toBe(1);
    expect(modeledVolume('stock', 50_000_000, cell('put', 0.3, 14, true))).toBe(Math.floor(50_000_000 * rate * factor('stock', 1)));
    const oiRate = LIQUIDITY_FIT.openInterest.index.call[0]?.[3]?.[0] ?? NaN; // index call, other, 0.10-0.25, 0-7 DTE
    expect(modeledOpenInterest('index', 80_000_000, cell('call', 0.2, 3))).toBe(Math.floor(80_000_000 * oiRate * factor('index', 1, 'openInterest')));
  });

  it('ETFs read the index table times the contract-size multiplier', () => {
    const rate = LIQUIDITY_FIT.volume.index.put[0]?.[3]?.[2] ?? NaN; // other, 0.10-0.25 |delta|, 22-35 DTE
    expect(ETF_CONTRACT_MULTIPLIER).toBe(10);
    // The ETFs have no roundness factor (no real ETF chain to fit it on): strike 401, 400 or 405 alike.
    for (const strike of [401, 400, 405]) expect(modeledVolume('etf', 70_000_000, cell('put', 0.16, 30, false, strike))).toBe(Math.floor(70_000_000 * (rate * 10)));
    expect(modeledVolume('index', 70_000_000, cell('put', 0.16, 30))).toBe(Math.floor(70_000_000 * rate * factor('index', 1)));
  });

  it("ETF monthlies read the index table's non-monthly rows (its monthly rows are SPX's AM-settled monthlies)", () => {
    // SPY puts 63 DTE, 0.25-0.50 |delta|: with the SPX monthly rows (x0.003 past 60 DTE) they fell
    // under the default minimum volume of 100, which blocked half the 70-DTE cells of the SPY put sweep.
    for (const dte of [30, 45, 63]) {
      for (const measure of [modeledVolume, modeledOpenInterest]) {
        expect(measure('etf', 70_000_000, cell('put', 0.3, dte, true))).toBe(measure('etf', 70_000_000, cell('put', 0.3, dte, false)));
      }
    }
    expect(modeledVolume('etf', 70_000_000, cell('put', 0.3, 63, true))).toBeGreaterThanOrEqual(100);
    // The index itself keeps its fitted monthly rows, which differ there.
    expect(modeledVolume('index', 70_000_000, cell('put', 0.3, 63, true))).not.toBe(modeledVolume('index', 70_000_000, cell('put', 0.3, 63, false)));
  });

  it('scale linearly with share volume and are 0 without it', () => {
    expect(modeledVolume('stock', 0, cell('call', 0.4, 30, true))).toBe(0);
    const one = modeledVolume('stock', 10_000_000, cell('call', 0.4, 30, true));
    const ten = modeledVolume('stock', 100_000_000, cell('call', 0.4, 30, true));
    expect(one).toBeGreaterThan(0);
    expect(Math.abs(ten - 10 * one)).toBeLessThanOrEqual(10);
  });

  it('near-the-money short-dated contracts trade more than far-OTM and deep-ITM ones (as in the real files)', () => {
    const atm = modeledVolume('index', 80e6, cell('put', 0.4, 5));
    expect(atm).toBeGreaterThan(modeledVolume('index', 80e6, cell('put', 0.01, 5)));
    expect(atm).toBeGreaterThan(modeledVolume('index', 80e6, cell('put', 0.9, 5)));
    expect(atm).toBeGreaterThan(modeledVolume('index', 80e6, cell('put', 0.4, 30)));
  });

  it('a stock monthly trades more than a weekly of the same |delta| and DTE (AAPL 2014: 1,324 vs 33 at 22-35 days)', () => {
    expect(modeledVolume('stock', 50e6, cell('put', 0.4, 30, true))).toBeGreaterThan(modeledVolume('stock', 50e6, cell('put', 0.4, 30, false)));
  });

  it('strike roundness: multiples of 2, 5 and 10 base steps (SPX $5; stocks $0.50/$1/$2.50/$5 by price; $2.50: 5, 10, 25)', () => {
    expect([4005, 4010, 4025, 4050, 4100].map((k) => strikeRoundness('index', k))).toEqual([0, 1, 2, 3, 3]);
    expect([627.5, 625, 630, 650, 700].map((k) => strikeRoundness('stock', k))).toEqual([0, 2, 1, 3, 3]);
    expect([137.5, 135, 140, 150, 175].map((k) => strikeRoundness('stock', k))).toEqual([0, 1, 2, 3, 3]);
    expect([12, 15, 20, 11.5].map((k) => strikeRoundness('stock', k))).toEqual([1, 2, 3, 0]);
    expect(strikeRoundness('stock', 70.71)).toBe(0); // a split-adjusted strike
  });

  it('round strikes trade more than odd ones of the same cell (SPXW 2018: $50 multiples 1,124 vs odd $5 72 at 22-35 DTE)', () => {
    const at = (cls: 'index' | 'stock', strike: number) => modeledVolume(cls, 80e6, cell('put', 0.2, 30, false, strike));
    expect(at('index', 4050)).toBeGreaterThan(5 * at('index', 4045));
    expect(at('index', 4025)).toBeGreaterThan(at('index', 4020));
    expect(at('index', 4020)).toBeGreaterThan(at('index', 4015));
    expect(at('stock', 650)).toBeGreaterThan(5 * at('stock', 645));
  });

  it('volume never rises with DTE within a row of the table', () => {
    for (const table of [LIQUIDITY_FIT.volume.index, LIQUIDITY_FIT.volume.stock]) {
      for (const row of [...table.call, ...table.put].flat()) {
        for (let t = 1; t < row.length; t += 1) expect(row[t] ?? 0).toBeLessThanOrEqual(row[t - 1] ?? 0);
      }
    }
  });
});
