import { describe, expect, it } from 'vitest';
import { tradingDays } from '../../../shared/engine/market/calendar';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VOL_INDEX_DIR, VOL_INDEX_FIRST, VOL_INDEX_NAMES, badPrints, buildVolIndices, parseCboeHistory } from './vol-indices';
import { readVix, readVolIndices } from './read-dataset';

describe('Cboe vol-index histories', () => {
  it('parses both Cboe layouts and names a bad row', () => {
    const ohlc = parseCboeHistory('DATE,OPEN,HIGH,LOW,CLOSE\n01/04/2011,16.06,16.06,16.06,16.5\n', 'A.csv');
    expect(ohlc.points).toEqual([['2011-01-04', 16.5]]);
    const single = parseCboeHistory('DATE,SKEW\n01/02/1990,126.09\n01/03/1990,x\n', 'SKEW.csv');
    expect(single.points).toEqual([['1990-01-02', 126.09]]);
    expect(single.errors[0]).toContain('SKEW.csv line 3');
  });

  it('fails the build when a history starts later than Cboe published it (a truncated raw file)', () => {
    const days = tradingDays('2010-01-04', '2011-04-29');
    const vix = new Map(days.map((d) => [d, 20]));
    const us = (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`;
    const rawDir = (late: Record<string, string>) => {
      const dir = mkdtempSync(join(tmpdir(), 'vol-indices-'));
      mkdirSync(join(dir, VOL_INDEX_DIR));
      for (const name of VOL_INDEX_NAMES) {
        const from = late[name] ?? VOL_INDEX_FIRST[name] ?? days[0] ?? '';
        const rows = days.filter((d) => d >= from).map((d) => `${us(d)},${name === 'skew' ? 130 : name === 'vvix' ? 90 : 20}`);
        writeFileSync(join(dir, VOL_INDEX_DIR, `${name.toUpperCase()}_History.csv`), `DATE,${name.toUpperCase()}\n${rows.join('\n')}\n`);
      }
      return dir;
    };
    expect(buildVolIndices(rawDir({}), vix).errors).toEqual([]);
    const truncated = buildVolIndices(rawDir({ vix3m: '2010-06-01', vxapl: '2011-02-01' }), vix).errors;
    expect(truncated).toEqual([
      'VIX3M_History.csv: first close 2010-06-01, expected on or before 2010-01-04 (truncated file?)',
      'VXAPL_History.csv: first close 2011-02-01, expected on or before 2011-01-07 (truncated file?)',
    ]);
  });

  it('drops a run that leaves and comes back without VIX, keeps a spike VIX shares and a new level', () => {
    const flatVix = [15, 15, 15, 15, 15, 15, 15, 15, 15, 15];
    // VXAZN-like: 16 → 5..10 for four days → back to 16.
    expect(badPrints([16, 16, 5, 7, 9, 10, 16, 17, 16, 16], flatVix)).toEqual([2, 3, 4, 5]);
    // The same jump with VIX doubling too: a market spike, kept.
    expect(badPrints([16, 16, 40, 30, 20, 16, 16], [15, 15, 35, 28, 20, 15, 15])).toEqual([]);
    // A drop that stays (earnings crush): a new level, kept.
    expect(badPrints([50, 50, 25, 25, 26, 25, 25, 25, 24, 25], flatVix)).toEqual([]);
    // A drop just past the threshold whose next close is a little nearer is a new level too
    // (VXAZN 2023-04-27..05-02: 47.97, 33.16, 33.25, 34.06; audit 18 F1: the old rule dropped two closes).
    expect(badPrints([47.97, 47.97, 33.16, 33.25, 34.06, 35.15, 35.78], [17, 17.03, 15.78, 16.08, 16, 16, 16])).toEqual([]);
    // A print that goes most of the way back is still dropped (VXD 2023-11-29..12-01: 10.45, 15.24, 11.88).
    expect(badPrints([10.45, 10.45, 15.24, 11.88, 12.99], [13, 12.98, 12.92, 13, 13])).toEqual([2]);
    // A jump in a series already jumping is the market's: OVX 2020-04-16..29 (oil futures below zero)
    // with the day's VIX; 325.15, 0.36 from 226.13 and 236.80, read as a print before.
    // Two prints in a row, each back to the level: both dropped (the first, dropped, is no jump of the series).
    expect(badPrints([16, 40, 16, 40, 16], [15, 15, 15, 15, 15])).toEqual([1, 3]);
    expect(badPrints([115.1, 95.91, 226.13, 325.15, 236.8, 211, 173.53, 185.47, 198.77, 195.59], [40.11, 38.15, 43.83, 45.41, 41.98, 41.38, 35.93, 33.29, 33.57, 31.23])).toEqual([]);
  });

  it('the bundled table has one row per VIX day and Cboe values on spot-check days', async () => {
    const [rows, vix] = await Promise.all([readVolIndices(), readVix()]);
    const first = rows[0]?.date ?? '';
    const last = rows[rows.length - 1]?.date ?? '';
    expect(first).toBe('2010-01-04');
    expect(rows.map((r) => r.date)).toEqual(tradingDays(first, last));
    expect(vix.length).toBeGreaterThanOrEqual(rows.length);
    const day = (d: string) => rows.find((r) => r.date === d)?.values ?? {};
    // SOURCES.md spot checks (2018-02-05 / 2020-03-16 closes).
    expect(day('2018-02-05')).toMatchObject({ vix9d: 59.34, vix3m: 28.13, vix6m: 24.55, skew: 117.33, vxn: 33.02, rvx: 34.49, gvz: 14.35, vxapl: 33.36, vxazn: 41.65 });
    expect(day('2020-03-16')).toMatchObject({ vix9d: 106.66, vix3m: 67.7, vix6m: 55.4, skew: 114.66, vxn: 80.08 });
    // Cboe's bad prints are gone, the days left empty.
    expect(day('2021-07-13').vxd).toBeUndefined();
    expect(day('2017-03-13').vxazn).toBeUndefined();
    expect(day('2024-02-01').vxn).toBeUndefined();
    // Post-report drops of the single-stock indices are real closes, kept (audit 18 F1).
    expect(day('2023-04-28').vxazn).toBe(33.16);
    expect(day('2019-10-31').vxapl).toBe(23.7);
    expect(day('2024-05-03').vxapl).toBe(19.95);
    expect(day('2020-04-21').ovx).toBe(325.15);
    // Before an index existed there is no value (VIX9D starts 2011-01-04).
    expect(day('2010-06-01').vix9d).toBeUndefined();
  });
});
