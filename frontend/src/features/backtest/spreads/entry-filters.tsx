import { useId } from 'react';
import { NumberField, SelectField } from '../common/fields';
import { FILTER_TYPE_OPTIONS, TARGET_VALUE_NOTES } from './labels';
import { UNSET_WORDS } from '../lib/shared';
import { newEntryFilter, type FormEntryFilter } from './spreads-form';
import { removeAt, replaceAt } from '../lib/lists';

/**
 * Entry filters of a leg or child leg: the contract's field must lie in [min, max] (blank = open).
 * Rows are keyed by their client-only `uid`, so a row keeps its typed text when one before it goes.
 */
export function EntryFilters({ owner, value, onChange }: { owner: string; value: readonly FormEntryFilter[]; onChange: (v: FormEntryFilter[]) => void }) {
  return (
    <div className="bt-filters" aria-label={`${owner} Entry Filters`} role="group">
      <div className="bt-form-header">
        <h4 className="bt-section-title">Entry Filters</h4>
        <button type="button" className="bt-btn bt-btn--small" aria-label={`Add Filter to ${owner}`}
          onClick={() => onChange([...value, newEntryFilter()])}>
          Add Filter
        </button>
      </div>
      {value.length === 0 ? <p className="bt-empty">No entry filters: any contract at the target qualifies.</p> : null}
      {value.map((filter, i) => (
        <FilterRow key={filter.uid} name={`${owner} Filter ${i + 1}`} filter={filter}
          onChange={(next) => onChange(replaceAt(value, i, next))} onRemove={() => onChange(removeAt(value, i))} />
      ))}
    </div>
  );
}

/** One filter: its type, its bounds and, under the row, the unit they are in (as a leg's Target Value). */
function FilterRow({ name, filter, onChange, onRemove }: { name: string; filter: FormEntryFilter; onChange: (f: FormEntryFilter) => void; onRemove: () => void }) {
  const noteId = useId();
  return (
    <>
      <div className="bt-row bt-filter-row">
        <SelectField context={name} label="Type" value={filter.type} options={FILTER_TYPE_OPTIONS}
          onChange={(type) => onChange({ ...filter, type })} />
        <NumberField context={name} row={filter.uid} label="Min" value={filter.min_value} nullable placeholder={UNSET_WORDS.min_value} describedBy={noteId}
          problem={filter.min_value !== null && filter.max_value !== null && filter.min_value > filter.max_value ? 'Must be at most the Max' : null}
          onChange={(min_value) => onChange({ ...filter, min_value })} />
        <NumberField context={name} row={filter.uid} label="Max" value={filter.max_value} nullable placeholder={UNSET_WORDS.max_value} describedBy={noteId}
          onChange={(max_value) => onChange({ ...filter, max_value })} />
        <button type="button" className="bt-icon-btn" aria-label={`Remove ${name}`} onClick={onRemove}>×</button>
      </div>
      <p id={noteId} className="bt-field__note bt-row-note">{TARGET_VALUE_NOTES[filter.type]}</p>
    </>
  );
}
