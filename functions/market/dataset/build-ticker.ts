/** Builds one ticker from its plan: stitched bars, dividends, cross-checks and validation. */
import type { Bar } from '../../../shared/engine/market/market-data';
import { runCrossCheck, runDividendCheck, type CheckResult } from './cross-checks';
import { deriveDividends, type DividendRow } from './dividends';
import type { SourceLoader } from './load-source';
import type { TickerPlan } from './plan-types';
import { stitchBars, type StitchPoint } from './stitch';
import { validateBars } from './validate';

export interface TickerBuild {
  ticker: string;
  bars: Bar[];
  dividends: DividendRow[];
  stitches: StitchPoint[];
  checks: CheckResult[];
  errors: string[];
  warnings: string[];
  moves: string[];
  notes: string[];
}

export function buildTicker(plan: TickerPlan, load: SourceLoader, start: string): TickerBuild {
  const errors: string[] = [];
  const fail = (e: unknown) => errors.push(e instanceof Error ? e.message : String(e));
  let bars: Bar[] = [];
  let stitches: StitchPoint[] = [];
  try {
    ({ bars, stitches } = stitchBars(plan, load, start));
  } catch (e) {
    fail(e);
  }
  const last = bars[bars.length - 1]?.date ?? '';
  for (const s of plan.splits) {
    if (last && s.date > last) errors.push(`${plan.ticker}: split ${s.date} is after the data's end ${last}; prices would be scaled for a split that has not happened yet`);
  }
  const dividends: DividendRow[] = [];
  for (const source of plan.dividends) {
    try {
      dividends.push(...deriveDividends(source, plan.splits, load, start));
    } catch (e) {
      fail(e);
    }
  }
  dividends.sort((a, b) => (a.date < b.date ? -1 : 1));
  const barDates = new Set(bars.map((b) => b.date));
  dividends.forEach((d, i) => {
    if (dividends[i - 1]?.date === d.date) errors.push(`${plan.ticker}: two dividends on ${d.date} from different sources`);
    if (bars.length && !barDates.has(d.date)) errors.push(`${plan.ticker}: dividend ex-date ${d.date} is not a day of the series`);
  });
  const checks: CheckResult[] = [];
  for (const check of plan.checks) {
    try {
      checks.push(runCrossCheck(check, plan.splits, load, start));
    } catch (e) {
      fail(e);
    }
  }
  for (const check of plan.dividendChecks) {
    try {
      checks.push(runDividendCheck(check, plan.splits, load, start));
    } catch (e) {
      fail(e);
    }
  }
  for (const c of checks) if (!c.ok) errors.push(`${plan.ticker}: ${c.label} failed: ${c.detail}`);
  const validation = validateBars(plan.ticker, bars, plan.explainedMoves);
  return {
    ticker: plan.ticker,
    bars,
    dividends,
    stitches,
    checks,
    errors: [...errors, ...validation.errors],
    warnings: validation.warnings,
    moves: validation.moves,
    notes: plan.notes,
  };
}
