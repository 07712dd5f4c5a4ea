import { NumberField, SelectField } from '../common/fields';
import { FILTER_TYPE_OPTIONS } from './labels';
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
      {value.map((filter, i) => {
        const name = `${owner} Filter ${i + 1}`;
        return (
          <div key={filter.uid} className="bt-row bt-filter-row">
            <SelectField context={name} label="Type" value={filter.type} options={FILTER_TYPE_OPTIONS}
              onChange={(type) => onChange(replaceAt(value, i, { ...filter, type }))} />
            <NumberField context={name} row={filter.uid} label="Min" value={filter.min_value} nullable placeholder={UNSET_WORDS.min_value}
              problem={filter.min_value !== null && filter.max_value !== null && filter.min_value > filter.max_value ? 'Must be at most the Max' : null}
              onChange={(min_value) => onChange(replaceAt(value, i, { ...filter, min_value }))} />
            <NumberField context={name} row={filter.uid} label="Max" value={filter.max_value} nullable placeholder={UNSET_WORDS.max_value}
              onChange={(max_value) => onChange(replaceAt(value, i, { ...filter, max_value }))} />
            <button type="button" className="bt-icon-btn" aria-label={`Remove ${name}`} onClick={() => onChange(removeAt(value, i))}>×</button>
          </div>
        );
      })}
    </div>
  );
}
