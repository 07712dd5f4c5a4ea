import { PORTFOLIO_BAND_FILL as BAND_FILL } from '../../../lib/chart-colours';
import type { DerivedResults } from './derived-types';

/**
 * The P&L chart's model-risk band (issue 15): around the portfolio line, the range of the same run
 * on the modeled surface shifted down and up by the vol model's measured error. Drawn as two stacked
 * lines (the lower edge, invisible, then the band's height, shaded, stacked on the edge whatever the
 * signs), so no extra ECharts component.
 */
export const BAND_NAME = "Vol model's error";
const LOWER_NAME = 'model-risk-lower';

export interface PnlBand {
  /** Per date of `dates`: the lowest and highest P&L of the base, low and high runs (null off the curve). */
  lower: Array<number | null>;
  upper: Array<number | null>;
}

/**
 * Below half a cent apart the shifted runs and the base draw one line: no shade, so no legend key or
 * caption (a run with no trade, or priced only by imported chains, has a flat band).
 */
const FLAT_BAND_DOLLARS = 0.005;

/**
 * The band on the chart's date axis, or null when the result has none (older results, imported-only
 * runs) or it has no width anywhere (nothing would be shaded).
 */
export function modelRiskPnlBand(results: DerivedResults, dates: readonly string[]): PnlBand | null {
  const risk = results.modelRisk;
  const history = results.pnlHistory;
  if (!risk || risk.equity_low.length !== history.length || risk.equity_high.length !== history.length) return null;
  const start = results.startBalance ?? 0;
  const byDate = new Map<string, [number, number]>();
  history.forEach((point, i) => {
    const a = (risk.equity_low[i] ?? start) - start;
    const b = (risk.equity_high[i] ?? start) - start;
    byDate.set(point.date, [Math.min(point.cumulativePnL, a, b), Math.max(point.cumulativePnL, a, b)]);
  });
  if (![...byDate.values()].some(([low, high]) => high - low >= FLAT_BAND_DOLLARS)) return null;
  return {
    lower: dates.map((d) => byDate.get(d)?.[0] ?? null),
    upper: dates.map((d) => byDate.get(d)?.[1] ?? null),
  };
}

/** Whether the P&L chart shades a model-risk band: the caption under the chart explains only a drawn band. */
export const hasModelRiskBand = (results: DerivedResults): boolean =>
  modelRiskPnlBand(results, results.pnlHistory.map((point) => point.date)) !== null;

/**
 * The band's legend key is a swatch of its shade: drawn from its invisible line, ECharts made it a
 * white dot, which nothing on the chart looks like.
 */
const BAND_LEGEND = { name: BAND_NAME, icon: 'roundRect', itemStyle: { color: BAND_FILL, borderWidth: 0 } };
const legendEntry = (name: string | undefined): Array<string | typeof BAND_LEGEND> => (!name || name === LOWER_NAME ? [] : name === BAND_NAME ? [BAND_LEGEND] : [name]);

/**
 * The band on one day in the tooltip: 'low to high', or, on a day the three runs stand alike (before
 * the first modeled price the run read, or a flat stretch), 'the same ($X)': '$400.00 to $400.00'
 * read as a range the day does not have.
 */
const bandWords = (low: string, high: string): string => (low === high ? `the same (${low})` : `${low} to ${high}`);

interface TooltipParam { seriesName?: string; value?: unknown; marker?: string; axisValueLabel?: string; dataIndex?: number }

/**
 * Adds the band to a P&L chart option built for `dates`: two series drawn under the others, a legend
 * entry, and a tooltip that reads the band as 'low to high' instead of the stacked height.
 */
export function withModelRiskBand<O extends { series: object[]; tooltip: { valueFormatter: (v: unknown) => string }; legend?: object }>(
  option: O,
  results: DerivedResults,
  dates: readonly string[],
): O {
  const band = modelRiskPnlBand(results, dates);
  if (!band) return option;
  // stackStrategy 'all': ECharts' default ('samesign') stacks a value only on earlier values of its
  // own sign, so under a negative lower edge the (positive) height was drawn up from 0, a band far
  // above a losing curve (seen on a SPY condor of 2024 that lost half its balance).
  // symbol 'none': with only showSymbol off, hovering drew a dot of ECharts' default palette (blue)
  // on the invisible lower edge and a white one on the band's top.
  const hidden = { symbol: 'none', showSymbol: false, connectNulls: true, lineStyle: { opacity: 0 }, stack: 'model-risk', stackStrategy: 'all', emphasis: { disabled: true } };
  const height = band.upper.map((u, i) => (u === null || band.lower[i] === null ? null : u - (band.lower[i] ?? 0)));
  const series = [
    { ...hidden, name: LOWER_NAME, type: 'line', data: band.lower },
    // opacity 1: ECharts multiplies an area colour's alpha by its default area opacity (0.7), which would make the band fainter than BAND_FILL says.
    { ...hidden, name: BAND_NAME, type: 'line', data: height, areaStyle: { color: BAND_FILL, opacity: 1 }, itemStyle: { color: BAND_FILL } },
    ...option.series,
  ];
  const format = option.tooltip.valueFormatter;
  const formatter = (params: TooltipParam | TooltipParam[]) => {
    const list = Array.isArray(params) ? params : [params];
    const lines = [list[0]?.axisValueLabel ?? ''];
    for (const p of list) {
      if (p.seriesName === LOWER_NAME) continue;
      const i = p.dataIndex ?? -1;
      const value = p.seriesName === BAND_NAME ? bandWords(format(band.lower[i]), format(band.upper[i])) : format(p.value);
      lines.push(`${p.marker ?? ''}${p.seriesName ?? ''}: ${value}`);
    }
    return lines.join('<br/>');
  };
  return {
    ...option,
    series,
    tooltip: { ...option.tooltip, formatter },
    // The chart's own legend style (its wide keys, which show the benchmark's dash) with the band's key added.
    legend: { top: 0, textStyle: { color: '#9aa1b2' }, ...(option.legend ?? {}), data: series.flatMap((s) => legendEntry((s as { name?: string }).name)) },
  };
}
