import type { MetricDefinition } from './analytics-metrics';
import { fixedHalfAway, roundHalfAway } from './decimal-round';

const usdFormats = new Map<number, Intl.NumberFormat>();
const usdFormat = (decimals: number): Intl.NumberFormat => {
  let format = usdFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    usdFormats.set(decimals, format);
  }
  return format;
};

/**
 * Dollars as every figure, reason and note of the product writes them: thousands grouped, cents
 * (or `decimals`), the half cent rounded away from zero ('$86,223.42', '-$5.01' for -5.005).
 * A balance or an amount, unsigned beyond its minus; a P&L is `formatPnl`.
 */
export function formatUsd(value: number, decimals = 2): string {
  return usdFormat(decimals).format(roundHalfAway(value, decimals));
}

/** A P&L in dollars, signed (spec section 9: winners with a plus sign): '+$1,234.50', '-$5.00'. */
export function formatPnl(value: number): string {
  const text = formatUsd(value);
  return value > 0 ? `+${text}` : text;
}

/** A percentage as the cards write one, 2 decimals, unsigned beyond its minus: '58.50%', '200.00%'. */
export function formatPercent(value: number, decimals = 2): string {
  return `${fixedHalfAway(value, decimals)}%`;
}

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
  const digits = fixedHalfAway(Math.abs(value), decimals);
  const text = `${digits}${unit}`;
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
      return formatUsd(value);
    case 'pnl':
      return formatPnl(value);
    case 'percent':
      return formatPercent(value);
    case 'return':
      return formatReturnPercent(value);
    case 'points':
      // Percentage points, signed, as the results panel's excess return over buy and hold.
      return `${value > 0 ? '+' : ''}${fixedHalfAway(value, 2)} pts`;
    case 'days':
      return `${fixedHalfAway(value, 1)} d`;
    case 'count':
      return String(Math.round(value));
    case 'ratio':
      return fixedHalfAway(value, 2);
  }
}
