import { COVERED_CONDITION_WORDS, indicatorLabel, type CoveredExitCondition, type CoveredExitConditionType, type Indicator, type TechnicalBound } from '../lib/shared';

/** Names of the condition types as the dialog lists them. */
export const CONDITION_TYPE_LABELS: Record<CoveredExitConditionType, { label: string; description: string }> = {
  time_stop: { label: COVERED_CONDITION_WORDS.time_stop, description: 'Exit after a number of days in the trade' },
  dte_stop: { label: COVERED_CONDITION_WORDS.dte_stop, description: 'Exit when days to expiration fall to a level' },
  fixed_profit: { label: COVERED_CONDITION_WORDS.fixed_profit, description: 'Take profit at a dollar amount per share' },
  fixed_loss: { label: COVERED_CONDITION_WORDS.fixed_loss, description: 'Stop out at a dollar loss per share' },
  take_profit_credit_capture: { label: COVERED_CONDITION_WORDS.take_profit_credit_capture, description: 'Buy back when a share of the credit is captured' },
  stop_loss_credit_multiple: { label: COVERED_CONDITION_WORDS.stop_loss_credit_multiple, description: 'Buy back when the option costs a multiple of the credit' },
  technical: { label: COVERED_CONDITION_WORDS.technical, description: 'Indicator (price, SMA, EMA, RSI, MACD, ATR, VIX) within a band' },
};

/** Trims trailing zeros: 0.8 → '0.8', 2 → '2', 50.5 → '50.5'. */
const plain = (value: number) => String(Number(value.toFixed(4)));

function boundText(bound: TechnicalBound): string | null {
  if (bound === null) return null;
  return typeof bound.value === 'number' ? plain(bound.value) : indicatorText(bound.value);
}

export function indicatorText(indicator: Indicator): string {
  const label = indicatorLabel(indicator);
  const offset = indicator.percent_offset ?? 0;
  if (!offset) return label;
  return `${label} ${offset > 0 ? '+' : '−'}${plain(Math.abs(offset))}%`;
}

/** Display text of a condition (spec: '> N day(s)', '<= N DTE', '$X/share', 'N credit capture', 'Nx credit'). */
export function conditionText(condition: CoveredExitCondition): string {
  switch (condition.type) {
    case 'time_stop':
      return `> ${condition.max_days_in_trade} day(s)`;
    case 'dte_stop':
      return `<= ${condition.min_dte} DTE`;
    case 'fixed_profit':
    case 'fixed_loss':
      return `$${plain(condition.amount_per_share)}/share`;
    case 'take_profit_credit_capture':
      return `${plain(condition.tp_pct * 100)}% credit capture`;
    case 'stop_loss_credit_multiple':
      return `${plain(condition.sl_multiple)}x credit`;
    case 'technical': {
      const target = indicatorText(condition.target);
      const bottom = boundText(condition.bottom);
      const top = boundText(condition.top);
      if (bottom !== null && top !== null) return `${bottom} <= ${target} <= ${top}`;
      if (bottom !== null) return `${target} >= ${bottom}`;
      if (top !== null) return `${target} <= ${top}`;
      return target;
    }
  }
}

export function conditionLabel(condition: CoveredExitCondition): string {
  return CONDITION_TYPE_LABELS[condition.type].label;
}
