import type { StartType, StrikeTargetType } from '../contracts/covered';
import type { CoveredExitConditionType } from '../contracts/covered-conditions';
import type { EntryFilterType, ExitType, OptionType, PriceSource, Side } from '../contracts/multileg';

/**
 * The words the builders' select fields show for each value, written once: the builders' options
 * are made from them, and a saved strategy shown field by field (a shared backtest's strategy
 * table, the comparison's differences) reads the same words ('Price Source: Last Trade').
 */

export const SIDE_WORDS: Record<Side, string> = { long: 'Long', short: 'Short' };
export const OPTION_TYPE_WORDS: Record<OptionType, string> = { call: 'Call', put: 'Put' };
export const PRICE_SOURCE_WORDS: Record<PriceSource, string> = { last: 'Last Trade', mid: 'Bid/Ask Mid' };
export const START_TYPE_WORDS: Record<StartType, string> = { covered_call: 'Covered Call', cash_secured_put: 'Cash-Secured Put' };

/**
 * What an optional number field shows when left blank (its placeholder), by key: a saved strategy
 * shown field by field reads the form's word for it, not 'N/A' (a blank tolerance means any strike).
 * An unset max_units_per_position is the spreads form's 'Limit Units per Position' off: no limit.
 */
export const UNSET_WORDS = {
  tolerance: 'Any', min_value: 'Any', max_value: 'Any', max_rolls: 'No limit', min_premium_target: 'None', max_units_per_position: 'No limit',
} as const;

/** Spreads target strike types and entry filters. */
export const TARGET_TYPE_WORDS: Record<EntryFilterType, string> = {
  delta: 'Delta',
  gamma: 'Gamma',
  vega: 'Vega',
  theta: 'Theta',
  rho: 'Rho',
  implied_volatility: 'Implied Volatility',
  percentage_otm: '% OTM',
  strike_price: 'Strike Price',
  last_trade_price: 'Option Price',
  open_interest: 'Open Interest',
};

/** Covered strike targets. */
export const STRIKE_TARGET_WORDS: Record<StrikeTargetType, string> = {
  delta: TARGET_TYPE_WORDS.delta,
  strike_offset: 'Strike Offset ($)',
  percentage_otm: TARGET_TYPE_WORDS.percentage_otm,
};

/** Spreads exit conditions. */
export const SPREADS_EXIT_WORDS: Record<ExitType, string> = {
  percentage_profit: 'Profit Target (%)',
  percentage_loss: 'Stop Loss (%)',
  dollar_profit: 'Profit Target ($)',
  dollar_loss: 'Stop Loss ($)',
  time_stop: 'Time Stop (days)',
};

/** Covered exit and roll-on conditions, as the conditions dialog lists them. */
export const COVERED_CONDITION_WORDS: Record<CoveredExitConditionType, string> = {
  time_stop: 'Time Stop',
  dte_stop: 'DTE Stop',
  fixed_profit: 'Fixed Profit',
  fixed_loss: 'Fixed Loss',
  take_profit_credit_capture: 'Credit Capture',
  stop_loss_credit_multiple: 'Credit Multiple Stop',
  technical: 'Technical',
};

/** A select's options from its words, in the words' order. */
export function selectOptions<T extends string>(words: Record<T, string>): Array<{ value: T; label: string }> {
  return (Object.keys(words) as T[]).map((value) => ({ value, label: words[value] }));
}
