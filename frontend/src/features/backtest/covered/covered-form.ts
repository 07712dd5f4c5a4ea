import {
  CoveredStrategySchema, DEFAULT_COMMISSION_PER_CONTRACT, DEFAULT_COVERED_TICKER, DEFAULT_EXCHANGE_FEES, DEFAULT_SHARES_MULTIPLE,
  DEFAULT_SLIPPAGE_PCT_OF_SPREAD, StrikeTargetConditionSchema,
  defaultCallLegConfig, defaultPutLegConfig, defaultRollConfig, signLegConfig,
  type CoveredBacktestRequest, type CoveredStrategy, type LegConfig, type RollConfig,
  type StartType, type StrikeTargetCondition, type StrikeTargetType,
} from '../lib/shared';
import { defaultDateRange } from '../lib/dates';

// Pure state transitions of the covered builder (spec section 4, 'Form behaviour').

export type CoveredForm = CoveredBacktestRequest;
export type LegKey = 'covered_call_config' | 'cash_secured_put_config';
export type OptionSide = 'call' | 'put';

export const legOptionType = (key: LegKey): OptionSide => (key === 'covered_call_config' ? 'call' : 'put');
export const legKeyOf = (type: StartType): LegKey => (type === 'covered_call' ? 'covered_call_config' : 'cash_secured_put_config');

export function defaultCoveredForm(now?: Date): CoveredForm {
  return {
    // Issue 14: stock trades' per-share commission, in the cost section (0 as the contract's default).
    commission_per_share: 0,
    ticker: DEFAULT_COVERED_TICKER,
    shares_multiple: DEFAULT_SHARES_MULTIPLE,
    ...defaultDateRange(now),
    strategy: CoveredStrategySchema.parse({}),
    // A new form starts with realistic retail costs (issue 14 item 6); a saved one keeps its own.
    commission_per_contract: DEFAULT_COMMISSION_PER_CONTRACT,
    slippage_pct_of_spread: DEFAULT_SLIPPAGE_PCT_OF_SPREAD,
    // Cboe's fee on SPX fills (exchange-fees.ts), as a retail broker passes it on.
    exchange_fees: DEFAULT_EXCHANGE_FEES,
  };
}

export function defaultLegConfig(key: LegKey): LegConfig {
  return key === 'covered_call_config' ? defaultCallLegConfig() : defaultPutLegConfig();
}

/** Entering a leg config creates the default config when absent. */
export function ensureLegConfig(strategy: CoveredStrategy, key: LegKey): CoveredStrategy {
  return strategy[key] ? strategy : { ...strategy, [key]: defaultLegConfig(key) };
}

/** Choosing a start type initialises the config of that type. */
export function setStartType(strategy: CoveredStrategy, type: StartType): CoveredStrategy {
  return ensureLegConfig({ ...strategy, start_type: type }, legKeyOf(type));
}

/** The Wheel cycles put → call; turning it on opens both configs for editing. */
export function setWheel(strategy: CoveredStrategy, enabled: boolean): CoveredStrategy {
  if (!enabled) return { ...strategy, wheel_enabled: false };
  return ensureLegConfig(ensureLegConfig({ ...strategy, wheel_enabled: true }, 'covered_call_config'), 'cash_secured_put_config');
}

/** Which config cards are visible: the start type's, or both with the wheel on. */
export function visibleLegKeys(strategy: CoveredStrategy): LegKey[] {
  if (strategy.wheel_enabled) return ['covered_call_config', 'cash_secured_put_config'];
  return [legKeyOf(strategy.start_type)];
}

/** Selecting a strike type resets the condition to that type's defaults; puts get a negative delta. */
export function strikeTargetDefaults(type: StrikeTargetType, option: OptionSide): StrikeTargetCondition {
  const base = StrikeTargetConditionSchema.parse({ type });
  return base.type === 'delta' && option === 'put' ? { ...base, delta: -Math.abs(base.delta) } : base;
}

/** Every leg edit passes through the sign rule, so a typed positive put delta becomes negative. */
export function updateLeg(leg: LegConfig, option: OptionSide, patch: Partial<LegConfig>): LegConfig {
  return signLegConfig(option, { ...leg, ...patch });
}

/** The Roll Contract toggle: the default roll config (strike target copied from the leg) or null. */
export function toggleRoll(leg: LegConfig, option: OptionSide, on: boolean): LegConfig {
  return updateLeg(leg, option, { roll_config: on ? defaultRollConfig(leg) : null });
}

export function updateRoll(leg: LegConfig, option: OptionSide, patch: Partial<RollConfig>): LegConfig {
  if (!leg.roll_config) return leg;
  return updateLeg(leg, option, { roll_config: { ...leg.roll_config, ...patch } });
}

/** Days of week stay sorted; the last remaining day cannot be switched off (at least one is required). */
export function toggleWeekday(days: readonly number[], day: number): number[] {
  if (days.includes(day)) return days.length > 1 ? days.filter((d) => d !== day) : [...days];
  return [...days, day].sort((a, b) => a - b);
}

/** Starting shares are entered as 100-share lots and stored times 100. */
// Lots and shares convert exactly both ways, whatever was typed (2.5 lots stays 2.5 lots, and the
// contract refuses 250 shares with a message in lots): a field never rewrites a typed value.
export const sharesToLots = (shares: number) => Number((shares / 100).toFixed(8));
export const lotsToShares = (lots: number) => Number((lots * 100).toFixed(6));

/** Collapsed leg summary: DTE, the strike target, roll on or off. */
export function legSummary(leg: LegConfig): string {
  const c = leg.strike_target_condition;
  const target =
    c.type === 'delta' ? `Δ ${c.delta.toFixed(2)}`
      : c.type === 'strike_offset' ? `$${c.strike_offset} offset`
        : `${Number((c.percentage_otm * 100).toFixed(2))}% OTM`;
  return `${leg.DTE_target} DTE · ${target} · Roll ${leg.roll_config ? 'on' : 'off'}`;
}

/** What ran, for export file names: 'SPY-wheel', 'AAPL-covered-call', 'QQQ-cash-secured-put'. */
export function coveredRunName(form: Pick<CoveredForm, 'ticker' | 'strategy'>): string {
  const kind = form.strategy.wheel_enabled ? 'wheel' : form.strategy.start_type.replace(/_/g, '-');
  return `${form.ticker.trim().toUpperCase()}-${kind}`;
}
