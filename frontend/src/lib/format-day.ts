import { UNKNOWN_DATE } from '../../../shared/domain/messages';

/**
 * The day of a timestamp as every screen dates a saved or shared backtest and the account's trial
 * end: 'Nov 20, 2026' (the app's en-US, as its dollars, whatever the browser's language), 'Unknown
 * date' when it cannot be read (spec section 8). A number is milliseconds since the epoch.
 */
export function formatDay(timestamp: string | number): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return UNKNOWN_DATE;
  try {
    return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
  } catch {
    return UNKNOWN_DATE;
  }
}
