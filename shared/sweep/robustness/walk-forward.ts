/**
 * Walk-forward selection (issue 19): at the start of each year Y, choose the cell with the best
 * compounded return over the previous N calendar years (Y−N … Y−1), hold it through Y, and chain
 * the choices:
 *   chained equity_Y = chained equity_{Y−1} · (1 + r_{chosen(Y), Y}),   starting at 1
 * Every chosen year is out of sample for its choice. The single best cell (best compounded return
 * over the whole sweep period, chosen with hindsight) is shown over the same years for contrast.
 * Ties go to the lower cell index. Years a cell lacks count as missing: it cannot be chosen.
 */

export interface YearlyCell {
  index: number;
  /** Calendar-year returns as fractions, by year ("2014": 0.12). */
  yearly: Readonly<Record<string, number>>;
}

export interface WalkForwardStep {
  year: string;
  chosen: number;
  /** The chosen cell's return that year. */
  return: number;
}

export interface WalkForward {
  lookback_years: number;
  steps: WalkForwardStep[];
  /** Equity of 1 chained through the steps: [year, equity at the end of the year]. */
  chained: [string, number][];
  /** The hindsight-best cell, and its equity of 1 over the same years. */
  best_cell: number | null;
  best: [string, number][];
}

const compound = (returns: readonly (number | undefined)[]): number | null =>
  returns.every((r) => r !== undefined) ? returns.reduce<number>((g, r) => g * (1 + (r ?? 0)), 1) - 1 : null;

function argBest(cells: readonly YearlyCell[], years: readonly string[]): number | null {
  let best: { index: number; score: number } | null = null;
  for (const c of cells) {
    const score = compound(years.map((y) => c.yearly[y]));
    if (score !== null && (best === null || score > best.score)) best = { index: c.index, score };
  }
  return best?.index ?? null;
}

export function walkForward(cells: readonly YearlyCell[], lookbackYears: number): WalkForward {
  const years = [...new Set(cells.flatMap((c) => Object.keys(c.yearly)))].sort();
  const byIndex = new Map(cells.map((c) => [c.index, c]));
  const steps: WalkForwardStep[] = [];
  for (let i = lookbackYears; i < years.length; i++) {
    const year = years[i] ?? '';
    const chosen = argBest(cells, years.slice(i - lookbackYears, i));
    const r = chosen === null ? undefined : byIndex.get(chosen)?.yearly[year];
    if (chosen !== null && r !== undefined) steps.push({ year, chosen, return: r });
  }
  const chained: [string, number][] = [];
  let equity = 1;
  for (const s of steps) chained.push([s.year, (equity *= 1 + s.return)]);
  const bestCell = argBest(cells, years);
  const bestYearly = bestCell === null ? undefined : byIndex.get(bestCell)?.yearly;
  const best: [string, number][] = [];
  let bestEquity = 1;
  for (const s of steps) best.push([s.year, (bestEquity *= 1 + (bestYearly?.[s.year] ?? 0))]);
  return { lookback_years: lookbackYears, steps, chained, best_cell: bestCell, best };
}
