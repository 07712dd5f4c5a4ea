import { useState } from 'react';
import { NumberField, SelectField } from '../common/fields';
import { STRIKE_TARGET_WORDS, UNSET_WORDS, selectOptions, type StrikeTargetCondition } from '../lib/shared';
import { strikeTargetDefaults, type OptionSide } from './covered-form';

const TYPE_OPTIONS = selectOptions(STRIKE_TARGET_WORDS);

interface StrikeTargetEditorProps {
  owner: string;
  option: OptionSide;
  value: StrikeTargetCondition;
  onChange: (value: StrikeTargetCondition) => void;
}

/** Strike targeting: choosing a type resets to its defaults; a blank tolerance is null. */
export function StrikeTargetEditor({ owner, option, value, onChange }: StrikeTargetEditorProps) {
  // The delta as typed, before the sign rule: typed with the other sign it runs with the leg's
  // ('-0.3' on a call runs 0.30), and when the typed size was the value already held the field kept
  // showing the sign that does not run: say which one does.
  const [typedDelta, setTypedDelta] = useState<number | null>(null);
  const signNote = value.type === 'delta' && typedDelta !== null && typedDelta !== 0 && value.delta !== 0 && Math.sign(typedDelta) !== Math.sign(value.delta)
    ? `Runs as ${value.delta.toFixed(2)}: a ${option}'s delta is ${option === 'put' ? 'negative' : 'positive'}`
    : undefined;
  return (
    <div className="bt-row">
      <SelectField context={owner} label="Strike Target" value={value.type} options={TYPE_OPTIONS}
        onChange={(type) => onChange(strikeTargetDefaults(type, option))} />
      {value.type === 'delta' ? (
        <NumberField context={owner} label="Delta" value={value.delta} min={-1} max={1} step={0.01} note={signNote}
          onChange={(n) => { setTypedDelta(n); onChange({ ...value, delta: n ?? value.delta }); }} />
      ) : null}
      {value.type === 'strike_offset' ? (
        <NumberField context={owner} label={STRIKE_TARGET_WORDS.strike_offset} value={value.strike_offset} step={0.5}
          onChange={(n) => onChange({ ...value, strike_offset: n ?? 0 })} />
      ) : null}
      {value.type === 'percentage_otm' ? (
        <NumberField context={owner} label="% OTM (fraction)" value={value.percentage_otm} min={-1} max={1} step={0.01}
          onChange={(n) => onChange({ ...value, percentage_otm: n ?? 0 })} />
      ) : null}
      <NumberField context={owner} label="Tolerance" value={value.tolerance} min={0} step={0.01} nullable placeholder={UNSET_WORDS.tolerance}
        onChange={(tolerance) => onChange({ ...value, tolerance })} />
    </div>
  );
}
