import type { TechnicalBound } from '../lib/shared';
import { NumberField, SelectField } from '../common/fields';
import { IndicatorEditor, defaultIndicator } from './indicator-editor';

type BoundMode = 'none' | 'value' | 'indicator';

const MODE_OPTIONS: ReadonlyArray<{ value: BoundMode; label: string }> = [
  { value: 'none', label: 'None' },
  { value: 'value', label: 'Value' },
  { value: 'indicator', label: 'Indicator' },
];

const modeOf = (bound: TechnicalBound): BoundMode =>
  bound === null ? 'none' : typeof bound.value === 'number' ? 'value' : 'indicator';

/** A band edge of a technical condition: none (open), a number, or another indicator. */
export function BoundEditor({ label, value, onChange }: { label: string; value: TechnicalBound; onChange: (value: TechnicalBound) => void }) {
  const mode = modeOf(value);
  return (
    <div className="bt-bound">
      <SelectField
        label={label}
        value={mode}
        options={MODE_OPTIONS}
        onChange={(next) => onChange(next === 'none' ? null : next === 'value' ? { value: 0 } : { value: defaultIndicator('sma') })}
      />
      {value !== null && typeof value.value === 'number' ? (
        <NumberField context={label} label="Value" value={value.value} onChange={(n) => onChange({ value: n ?? 0 })} />
      ) : null}
      {value !== null && typeof value.value !== 'number' ? (
        <IndicatorEditor label={label} value={value.value} onChange={(indicator) => onChange({ value: indicator })} />
      ) : null}
    </div>
  );
}
