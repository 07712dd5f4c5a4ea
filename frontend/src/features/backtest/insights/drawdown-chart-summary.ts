import type { UnderwaterPoint } from '../../../../../shared/analytics/charts/drawdown-series';
import { formatPercent } from '../lib/format';

/**
 * The drawdown chart in words, for a screen reader (the chart is an image without them), as the
 * P&L chart's (pnlChartSummary): the span, and the deepest fall below the running peak with its
 * date, so what a sighted trader reads off the chart's low point is read as well.
 */
export function drawdownChartSummary(points: readonly UnderwaterPoint[]): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return 'Drawdown chart: no days to draw';
  let deepest = first;
  for (const point of points) if (point.drawdownPct < deepest.drawdownPct) deepest = point;
  const span = `Drawdown chart from ${first.date} to ${last.date}`;
  if (deepest.drawdownPct >= 0) return `${span}: never below its running peak`;
  return `${span}: deepest ${formatPercent(-deepest.drawdownPct)} below the running peak on ${deepest.date}; `
    + `${last.drawdownPct < 0 ? `${formatPercent(-last.drawdownPct)} below it at the end` : 'at a new peak at the end'}`;
}
