import { NumberField } from '../common/fields';
import type { CoveredExitCondition } from '../lib/shared';
import { BoundEditor } from './bound-editor';
import { IndicatorEditor } from './indicator-editor';

/** The configure step: one field per exit type with the spec's bounds (section 3 table). */
export function ConditionEditor({ value, onChange }: { value: CoveredExitCondition; onChange: (value: CoveredExitCondition) => void }) {
  switch (value.type) {
    case 'time_stop':
      return <NumberField label="Max Days in Trade" value={value.max_days_in_trade} min={1} step={1} integer
        onChange={(n) => onChange({ ...value, max_days_in_trade: n ?? 1 })} />;
    case 'dte_stop':
      return <NumberField label="Min DTE" value={value.min_dte} min={0} step={1} integer
        onChange={(n) => onChange({ ...value, min_dte: n ?? 0 })} />;
    case 'fixed_profit':
      return <NumberField label="Profit per Share ($)" value={value.amount_per_share} min={0} step={0.01}
        onChange={(n) => onChange({ ...value, amount_per_share: n ?? 0 })} />;
    case 'fixed_loss':
      return <NumberField label="Loss per Share ($)" value={value.amount_per_share} min={0} step={0.01}
        onChange={(n) => onChange({ ...value, amount_per_share: n ?? 0 })} />;
    case 'take_profit_credit_capture':
      return <NumberField label="Credit to Capture (0–1)" value={value.tp_pct} min={0} max={1} step={0.05}
        onChange={(n) => onChange({ ...value, tp_pct: n ?? 0 })} />;
    case 'stop_loss_credit_multiple':
      return <NumberField label="Credit Multiple" value={value.sl_multiple} min={0} step={0.1} suffix="x"
        onChange={(n) => onChange({ ...value, sl_multiple: n ?? 0 })} />;
    case 'technical':
      return (
        <div className="bt-technical">
          <p className="bt-muted">Met when bottom ≤ target ≤ top; an empty edge is open.</p>
          <IndicatorEditor label="Target" value={value.target} onChange={(target) => onChange({ ...value, target })} />
          <BoundEditor label="Bottom" value={value.bottom} onChange={(bottom) => onChange({ ...value, bottom })} />
          <BoundEditor label="Top" value={value.top} onChange={(top) => onChange({ ...value, top })} />
        </div>
      );
  }
}
