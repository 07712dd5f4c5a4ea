import { IndicatorSchema, type Indicator, type IndicatorKind } from '../lib/shared';
import { NumberField, SelectField, TextField } from '../common/fields';

const KIND_OPTIONS: ReadonlyArray<{ value: IndicatorKind; label: string }> = [
  { value: 'price', label: 'Underlying Price' },
  { value: 'sma', label: 'SMA' },
  { value: 'ema', label: 'EMA' },
  { value: 'rsi', label: 'RSI' },
  { value: 'macd', label: 'MACD' },
  { value: 'atr', label: 'ATR' },
  { value: 'vix', label: 'VIX' },
];

/** Defaults of a freshly chosen kind come from the contract (periods 20/14, MACD 12/26). */
export const defaultIndicator = (kind: IndicatorKind): Indicator => IndicatorSchema.parse({ kind });

export function IndicatorEditor({ label, value, onChange }: { label: string; value: Indicator; onChange: (value: Indicator) => void }) {
  return (
    <fieldset className="bt-fieldset">
      <legend className="bt-section-title">{label}</legend>
      <div className="bt-row">
        <SelectField
          context={label} label="Indicator"
          value={value.kind}
          options={KIND_OPTIONS}
          onChange={(kind) => onChange({ ...defaultIndicator(kind), name: value.name, percent_offset: value.percent_offset })}
        />
        {value.kind === 'sma' || value.kind === 'ema' || value.kind === 'rsi' || value.kind === 'atr' ? (
          <NumberField context={label} label="Period" value={value.period} min={1} integer
            onChange={(period) => onChange({ ...value, period: period ?? value.period })} />
        ) : null}
        {value.kind === 'macd' ? (
          <>
            <NumberField context={label} label="Short Period" value={value.short_period} min={1} integer
              problem={value.short_period >= value.long_period ? 'Must be less than the Long Period' : null}
              onChange={(n) => onChange({ ...value, short_period: n ?? value.short_period })} />
            <NumberField context={label} label="Long Period" value={value.long_period} min={1} integer
              onChange={(n) => onChange({ ...value, long_period: n ?? value.long_period })} />
          </>
        ) : null}
        <NumberField context={label} label="Offset" suffix="%" value={value.percent_offset} min={-100} step={0.5}
          onChange={(n) => onChange({ ...value, percent_offset: n ?? 0 })} />
        <TextField context={label} label="Name" value={value.name ?? ''} maxLength={60}
          onChange={(name) => onChange({ ...value, name: name === '' ? undefined : name })} />
      </div>
    </fieldset>
  );
}
