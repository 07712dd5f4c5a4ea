/**
 * How often the model-risk band holds the real price of the spreads traders run, on every real chain
 * held: the SPXW vendor sample (Jan-Feb 2018, bid/ask) and the LEAN universes (AAPL 2014-06, GOOG
 * 2015-12 on the GOOGL model, SPX 2015-12-22/23; closes). Put and call credit spreads (short leg
 * 0.10-0.30 |delta|, long 1/2/5/10 listed strikes further out) and iron condors, 5-45 DTE: the
 * model's error in dollars and as a fraction of the real credit, the band's half-width, and the share
 * of real prices within the band, against the same share for single contracts (protocol and
 * criterion: spread-band/PROTOCOL.md).
 *
 * `npx tsx functions/market/spread-band-coverage.ts [--json] [--wing-tilt A] [--spxw]` prints a table
 * (or the JSON report); `--wing-tilt` prices the band with a candidate tilt (vol-surface.ts
 * strikeVol; 0 the parallel band), `--spxw` reads the SPXW sample alone (a constant is chosen on it
 * without reading the LEAN chains).
 */
import { basename } from 'node:path';
import type { MarketData } from '../../shared/engine/market/market-data';
import { MODEL_RISK_VOL_POINTS, modelRiskClass } from '../../shared/engine/market/chain-rules';
import { createMarketData } from '../../shared/engine/market/create-market-data';
import { SPXW_FIXTURE } from './chain-accuracy';
import { parseVendorCsv } from './chains/parse-vendor-csv';
import { readVendorFile } from './chains/import-chains';
import { readLeanDays } from './lean-chains';
import { readBundledMarketInput } from './load-market-data';
import { leanLegs, vendorLegs, type Leg } from './spread-band/legs';
import { classReports, condors, coverage, singleCoverage, verticals, type ClassReport, type Coverage } from './spread-band/coverage';
import { POINT_WIDTHS, condorsByDelta, singlesByDelta, verticalsByDelta } from './spread-band/by-delta';

export interface ChainReport {
  chain: string;
  /** The band's shift for the chain's class (vol points). */
  points: number;
  single: Coverage;
  /** The reference by calendar month (the months' spreads: ClassReport.byMonth). */
  singleByMonth: (Coverage & { month: string })[];
  classes: ClassReport[];
  /**
   * The spreads picked by delta, the real one on the real chain and each market's on that market
   * (by-delta.ts; widths in index points on SPXW, listed strikes on LEAN), as a delta-picking run's
   * band sees them.
   */
  pickedByDelta?: ClassReport[];
  /** Single contracts picked by delta the same way (the reference for pickedByDelta). */
  singleByDelta?: Coverage;
}

/**
 * The markets a leg is priced on: the base, then the band's low and high (model-risk.ts order);
 * `wingTilt` a candidate tilt instead of the band's own (MODEL_RISK_WING_TILT).
 */
export function bandMarkets(base: MarketData, wingTilt?: number): MarketData[] {
  const points = MODEL_RISK_VOL_POINTS[modelRiskClass(base.ticker)];
  if (base.withVolShift === undefined) throw new Error(`${base.ticker}: this market cannot shift its surface`);
  return [base, base.withVolShift(-points, wingTilt), base.withVolShift(points, wingTilt)];
}

export function chainReport(chain: string, points: number, legs: readonly Leg[]): ChainReport {
  const months = [...new Set(legs.map((l) => l.date.slice(0, 7)))].sort();
  const singleByMonth = months.map((month) => ({ month, ...singleCoverage(legs.filter((l) => l.date.startsWith(month))) }));
  return { chain, points, single: singleCoverage(legs), singleByMonth, classes: classReports([...verticals(legs), ...condors(legs)]) };
}

/** The report of every real chain held. */
export async function spreadBandCoverage(markets: (base: MarketData) => MarketData[] = bandMarkets, spxwOnly = false): Promise<ChainReport[]> {
  const spx = createMarketData(await readBundledMarketInput('SPX'));
  const pointsOf = (m: MarketData) => MODEL_RISK_VOL_POINTS[modelRiskClass(m.ticker)];
  const { rows } = parseVendorCsv(await readVendorFile(SPXW_FIXTURE), basename(SPXW_FIXTURE), spx.riskFreeRate);
  const spxMarkets = markets(spx);
  const spxwLegs = vendorLegs(spxMarkets, rows);
  const picked = verticalsByDelta(spxwLegs, spxMarkets.length);
  const spxw = chainReport('SPXW 2018-01/02 (bid/ask)', pointsOf(spx), spxwLegs);
  const reports: ChainReport[] = [{
    ...spxw,
    pickedByDelta: classReports([...picked, ...condorsByDelta(picked)], 1, 2, POINT_WIDTHS),
    singleByDelta: coverage(singlesByDelta(spxwLegs, spxMarkets.length)),
  }];
  const lean: [string, string, boolean][] = [['aapl', 'AAPL', false], ['goog', 'GOOGL', false], ['spx', 'SPX', true]];
  for (const [folder, ticker, sameIndex] of spxwOnly ? [] : lean) {
    const base = ticker === 'SPX' ? spx : createMarketData(await readBundledMarketInput(ticker));
    const ms = ticker === 'SPX' ? spxMarkets : markets(base);
    const legs = readLeanDays(folder).flatMap(({ date, rows: dayRows }) => leanLegs(ms, date, dayRows, sameIndex));
    const byDelta = verticalsByDelta(legs, ms.length, 'strikes');
    reports.push({
      ...chainReport(`LEAN ${folder.toUpperCase()} (closes)`, pointsOf(base), legs),
      pickedByDelta: classReports([...byDelta, ...condorsByDelta(byDelta)]),
      singleByDelta: coverage(singlesByDelta(legs, ms.length)),
    });
  }
  return reports;
}

const pct = (x: number) => (Number.isNaN(x) ? '  -  ' : `${(x * 100).toFixed(0).padStart(3)}%`);

function line(label: string, c: Coverage): string {
  return `  ${label.padEnd(22)} n ${String(c.n).padStart(6)}  holds ${pct(c.coverage)}  model-real ${c.medianError.toFixed(3).padStart(7)} (${pct(c.medianErrorFraction)} of credit)  band ±${c.medianHalfBand.toFixed(3)} (${pct(c.medianHalfBandFraction)})`;
}

export function formatReports(reports: readonly ChainReport[]): string {
  const out: string[] = [];
  for (const r of reports) {
    out.push(`${r.chain}, band ±${r.points} vol points`);
    out.push(line('single 0.10-0.30', r.single));
    for (const b of r.singleByMonth) out.push(line(`  month ${b.month}`, b));
    const classes = (list: readonly ClassReport[], unit: string) => {
      for (const c of list) {
        out.push(line(c.cls, c.all));
        for (const b of c.byDelta) out.push(line(`  delta ${b.delta}`, b));
        for (const b of c.byDte) out.push(line(`  dte ${b.dte}`, b));
        for (const b of c.byWidth) out.push(line(`  width ${b.width} ${unit}`, b));
        for (const b of c.byMonth) out.push(line(`  month ${b.month}`, b));
      }
    };
    classes(r.classes, 'strikes');
    if (r.pickedByDelta) {
      out.push(`${r.chain}, picked by delta on each market (real on the real chain)`);
      if (r.singleByDelta) out.push(line('single 0.10-0.30', r.singleByDelta));
      classes(r.pickedByDelta, 'points');
    }
  }
  return `${out.join('\n')}\n`;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const at = process.argv.indexOf('--wing-tilt');
  const tilt = at < 0 ? undefined : Number(process.argv[at + 1]);
  if (tilt !== undefined && !Number.isFinite(tilt)) throw new Error('--wing-tilt needs a number');
  spreadBandCoverage((base) => bandMarkets(base, tilt), process.argv.includes('--spxw')).then(
    (reports) => process.stdout.write(process.argv.includes('--json') ? `${JSON.stringify(reports, null, 1)}\n` : formatReports(reports)),
    (error: unknown) => {
      process.stderr.write(`spread-band-coverage: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
