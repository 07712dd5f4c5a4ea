import type { MetricFormat } from '../../../../../shared/analytics/format-metric';
import { formatMetric } from '../../../../../shared/analytics/format-metric';

/**
 * A figure in a sweep table as the results cards write it (formatMetric: '12.34%', '+$1,234.50'),
 * a gain green and a loss red as they colour them (return, CAGR, P&L). A coloured gain also carries
 * its plus sign ('+12.34%'), as a loss carries its minus, so red-green colour-blind readers read
 * the sign, not the colour (spec section 9: winners with a plus sign). Sharpe is not coloured, as
 * its card is not: below 0 it trails T-bills, not always a loss. `note` follows the figure.
 */
export function MetricCell({ format, zeroIsBreakEven, value, note }: { format: MetricFormat; zeroIsBreakEven: boolean; value: number | null; note?: string }) {
  const toned = zeroIsBreakEven && format !== 'ratio' && value !== null && Math.abs(value) >= 0.005;
  const gain = toned && value > 0;
  const tone = toned ? (gain ? 'bt-positive' : 'bt-negative') : undefined;
  const text = formatMetric(format, value);
  return <td className={tone}>{gain && !text.startsWith('+') ? `+${text}` : text}{note ?? ''}</td>;
}
