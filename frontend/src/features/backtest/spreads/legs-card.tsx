import { useId } from 'react';
import { LegCard } from './leg-card';
import { applyPreset, newLeg, presetOfLegs, type SpreadsForm } from './spreads-form';
import { usePresets } from './use-presets';
import { removeAt, replaceAt } from '../lib/lists';

/** Legs with the preset dropdown ('Custom' clears all legs) and Add Leg. */
export function LegsCard({ form, onChange }: { form: SpreadsForm; onChange: (form: SpreadsForm) => void }) {
  const presetId = useId();
  const { presets, failed } = usePresets();
  // Derived from the legs, so a reload or a loaded strategy shows the preset its legs are.
  const preset = presets ? presetOfLegs(form.legs, presets.PRESET_NAMES, presets.presetLegs) : null;
  const description = presets?.PRESETS.find((p) => p.name === preset)?.description;
  return (
    <section className="bt-card" aria-label="Legs">
      <div className="bt-card__header">
        <h3 className="bt-card__title" style={{ flex: 1, margin: 0, fontSize: 14 }}>Legs</h3>
        <button type="button" className="bt-btn bt-btn--small" onClick={() => onChange({ ...form, legs: [...form.legs, newLeg()] })}>Add Leg</button>
      </div>
      <div className="bt-card__body">
        <div className="bt-field">
          <label htmlFor={presetId} className="bt-field__label">Preset</label>
          <select id={presetId} className="bt-input" disabled={!presets} value={preset ?? presets?.CUSTOM_PRESET ?? ''}
            onChange={(event) => {
              if (!presets) return;
              onChange(applyPreset(form, presets.presetLegs(event.target.value)));
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
            onChange={(next) => onChange({ ...form, legs: replaceAt(form.legs, i, next) })}
            onRemove={() => onChange({ ...form, legs: removeAt(form.legs, i) })} />
        ))}
      </div>
    </section>
  );
}
