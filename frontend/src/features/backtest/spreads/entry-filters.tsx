import { NumberField, SelectField } from '../common/fields';
import type { EntryCondition } from '../lib/shared';
import { FILTER_TYPE_OPTIONS } from './labels';
import { newEntryFilter } from './spreads-form';
import { removeAt, replaceAt } from '../lib/lists';

/** Entry filters of a leg or child leg: the contract's field must lie in [min, max] (blank = open). */
export function EntryFilters({ owner, value, onChange }: { owner: string; value: readonly EntryCondition[]; onChange: (v: EntryCondition[]) => void }) {
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
          <div key={i} className="bt-row bt-filter-row">
            <SelectField context={name} label="Type" value={filter.type} options={FILTER_TYPE_OPTIONS}
              onChange={(type) => onChange(replaceAt(value, i, { ...filter, type }))} />
            <NumberField context={name} label="Min" value={filter.min_value} nullable placeholder="Any"
              problem={filter.min_value !== null && filter.max_value !== null && filter.min_value > filter.max_value ? 'Must be at most the Max' : null}
              onChange={(min_value) => onChange(replaceAt(value, i, { ...filter, min_value }))} />
            <NumberField context={name} label="Max" value={filter.max_value} nullable placeholder="Any"
              onChange={(max_value) => onChange(replaceAt(value, i, { ...filter, max_value }))} />
            <button type="button" className="bt-icon-btn" aria-label={`Remove ${name}`} onClick={() => onChange(removeAt(value, i))}>×</button>
          </div>
        );
      })}
    </div>
  );
}
