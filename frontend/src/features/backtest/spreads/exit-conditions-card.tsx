import { CollapsibleCard } from '../common/collapsible-card';
import { CountBadge, NumberField, SelectField } from '../common/fields';
import { EXIT_TYPE_OPTIONS, EXIT_VALUE_NOTES } from './labels';
import { newExitCondition, type FormExitCondition } from './spreads-form';
import { removeAt, replaceAt } from '../lib/lists';

/** Position exits: values >= 0; time_stop is a whole number of days. Rows are keyed by their client-only `uid`. */
export function ExitConditionsCard({ value, onChange }: { value: readonly FormExitCondition[]; onChange: (v: FormExitCondition[]) => void }) {
  return (
    <CollapsibleCard
      title="Exit Conditions"
      badge={<CountBadge count={value.length} label="exit conditions" />}
      actions={<button type="button" className="bt-btn bt-btn--small" onClick={() => onChange([...value, newExitCondition()])}>Add Exit Condition</button>}
    >
      {value.length === 0 ? <p className="bt-empty">No exit conditions: positions are held to expiration.</p> : null}
      {value.map((exit, i) => {
        const name = `Exit ${i + 1}`;
        return (
          <div key={exit.uid} className="bt-row bt-filter-row bt-exit-row">
            <SelectField context={name} label="Type" value={exit.type} options={EXIT_TYPE_OPTIONS}
              onChange={(type) => onChange(replaceAt(value, i, { ...exit, type, value: type === 'time_stop' ? Math.round(exit.value) : exit.value }))} />
            <NumberField context={name} row={exit.uid} label="Value" value={exit.value} min={0} integer={exit.type === 'time_stop'} note={EXIT_VALUE_NOTES[exit.type]}
              onChange={(n) => onChange(replaceAt(value, i, { ...exit, value: n ?? 0 }))} />
            <button type="button" className="bt-icon-btn" aria-label={`Remove ${name}`} onClick={() => onChange(removeAt(value, i))}>×</button>
          </div>
        );
      })}
    </CollapsibleCard>
  );
}
