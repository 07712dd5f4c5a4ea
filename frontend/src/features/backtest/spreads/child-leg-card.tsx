import { useId } from 'react';
import { CollapsibleCard } from '../common/collapsible-card';
import { NumberField, SelectField } from '../common/fields';
import { EntryFilters } from './entry-filters';
import { CHILD_OFFSET_NOTE, OPTION_TYPE_OPTIONS, SIDE_OPTIONS } from './labels';
import { formChildLegSummary, type FormChildLeg } from './spreads-form';

interface ChildLegCardProps {
  owner: string;
  value: FormChildLeg;
  onChange: (value: FormChildLeg) => void;
  onRemove: () => void;
}

/** A child leg opens with its parent at the parent's strike plus an offset in dollars. */
export function ChildLegCard({ owner, value, onChange, onRemove }: ChildLegCardProps) {
  const set = (patch: Partial<FormChildLeg>) => onChange({ ...value, ...patch });
  const offsetNoteId = useId();
  return (
    <CollapsibleCard
      title={owner}
      identity={value.uid}
      defaultOpen={false}
      summary={formChildLegSummary(value)}
      actions={<button type="button" className="bt-icon-btn" aria-label={`Remove ${owner}`} onClick={onRemove}>×</button>}
    >
      <div className="bt-row">
        <SelectField context={owner} label="Side" value={value.side} options={SIDE_OPTIONS} onChange={(side) => set({ side })} />
        <SelectField context={owner} label="Option Type" value={value.option_type} options={OPTION_TYPE_OPTIONS} onChange={(option_type) => set({ option_type })} />
        <NumberField context={owner} label="Quantity" value={value.quantity} min={1} integer onChange={(n) => set({ quantity: n ?? 1 })} />
        <NumberField context={owner} label="DTE Target" value={value.dte_target} min={0} integer onChange={(n) => set({ dte_target: n ?? 0 })} />
        <NumberField context={owner} label="Strike Offset ($)" value={value.strike_offset} step={0.5} describedBy={offsetNoteId} onChange={(n) => set({ strike_offset: n ?? 0 })} />
        <NumberField context={owner} label="Offset Tolerance ($)" value={value.strike_offset_tolerance} min={0} step={0.5} describedBy={offsetNoteId}
          onChange={(n) => set({ strike_offset_tolerance: n ?? 0 })} />
      </div>
      <p id={offsetNoteId} className="bt-field__note bt-row-note">{CHILD_OFFSET_NOTE}</p>
      <EntryFilters owner={owner} value={value.entry_conditions} onChange={(entry_conditions) => set({ entry_conditions })} />
    </CollapsibleCard>
  );
}
