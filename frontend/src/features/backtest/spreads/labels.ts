import type { EntryFilterType, ExitType, TargetStrikeType } from '../lib/shared';
import { ENTRY_FILTER_TYPES, EXIT_TYPES, OPTION_TYPE_WORDS, SIDE_WORDS, SPREADS_EXIT_WORDS, TARGET_STRIKE_TYPES, TARGET_TYPE_WORDS, selectOptions } from '../lib/shared';

export const TARGET_TYPE_OPTIONS: ReadonlyArray<{ value: TargetStrikeType; label: string }> =
  TARGET_STRIKE_TYPES.map((value) => ({ value, label: TARGET_TYPE_WORDS[value] }));
export const FILTER_TYPE_OPTIONS: ReadonlyArray<{ value: EntryFilterType; label: string }> =
  ENTRY_FILTER_TYPES.map((value) => ({ value, label: TARGET_TYPE_WORDS[value] }));
export const EXIT_TYPE_OPTIONS: ReadonlyArray<{ value: ExitType; label: string }> =
  EXIT_TYPES.map((value) => ({ value, label: SPREADS_EXIT_WORDS[value] }));
export const SIDE_OPTIONS = selectOptions(SIDE_WORDS);
export const OPTION_TYPE_OPTIONS = selectOptions(OPTION_TYPE_WORDS);

/**
 * Under a leg's Quantity: the number is contracts per unit, and the units come from sizing
 * (shared/engine/portfolio/sizing.ts); an iron condor of quantity 1 traded 19 contracts a leg
 * at $100,000 with nothing on the form saying so. Names the Strategy Settings fields that size it.
 */
export const QUANTITY_NOTE =
  'Contracts per unit; the number of units is sized by Max Margin per Position (%), capped by Max Units per Position when Limit Units per Position is on';

/**
 * Under a spreads exit's Value: what the number measures (multileg/exit-rules.ts). 'Profit Target
 * (%) 10' said nothing of what it is a percentage of, and a trader reads 10% of the capital or the
 * margin: it is of the position's net entry premium, its credit (or debit).
 */
export const EXIT_VALUE_NOTES: Readonly<Record<ExitType, string>> = {
  percentage_profit: 'Closes a position once its P&L reaches this % of its entry credit (or debit): 50 = half the credit',
  percentage_loss: 'Closes a position once it has lost this % of its entry credit (or debit): 200 = twice the credit',
  dollar_profit: 'Closes a position once its P&L, all its contracts together, reaches this many dollars',
  dollar_loss: 'Closes a position once it has lost this many dollars, all its contracts together',
  time_stop: 'Closes a position once it has been held this many days',
};

/**
 * What a leg's Target Value (and an entry filter's Min and Max) is in, by type (multileg/leg-plan.ts
 * `attribute`): implied volatility and % OTM are fractions, so '25' meant as 25% asked for an IV
 * of 2,500% and '5' meant as 5% OTM a strike six times the spot, and nothing on the form said so.
 */
export const TARGET_VALUE_NOTES: Readonly<Record<EntryFilterType, string>> = {
  delta: "Per share, from -1 to 1: 0.30 is a 30-delta call; a put's is negative (-0.30)",
  gamma: 'Change of delta per $1 move of the underlying, per share (e.g. 0.02)',
  vega: 'Dollars per share per vol point (e.g. 0.15)',
  theta: 'Dollars per share per day, negative for a long option (e.g. -0.05)',
  rho: 'Dollars per share per rate point (e.g. 0.10)',
  implied_volatility: 'A fraction: 0.25 is 25% implied volatility (the mid of the bid and ask IVs)',
  percentage_otm: "A fraction of the underlying's price: 0.05 is 5% out of the money; negative is in the money",
  strike_price: 'Dollars: the strike price itself (e.g. 450)',
  last_trade_price: 'Dollars per share: 2.50 is $250 a contract',
  open_interest: 'Contracts open in the option, a count (e.g. 500)',
};

/**
 * Under a child leg's Strike Offset and Offset Tolerance (multileg/select-position.ts: the target is
 * the parent's strike plus the offset; select-contract.ts: the nearest strike within the tolerance,
 * none beyond it). '-5' beside no word of what it was offset from.
 */
export const CHILD_OFFSET_NOTE =
  "From the parent leg's strike: -5 targets the strike $5 below it, 5 the one $5 above. The listed strike nearest that is taken if it lies within the Offset Tolerance; otherwise the position does not open that day";
