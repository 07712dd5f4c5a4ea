import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANCHOR_INDEX, MODEL_RISK_BASIS, MODEL_RISK_VOL_POINTS, STRESSED_SPIKE_CAVEAT, modelRiskClass, tickerClass } from '../../shared/engine/market/chain-rules';
import { iv30Summaries, iv30SummariesByClass, rowsOfArgs, rowsOfRound, singleNameIv30Rows, summariseIv30, type Iv30Row } from './single-name-iv30-check';
import { SINGLE_NAME_IV30, SINGLE_NAME_IV30_REJECTED, type PublishedIv30 } from './single-name-iv30-data';

/** Every .ts file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('single-name-iv30-check --round (a candidate read on the first collection never prices the held-out rows)', () => {
  it('splits the values into the first collection and the held-out rounds 2 and 3, each row in exactly one', () => {
    const first = rowsOfRound(SINGLE_NAME_IV30, 'first');
    const heldOut = rowsOfRound(SINGLE_NAME_IV30, 'held-out');
    expect(first).toHaveLength(119);
    expect(first.every((r) => r.round === undefined)).toBe(true);
    expect(rowsOfRound(SINGLE_NAME_IV30, '2')).toHaveLength(77);
    expect(heldOut).toEqual([...SINGLE_NAME_IV30].filter((r) => r.round === 2 || r.round === 3));
    expect(first.length + heldOut.length).toBe(SINGLE_NAME_IV30.length);
    expect(rowsOfRound(SINGLE_NAME_IV30, '3').every((r) => r.round === 3)).toBe(true);
  });

  it('refuses a round it does not know (a typo must not price every row)', () => {
    expect(() => rowsOfRound(SINGLE_NAME_IV30, 'second')).toThrow(/--round must be first, 2, 3 or held-out/);
    // A name every object has through its prototype is no round either (it kept all 242 rows).
    for (const name of ['constructor', 'toString', '__proto__']) expect(() => rowsOfRound(SINGLE_NAME_IV30, name)).toThrow(/--round must be/);
  });

  it('reads --round from the command line, and a --round without its value is an error, not every row', () => {
    expect(rowsOfArgs(SINGLE_NAME_IV30, ['--json'])).toHaveLength(SINGLE_NAME_IV30.length);
    expect(rowsOfArgs(SINGLE_NAME_IV30, ['--round', 'first', '--json'])).toHaveLength(119);
    // `--json --round` priced all 242 rows, the 123 held out among them.
    expect(() => rowsOfArgs(SINGLE_NAME_IV30, ['--json', '--round'])).toThrow(/--round needs a value/);
    expect(() => rowsOfArgs(SINGLE_NAME_IV30, ['--round', '--json'])).toThrow(/--round needs a value/);
  });
});

describe('single-name-iv30-check on the published single-stock IV30s (the first collection chose the long-run cap; the second is held out)', () => {
  let rows: Iv30Row[];
  beforeAll(async () => {
    rows = await singleNameIv30Rows();
  });

  it('sets every value against the single-name model on a bundled trading day of a stock without an index', () => {
    expect(rows).toHaveLength(SINGLE_NAME_IV30.length);
    expect(rows.length).toBeGreaterThanOrEqual(200);
    for (const r of rows.filter((x) => x.round !== 3)) {
      expect(tickerClass(r.ticker)).toBe('stock');
      expect(ANCHOR_INDEX[r.ticker]).toBeUndefined();
      expect(modelRiskClass(r.ticker)).toBe('single-name');
      expect(r.anchor).toBe('single-name model');
      expect(r.value).toBeGreaterThan(5);
      expect(r.value).toBeLessThan(300);
      expect(Math.abs(r.error - (r.model - r.value))).toBeLessThanOrEqual(0.011);
    }
  });

  it('dates each value where its quoted share price traded, pre-split prices scaled by the later splits', () => {
    const priced = rows.filter((r) => r.spotQuoted !== undefined);
    expect(priced.length).toBeGreaterThanOrEqual(60);
    for (const r of priced) expect(r.spotFits, `${r.ticker} ${r.date} ${r.spotQuoted} → ${r.spotAdjusted} vs ${r.bar.low}-${r.bar.high}`).toBe(true);
    // NVDA's $247 of 2018-03-14 is $6.175 on today's shares (4:1 in 2021, 10:1 in 2024).
    const nvda = rows.find((r) => r.ticker === 'NVDA' && r.date === '2018-03-14');
    expect(nvda?.spotAdjusted).toBeCloseTo(247 / 40, 2);
    // A C grade is a date read from the price: it must quote one. A value without a price says so.
    for (const r of rows.filter((x) => x.grade === 'C')) expect(r.spotQuoted ?? r.note).toBeDefined();
  });

  it('keeps one source per publisher and a reason for every lead it did not keep', () => {
    const keys = SINGLE_NAME_IV30.map((v) => `${v.ticker} ${v.date} ${v.group} ${v.value}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(SINGLE_NAME_IV30.map((v) => v.group)).size).toBeGreaterThanOrEqual(8);
    for (const r of SINGLE_NAME_IV30_REJECTED) expect(r.why.length).toBeGreaterThan(10);
    // Stocknear's "30d" figure is one expiry's IV on the pages checked: none of its values is kept.
    expect(SINGLE_NAME_IV30.some((v) => /stocknear/i.test(v.group))).toBe(false);
    expect(SINGLE_NAME_IV30_REJECTED.filter((r) => /stocknear/i.test(r.lead)).length).toBeGreaterThanOrEqual(6);
  });

  it('is never read by the model: no engine or dataset file imports the values', () => {
    for (const file of [...sources('shared'), ...sources('functions/market/dataset')]) {
      // An import of the loader, or a read of its JSON (a comment may name them).
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/from '[^']*single-name-iv30[^']*'|new URL\('[^']*single-name-iv30/);
    }
  });

  it('measures the error the single-name band quotes (chain-rules.ts MODEL_RISK_VOL_POINTS), and its sign', () => {
    const s = iv30Summaries(rows.filter((r) => modelRiskClass(r.ticker) === 'single-name'));
    // One vote per stock: 5.08 over the first collection before the long-run cap
    // (LONG_RUN_MAX_EXCESS), which sized the band 5.1 then (5.9 now: the second collection's median); 4.80 over both collections with it
    // (2026-11-28); 4.34 with the premium on the market part (chain-rules.ts section 3, 2026-12-02).
    // Fails if a model change moves it more than half a point: re-measure (and re-size the band on
    // values no choice read, saying so) then.
    expect(s.perTicker.tickers).toBe(12);
    expect(Math.abs(s.perTicker.medianOfMedians - 4.34)).toBeLessThanOrEqual(0.5);
    expect(s.perTicker.medianOfMedians).toBeLessThanOrEqual(MODEL_RISK_VOL_POINTS['single-name']);
    expect(s.band).toBe(MODEL_RISK_VOL_POINTS['single-name']);
    // The model reads above these stocks' real IV30 (+1.34 over the 196, 9 of 12 stocks; +3.28 before
    // the premium on the market part): the band's basis says premium sold on them is likely
    // overstated. Fails if the sign turns.
    expect(s.overall.meanSigned).toBeGreaterThan(1);
    expect(s.perTicker.modelAbove).toBeGreaterThanOrEqual(8);
    // The stressed days (VIX 20+) read above too: the caveat of the stressed note (+1.51 over 36; +2.70 before).
    expect(s.byVix['VIX 20+']?.n).toBe(36);
    expect(s.byVix['VIX 20+']?.meanSigned).toBeGreaterThan(1);
    // The cap was chosen on the first collection's first six stocks and read on its other six
    // (10.44 → 5.66 median |error|; MSTR 16.57 → 6.51 over both collections) and on the second
    // collection, found after it (77 values: 7.91 → 5.82). The premium on the market part
    // (2026-12-02) was chosen on VXAPL/VXAZN and the whole first collection and read once on the
    // second: the other six 5.66 → 4.22, the second 5.82 → 4.39, MSTR 6.51 → 3.22.
    const first = rows.filter((r) => r.round === undefined);
    const readOnly = first.filter((r) => ['MSTR', 'PLTR', 'HOOD', 'AVGO', 'BABA', 'GOOGL'].includes(r.ticker));
    expect(first).toHaveLength(119);
    expect(readOnly).toHaveLength(51);
    expect(Math.abs(summariseIv30(readOnly.map((r) => r.error)).medianAbs - 4.22)).toBeLessThanOrEqual(0.5);
    expect(s.byRound['second (held out)']?.n).toBe(77);
    expect(Math.abs((s.byRound['second (held out)']?.medianAbs ?? 0) - 4.39)).toBeLessThanOrEqual(0.5);
    expect(s.byTicker.MSTR?.medianAbs).toBeLessThan(5);
  });

  it('quotes in the words a result shows (stressed caveat, band basis) the figures the check measures now', () => {
    const s = iv30Summaries(rows.filter((r) => modelRiskClass(r.ticker) === 'single-name'));
    const stressed = s.byVix['VIX 20+'];
    const caveat = STRESSED_SPIKE_CAVEAT['single-name'] ?? '';
    expect(caveat).toContain(`on ${stressed?.n} published 30-day implied vols`);
    expect(caveat).toContain(`(mean +${stressed?.meanSigned.toFixed(1)} points, median error ${stressed?.medianAbs.toFixed(1)})`);
    const basis = MODEL_RISK_BASIS['single-name'];
    const heldOut = s.byRound['second (held out)'];
    expect(basis).toContain(`against ${heldOut?.n} published 30-day implied vols`);
    expect(basis).toContain(`(${heldOut?.medianAbs.toFixed(1)} with it;`);
    expect(basis).toContain(`; ${s.overall.medianAbs.toFixed(1)} over all ${s.overall.n} values`);
    // The band is that held-out median before the latest rule (5.82, measured 2026-11-28), rounded up
    // to the tenth: the rule was adopted on reading those values (chain-rules.ts section 8), so the
    // band is not re-sized to the 4.39 they read now, and it stays at least that wide.
    expect(MODEL_RISK_VOL_POINTS['single-name']).toBe(Math.ceil(5.82 * 10) / 10);
    expect(MODEL_RISK_VOL_POINTS['single-name']).toBeGreaterThanOrEqual(heldOut?.medianAbs ?? Number.POSITIVE_INFINITY);
    const tickers = Object.entries(s.byTicker).sort(([, a], [, b]) => a.medianAbs - b.medianAbs);
    const [lowest] = tickers[0] ?? [];
    const [highest, top] = tickers[tickers.length - 1] ?? [];
    expect(basis).toContain(`from ${tickers[0]?.[1].medianAbs.toFixed(1)} points for ${lowest}`);
    expect(basis).toContain(`to ${top?.medianAbs.toFixed(1)} for ${highest}`);
    // Both leanings, the held-out values' too (audit 18 F3: the 77 read +2.77, twice the 196's +1.34).
    expect(basis).toContain(`reads ${s.overall.meanSigned.toFixed(1)} points above them on average over all ${s.overall.n} and ${heldOut?.meanSigned.toFixed(1)} over the ${heldOut?.n} held out`);
  });
});

describe('single-name-iv30-check on the third collection: the tickers with an index of their own (held out but for QQQ, whose 5 values chose its smile)', () => {
  let byClass: ReturnType<typeof iv30SummariesByClass>;
  let third: Iv30Row[];
  beforeAll(async () => {
    const rows = await singleNameIv30Rows();
    third = rows.filter((r) => r.round === 3);
    byClass = iv30SummariesByClass(third);
  });

  it('covers AAPL, AMZN, GLD and QQQ, each summarised against its own class band', () => {
    expect(new Set(third.map((r) => r.ticker))).toEqual(new Set(['AAPL', 'AMZN', 'GLD', 'QQQ']));
    expect(Object.keys(byClass).sort()).toEqual(['etf', 'stock']);
    expect(byClass.stock?.band).toBe(MODEL_RISK_VOL_POINTS.stock);
    expect(byClass.etf?.band).toBe(MODEL_RISK_VOL_POINTS.etf);
  });

  it('reads the index-anchored stocks within their band, and the single-name days after VXAPL/VXAZN end apart', () => {
    const stock = byClass.stock;
    // 41 values (AAPL 28, AMZN 7, GLD 6): median |error| 1.36 (2026-11-28), under the 2.7 band.
    expect(stock?.overall.n).toBe(41);
    expect(Math.abs((stock?.overall.medianAbs ?? 0) - 1.36)).toBeLessThanOrEqual(0.5);
    expect(stock?.overall.medianAbs).toBeLessThanOrEqual(MODEL_RISK_VOL_POINTS.stock);
    // Read through their own index: GVZ 0.51, VXAPL 1.57, VXAZN 1.60; the 3 days after the indices end
    // (2025-05-09) are the single-name model's, AMZN's 2026-02-05 report among them (−15.1).
    expect(stock?.byAnchor.GVZ?.medianAbs).toBeLessThan(1);
    expect(stock?.byAnchor.VXAPL?.n).toBe(26);
    expect(stock?.byAnchor['single-name model']?.n).toBe(3);
  });

  it("reads QQQ's published IV30s through VXN and the stock smile (chain-rules.ts OWN_INDEX_ETF_SMILE)", () => {
    // 5 values: median |error| 0.72 with the stock smile; the market smile read 3.34 (all below).
    const qqq = byClass.etf;
    expect(qqq?.overall.n).toBe(5);
    expect(Math.abs((qqq?.overall.medianAbs ?? 0) - 0.72)).toBeLessThanOrEqual(0.3);
    expect(qqq?.overall.medianAbs).toBeLessThanOrEqual(MODEL_RISK_VOL_POINTS.etf);
  });
});

describe('single-name-iv30-check arithmetic', () => {
  it('summarises errors as median and mean |error| and mean signed error', () => {
    expect(summariseIv30([1, -3, 5])).toEqual({ n: 3, medianAbs: 3, meanAbs: 3, meanSigned: 1 });
    expect(summariseIv30([]).medianAbs).toBeNaN();
  });

  it('refuses a value on a day the bundled bars do not have', async () => {
    const weekend: PublishedIv30 = { ticker: 'TSLA', date: '2025-05-10', value: 60, measure: 'IV30', timeOfDay: 'close', grade: 'B', group: 'test', source: 'test' };
    await expect(singleNameIv30Rows([weekend])).rejects.toThrow(/TSLA 2025-05-10 has no bundled bar/);
  });
});
