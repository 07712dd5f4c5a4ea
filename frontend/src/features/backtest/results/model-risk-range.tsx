import { createContext, useContext } from 'react';
import { shortfallAgainstBand, type ModelRisk, type ModelRiskMetrics } from '../lib/shared';
import { cents, formatNumber, formatPercent, formatSignedPercent, formatUsd } from '../lib/format';
import type { DerivedResults } from './derived-types';
import { hasModelRiskBand } from './model-risk-band';

/**
 * Under a metric card, the range the metric spans across the vol model's error (issue 15): the
 * lowest and highest of the run and its two model-risk runs (surface shifted down and up), e.g.
 * 'CAGR +6.90%' over '+5.80% to +8.10% across the vol model's error'. Nothing for older results,
 * imported-only runs, runs whose band is flat (no trade), and metrics the shifted runs do not have
 * (net premium, interest).
 */
export const MODEL_RISK_RANGE_SUFFIX = "across the vol model's error";

interface RangeSource { risk: ModelRisk; results: DerivedResults }
const RangeContext = createContext<RangeSource | null>(null);

export function ModelRiskRangeProvider({ results, children }: { results: DerivedResults; children: React.ReactNode }) {
  // No band drawn (a run that never traded: the shifted runs are the same run), no range under the
  // cards either: '0.00% to 0.00% across the vol model's error' would claim a range that is not there.
  const risk = results.modelRisk && hasModelRiskBand(results) ? results.modelRisk : null;
  return <RangeContext.Provider value={risk ? { risk, results } : null}>{children}</RangeContext.Provider>;
}

/** Each range written as its card writes the figure: a return signed ('+38.59%'), a rate or drawdown not, 2 decimals each. */
type Read = { pick: (m: ModelRiskMetrics) => number | null; base: (r: DerivedResults) => number | null; format: (v: number) => string };
const READS: Readonly<Record<string, Read>> = {
  'Win Rate': { pick: (m) => m.win_rate, base: (r) => r.winRate, format: (v) => formatPercent(v) },
  Balance: { pick: (m) => m.end_balance, base: (r) => r.endBalance, format: (v) => formatUsd(v) },
  'Max Drawdown': { pick: (m) => m.max_drawdown_pct, base: (r) => r.maxDrawdown, format: (v) => formatPercent(v) },
  CAGR: { pick: (m) => m.cagr_pct, base: (r) => r.cagrPercent, format: (v) => formatSignedPercent(v) },
  'Total Return': { pick: (m) => m.total_return_pct, base: (r) => r.totalReturnPercent, format: (v) => formatSignedPercent(v) },
  'Total Trades': { pick: (m) => m.total_trades, base: (r) => r.totalTrades, format: (v) => String(v) },
  'Sharpe Ratio': { pick: (m) => m.sharpe_ratio, base: (r) => r.sharpeRatio, format: (v) => formatNumber(v) },
};

/**
 * 'higher' when both shifted runs came out above the base (as shown: `same` says two values read
 * alike), 'lower' when both below, else null. A run is path dependent: with other prices a
 * take-profit is reached a day apart, the next call expires a week later and is rolled at another
 * spot, so the lower vol can end above the base as well (a TSLA covered call of 2022-2023 with
 * rolls: base $81,049.49, vol 5.9 points lower $82,963.72, higher $90,309.35). The range, which
 * includes the base, then starts at it, and would read as if the model could only have helped.
 */
export function bothShiftedRuns(base: number, low: number, high: number, same: (a: number, b: number) => boolean): 'higher' | 'lower' | null {
  if (same(base, low) || same(base, high)) return null;
  if (low > base && high > base) return 'higher';
  if (low < base && high < base) return 'lower';
  return null;
}

/**
 * What a trader calls the two shifted runs: the band's caption says what they are (implied vol N
 * points lower and higher), so a card and the path paragraph name them by it, not by the engine's
 * 'shifted runs'.
 */
export const SHIFTED_RUNS = 'the runs at lower and higher vol';

/** ' (this run is the lowest: the runs at lower and higher vol both came out higher)', or '' when the base is between them. */
const outsideWords = (side: 'higher' | 'lower' | null): string =>
  side === null ? '' : ` (this run is the ${side === 'higher' ? 'lowest' : 'highest'}: ${SHIFTED_RUNS} both came out ${side})`;

/** 'low to high across the vol model's error' for one metric, or null when there is no range to show. */
export function modelRiskRangeText(label: string, risk: ModelRisk, results: DerivedResults): string | null {
  const read = READS[label];
  if (!read) return null;
  const base = read.base(results);
  const shifted = [read.pick(risk.low), read.pick(risk.high)];
  const values = [base, ...shifted].filter((v): v is number => v !== null && Number.isFinite(v));
  if (values.length === 0) return null;
  const low = read.format(Math.min(...values));
  const high = read.format(Math.max(...values));
  // '7 to 7' and '28.6% to 28.6%' read as a range that is not there (e2e 18-analytics, 4-spreads-results).
  if (low === high) return `Unchanged ${MODEL_RISK_RANGE_SUFFIX}`;
  const [down, up] = shifted;
  const side = values.length === 3 && base !== null && down != null && up != null
    ? bothShiftedRuns(base, down, up, (a, b) => read.format(a) === read.format(b))
    : null;
  return `${low} to ${high} ${MODEL_RISK_RANGE_SUFFIX}${outsideWords(side)}`;
}

export function ModelRiskRange({ label }: { label: string }) {
  const source = useContext(RangeContext);
  const text = source ? modelRiskRangeText(label, source.risk, source.results) : null;
  if (!text) return null;
  const title = `The same run with the modeled implied volatility ${source?.risk.shift_vol_points} vol points lower and higher${source?.risk.wing_tilt ? ' around the 0.10-delta strikes, more nearer the money, less in the far wings' : ''} (${source?.risk.basis})`;
  return <div className="bt-metric__note bt-model-risk-range" title={title}>{text}</div>;
}

/**
 * A stock with an index of its own: the stressed days counted are those priced without it, and the
 * others read the index itself (stressed_days_on_own_index); said so the count is not read as every
 * day VIX closed at 20 or more.
 */
function ownIndexDays(risk: ModelRisk): string {
  const own = risk.stressed_days_on_own_index;
  return own === undefined ? '' : ` and the model priced without ${own.index} (${own.days} other such day${own.days === 1 ? '' : 's'} read ${own.index} itself)`;
}

/**
 * What the band does not cover: stressed days (VIX 20 or more), where the model's error is one-sided
 * and larger than the band. Null when the run had none or the result does not say.
 */
export function stressedDaysText(risk: ModelRisk): string | null {
  const days = risk.stressed_days ?? 0;
  const shortfall = risk.stressed_shortfall_vol_points;
  if (days === 0 || shortfall === undefined) return null;
  const size = `${shortfallAgainstBand(shortfall, risk.shift_vol_points)} the band`;
  const caveat = risk.stressed_caveat;
  return `On ${days} of the run's days VIX closed at 20 or more${ownIndexDays(risk)}: on such days the modeled at-the-money volatility has measured `
    + `about ${shortfall} vol points below the real one, ${size} and ${caveat === undefined ? 'all' : 'mostly'} on one side, so option prices then are ${caveat === undefined ? '' : 'mostly '}understated `
    + '(premium sold was really higher, options bought really cost more)'
    + (caveat === undefined ? '.' : `; but ${caveat}.`);
}

/**
 * When the run's final P&L lies outside both shifted runs' (bothShiftedRuns): the band then sits
 * wholly on one side of the line at the end, and the caption says why in plain words. Null otherwise.
 */
function pathSide(results: DerivedResults, risk: ModelRisk): 'above' | 'below' | null {
  const last = results.pnlHistory.at(-1);
  if (!last) return null;
  const start = results.startBalance ?? 0;
  const side = bothShiftedRuns(last.cumulativePnL, risk.low.end_balance - start, risk.high.end_balance - start, (a, b) => cents(a) === cents(b));
  return side === null ? null : side === 'higher' ? 'above' : 'below';
}

export function pathDependenceText(results: DerivedResults, risk: ModelRisk): string | null {
  const which = pathSide(results, risk);
  if (which === null) return null;
  return `The runs at lower and higher vol both ended ${which} this run: with other prices they traded on other days, contracts or sizes `
    + '(an exit reached a day apart, the next position on another contract or rolled at another price), and the result follows that path, not only the volatility level. '
    + 'The band shows how far the vol model can move the result, not limits it stays within.';
}

/**
 * How a tilted band moves the smile (ModelRisk.wing_tilt), with a trailing space; '' for a parallel
 * band (results before 2026-12-03). Why it says so: a spread's credit moves with the difference
 * between its legs' vols, which a parallel shift leaves alone. In a trader's words: the skew.
 */
export function wingTiltText(risk: ModelRisk): string {
  if (!risk.wing_tilt) return '';
  return `The shift is ${risk.shift_vol_points} points around the 0.10-delta strikes, more nearer the money and less in the far wings, `
    + "so it also moves the skew: the lower run prices a spread's far (bought) leg dearer against its sold one, as the model's error in the skew can; "
    + 'a parallel shift barely moves a spread picked by delta. ';
}

/**
 * The band's paragraph as a trader scans it: its first sentence, what the shading is, in view
 * ('Shaded band: the same run with the modeled implied volatility 1.4 vol points lower and
 * higher, the vol model's measured error.'); how the error was measured, how the shift moves the
 * skew and which days it leaves alone behind it (13 lines at 375 px in all, before the cards).
 */
export function bandLead(risk: ModelRisk): string {
  return `Shaded band: the same run with the modeled implied volatility ${risk.shift_vol_points} vol points lower and higher, the vol model's measured error.`;
}

/** The rest of the band's paragraph, word for word what followed its first sentence. */
export function bandDetail(risk: ModelRisk): string {
  return `Measured as the ${risk.basis}. ${wingTiltText(risk)}Real quotes of imported chains are not shifted; a contract an imported day lacks is priced by the model and shifted with it.`;
}

/**
 * The path paragraph's one sentence: which side both shifted runs ended on and why, in short
 * ('The runs at lower and higher vol both ended above this run: the result follows the trades'
 * path, not only the volatility level.'); pathDependenceText's whole paragraph (8 lines at 375 px) behind it.
 */
export function pathDependenceLead(results: DerivedResults, risk: ModelRisk): string | null {
  const which = pathSide(results, risk);
  if (which === null) return null;
  return `The runs at lower and higher vol both ended ${which} this run: the result follows the trades' path, not only the volatility level.`;
}

/**
 * The stressed days' paragraph as a trader scans it: one sentence that says what happened and which
 * way it leans ('On 25 of the run's days VIX closed at 20 or more: option prices then are mostly
 * understated.'), every fact of it in stressedDaysText's text behind it.
 */
export function stressedDaysLead(risk: ModelRisk): string | null {
  if (stressedDaysText(risk) === null) return null;
  const mostly = risk.stressed_caveat === undefined ? '' : 'mostly ';
  return `On ${risk.stressed_days} of the run's days VIX closed at 20 or more${ownIndexDays(risk)}: option prices then are ${mostly}understated.`;
}

/**
 * A disclosure, as the run notes' long notes (run-diagnostics.tsx): a lead of one sentence in view,
 * the rest behind it. The band's, path's and stressed days' paragraphs were 13, 8 and 10 lines of
 * 12 px text at 375 px, under the chart before the metric cards.
 */
function Disclosure({ className, lead, bold, children }: { className: string; lead: string; bold?: boolean; children: string }) {
  return (
    <details className={className}>
      <summary>{bold ? <strong>{lead}</strong> : lead}</summary>
      <p>{children}</p>
    </details>
  );
}

/**
 * A run that traded and carries a band of no width: both shifted runs ended every day where this run
 * did (an all-imported run whose few modeled prices moved nothing it did: the SPXW $10 condor of
 * audit 11, its modeled leg held to the real neighbours and its loss capped at its width). Nothing
 * is shaded, and a range under the cards would read '+2.00% to +2.00%'; the run's notes still say
 * the band shifts its modeled prices, so the chart says plainly where the band went.
 */
export function flatBandText(results: DerivedResults): string | null {
  const risk = results.modelRisk;
  if (!risk || results.totalTrades === 0 || hasModelRiskBand(results)) return null;
  return `The same across the vol model's error: with the modeled implied volatility ${risk.shift_vol_points} vol points lower and higher, `
    + 'the run ended every day where it did here, so no band is shaded.';
}

/** Under the P&L chart: what the shaded band is, and what it leaves out; when the band is flat, that it is; else nothing. */
export function ModelRiskCaption({ results }: { results: DerivedResults }) {
  const risk = results.modelRisk;
  const flat = flatBandText(results);
  if (flat !== null) return <p className="bt-muted bt-model-risk-caption bt-model-risk-flat">{flat}</p>;
  if (!risk || !hasModelRiskBand(results)) return null;
  const stressed = stressedDaysText(risk);
  const path = pathDependenceText(results, risk);
  const pathLead = pathDependenceLead(results, risk);
  // The stressed lead repeats the paragraph's opening clause, as the path's: each paragraph stays whole, word for word.
  return (
    <div className="bt-muted bt-model-risk-caption">
      <Disclosure className="bt-model-risk-band" lead={bandLead(risk)}>{bandDetail(risk)}</Disclosure>
      {path === null || pathLead === null ? null : <Disclosure className="bt-model-risk-path" lead={pathLead} bold>{path}</Disclosure>}
      {stressed === null ? null : <Disclosure className="bt-model-risk-stressed" lead={stressedDaysLead(risk) ?? ''} bold>{stressed}</Disclosure>}
    </div>
  );
}
