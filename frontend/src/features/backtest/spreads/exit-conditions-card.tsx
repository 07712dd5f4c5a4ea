import { useId } from 'react';
import { CollapsibleCard } from '../common/collapsible-card';
import { CountBadge, NumberField, SelectField } from '../common/fields';
import { EXIT_TYPE_OPTIONS, EXIT_VALUE_NOTES } from './labels';
import { newExitCondition, type FormExitCondition } from './spreads-form';
import { removeAt, replaceAt } from '../lib/lists';

interface ExitRowProps {
  index: number;
  exit: FormExitCondition;
  onChange: (exit: FormExitCondition) => void;
  onRemove: () => void;
}

/** One exit: its type, its value and, under the row as wide as it, what the value measures. */
function ExitRow({ index, exit, onChange, onRemove }: ExitRowProps) {
  const name = `Exit ${index + 1}`;
  const noteId = useId();
  return (
    <>
      <div className="bt-row bt-filter-row bt-exit-row">
        <SelectField context={name} label="Type" value={exit.type} options={EXIT_TYPE_OPTIONS}
          onChange={(type) => onChange({ ...exit, type, value: type === 'time_stop' ? Math.round(exit.value) : exit.value })} />
        <NumberField context={name} row={exit.uid} label="Value" value={exit.value} min={0} integer={exit.type === 'time_stop'} describedBy={noteId}
          onChange={(n) => onChange({ ...exit, value: n ?? 0 })} />
        <button type="button" className="bt-icon-btn" aria-label={`Remove ${name}`} onClick={onRemove}>×</button>
      </div>
      {/* Under the row, as the legs' Quantity note: in the Value column it stood six lines tall. */}
      <p id={noteId} className="bt-field__note bt-row-note">{EXIT_VALUE_NOTES[exit.type]}</p>
    </>
  );
}

/** Position exits: values >= 0; time_stop is a whole number of days. Rows are keyed by their client-only `uid`. */
export function ExitConditionsCard({ value, onChange }: { value: readonly FormExitCondition[]; onChange: (v: FormExitCondition[]) => void }) {
  return (
    <CollapsibleCard
      title="Exit Conditions"
      badge={<CountBadge count={value.length} label="exit conditions" />}
      actions={<button type="button" className="bt-btn bt-btn--small" onClick={() => onChange([...value, newExitCondition()])}>Add Exit Condition</button>}
    >
      {value.length === 0 ? <p className="bt-empty">No exit conditions: positions are held to expiration.</p> : null}
      {value.map((exit, i) => (
        <ExitRow key={exit.uid} index={i} exit={exit}
          onChange={(next) => onChange(replaceAt(value, i, next))}
          onRemove={() => onChange(removeAt(value, i))} />
      ))}
    </CollapsibleCard>
  );
}
