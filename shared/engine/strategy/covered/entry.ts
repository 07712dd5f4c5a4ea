import type { LegConfig } from '../../../contracts/covered';
import { cooldownSkip, inCooldown } from '../cooldown';
import type { OptionType } from '../../market/market-data';
import { SHARES_PER_CONTRACT } from '../../../domain/constants';
import { dayOfWeek } from '../../market/calendar';
import { checkTechnical } from '../technical';
import { legChoice, selectCovered, type CoveredRun, type Day } from './context';
import type { OpenShort } from './ledger';

/** Weekday index of the spec's days_of_week: 0 Monday … 4 Friday (5, 6 for the weekend). */
const weekdayIndex = (date: string): number => (dayOfWeek(date) + 6) % 7;

/**
 * Which leg a flat account writes next. The wheel follows the holdings (shares → call, cash → put,
 * so it alternates put, assignment, call, called away, put …); otherwise the start type's leg.
 */
export function nextLeg(run: CoveredRun): { type: OptionType; leg: LegConfig } | undefined {
  const s = run.request.strategy;
  const type: OptionType = s.wheel_enabled
    ? run.ledger.shares >= SHARES_PER_CONTRACT
      ? 'call'
      : 'put'
    : s.start_type === 'covered_call'
      ? 'call'
      : 'put';
  const leg = type === 'call' ? s.covered_call_config : s.cash_secured_put_config;
  return leg ? { type, leg } : undefined;
}

/**
 * Contracts the account writes: one per 100 shares held for a call; for a put, one per 100 shares
 * of `shares_multiple` (issue 4: one contract per 100 shares). A put whose strike needs more cash
 * than the account holds is still written — the shortfall is a margin debit, as the covered call's
 * share rebuy may be — and `underSecured` says so for the diagnostics.
 */
export function contractsFor(run: CoveredRun, type: OptionType, strike: number): { contracts: number; underSecured: boolean } {
  if (type === 'call') return { contracts: Math.floor(run.ledger.shares / SHARES_PER_CONTRACT), underSecured: false };
  const contracts = run.request.shares_multiple / SHARES_PER_CONTRACT;
  return { contracts, underSecured: strike * SHARES_PER_CONTRACT * contracts > run.ledger.cash + 1e-9 };
}

/** Opens a short on an allowed day when the leg's entry conditions hold; misses go to diagnostics. */
export function tryEntry(run: CoveredRun, day: Day): void {
  const date = day.bar.date;
  if (!run.request.strategy.days_of_week.includes(weekdayIndex(date))) return;
  const next = nextLeg(run);
  if (!next) return;
  const name = legName(next.type);
  const cooldown = run.request.strategy.reentry_cooldown_days;
  if (inCooldown(run.ledger.trades.at(-1)?.exitDate, date, cooldown)) {
    run.diagnostics.skip(date, `${name}: ${cooldownSkip(cooldown)}`);
    return;
  }
  for (const condition of next.leg.entry_conditions) {
    const check = checkTechnical(run.indicators, condition, day.marketIndex);
    if (!check.met) {
      run.diagnostics.skip(date, `${name}: entry condition not met (${check.text})`);
      return;
    }
  }
  const selection = selectCovered(run, date, day.bar.close, next.type, legChoice(next.leg));
  if ('miss' in selection) {
    run.diagnostics.skip(date, `${name}: ${selection.miss}`);
    return;
  }
  const q = selection.quote;
  const { contracts, underSecured } = contractsFor(run, next.type, q.strike);
  if (contracts < 1) {
    run.diagnostics.skip(date, `${name}: fewer than 100 shares held, no contract to write`);
    return;
  }
  writeShort(run, { type: next.type, leg: next.leg, entry: q, entryDate: date, contracts, rolls: 0 }, underSecured);
}

/** How reasons and diagnostics name a covered leg. */
export const legName = (type: OptionType): string => (type === 'call' ? 'covered call' : 'cash-secured put');

/**
 * Sells `order.contracts` of its contract at the day's fill, commission included: a fresh position or
 * a roll's next contract. A put beyond the cash that secures it is noted (once a run).
 */
export function writeShort(run: CoveredRun, order: Omit<OpenShort, 'current' | 'mark' | 'entryPrice' | 'entryCommission'>, underSecured: boolean): void {
  if (underSecured) noteUnderSecured(run, order.entryDate, order.entry.strike);
  run.ledger.sell({ ...order, entryPrice: run.fill.fill(order.entry, 'sell'), entryCommission: run.cost.commission(order.contracts) });
}

/** Says once per run (with the first day) that puts were written beyond the cash that secures them. */
function noteUnderSecured(run: CoveredRun, date: string, strike: number): void {
  if (run.underSecuredNoted) return;
  run.underSecuredNoted = true;
  run.diagnostics.note(
    `From ${date} the cash no longer covers the put's strike (${strike} × ${run.request.shares_multiple} shares): puts are written on margin`,
  );
}
