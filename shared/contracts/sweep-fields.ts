/**
 * The numeric fields a sweep may vary (issue 19), each with its bounds and how a value is written
 * into a parsed request. A field id names the leg and the setting: `put.dte`, `call.delta`,
 * `leg2.target`, `exit.percentage_profit`. Writing returns a new request; the caller parses the
 * result again with the request schema (which re-applies the delta sign rule of puts).
 *
 * "Off" values: for take-profit, stop multiple and the spreads' profit and loss exits a value of 0
 * removes the condition, so a sweep can compare "50% target" with "hold to expiry".
 */
import type { CoveredBacktestRequest, CoveredExitCondition, LegConfig } from './covered';
import type { BacktestRequest, MultiLegExitCondition } from './multileg';

export type SweepKind = 'covered' | 'spreads';

export interface SweepFieldDef {
  label: string;
  min: number;
  max: number;
  integer: boolean;
  /** 0 means "off" (the condition is removed), whatever min says. */
  zeroIsOff?: boolean;
  /**
   * A delta target, swept by its size: the request's sign rule makes a put's negative. The form
   * shows a put's delta with its minus sign (-0.20), so a negative value is refused in words that
   * say so (outOfBoundsMessage).
   */
  unsignedDelta?: true;
}

const COVERED_SETTINGS = {
  dte: { label: 'DTE target', min: 1, max: 365, integer: true },
  delta: { label: 'delta target', min: 0.01, max: 0.99, integer: false, unsignedDelta: true },
  take_profit: { label: 'take profit (share of credit)', min: 0.05, max: 1, integer: false, zeroIsOff: true },
  stop_multiple: { label: 'stop loss (multiple of credit)', min: 1.01, max: 20, integer: false, zeroIsOff: true },
} as const satisfies Record<string, SweepFieldDef>;
type CoveredSetting = keyof typeof COVERED_SETTINGS;

const SPREADS_FIELDS = {
  'legs.dte': { label: 'DTE target (every leg)', min: 1, max: 365, integer: true },
  'exit.percentage_profit': { label: 'profit target %', min: 1, max: 1000, integer: false, zeroIsOff: true },
  'exit.percentage_loss': { label: 'stop loss %', min: 1, max: 1000, integer: false, zeroIsOff: true },
  max_open_positions: { label: 'max open positions', min: 1, max: 50, integer: true },
} as const satisfies Record<string, SweepFieldDef>;

/** Spreads legs by 1-based position: `leg1.target` is the first leg's strike target value. */
const LEG_TARGET = /^leg([1-9])\.target$/;
const COVERED_FIELD = /^(put|call)\.(dte|delta|take_profit|stop_multiple)$/;

/** The definition of a field for a base request, or a message saying why it cannot be swept. */
export function sweepFieldDef(kind: SweepKind, base: CoveredBacktestRequest | BacktestRequest, field: string): SweepFieldDef | string {
  if (kind === 'covered') {
    const m = COVERED_FIELD.exec(field);
    if (!m) return `${field} is not a sweepable covered field (put.|call. dte, delta, take_profit, stop_multiple)`;
    const leg = coveredLeg(base as CoveredBacktestRequest, m[1] as 'put' | 'call');
    if (!leg) return `${field} needs the ${m[1] === 'put' ? 'cash-secured put' : 'covered call'} leg in the strategy`;
    const def: SweepFieldDef = COVERED_SETTINGS[m[2] as CoveredSetting];
    return { ...def, label: `${m[1]} ${def.label}` };
  }
  const legMatch = LEG_TARGET.exec(field);
  if (legMatch) {
    const n = Number(legMatch[1]);
    const leg = (base as BacktestRequest).strategy.legs[n - 1];
    if (!leg) return `${field} names leg ${n}, but the strategy has ${(base as BacktestRequest).strategy.legs.length}`;
    const type = leg.target_strike_condition.type;
    const bounds = type === 'delta' ? { min: 0.01, max: 0.99, unsignedDelta: true as const } : { min: -1e6, max: 1e6 };
    return { label: `leg ${n} ${type.replaceAll('_', ' ')} target`, integer: false, ...bounds };
  }
  const def = (SPREADS_FIELDS as Record<string, SweepFieldDef>)[field];
  return def ?? `${field} is not a sweepable spreads field (legs.dte, legN.target, exit.percentage_profit, exit.percentage_loss, max_open_positions)`;
}

/** The field ids offered for a base request (the UI's choice list). */
export function sweepFieldsFor(kind: SweepKind, base: CoveredBacktestRequest | BacktestRequest): string[] {
  if (kind === 'covered') {
    const legs = (['put', 'call'] as const).filter((l) => coveredLeg(base as CoveredBacktestRequest, l));
    return legs.flatMap((l) => Object.keys(COVERED_SETTINGS).map((s) => `${l}.${s}`));
  }
  const legs = (base as BacktestRequest).strategy.legs.map((_, i) => `leg${i + 1}.target`).slice(0, 9);
  return [...Object.keys(SPREADS_FIELDS), ...legs];
}

function coveredLeg(base: CoveredBacktestRequest, leg: 'put' | 'call'): LegConfig | null {
  return leg === 'put' ? base.strategy.cash_secured_put_config : base.strategy.covered_call_config;
}

/** Replaces (or with `value` null removes) the first exit condition of `type`, appending if absent. */
function withCondition<C extends { type: string }>(list: C[], type: C['type'], make: (() => C) | null): C[] {
  const rest = list.filter((c) => c.type !== type);
  if (!make) return rest;
  const i = list.findIndex((c) => c.type === type);
  const next = make();
  if (i < 0) return [...list, next];
  return list.map((c, j) => (j === i ? next : c)).filter((c, j) => j === i || c.type !== type);
}

function writeCoveredLeg(leg: LegConfig, setting: CoveredSetting, value: number): LegConfig {
  switch (setting) {
    case 'dte':
      return { ...leg, DTE_target: value };
    case 'delta': {
      const tolerance = leg.strike_target_condition.tolerance;
      return { ...leg, strike_target_condition: { type: 'delta', delta: value, tolerance } };
    }
    case 'take_profit':
      return {
        ...leg,
        exit_conditions: withCondition<CoveredExitCondition>(leg.exit_conditions, 'take_profit_credit_capture', value === 0 ? null : () => ({ type: 'take_profit_credit_capture', tp_pct: value })),
      };
    case 'stop_multiple':
      return {
        ...leg,
        exit_conditions: withCondition<CoveredExitCondition>(leg.exit_conditions, 'stop_loss_credit_multiple', value === 0 ? null : () => ({ type: 'stop_loss_credit_multiple', sl_multiple: value })),
      };
  }
}

/** The covered request with `field` set to `value` (field checked by sweepFieldDef first). */
export function writeCoveredField(base: CoveredBacktestRequest, field: string, value: number): CoveredBacktestRequest {
  const m = COVERED_FIELD.exec(field);
  if (!m) throw new Error(`unknown covered sweep field ${field}`);
  const key = m[1] === 'put' ? 'cash_secured_put_config' : 'covered_call_config';
  const leg = base.strategy[key];
  if (!leg) throw new Error(`${field} needs its leg`);
  return { ...base, strategy: { ...base.strategy, [key]: writeCoveredLeg(leg, m[2] as CoveredSetting, value) } };
}

/** The spreads request with `field` set to `value`. */
export function writeSpreadsField(base: BacktestRequest, field: string, value: number): BacktestRequest {
  const s = base.strategy;
  const legMatch = LEG_TARGET.exec(field);
  if (legMatch) {
    const n = Number(legMatch[1]) - 1;
    const legs = s.legs.map((leg, i) => (i === n ? { ...leg, target_strike_condition: { ...leg.target_strike_condition, value } } : leg));
    return { ...base, strategy: { ...s, legs } };
  }
  switch (field) {
    case 'legs.dte':
      return { ...base, strategy: { ...s, legs: s.legs.map((l) => ({ ...l, dte_target: value, children: l.children.map((c) => ({ ...c, dte_target: value })) })) } };
    case 'exit.percentage_profit':
    case 'exit.percentage_loss': {
      const type = field === 'exit.percentage_profit' ? 'percentage_profit' : 'percentage_loss';
      const global_exit_conditions = withCondition<MultiLegExitCondition>(s.global_exit_conditions, type, value === 0 ? null : () => ({ type, value }));
      return { ...base, strategy: { ...s, global_exit_conditions } };
    }
    case 'max_open_positions':
      return { ...base, strategy: { ...s, max_open_positions: value } };
    default:
      throw new Error(`unknown spreads sweep field ${field}`);
  }
}
