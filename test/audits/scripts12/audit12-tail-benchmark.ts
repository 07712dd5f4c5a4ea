/**
 * Audit 12 (audit 11's script, with BABA wired: raw-series12.ts): a run's buy-and-hold benchmark across the bundle's auto-adjusted tail, from the raw files
 * (raw-series.ts), not the bundled bars or the engine's code. README's rule: the start balance in
 * fractional shares at the first close, each dividend reinvested at its ex-date's close. Up to the
 * stitch: traded closes and the dividends implied there; after it: the vendor's total-return closes,
 * so the equity grows by adjusted[t] / adjusted[stitch] (the dividends of the tail are in the price).
 * SPX: ^GSPC with SPY's implied dividends in points (× SPX/SPY of the last close before the ex-date)
 * to SPY's stitch; after it two readings: SPX's price alone (no dividend known) and SPX held as SPY's
 * total return (SPY's adjusted close), the return a holder of the S&P 500 was paid.
 * Prints the days off by a cent or more, the end, and each dividend the run crossed.
 * usage: npx tsx test/audits/scripts12/audit12-tail-benchmark.ts result.json TICKER
 */
import { readFileSync } from 'node:fs';
import { gspc, rawSeries } from '../scripts11/raw-series';
import { rawSeries12 } from './raw-series12';

const [resultPath, ticker] = process.argv.slice(2);
if (!resultPath || !ticker) throw new Error('usage: audit11-tail-benchmark.ts result.json TICKER');
const result = JSON.parse(readFileSync(resultPath, 'utf8')) as Record<string, unknown>;
const pointOf = (p: unknown): [string, number] => (Array.isArray(p) ? [String(p[0]), Number(p[1])] : [String((p as { date: string }).date), Number((p as { equity: number }).equity)]);
const bench = (result.benchmark_equity as unknown[]).map(pointOf);
const days = bench.map(([d]) => d);
const start = Number(result.start_balance);

function holdRaw(close: Map<string, number>, divs: Map<string, number>, stitch: string, tail: (d: string) => number): Array<[string, number]> {
  let shares = start / (close.get(days[0] ?? '') ?? NaN);
  const out: Array<[string, number]> = [];
  let atStitch = NaN;
  for (let i = 0; i < days.length; i++) {
    const d = days[i] ?? '';
    if (d <= stitch) {
      const c = close.get(d) ?? NaN;
      if (i > 0) for (const [x, a] of divs) if (x > (days[i - 1] ?? '') && x <= d) shares += (shares * a) / c;
      out.push([d, Math.round(shares * c * 100) / 100]);
      atStitch = shares * c;
    } else out.push([d, Math.round(atStitch * tail(d) * 100) / 100]);
  }
  return out;
}

function compare(name: string, mine: Array<[string, number]>): Record<string, unknown> {
  const engine = new Map(bench);
  let off = 0; let worst = 0; const first: string[] = [];
  for (const [d, e] of mine) {
    const diff = Math.abs((engine.get(d) ?? NaN) - e);
    if (!(diff < 0.005)) { off += 1; if (first.length < 3) first.push(`${d}: engine ${engine.get(d)} raw ${e}`); }
    if (!(diff <= worst)) worst = diff;
  }
  const end = mine.at(-1)?.[1] ?? NaN;
  return { reading: name, end_raw: end, end_engine: bench.at(-1)?.[1], end_gap: Math.round(((bench.at(-1)?.[1] ?? NaN) - end) * 100) / 100, return_pct_raw: Math.round((end / start - 1) * 1e6) / 1e4, days_off: off, worst_abs_diff: Math.round(worst * 100) / 100, first_off: first };
}

const inRun = (m: Map<string, number>) => Object.fromEntries([...m].filter(([d]) => d > (days[0] ?? '') && d <= (days.at(-1) ?? '')));
const out: Record<string, unknown> = { ticker, days: days.length, first: days[0], last: days.at(-1), benchmark_return_pct_engine: result.benchmark_return_pct, benchmark_dividends_label: result.benchmark_dividends };
if (ticker === 'SPX') {
  const spy = rawSeries('SPY');
  const index = gspc();
  const idxDays = [...index.keys()].sort();
  const points = new Map<string, number>();
  for (const [x, a] of spy.dividends) {
    const before = idxDays.filter((d) => d < x && spy.raw.has(d)).at(-1) ?? '';
    points.set(x, a * (index.get(before) ?? NaN) / (spy.raw.get(before) ?? NaN));
  }
  const atStitchIdx = index.get(spy.stitch) ?? NaN;
  const spyAtStitch = spy.adjusted.get(spy.stitch) ?? NaN;
  out.stitch = spy.stitch;
  out.dividends_in_points_crossed = inRun(points);
  out.price_only_after_stitch = compare('SPX price only after SPY stitch', holdRaw(index, points, spy.stitch, (d) => (index.get(d) ?? NaN) / atStitchIdx));
  out.total_return_after_stitch = compare('SPX held at SPY total return after SPY stitch', holdRaw(index, points, spy.stitch, (d) => (spy.adjusted.get(d) ?? NaN) / spyAtStitch));
} else {
  const s = rawSeries12(ticker);
  const atStitch = s.adjusted.get(s.stitch) ?? NaN;
  out.stitch = s.stitch;
  out.dividends_crossed = inRun(s.dividends);
  out.engine_dividends_received = result.dividends_received;
  out.total_return = compare('raw to stitch, total-return tail', holdRaw(s.raw, s.dividends, s.stitch, (d) => (s.adjusted.get(d) ?? NaN) / atStitch));
}
console.log(JSON.stringify(out, null, 1));
