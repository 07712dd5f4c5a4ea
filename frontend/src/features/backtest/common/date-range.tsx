import { dateBounds, dateProblem, rangeInWords } from '../lib/dates';
import { TextField } from './fields';

interface DateRangeProps {
  start: string | null;
  end: string | null;
  onChange: (range: { start_date: string; end_date: string }) => void;
}

/**
 * Start and end pickers within 2010-01-01..2025-12-31, each bounded by the other, and the range
 * picked in words under them ('Tue, Jan 2, 2024 → Thu, Mar 28, 2024'): the pickers show the
 * browser's format (02/01/2024 is January 2 in one country, February 1 in another).
 */
export function DateRange({ start, end, onChange }: DateRangeProps) {
  const bounds = dateBounds(start, end);
  const words = rangeInWords(start, end);
  return (
    <div className="bt-date-range">
      <div className="bt-row">
        <TextField label="Start Date" type="date" value={start ?? ''} min={bounds.start.min} max={bounds.start.max}
          problem={dateProblem('Start Date', start)}
          onChange={(value) => onChange({ start_date: value, end_date: end ?? '' })} />
        <TextField label="End Date" type="date" value={end ?? ''} min={bounds.end.min} max={bounds.end.max}
          problem={dateProblem('End Date', end)}
          onChange={(value) => onChange({ start_date: start ?? '', end_date: value })} />
      </div>
      {words && <p className="bt-date-range__words" role="note" aria-label="Date range picked">{words}</p>}
    </div>
  );
}
