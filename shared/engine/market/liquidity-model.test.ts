import { describe, expect, it } from 'vitest';
import type { Bar } from './market-data';
import { LIQUIDITY_FIT } from './liquidity-constants';
import {
  createShareVolumes, deltaBucket, dteBucket, liquidityClass, modeledOpenInterest, modeledVolume, trailingDollarVolumes,
} from './liquidity-model';

const bar = (date: string, close: number, volume: number): Bar => ({ date, open: close, high: close, low: close, close, volume });

describe('liquidity model buckets', () => {
  it('puts |delta| and DTE on their bucket edges (upper edge inclusive)', () => {
    expect([0, 0.1, 0.1001, 0.25, 0.3, 0.5, 0.74, 0.75, 0.9, 1].map(deltaBucket)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
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

describe('modeled volume and open interest', () => {
  it('are floor(share volume × the fitted rate of the cell), by hand', () => {
    const rate = LIQUIDITY_FIT.volume.stock.put[2]?.[1] ?? NaN; // stock put, 0.25-0.50 |delta|, 8-21 DTE
    expect(rate).toBeGreaterThan(0);
    expect(modeledVolume('stock', 50_000_000, 'put', 0.3, 14)).toBe(Math.floor(50_000_000 * rate));
    const oiRate = LIQUIDITY_FIT.openInterest.index.call[1]?.[0] ?? NaN; // index call, 0.10-0.25, 0-7 DTE
    expect(modeledOpenInterest('etf', 80_000_000, 'call', 0.2, 3)).toBe(Math.floor(80_000_000 * oiRate));
  });

  it('scale linearly with share volume and are 0 without it', () => {
    expect(modeledVolume('stock', 0, 'call', 0.4, 30)).toBe(0);
    const one = modeledVolume('stock', 10_000_000, 'call', 0.4, 30);
    const ten = modeledVolume('stock', 100_000_000, 'call', 0.4, 30);
    expect(one).toBeGreaterThan(0);
    expect(Math.abs(ten - 10 * one)).toBeLessThanOrEqual(10);
  });

  it('near-the-money short-dated contracts trade more than far-OTM and deep-ITM ones (as in the real files)', () => {
    const atm = modeledVolume('index', 80e6, 'put', 0.4, 5);
    expect(atm).toBeGreaterThan(modeledVolume('index', 80e6, 'put', 0.05, 5));
    expect(atm).toBeGreaterThan(modeledVolume('index', 80e6, 'put', 0.9, 5));
    expect(atm).toBeGreaterThan(modeledVolume('index', 80e6, 'put', 0.4, 30));
  });
});
