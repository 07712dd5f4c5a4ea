import { CollapsibleCard } from '../common/collapsible-card';
import { CostFields, costsOf } from '../common/cost-fields';
import { DateRange } from '../common/date-range';
import { ErrorBanner } from '../common/error-banner';
import { NumberField, SelectField, SwitchField, TextField } from '../common/fields';
import { HelpPopover } from '../common/help-popover';
import { RunButton } from '../common/run-button';
import { TickerSearch } from '../common/ticker-search';
import {
  CATCH_STOP_LOSS_HELP, MIN_VOLUME_HELP, PRICE_SOURCE_HELP, PRICE_SOURCE_WORDS, REENTRY_COOLDOWN_HELP, REENTRY_COOLDOWN_MAX_DAYS, START_TYPE_WORDS, selectOptions, type CoveredStrategy,
} from '../lib/shared';
import {
  ensureLegConfig, lotsToShares, setStartType, setWheel, sharesToLots, toggleWeekday, visibleLegKeys, type CoveredForm,
} from './covered-form';
import { LegConfigCard } from './leg-config-card';

/**
 * What the lots size (covered/context.ts createCoveredRun): a covered call start buys the shares at
 * the first close; a cash-secured put start holds their value in cash. It read 'How many shares you
 * hold at the start' for a put start too, which holds none, and ended on 'The value sent is lots ×
 * 100', the request's field, not the trader's.
 */
export const STARTING_SHARES_HELP =
  "The position's size, in lots of 100 shares: one lot is one contract. A Covered Call start buys the shares at the first day's close; a Cash-Secured Put start holds their value in cash instead and sells one put per lot, as far as that cash covers the strikes.";

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] as const;
const START_TYPES = selectOptions(START_TYPE_WORDS);
const PRICE_SOURCES = selectOptions(PRICE_SOURCE_WORDS);

interface CoveredBuilderProps {
  form: CoveredForm;
  onChange: (form: CoveredForm) => void;
  onRun: () => void;
  running: boolean;
  error: string | null;
  onDismissError: () => void;
}

export function CoveredBuilder({ form, onChange, onRun, running, error, onDismissError }: CoveredBuilderProps) {
  const s = form.strategy;
  const setStrategy = (strategy: CoveredStrategy) => onChange({ ...form, strategy });
  const patch = (p: Partial<CoveredStrategy>) => setStrategy({ ...s, ...p });
  return (
    <form className="bt-builder" aria-label="Covered strategy" onSubmit={(event) => {
      event.preventDefault();
      onRun();
    }}>
      <div className="bt-form-header">
        <h2>Covered Strategies</h2>
        <RunButton running={running} onRun={onRun} />
      </div>
      <ErrorBanner message={error} onDismiss={onDismissError} />
      <CollapsibleCard title="Strategy Setup" summary={`${form.ticker || '—'} · ${form.start_date || '?'} → ${form.end_date || '?'}`}>
        <TextField label="Strategy Name" value={s.name} maxLength={100} onChange={(name) => patch({ name })} />
        <TickerSearch value={form.ticker} onChange={(ticker) => onChange({ ...form, ticker })} />
        <DateRange start={form.start_date} end={form.end_date} onChange={(range) => onChange({ ...form, ...range })} />
        <div className="bt-row">
          <NumberField
            label="Starting Shares (lots of 100)"
            help={<HelpPopover topic="Starting Shares" text={STARTING_SHARES_HELP} />}
            value={sharesToLots(form.shares_multiple)}
            min={1}
            integer
            onChange={(lots) => onChange({ ...form, shares_multiple: lotsToShares(lots ?? sharesToLots(form.shares_multiple)) })}
          />
          <NumberField label="Min Volume for Entry" value={s.min_volume_for_entry} min={0} integer
            help={<HelpPopover topic="Min Volume for Entry" text={MIN_VOLUME_HELP} />}
            onChange={(n) => patch({ min_volume_for_entry: n ?? 0 })} />
          <NumberField label="Re-entry Cooldown (days)" value={s.reentry_cooldown_days} min={0} max={REENTRY_COOLDOWN_MAX_DAYS} integer
            help={<HelpPopover topic="Re-entry Cooldown" text={REENTRY_COOLDOWN_HELP} />}
            onChange={(n) => patch({ reentry_cooldown_days: n ?? 0 })} />
        </div>
        <div className="bt-row">
          <SelectField label="Start Type" value={s.start_type} options={START_TYPES} onChange={(type) => setStrategy(setStartType(s, type))} />
          <SelectField label="Price Source" value={s.price_source} options={PRICE_SOURCES} onChange={(price_source) => patch({ price_source })}
            help={<HelpPopover topic="Price Source" text={PRICE_SOURCE_HELP} />} />
        </div>
        <SwitchField label="Wheel" checked={s.wheel_enabled} onChange={(on) => setStrategy(setWheel(s, on))} />
        <SwitchField label="Catch Stop Loss" checked={s.catch_stop_loss} onChange={(catch_stop_loss) => patch({ catch_stop_loss })}
          help={<HelpPopover topic="Catch Stop Loss" text={CATCH_STOP_LOSS_HELP} />} />
        <div className="bt-field">
          <span className="bt-field__label" id="bt-days-label">Days of Week</span>
          <div className="bt-days" role="group" aria-labelledby="bt-days-label">
            {WEEKDAYS.map((day, i) => (
              <button key={day} type="button" className="bt-day" aria-pressed={s.days_of_week.includes(i)}
                onClick={() => patch({ days_of_week: toggleWeekday(s.days_of_week, i) })}>{day}</button>
            ))}
          </div>
        </div>
        <CostFields costs={costsOf(form)} ticker={form.ticker} onChange={(costs) => onChange({ ...form, ...costs })} />
      </CollapsibleCard>
      {visibleLegKeys(s).map((key) => (
        <LegConfigCard
          key={key}
          legKey={key}
          value={s[key]}
          onEnter={() => setStrategy(ensureLegConfig(s, key))}
          onChange={(leg) => patch({ [key]: leg })}
        />
      ))}
    </form>
  );
}
