import { CollapsibleCard } from '../common/collapsible-card';
import { CostFields, costsOf } from '../common/cost-fields';
import { DateRange } from '../common/date-range';
import { NumberField, SelectField, SwitchField, TextField } from '../common/fields';
import { TickerSearch } from '../common/ticker-search';
import { HelpPopover } from '../common/help-popover';
import {
  MIN_VOLUME_HELP, PRICE_SOURCE_HELP, PRICE_SOURCE_WORDS, REENTRY_COOLDOWN_HELP, REENTRY_COOLDOWN_MAX_DAYS, STARTING_BALANCE_MIN, STARTING_BALANCE_STEP, selectOptions,
} from '../lib/shared';
import { toggleUnitsLimit, unitsLimitOn, type SpreadsForm } from './spreads-form';

const DTE_MATCHING = [{ value: 'flexible', label: 'Flexible' }, { value: 'exact', label: 'Exact' }] as const;
const PRICE_SOURCES = selectOptions(PRICE_SOURCE_WORDS);

/** Strategy Settings: collapsed on open, summarising ticker and dates (spec section 2). */
export function StrategySettingsCard({ form, onChange }: { form: SpreadsForm; onChange: (form: SpreadsForm) => void }) {
  const set = (patch: Partial<SpreadsForm>) => onChange({ ...form, ...patch });
  return (
    <CollapsibleCard title="Strategy Settings" defaultOpen={false}
      summary={`${form.ticker || '—'} · ${form.start_date || '?'} → ${form.end_date || '?'}`}>
      <h3 className="bt-section-title">Basic Information</h3>
      <TextField label="Strategy Name" value={form.name} maxLength={100} onChange={(name) => set({ name })} />
      <TickerSearch value={form.ticker} onChange={(ticker) => set({ ticker })} />
      <DateRange start={form.start_date} end={form.end_date} onChange={(range) => set(range)} />
      <NumberField label="Starting Balance ($)" value={form.starting_balance} min={STARTING_BALANCE_MIN} step={STARTING_BALANCE_STEP}
        onChange={(n) => set({ starting_balance: n ?? STARTING_BALANCE_MIN })} />

      <h3 className="bt-section-title">Execution Settings</h3>
      <div className="bt-row">
        <SelectField label="DTE Matching" value={form.exact_dte ? 'exact' : 'flexible'} options={DTE_MATCHING}
          onChange={(m) => set({ exact_dte: m === 'exact' })} />
        <SelectField label="Price Source" value={form.price_source} options={PRICE_SOURCES} onChange={(price_source) => set({ price_source })}
          help={<HelpPopover topic="Price Source" text={PRICE_SOURCE_HELP} />} />
        <NumberField label="Min Volume" value={form.min_volume} min={0} integer onChange={(n) => set({ min_volume: n ?? 0 })}
          help={<HelpPopover topic="Min Volume" text={MIN_VOLUME_HELP} />} />
      </div>
      {/* Trading costs are how fills are executed: commission, slippage, the exchange's fee. */}
      <CostFields costs={costsOf(form)} ticker={form.ticker} onChange={(costs) => set(costs)} />

      <h3 className="bt-section-title">Position Management</h3>
      <NumberField label="Max Open Positions" value={form.max_open_positions} min={1} integer
        onChange={(n) => set({ max_open_positions: n ?? 1 })} />
      <NumberField label="Re-entry Cooldown (days)" value={form.reentry_cooldown_days} min={0} max={REENTRY_COOLDOWN_MAX_DAYS} integer
        help={<HelpPopover topic="Re-entry Cooldown" text={REENTRY_COOLDOWN_HELP} />}
        onChange={(n) => set({ reentry_cooldown_days: n ?? 0 })} />
      <SwitchField label="Limit Units per Position" checked={unitsLimitOn(form)} onChange={(on) => onChange(toggleUnitsLimit(form, on))} />
      {unitsLimitOn(form) ? (
        <NumberField label="Max Units per Position" value={form.max_units_per_position} min={1} integer
          onChange={(n) => set({ max_units_per_position: n ?? 1 })} />
      ) : null}

      <h3 className="bt-section-title">Risk Management</h3>
      <div className="bt-row">
        <NumberField label="Max Margin per Position (%)" value={form.max_margin_percentage_per_position} min={0} max={100}
          onChange={(n) => set({ max_margin_percentage_per_position: n ?? 0 })} />
        <NumberField label="Max Margin per Portfolio (%)" value={form.max_margin_percentage_per_portfolio} min={0} max={100}
          onChange={(n) => set({ max_margin_percentage_per_portfolio: n ?? 0 })} />
      </div>
    </CollapsibleCard>
  );
}
