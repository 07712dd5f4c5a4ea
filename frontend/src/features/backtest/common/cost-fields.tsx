import { useState } from 'react';
import { NumberField, SwitchField } from './fields';

interface CostFieldsProps {
  commission: number;
  slippage: number;
  onChange: (costs: { commission_per_contract: number; slippage_pct_of_spread: number }) => void;
}

/**
 * Optional trading costs (beyond the spec, DESIGN.md section 6): off by default so the spec's
 * numbers hold. Turning the switch off sets both back to 0.
 */
export function CostFields({ commission, slippage, onChange }: CostFieldsProps) {
  const [on, setOn] = useState(commission > 0 || slippage > 0);
  return (
    <div className="bt-costs">
      <SwitchField label="Include Trading Costs" checked={on} onChange={(next) => {
        setOn(next);
        if (!next) onChange({ commission_per_contract: 0, slippage_pct_of_spread: 0 });
      }} />
      {on ? (
        <div className="bt-row">
          <NumberField label="Commission per Contract ($)" value={commission} min={0} step={0.01}
            onChange={(n) => onChange({ commission_per_contract: n ?? 0, slippage_pct_of_spread: slippage })} />
          <NumberField label="Slippage (% of spread)" value={slippage} min={0} max={100} step={1}
            onChange={(n) => onChange({ commission_per_contract: commission, slippage_pct_of_spread: n ?? 0 })} />
        </div>
      ) : null}
    </div>
  );
}
