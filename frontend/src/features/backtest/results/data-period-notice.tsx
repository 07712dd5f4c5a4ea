import type { DerivedResults } from './derived-types';

export interface RequestedRange {
  start_date: string | null;
  end_date: string | null;
}

const DAY_MS = 86_400_000;
/** A start on a weekend or a holiday (at most a 4-day gap, e.g. Friday holiday + weekend) is no shortfall. */
const NON_TRADING_SLACK_DAYS = 4;

const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);

/**
 * What the run covered when the data did not reach the requested dates (issue 16: a run to 2027
 * ran to the end of the data without a word), or null when it covered them.
 */
export function dataShortfall(requested: RequestedRange | null | undefined, period: DerivedResults['dataPeriod']): string | null {
  if (!requested || !period) return null;
  const parts: string[] = [];
  if (requested.start_date && daysBetween(requested.start_date, period.start_date) > NON_TRADING_SLACK_DAYS) {
    parts.push(`the data starts on ${period.start_date}, after the requested start ${requested.start_date}`);
  }
  if (requested.end_date && daysBetween(period.end_date, requested.end_date) > NON_TRADING_SLACK_DAYS) {
    parts.push(`the data ends on ${period.end_date}, before the requested end ${requested.end_date}`);
  }
  if (parts.length === 0) return null;
  return `This run covers ${period.start_date} → ${period.end_date} only: ${parts.join('; ')}.`;
}

export function DataPeriodNotice({ requested, period }: { requested: RequestedRange | null | undefined; period: DerivedResults['dataPeriod'] }) {
  const text = dataShortfall(requested, period);
  return text ? <p className="bt-notice" role="note" aria-label="Data period">{text}</p> : null;
}
