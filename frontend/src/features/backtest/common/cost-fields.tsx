import { useState } from 'react';
import { DEFAULT_COMMISSION_PER_CONTRACT, DEFAULT_EXCHANGE_FEES, DEFAULT_SLIPPAGE_PCT_OF_SPREAD, SPX_CUSTOMER_FEE_RATES, exchangeFeeTable, feeRatesText, type PriceSource } from '../lib/shared';
import { NumberField, SwitchField } from './fields';
import { HelpPopover } from './help-popover';

/** The run costs of both requests (shared/contracts/fields.ts costFields and shareCostFields). */
export interface RunCosts {
  commission_per_contract: number;
  slippage_pct_of_spread: number;
  commission_per_share: number;
  /** Optional: a result saved before the field does not carry it (it ran without the fee). */
  exchange_fees?: boolean;
  /**
   * The price source the run filled at (the strategy's `price_source`), for the costs line only: the
   * cost fields neither show nor set it. Absent: not known (the line then says nothing of it).
   */
  price_source?: PriceSource;
}

/** The contract's default for stock trades (shareCostFields): most retail brokers charge nothing. */
const DEFAULT_COMMISSION_PER_SHARE = 0;

export const COMMISSION_PER_SHARE_HELP =
  'Dollars per share on every stock trade the backtest makes: shares bought at the start, shares delivered or received when an option is assigned or exercised, and shares bought or sold to restore the starting holdings. 0 at commission-free brokers; about $0.005 on a per-share plan such as IBKR Pro Fixed.';

/** The tooltip of the exchange fee switch: the rates, their dates and where they come from (exchange-fees.ts). */
export const EXCHANGE_FEE_HELP =
  `Cboe charges customers a transaction fee on its own index options, SPX and SPXW, and every retail broker passes it on ` +
  `on top of its commission. The backtest charges each SPX fill the rate of its day and premium (its price a share): ` +
  `${feeRatesText(SPX_CUSTOMER_FEE_RATES)} (Cboe Exchange Fees Schedule, February 7, 2019; Cboe Options fee codes ` +
  `effective November 1, 2024). Fills before 2019-02-07 pay $0.44 too, as no earlier dated schedule was found. ` +
  `Options that settle at expiration pay nothing. SPY, QQQ and stock options have no such fee.`;

interface CostFieldsProps {
  costs: RunCosts;
  onChange: (costs: RunCosts) => void;
  /** The form's ticker: the exchange fee switch shows only where the fee exists (SPX, whose options include SPXW). */
  ticker: string;
}

/**
 * Trading costs (issue 14 item 6): a new form carries realistic retail costs, so the section is on
 * and shows them; a saved backtest shows the costs it ran with (off when it ran without any).
 * Turning the switch off sets all three to 0, on again restores the retail defaults.
 * The exchange fee switch shows only on a ticker with a fee table: elsewhere the engine charges
 * nothing whatever it says (exchange-fees.ts), so a switch there would only mislead. Its value is
 * kept as it is (a saved SPY request with it on loads and runs as before, paying no fee).
 */
export function CostFields({ costs, onChange, ticker }: CostFieldsProps) {
  const { commission_per_contract: commission, slippage_pct_of_spread: slippage, commission_per_share: perShare } = costs;
  const [on, setOn] = useState(commission > 0 || slippage > 0 || perShare > 0 || costs.exchange_fees === true);
  const set = (patch: Partial<RunCosts>) => onChange({ ...costs, ...patch });
  return (
    <div className="bt-costs">
      <SwitchField label="Include Trading Costs" checked={on} onChange={(next) => {
        setOn(next);
        if (!next) onChange({ commission_per_contract: 0, slippage_pct_of_spread: 0, commission_per_share: 0, exchange_fees: false });
        else if (commission === 0 && slippage === 0 && perShare === 0) {
          onChange({
            commission_per_contract: DEFAULT_COMMISSION_PER_CONTRACT,
            slippage_pct_of_spread: DEFAULT_SLIPPAGE_PCT_OF_SPREAD,
            commission_per_share: DEFAULT_COMMISSION_PER_SHARE,
            exchange_fees: DEFAULT_EXCHANGE_FEES,
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
          {exchangeFeeTable(ticker) ? (
            <SwitchField label="Add Cboe's SPX Exchange Fee" checked={costs.exchange_fees === true}
              help={<HelpPopover topic="Cboe's SPX Exchange Fee" text={EXCHANGE_FEE_HELP} />}
              onChange={(next) => set({ exchange_fees: next })} />
          ) : null}
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
  exchange_fees: form.exchange_fees,
});
