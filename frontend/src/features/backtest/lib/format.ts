// Display rules of spec section 9: USD with 2 decimals, compact chips with 1 decimal, signed
// winners and losers, greeks to 3 decimals, IV as a percent to 1 decimal, 'N/A' when missing.
import { fixedHalfAway, roundHalfAway } from '../../../../../shared/analytics/decimal-round';
import { formatPercent as percentText, formatReturnPercent, formatUsd as usdText } from '../../../../../shared/analytics/format-metric';
import { fillPriceText } from '../../../../../shared/engine/core/money';
import { EXIT_REASON_CHIP_MAX_CHARS, NOT_AVAILABLE } from './shared';

export { NOT_AVAILABLE };

type Num = number | null | undefined;

function isNum(value: Num): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** Dollars rounded to the cent, as the engine rounds them: sums of fills drift in binary ($4,770.250000001). */
export { cents } from '../../../../../shared/engine/core/money';

/** '$1,234.56', '-$12.00', or 'N/A': the shared dollar formatter, a half cent rounded away from zero. */
export function formatUsd(value: Num): string {
  return isNum(value) ? usdText(value) : NOT_AVAILABLE;
}

/**
 * An option's price a share as filled: to the cent, or to the fraction of a cent the fill had
 * (a result saved before fills went on the tick: '$0.265'). At the cent, '@ $0.27 → $0.00 +$26.25'
 * read as $27.00 of premium beside the leg's $26.25; the leg's dollars are booked on the fills.
 * The engine's own text (its reasons write fills the same way).
 */
export function formatFillPrice(value: Num): string {
  return isNum(value) ? fillPriceText(value) : NOT_AVAILABLE;
}

/** Margin and capital chips: '$12.3K'. */
export function formatCompactUsd(value: Num): string {
  return isNum(value) ? compactUsd.format(value) : NOT_AVAILABLE;
}

/** Winners carry a plus sign, losers a minus sign (a flat 0 carries none). */
export function formatSignedUsd(value: Num): string {
  if (!isNum(value)) return NOT_AVAILABLE;
  const text = usdText(Math.abs(value));
  if (value > 0) return `+${text}`;
  if (value < 0) return `-${text}`;
  return text;
}

/** A value already in percent: 12.345 → '12.35%'. */
export function formatPercent(value: Num, decimals = 2): string {
  return isNum(value) ? percentText(value, decimals) : NOT_AVAILABLE;
}

/**
 * Signed percent: '+12.34%'. Two decimals like every other percent of the results (the metric
 * cards' CAGR, Total Return, Win Rate): a trade row's '(+12.3% of premium)' had read with one.
 */
export function formatSignedPercent(value: Num, decimals = 2): string {
  return isNum(value) ? formatReturnPercent(value, decimals) : NOT_AVAILABLE;
}

export function formatGreek(value: Num): string {
  return isNum(value) ? fixedHalfAway(value, 3) : NOT_AVAILABLE;
}

/** Implied volatility is a fraction (0.234) shown as '23.4%'. */
export function formatIv(value: Num): string {
  // Rounded on the fraction first: 0.0145 × 100 is 1.4499999999999997 in binary, which read 1.4%.
  return isNum(value) ? percentText(roundHalfAway(value, 3) * 100, 1) : NOT_AVAILABLE;
}

export function formatNumber(value: Num, decimals = 2): string {
  return isNum(value) ? fixedHalfAway(value, decimals) : NOT_AVAILABLE;
}

export function formatInteger(value: Num): string {
  return isNum(value) ? Math.round(value).toLocaleString('en-US') : NOT_AVAILABLE;
}

export function formatText(value: string | null | undefined): string {
  return value === null || value === undefined || value === '' ? NOT_AVAILABLE : value;
}

/** The Reason chip shows at most 20 characters; the modal shows the whole text. */
export function truncateReason(reason: string, max = EXIT_REASON_CHIP_MAX_CHARS): string {
  return reason.length > max ? `${reason.slice(0, max)}…` : reason;
}

/** Items in a sentence: 'a', 'a and b', 'a, b and c' (no comma before the 'and', as the panels write). */
export function wordsList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}
