import { isObject } from '../contracts/load-saved';

/**
 * A saved covered strategy without the leg its run never wrote. The builder keeps both cards'
 * settings, so a cash-secured put saved after a covered call carries the call's settings too; the
 * engine writes only the start type's leg unless the wheel is on (engine/strategy/covered/entry.ts
 * `nextLeg`). Shown, they read as part of the strategy: a shared put listed 'Covered Call DTE
 * Target 30, Covered Call Delta 0.3'. Anything that is not such a strategy is returned as it is.
 */
export function withoutUnusedLeg(strategy: unknown): unknown {
  if (!isObject(strategy) || !isObject(strategy.strategy)) return strategy;
  const inner = strategy.strategy;
  if (inner.wheel_enabled === true) return strategy;
  const unused = inner.start_type === 'cash_secured_put' ? 'covered_call_config' : inner.start_type === 'covered_call' ? 'cash_secured_put_config' : null;
  if (unused === null || !(unused in inner)) return strategy;
  const { [unused]: _left, ...kept } = inner;
  return { ...strategy, strategy: kept };
}
