import type { MetricDefinition } from './analytics-metrics';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * How a figure is shown: the analytics formats (a P&L signed, '+$1,234.50', spec section 9: winners
 * with a plus sign; the trade P&Ls of Average/Largest Win/Loss and the comparison's Total P&L), plus
 * a difference of returns in percentage points ('+1.25 pts', as the excess return card), so the
 * comparison agrees with the results panel. Every percentage, the win rate too, has 2 decimals. A
 * return ('return': the total return and CAGR) carries its sign as the results' cards
 * write it ('+38.59%'): Compare read '38.59%' beside the card's '+38.59%' and the lab's.
 */
export type MetricFormat = MetricDefinition['format'] | 'usd' | 'points' | 'return';

/**
 * A return in percent as the results' cards write it: signed, a winner with '+', a loser with '-',
 * a flat 0 with none, 2 decimals ('+38.59%'). The one function behind the Total Return and CAGR
 * cards, their model-risk ranges, Compare and the monthly and yearly returns table (whose heading
 * says '%', so its cells pass `unit` ''), so no two places round or sign a return apart.
 */
export function formatReturnPercent(value: number, decimals = 2, unit = '%'): string {
  const text = `${Math.abs(value).toFixed(decimals)}${unit}`;
  if (value > 0) return `+${text}`;
  if (value < 0) return `-${text}`;
  return text;
}

/** One display rule for the analytics metrics, shared by the results panel, the comparison and shared links. */
export function formatMetric(format: MetricFormat, value: number | null): string {
  if (value === null || !Number.isFinite(value)) return 'N/A';
  switch (format) {
    case 'usd':
      // A balance, not a gain: unsigned.
      return usd.format(value);
    case 'pnl':
      return `${value > 0 ? '+' : ''}${usd.format(value)}`;
    case 'percent':
      return `${value.toFixed(2)}%`;
    case 'return':
      return formatReturnPercent(value);
    case 'points':
      // Percentage points, signed, as the results panel's excess return over buy and hold.
      return `${value > 0 ? '+' : ''}${value.toFixed(2)} pts`;
    case 'days':
      return `${value.toFixed(1)} d`;
    case 'count':
      return String(Math.round(value));
    case 'ratio':
      return value.toFixed(2);
  }
}
