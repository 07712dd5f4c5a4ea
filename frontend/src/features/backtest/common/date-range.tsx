import { dateBounds, dateProblem } from '../lib/dates';
import { TextField } from './fields';

interface DateRangeProps {
  start: string | null;
  end: string | null;
  onChange: (range: { start_date: string; end_date: string }) => void;
}

/** Start and end pickers within 2010-01-01..2025-12-31, each bounded by the other. */
export function DateRange({ start, end, onChange }: DateRangeProps) {
  const bounds = dateBounds(start, end);
  return (
    <div className="bt-row">
      <TextField label="Start Date" type="date" value={start ?? ''} min={bounds.start.min} max={bounds.start.max}
        problem={dateProblem('Start Date', start)}
        onChange={(value) => onChange({ start_date: value, end_date: end ?? '' })} />
      <TextField label="End Date" type="date" value={end ?? ''} min={bounds.end.min} max={bounds.end.max}
        problem={dateProblem('End Date', end)}
        onChange={(value) => onChange({ start_date: start ?? '', end_date: value })} />
    </div>
  );
}
