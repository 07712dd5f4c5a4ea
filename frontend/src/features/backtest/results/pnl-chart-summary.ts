import { formatSignedUsd } from '../lib/format';
import type { DerivedResults } from './derived-types';

/**
 * The P&L chart in words, for a screen reader (the chart is an SVG image without them): the span,
 * where the cumulative P&L ended, and its highest and lowest points with their dates, each with its
 * sign, so the shape a sighted trader sees is read as well.
 */
export function pnlChartSummary({ pnlHistory }: Pick<DerivedResults, 'pnlHistory'>): string {
  const first = pnlHistory[0];
  const last = pnlHistory[pnlHistory.length - 1];
  if (!first || !last) return 'Cumulative P&L chart: no days to draw';
  let high = first;
  let low = first;
  for (const point of pnlHistory) {
    if (point.cumulativePnL > high.cumulativePnL) high = point;
    if (point.cumulativePnL < low.cumulativePnL) low = point;
  }
  return `Cumulative P&L chart from ${first.date} to ${last.date}: ended at ${formatSignedUsd(last.cumulativePnL)}; `
    + `highest ${formatSignedUsd(high.cumulativePnL)} on ${high.date}, lowest ${formatSignedUsd(low.cumulativePnL)} on ${low.date}`;
}
