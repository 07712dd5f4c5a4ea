import { useId } from 'react';
import { CollapsibleCard } from '../common/collapsible-card';
import { NumberField, SelectField } from '../common/fields';
import { HelpPopover } from '../common/help-popover';
import { ChildLegCard } from './child-leg-card';
import { EntryFilters } from './entry-filters';
import { OPTION_TYPE_OPTIONS, QUANTITY_NOTE, SIDE_OPTIONS, TARGET_TYPE_OPTIONS, TARGET_VALUE_NOTES } from './labels';
import {
  formLegSummary, newChildLeg, setOptionType, setTargetType, setTargetValue, updateFormLeg, type FormLeg,
} from './spreads-form';
import { removeAt, replaceAt } from '../lib/lists';
import { DTE_TARGET_HELP } from '../lib/shared';

interface LegCardProps {
  index: number;
  value: FormLeg;
  onChange: (value: FormLeg) => void;
  onRemove: () => void;
}

/** One leg; it and each of its child legs expand and collapse on their own. */
export function LegCard({ index, value, onChange, onRemove }: LegCardProps) {
  const owner = `Leg ${index + 1}`;
  const t = value.target_strike_condition;
  const quantityNoteId = useId();
  const targetNoteId = useId();
  return (
    <CollapsibleCard
      title={owner}
      identity={value.uid}
      summary={formLegSummary(value)}
      actions={<button type="button" className="bt-icon-btn" aria-label={`Remove ${owner}`} onClick={onRemove}>×</button>}
    >
      <div className="bt-row">
        <SelectField context={owner} label="Side" value={value.side} options={SIDE_OPTIONS} onChange={(side) => onChange(updateFormLeg(value, { side }))} />
        <SelectField context={owner} label="Option Type" value={value.option_type} options={OPTION_TYPE_OPTIONS}
          onChange={(type) => onChange(setOptionType(value, type))} />
        <NumberField context={owner} label="Quantity" value={value.quantity} min={1} integer describedBy={quantityNoteId}
          onChange={(n) => onChange(updateFormLeg(value, { quantity: n ?? 1 }))} />
        <NumberField context={owner} label="DTE Target" value={value.dte_target} min={0} integer
          help={<HelpPopover topic={`DTE Target (${owner})`} text={DTE_TARGET_HELP} />}
          onChange={(n) => onChange(updateFormLeg(value, { dte_target: n ?? 0 }))} />
      </div>
      {/* Under the row, as wide as it: under Quantity alone it was a 5-to-8-line column beside an empty one. */}
      <p id={quantityNoteId} className="bt-field__note bt-row-note">{QUANTITY_NOTE}</p>
      <div className="bt-row">
        <SelectField context={owner} label="Target Strike Type" value={t.type} options={TARGET_TYPE_OPTIONS}
          onChange={(type) => onChange(setTargetType(value, type))} />
        {/* Blank is null in the form (Run refuses it: 'Leg N requires a target strike condition value'),
            so the field says so where it is too: the refusal alone showed at the top of the form,
            screens away from the leg. */}
        <NumberField context={owner} label="Target Value" value={t.value} nullable step={t.type === 'delta' ? 0.01 : undefined}
          min={t.type === 'delta' ? -1 : undefined} max={t.type === 'delta' ? 1 : undefined}
          problem={t.value === null ? 'Required' : null} describedBy={targetNoteId}
          onChange={(v) => onChange(setTargetValue(value, v))} />
      </div>
      <p id={targetNoteId} className="bt-field__note bt-row-note">{TARGET_VALUE_NOTES[t.type]}</p>
      <EntryFilters owner={owner} value={value.entry_conditions}
        onChange={(entry_conditions) => onChange(updateFormLeg(value, { entry_conditions }))} />
      <div className="bt-children">
        <div className="bt-form-header">
          <h4 className="bt-section-title">Child Legs</h4>
          <button type="button" className="bt-btn bt-btn--small" aria-label={`Add Child Leg to ${owner}`}
            onClick={() => onChange(updateFormLeg(value, { children: [...value.children, newChildLeg()] }))}>
            Add Child Leg
          </button>
        </div>
        {value.children.map((child, i) => (
          <ChildLegCard key={child.uid} owner={`${owner} Child ${i + 1}`} value={child}
            onChange={(next) => onChange(updateFormLeg(value, { children: replaceAt(value.children, i, next) }))}
            onRemove={() => onChange(updateFormLeg(value, { children: removeAt(value.children, i) }))} />
        ))}
      </div>
    </CollapsibleCard>
  );
}
