import type { MultiLegExitCondition } from '../../../contracts/multileg';
import { spreadsExitWords as words } from '../../../domain/exit-reason-words';

/** The documented order of the global exits: time first, then profit, then loss (issue 5). */
export const MULTILEG_EXIT_ORDER = ['time_stop', 'percentage_profit', 'dollar_profit', 'percentage_loss', 'dollar_loss'] as const;
// Compile-time guard: a type missing from the order would never be checked.
const _everyTypeOrdered: Exclude<MultiLegExitCondition['type'], (typeof MULTILEG_EXIT_ORDER)[number]> extends never ? true : never = true;

export interface PositionState {
  daysHeld: number;
  /** P&L at the day's marks, dollars. */
  pnl: number;
  /** Net entry premium, dollars: credit positive, debit negative. */
  entryNet: number;
  /** The commissions paid opening the position, dollars: in `pnl`, not in `entryNet` (the reason says so). */
  entryCommissions?: number;
}

export interface MultiLegExitSignal {
  type: MultiLegExitCondition['type'];
  reason: string;
}

/** `reasons`: whether the signal carries its words (else ''), see firstMultiLegExit. */
function check(c: MultiLegExitCondition, s: PositionState, reasons: boolean): MultiLegExitSignal | undefined {
  const base = Math.abs(s.entryNet);
  const kind = s.entryNet >= 0 ? 'credit' : 'debit';
  const pct = base > 0 ? (s.pnl / base) * 100 : 0;
  switch (c.type) {
    case 'time_stop':
      return s.daysHeld >= c.value ? { type: c.type, reason: reasons ? words.timeStop(s.daysHeld, c.value) : '' } : undefined;
    case 'percentage_profit':
      return base > 0 && s.pnl >= (c.value / 100) * base - 1e-9
        ? { type: c.type, reason: reasons ? words.percentageProfit(s.pnl, pct, base, kind, c.value, s.entryCommissions) : '' }
        : undefined;
    case 'percentage_loss':
      return base > 0 && -s.pnl >= (c.value / 100) * base - 1e-9
        ? { type: c.type, reason: reasons ? words.percentageLoss(-s.pnl, -pct, base, kind, c.value, s.entryCommissions) : '' }
        : undefined;
    case 'dollar_profit':
      return s.pnl >= c.value ? { type: c.type, reason: reasons ? words.dollarProfit(s.pnl, c.value) : '' } : undefined;
    case 'dollar_loss':
      return -s.pnl >= c.value ? { type: c.type, reason: reasons ? words.dollarLoss(-s.pnl, c.value) : '' } : undefined;
  }
}

/**
 * The first global exit that fires, in MULTILEG_EXIT_ORDER. `reasons` false (a run kept to its
 * metrics and equity, book.ts keepsTradeLog: model-risk bands, sweep cells): the signal's reason is
 * '' (no trade log reads it; its dollar and percent figures were ~2% of a shifted condor run's CPU).
 */
export function firstMultiLegExit(conditions: readonly MultiLegExitCondition[], state: PositionState, reasons = true): MultiLegExitSignal | undefined {
  // Type by type in MULTILEG_EXIT_ORDER (every type is listed), then in the user's order: no sorted
  // copy per position per day.
  for (const type of MULTILEG_EXIT_ORDER) {
    for (const c of conditions) {
      if (c.type !== type) continue;
      const signal = check(c, state, reasons);
      if (signal) return signal;
    }
  }
  return undefined;
}
