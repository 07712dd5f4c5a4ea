import type { MetricFormat } from '../../../../../shared/analytics/format-metric';
import { formatMetric } from '../../../../../shared/analytics/format-metric';

/**
 * A figure in a sweep table as the results cards write it (formatMetric: '12.34%', '+$1,234.50'),
 * a gain green and a loss red as they colour them (return, CAGR, P&L). Sharpe is not coloured, as
 * its card is not: below 0 it trails T-bills, not always a loss. `note` follows the figure.
 */
export function MetricCell({ format, zeroIsBreakEven, value, note }: { format: MetricFormat; zeroIsBreakEven: boolean; value: number | null; note?: string }) {
  const toned = zeroIsBreakEven && format !== 'ratio' && value !== null && Math.abs(value) >= 0.005;
  const tone = toned ? (value > 0 ? 'bt-positive' : 'bt-negative') : undefined;
  return <td className={tone}>{formatMetric(format, value)}{note ?? ''}</td>;
}
