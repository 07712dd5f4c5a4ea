import { useState } from 'react';
import { NumberField, SwitchField } from '../common/fields';
import { HelpPopover } from '../common/help-popover';
import { FoldProvider, FoldedBlanks, useCardFold } from '../common/fold';
import { ConditionSection } from '../conditions/condition-section';
import { DTE_TARGET_HELP, START_TYPE_WORDS, UNSET_WORDS, type LegConfig } from '../lib/shared';
import { legOptionType, legSummary, toggleRoll, updateLeg, updateRoll, type LegKey } from './covered-form';
import { RollConfigCard } from './roll-config-card';
import { StrikeTargetEditor } from './strike-target-editor';

export const LEG_TITLES: Record<LegKey, string> = {
  covered_call_config: START_TYPE_WORDS.covered_call,
  cash_secured_put_config: START_TYPE_WORDS.cash_secured_put,
};

interface LegConfigCardProps {
  legKey: LegKey;
  value: LegConfig | null;
  onChange: (value: LegConfig) => void;
  /** Entering the card creates the default config when absent (spec section 4). */
  onEnter: () => void;
}

export function LegConfigCard({ legKey, value, onChange, onEnter }: LegConfigCardProps) {
  const owner = LEG_TITLES[legKey];
  const option = legOptionType(legKey);
  const [open, setOpen] = useState(value !== null);
  // A config created from outside (wheel on, start type chosen) opens its card.
  const [configured, setConfigured] = useState(value !== null);
  if (configured !== (value !== null)) {
    setConfigured(value !== null);
    if (value !== null) setOpen(true);
  }
  // Folding unmounts the body; a field left blank inside hands its blank to the form's registry.
  const fold = useCardFold(`${owner} Config`, value !== null && !open);
  const edit = (patch: Partial<LegConfig>) => value && onChange(updateLeg(value, option, patch));
  return (
    <section className="bt-card" aria-label={`${owner} Config`}>
      <div className="bt-card__header">
        <button type="button" className="bt-card__toggle" aria-expanded={open && value !== null}
          onClick={() => {
            if (!value) onEnter();
            setOpen((o) => (value ? !o : true));
          }}>
          <span className={open && value ? 'bt-chevron bt-chevron--open' : 'bt-chevron'} aria-hidden="true">▸</span>
          <span className="bt-card__title">{owner} Config</span>
        </button>
      </div>
      {!(open && value) ? (
        <>
          <div className="bt-card__summary">{value ? legSummary(value) : 'Not configured: open to configure'}</div>
          <FoldedBlanks fold={fold} />
        </>
      ) : (
        <div className="bt-card__body"><FoldProvider fold={fold}>
          <div className="bt-row">
            <NumberField context={owner} label="DTE Target" value={value.DTE_target} min={0} integer
              help={<HelpPopover topic={`DTE Target (${owner})`} text={DTE_TARGET_HELP} />}
              onChange={(n) => edit({ DTE_target: n ?? 0 })} />
            <NumberField context={owner} label="Min Premium ($/share)" value={value.min_premium_target} min={0} step={0.01} nullable placeholder={UNSET_WORDS.min_premium_target}
              onChange={(min_premium_target) => edit({ min_premium_target })} />
          </div>
          <SwitchField context={owner} label="Exact DTE" checked={value.exact_dte} onChange={(exact_dte) => edit({ exact_dte })} />
          <StrikeTargetEditor owner={owner} option={option} value={value.strike_target_condition}
            onChange={(strike_target_condition) => edit({ strike_target_condition })} />
          <ConditionSection kind="entry" owner={owner} conditions={value.entry_conditions}
            onChange={(list) => edit({ entry_conditions: list.filter((c) => c.type === 'technical') })} />
          <ConditionSection kind="exit" owner={owner} conditions={value.exit_conditions}
            onChange={(exit_conditions) => edit({ exit_conditions })} />
          <SwitchField context={owner} label="Roll Contract" checked={value.roll_config !== null}
            onChange={(on) => onChange(toggleRoll(value, option, on))} />
          {value.roll_config ? (
            <RollConfigCard owner={owner} option={option} value={value.roll_config}
              onChange={(patch) => onChange(updateRoll(value, option, patch))} />
          ) : null}
        </FoldProvider></div>
      )}
    </section>
  );
}
