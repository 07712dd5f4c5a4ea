import { useId, useState } from 'react';
import { LegCard } from './leg-card';
import { applyPreset, newLeg, presetOfLegs, type FormLeg, type SpreadsForm } from './spreads-form';
import { usePresets } from './use-presets';
import { removeAt, replaceAt } from '../lib/lists';

/** Legs with the preset dropdown ('Custom' clears all legs) and Add Leg. */
export function LegsCard({ form, onChange }: { form: SpreadsForm; onChange: (form: SpreadsForm) => void }) {
  const presetId = useId();
  const { presets, failed } = usePresets();
  // The preset picked here, kept for the legs this card last set: an edited preset still reads its
  // name, and choosing 'Custom' then changes the value and clears the legs (spec). Legs set from
  // outside (a reload, a loaded strategy) show the preset they are, derived from them.
  const [picked, setPicked] = useState<{ legs: FormLeg[]; preset: string | null } | null>(null);
  const preset = picked && picked.legs === form.legs ? picked.preset
    : presets ? presetOfLegs(form.legs, presets.PRESET_NAMES, presets.presetLegs) : null;
  const change = (next: SpreadsForm, nextPreset = preset) => {
    setPicked({ legs: next.legs, preset: nextPreset });
    onChange(next);
  };
  const description = presets?.PRESETS.find((p) => p.name === preset)?.description;
  return (
    <section className="bt-card" aria-label="Legs">
      <div className="bt-card__header">
        <h3 className="bt-card__title" style={{ flex: 1, margin: 0, fontSize: 14 }}>Legs</h3>
        <button type="button" className="bt-btn bt-btn--small" onClick={() => change({ ...form, legs: [...form.legs, newLeg()] })}>Add Leg</button>
      </div>
      <div className="bt-card__body">
        <div className="bt-field">
          <label htmlFor={presetId} className="bt-field__label">Preset</label>
          <select id={presetId} className="bt-input" disabled={!presets} value={preset ?? presets?.CUSTOM_PRESET ?? ''}
            onChange={(event) => {
              if (!presets) return;
              const name = event.target.value;
              change(applyPreset(form, presets.presetLegs(name)), name === presets.CUSTOM_PRESET ? null : name);
            }}>
            {presets ? (
              <>
                <option value={presets.CUSTOM_PRESET}>{presets.CUSTOM_PRESET}</option>
                {presets.PRESET_NAMES.map((name) => <option key={name} value={name}>{name}</option>)}
              </>
            ) : <option value="">{failed ? 'Presets could not be loaded' : 'Loading presets…'}</option>}
          </select>
          {description ? <small className="bt-muted">{description}</small> : null}
        </div>
        {form.legs.length === 0 ? <p className="bt-empty">No legs yet: pick a preset or add a leg.</p> : null}
        {form.legs.map((leg, i) => (
          <LegCard key={leg.uid} index={i} value={leg}
            onChange={(next) => change({ ...form, legs: replaceAt(form.legs, i, next) })}
            onRemove={() => change({ ...form, legs: removeAt(form.legs, i) })} />
        ))}
      </div>
    </section>
  );
}
