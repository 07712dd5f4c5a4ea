import { CollapsibleCard } from '../common/collapsible-card';
import { NumberField, SwitchField } from '../common/fields';
import { ConditionSection } from '../conditions/condition-section';
import { ROLL_DTE_OFFSET_HELP, ROLL_DTE_OFFSET_MIN, UNSET_WORDS, type RollConfig } from '../lib/shared';
import { HelpPopover } from '../common/help-popover';
import type { OptionSide } from './covered-form';
import { StrikeTargetEditor } from './strike-target-editor';

interface RollConfigCardProps {
  owner: string;
  option: OptionSide;
  value: RollConfig;
  onChange: (patch: Partial<RollConfig>) => void;
}

export function RollConfigCard({ owner, option, value, onChange }: RollConfigCardProps) {
  const name = `${owner} Roll`;
  return (
    <CollapsibleCard title={`${owner} Roll Config`}
      summary={`DTE offset ${value.DTE_offset} · ${value.roll_on_conditions.length} roll-on condition(s)`}>
      <div className="bt-row">
        <NumberField context={name} label="DTE Offset" value={value.DTE_offset} min={ROLL_DTE_OFFSET_MIN} integer
          help={<HelpPopover topic={`DTE Offset (${name})`} text={ROLL_DTE_OFFSET_HELP} />}
          onChange={(n) => onChange({ DTE_offset: n ?? 0 })} />
        <NumberField context={name} label="Max Rolls" value={value.max_rolls} min={0} integer nullable placeholder={UNSET_WORDS.max_rolls}
          onChange={(max_rolls) => onChange({ max_rolls })} />
        <NumberField context={name} label="Min Premium ($/share)" value={value.min_premium_target} min={0} step={0.01} nullable placeholder={UNSET_WORDS.min_premium_target}
          onChange={(min_premium_target) => onChange({ min_premium_target })} />
      </div>
      <SwitchField context={name} label="Exact DTE" checked={value.exact_dte} onChange={(exact_dte) => onChange({ exact_dte })} />
      <StrikeTargetEditor owner={name} option={option} value={value.strike_target_condition}
        onChange={(strike_target_condition) => onChange({ strike_target_condition })} />
      <ConditionSection kind="roll" owner={owner} conditions={value.roll_on_conditions}
        onChange={(roll_on_conditions) => onChange({ roll_on_conditions })} />
    </CollapsibleCard>
  );
}
