import { COVERED_EXIT_CONDITION_TYPES, type CoveredExitCondition } from '../../../contracts/covered';
import type { Bar, OptionChainProvider, OptionType } from '../../market/market-data';
import type { Indicators } from '../../market/indicators';
import { dollarsText as usd, fixed2 } from '../../core/money';
import { checkTechnical } from '../technical';
import { coveredExitWords as words } from '../../../domain/exit-reason-words';

/**
 * The documented order exits are checked in every day (issue 4): the spec's table order, as the
 * contract lists the types. The first that fires closes the position, and the reason names it.
 * Expiration comes after all of these (in the engine loop).
 */
export const EXIT_ORDER = COVERED_EXIT_CONDITION_TYPES;
// Compile-time guard: a type missing from the order would never be checked.
const _everyTypeOrdered: Exclude<CoveredExitCondition['type'], (typeof EXIT_ORDER)[number]> extends never ? true : never = true;

export interface ExitContext {
  date: string;
  /** Calendar days since the entry. */
  daysInTrade: number;
  dte: number;
  type: OptionType;
  strike: number;
  expiry: string;
  /** Premium per share received at entry, and the day's mark per share. */
  entryPrice: number;
  mark: number;
  bar: Bar;
  /** The session before `date` in the data: what the open's price is modeled from (catch stop loss). */
  prevDate: string;
  /** Index of the day in the bars the indicators were built on. */
  index: number;
  indicators: Indicators;
  chains: OptionChainProvider;
  /** Estimate intraday stop triggers from the day's high/low (catch_stop_loss). */
  catchStop: boolean;
  /**
   * Whether the import prices the contract today (an imported day that lists it): priceAtOpen then
   * uses the day's close vol. An imported day without the contract is priced by the model on the
   * previous close's surface, as a modeled day is, and the catch stop's reason must say that one.
   */
  importedPrice: boolean;
}

export interface ExitSignal {
  condition: CoveredExitCondition['type'];
  reason: string;
  /** Set by a catch stop: the price per share the stop filled at (instead of the close mark). */
  stopPrice?: number;
}

/**
 * Intraday check of a loss stop at `level` (per share), from what was known at the open
 * (OptionChainProvider.priceAtOpen: the previous session's surface at the contract's strike,
 * sticky strike, moved to the spot asked for). The open first: a gap through the stop fills at the
 * open's price. Otherwise the day's worst underlying price for a short (the high for a call, the
 * low for a put) on that same surface triggers the stop, which fills at its level. The day's own
 * implied vols are set at its close, hours after the high or low they would price, so they are not
 * used (before, the extreme was priced on them: a vol spike that came later in the day fired stops
 * the trader could not have seen, and a vol collapse hid ones he could). When in the session the
 * extreme came is not in the bars: it is priced with the time left at the open (the session still
 * to come), the most time value the day holds, so the extreme models at least as dear as at any
 * later hour on that surface and never under the open's price for the same spot.
 */
/** Which implied vol priced the open or the extreme (OptionChainProvider.priceAtOpen). */
function sessionVolWords(ctx: ExitContext): string {
  if (ctx.importedPrice) return "with the day's closing implied vol (imported chains hold closes only)";
  const vol = `on the ${ctx.prevDate} close's implied vol at its strike (the day's own is set at its close)`;
  return ctx.chains.openAfterReport?.(ctx.date, ctx.prevDate)
    ? `${vol}, less the earnings report it priced in: the stock gapped on the report overnight`
    : vol;
}

function catchStop(
  ctx: ExitContext,
  level: number,
  head: string,
  condition: 'fixed_loss' | 'stop_loss_credit_multiple',
): ExitSignal | undefined {
  const where = ctx.type === 'call' ? 'high' : 'low';
  const extreme = ctx.type === 'call' ? ctx.bar.high : ctx.bar.low;
  const vol = sessionVolWords(ctx);
  const atOpen = ctx.chains.priceAtOpen(ctx.date, ctx.prevDate, ctx.expiry, ctx.type, ctx.strike, ctx.bar.open);
  if (atOpen >= level) {
    return {
      condition,
      stopPrice: atOpen,
      reason: `${head}: at the open ${fixed2(ctx.bar.open)} the ${ctx.type} models at ${usd(atOpen)} ${vol}; ` +
        `it opened through the stop, bought back at the open's ${usd(atOpen)}`,
    };
  }
  const atExtreme = ctx.chains.priceAtOpen(ctx.date, ctx.prevDate, ctx.expiry, ctx.type, ctx.strike, extreme);
  if (!(atExtreme >= level)) return undefined;
  // An imported price has no time of day (the close's vol and time); a modeled one is as at the open.
  const when = ctx.importedPrice ? '' : ', with the time left at the open';
  return {
    condition,
    stopPrice: level,
    reason: `${head}: at the day's ${where} ${fixed2(extreme)} the ${ctx.type} models at ${usd(atExtreme)} ${vol}${when}; bought back at the stop ${usd(level)}`,
  };
}

function check(c: CoveredExitCondition, ctx: ExitContext): ExitSignal | undefined {
  const { entryPrice: entry, mark } = ctx;
  switch (c.type) {
    case 'time_stop':
      return ctx.daysInTrade > c.max_days_in_trade
        ? { condition: c.type, reason: words.timeStop(ctx.daysInTrade, c.max_days_in_trade) }
        : undefined;
    case 'dte_stop':
      return ctx.dte <= c.min_dte ? { condition: c.type, reason: words.dteStop(ctx.dte, c.min_dte) } : undefined;
    case 'fixed_profit':
      return entry - mark >= c.amount_per_share
        ? { condition: c.type, reason: words.fixedProfit(entry - mark, c.amount_per_share, entry, mark) }
        : undefined;
    case 'fixed_loss': {
      const level = entry + c.amount_per_share;
      const head = words.catchFixedLoss(c.amount_per_share, entry, level);
      const intraday = ctx.catchStop ? catchStop(ctx, level, head, c.type) : undefined;
      if (intraday) return intraday;
      return mark - entry >= c.amount_per_share
        ? { condition: c.type, reason: words.fixedLoss(mark - entry, c.amount_per_share, entry, mark) }
        : undefined;
    }
    case 'take_profit_credit_capture': {
      const captured = entry > 0 ? (entry - mark) / entry : 0;
      return entry > 0 && captured >= c.tp_pct - 1e-12
        ? { condition: c.type, reason: words.creditCapture(captured * 100, entry, c.tp_pct * 100, mark) }
        : undefined;
    }
    case 'stop_loss_credit_multiple': {
      const level = c.sl_multiple * entry;
      const head = words.catchCreditMultiple(c.sl_multiple, entry, level);
      const intraday = ctx.catchStop ? catchStop(ctx, level, head, c.type) : undefined;
      if (intraday) return intraday;
      return mark >= level
        ? { condition: c.type, reason: words.creditMultiple(mark, c.sl_multiple, entry, level) }
        : undefined;
    }
    case 'technical': {
      const t = checkTechnical(ctx.indicators, c, ctx.index);
      return t.met ? { condition: c.type, reason: words.technical(t.label, t.value, t.bottom, t.top) } : undefined;
    }
  }
}

/** The first condition that fires in EXIT_ORDER (ties of one type keep the user's order). */
export function firstExit(conditions: readonly CoveredExitCondition[], ctx: ExitContext): ExitSignal | undefined {
  // Type by type in EXIT_ORDER (every type is listed), then in the user's order: the order a sort
  // would give, without a sorted copy on every day of an open position.
  for (const type of EXIT_ORDER) {
    for (const c of conditions) {
      if (c.type !== type) continue;
      const signal = check(c, ctx);
      if (signal) return signal;
    }
  }
  return undefined;
}
