import type { EntryFilterType, ExitType, TargetStrikeType } from '../lib/shared';
import { ENTRY_FILTER_TYPES, EXIT_TYPES, TARGET_STRIKE_TYPES } from '../lib/shared';

const TARGET_LABELS: Record<EntryFilterType, string> = {
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

const EXIT_LABELS: Record<ExitType, string> = {
  percentage_profit: 'Profit Target (%)',
  percentage_loss: 'Stop Loss (%)',
  dollar_profit: 'Profit Target ($)',
  dollar_loss: 'Stop Loss ($)',
  time_stop: 'Time Stop (days)',
};

export const TARGET_TYPE_OPTIONS: ReadonlyArray<{ value: TargetStrikeType; label: string }> =
  TARGET_STRIKE_TYPES.map((value) => ({ value, label: TARGET_LABELS[value] }));
export const FILTER_TYPE_OPTIONS: ReadonlyArray<{ value: EntryFilterType; label: string }> =
  ENTRY_FILTER_TYPES.map((value) => ({ value, label: TARGET_LABELS[value] }));
export const EXIT_TYPE_OPTIONS: ReadonlyArray<{ value: ExitType; label: string }> =
  EXIT_TYPES.map((value) => ({ value, label: EXIT_LABELS[value] }));
export const SIDE_OPTIONS = [{ value: 'long', label: 'Long' }, { value: 'short', label: 'Short' }] as const;
export const OPTION_TYPE_OPTIONS = [{ value: 'call', label: 'Call' }, { value: 'put', label: 'Put' }] as const;
