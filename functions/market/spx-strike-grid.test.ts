import { describe, expect, it } from 'vitest';
import { strikeGrid, seriesKind } from '../../shared/engine/market/strikes';
import { readVendorFile } from './chains/import-chains';
import { parseVendorCsv } from './chains/parse-vendor-csv';
import { SPXW_FIXTURE } from './chain-accuracy';
import { loadMarketData } from './load-market-data';
import { readLeanDays } from './lean-chains';

// The SPX strike grid (chain-rules.ts SPX_STRIKE_ZONES) against every real SPX chain held: the
// SPXW sample of Jan-Feb 2018 (weeklies and end-of-month series) and the LEAN SPX universes of
// 2015-12-22/23 (standard months and LEAPS). Each real strike of a day's expiry is looked up in the
// modeled grid of that day's spot, kind and the real strikes' range. The old rule ($5 within 10% of
// the spot, $25 within 25%, $100 beyond, every series) missed 2,108 of the 7,219 real SPXW strikes
// (the real puts list $5/$10 strikes to −27%, $25 to −37%, $50 to −50%) and 198 of LEAN's 478.

/** The rule before 2026-12-04, for the comparison. */
const oldIncrement = (spot: number, k: number) => { const d = Math.abs(k - spot) / spot; return d <= 0.1 ? 5 : d <= 0.25 ? 25 : 100; };
const onOldGrid = (spot: number, k: number) => Math.abs(k / oldIncrement(spot, k) - Math.round(k / oldIncrement(spot, k))) < 1e-9;

interface Series { date: string; expiry: string; spot: number; strikes: number[] }

function group(rows: { date: string; expiry: string; strike: number }[], spotOf: (date: string) => number | undefined): Series[] {
  const m = new Map<string, Set<number>>();
  for (const r of rows) {
    const key = `${r.date}|${r.expiry}`;
    const s = m.get(key) ?? new Set<number>();
    s.add(r.strike);
    m.set(key, s);
  }
  return [...m].flatMap(([key, s]) => {
    const [date, expiry] = key.split('|') as [string, string];
    const spot = spotOf(date);
    return spot === undefined ? [] : [{ date, expiry, spot, strikes: [...s].sort((a, b) => a - b) }];
  });
}

function coverage(series: readonly Series[]) {
  let real = 0, onNew = 0, onOld = 0, modeled = 0;
  for (const { date, expiry, spot, strikes } of series) {
    const years = (Date.parse(expiry) - Date.parse(date)) / 864e5 / 365;
    const grid = strikeGrid('index', spot, strikes[0] as number, strikes[strikes.length - 1] as number, seriesKind('index', expiry, years, date));
    const listed = new Set(grid);
    real += strikes.length;
    modeled += grid.length;
    onNew += strikes.filter((k) => listed.has(k)).length;
    onOld += strikes.filter((k) => onOldGrid(spot, k)).length;
  }
  return { real, onNew, onOld, modeled };
}

describe('SPX strike grid vs the real SPX chains held', async () => {
  const market = await loadMarketData('SPX', { store: null });
  const close = (date: string) => market.bars.find((b) => b.date === date)?.close;
  const { rows } = parseVendorCsv(await readVendorFile(SPXW_FIXTURE), 'x.csv', market.riskFreeRate);
  const spxw = group(rows.map(({ date, quote }) => ({ date, expiry: quote.expiry_date, strike: quote.strike })), close);
  const lean = group(readLeanDays('spx').flatMap((d) => d.rows), close);

  it('lists every real SPXW strike (end-of-month series), where the old rule missed 29%, without a grid far finer than real', () => {
    const c = coverage(spxw);
    expect(c.real).toBe(7219);
    expect(c.onOld).toBe(5111); // 2,108 real strikes off the old rule's grid
    expect(c.onNew).toBe(c.real);
    // The real end-of-month chain lists a full grid: the model's is no more than 1.5 times as dense over the real strikes' range.
    expect(c.modeled / c.real).toBeLessThan(1.5);
  });

  it('lists every real LEAN SPX strike (standard months and LEAPS, a sparse universe of traded strikes)', () => {
    const c = coverage(lean);
    expect(c.onNew).toBe(c.real);
    expect(c.onOld).toBe(280); // 198 off the old rule's grid
  });
});
