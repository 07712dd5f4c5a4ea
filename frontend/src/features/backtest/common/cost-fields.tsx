import { useState } from 'react';
import { DEFAULT_COMMISSION_PER_CONTRACT, DEFAULT_SLIPPAGE_PCT_OF_SPREAD } from '../lib/shared';
import { NumberField, SwitchField } from './fields';
import { HelpPopover } from './help-popover';

/** The three run costs of both requests (shared/contracts/fields.ts costFields and shareCostFields). */
export interface RunCosts {
  commission_per_contract: number;
  slippage_pct_of_spread: number;
  commission_per_share: number;
}

/** The contract's default for stock trades (shareCostFields): most retail brokers charge nothing. */
const DEFAULT_COMMISSION_PER_SHARE = 0;

export const COMMISSION_PER_SHARE_HELP =
  'Dollars per share on every stock trade the backtest makes: shares bought at the start, shares delivered or received when an option is assigned or exercised, and shares bought or sold to restore the starting holdings. 0 at commission-free brokers; about $0.005 on a per-share plan such as IBKR Pro Fixed.';

interface CostFieldsProps {
  costs: RunCosts;
  onChange: (costs: RunCosts) => void;
}

/**
 * Trading costs (issue 14 item 6): a new form carries realistic retail costs, so the section is on
 * and shows them; a saved backtest shows the costs it ran with (off when it ran without any).
 * Turning the switch off sets all three to 0, on again restores the retail defaults.
 */
export function CostFields({ costs, onChange }: CostFieldsProps) {
  const { commission_per_contract: commission, slippage_pct_of_spread: slippage, commission_per_share: perShare } = costs;
  const [on, setOn] = useState(commission > 0 || slippage > 0 || perShare > 0);
  const set = (patch: Partial<RunCosts>) => onChange({ ...costs, ...patch });
  return (
    <div className="bt-costs">
      <SwitchField label="Include Trading Costs" checked={on} onChange={(next) => {
        setOn(next);
        if (!next) onChange({ commission_per_contract: 0, slippage_pct_of_spread: 0, commission_per_share: 0 });
        else if (commission === 0 && slippage === 0 && perShare === 0) {
          onChange({
            commission_per_contract: DEFAULT_COMMISSION_PER_CONTRACT,
            slippage_pct_of_spread: DEFAULT_SLIPPAGE_PCT_OF_SPREAD,
            commission_per_share: DEFAULT_COMMISSION_PER_SHARE,
          });
        }
      }} />
      {on ? (
        <div className="bt-row">
          <NumberField label="Commission per Contract ($)" value={commission} min={0} step={0.01}
            onChange={(n) => set({ commission_per_contract: n ?? 0 })} />
          <NumberField label="Slippage (% of spread)" value={slippage} min={0} max={100} step={1}
            onChange={(n) => set({ slippage_pct_of_spread: n ?? 0 })} />
          <NumberField label="Commission per Share ($)" value={perShare} min={0} step={0.001}
            help={<HelpPopover topic="Commission per Share" text={COMMISSION_PER_SHARE_HELP} />}
            onChange={(n) => set({ commission_per_share: n ?? 0 })} />
          <p className="bt-costs__note">Slippage is the share of the bid/ask spread given up on each fill, from the price toward the ask when buying or the bid when selling (25% = a fill 75% of the way across the spread, ORATS' single-leg default).</p>
        </div>
      ) : null}
    </div>
  );
}

/** The costs part of a form, for `CostFields`. */
export const costsOf = (form: RunCosts): RunCosts => ({
  commission_per_contract: form.commission_per_contract,
  slippage_pct_of_spread: form.slippage_pct_of_spread,
  commission_per_share: form.commission_per_share,
});
