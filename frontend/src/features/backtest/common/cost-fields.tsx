import { useState } from 'react';
import { DEFAULT_COMMISSION_PER_CONTRACT, DEFAULT_SLIPPAGE_PCT_OF_SPREAD } from '../lib/shared';
import { NumberField, SwitchField } from './fields';

interface CostFieldsProps {
  commission: number;
  slippage: number;
  onChange: (costs: { commission_per_contract: number; slippage_pct_of_spread: number }) => void;
}

/**
 * Trading costs (issue 14 item 6): a new form carries realistic retail costs, so the section is on
 * and shows them; a saved backtest shows the costs it ran with (off when it ran without any).
 * Turning the switch off sets both to 0, on again restores the retail defaults.
 */
export function CostFields({ commission, slippage, onChange }: CostFieldsProps) {
  const [on, setOn] = useState(commission > 0 || slippage > 0);
  return (
    <div className="bt-costs">
      <SwitchField label="Include Trading Costs" checked={on} onChange={(next) => {
        setOn(next);
        if (!next) onChange({ commission_per_contract: 0, slippage_pct_of_spread: 0 });
        else if (commission === 0 && slippage === 0) {
          onChange({ commission_per_contract: DEFAULT_COMMISSION_PER_CONTRACT, slippage_pct_of_spread: DEFAULT_SLIPPAGE_PCT_OF_SPREAD });
        }
      }} />
      {on ? (
        <div className="bt-row">
          <NumberField label="Commission per Contract ($)" value={commission} min={0} step={0.01}
            onChange={(n) => onChange({ commission_per_contract: n ?? 0, slippage_pct_of_spread: slippage })} />
          <NumberField label="Slippage (% of spread)" value={slippage} min={0} max={100} step={1}
            onChange={(n) => onChange({ commission_per_contract: commission, slippage_pct_of_spread: n ?? 0 })} />
          <p className="bt-costs__note">Slippage is the share of the bid/ask spread given up on each fill, from the price toward the ask when buying or the bid when selling (25% = a fill 75% of the way across the spread, ORATS' single-leg default).</p>
        </div>
      ) : null}
    </div>
  );
}
