import { UNKNOWN_DATE } from '../../../shared/domain/messages';

/**
 * The day of a timestamp as every screen dates a saved or shared backtest: 'Nov 20, 2026' (the
 * app's en-US, as its dollars), 'Unknown date' when it cannot be read (spec section 8).
 */
export function formatDay(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return UNKNOWN_DATE;
  try {
    return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
  } catch {
    return UNKNOWN_DATE;
  }
}
