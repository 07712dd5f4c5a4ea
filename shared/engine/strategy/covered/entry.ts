import type { LegConfig } from '../../../contracts/covered';
import { ASSIGNMENT_NOTICE_SKIP, awaitsAssignmentNotice, cooldownSkip, inCooldown } from '../cooldown';
import type { OptionType } from '../../market/market-data';
import { SHARES_PER_CONTRACT } from '../../../domain/constants';
import { dayOfWeek } from '../../market/calendar';
import { dollarsText } from '../../core/money';
import { checkTechnical } from '../technical';
import { NO_SHARES_SKIP, entryConditionSkip, unsecuredPutSkip } from '../../../domain/skip-causes';
import { dteBeyondListingsWords } from '../../selection/dte-beyond-listings';
import { fartherExpiryNote } from '../../selection/expiry-fallback';
import { fartherPutBound, putBound } from '../../selection/secured-put-bound';
import { isVolumeMiss, type Selection } from '../../selection/select-contract';
import { legChoice, selectCovered, type CoveredRun, type Day, type LegChoice } from './context';
import type { OpenShort } from './ledger';
import { callTreatment } from './call-treatment';
import { oneLegOverVolume } from '../over-volume';

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
 * Contracts the account writes: one per 100 shares held for a call. A cash-secured put is secured
 * (issue 14 item 2): one contract per 100 shares of `shares_multiple` in today's shares (baseShares, after splits), but no more than the cash
 * (before the premium) covers at the strike, floor(cash / (strike × 100)); the wheel follows the
 * same rule.
 */
export function contractsFor(run: CoveredRun, type: OptionType, strike: number): { contracts: number; lots: number } {
  const lots = Math.floor(run.baseShares / SHARES_PER_CONTRACT);
  if (type === 'call') return { contracts: Math.floor(run.ledger.shares / SHARES_PER_CONTRACT), lots };
  const perContract = strike * SHARES_PER_CONTRACT;
  const secured = Math.max(0, Math.floor(run.ledger.cash / perContract + 1e-9));
  return { contracts: Math.min(lots, secured), lots };
}

/**
 * Why no put was written: the cash does not secure one contract at the strike. The results group
 * these days by their wording with the figures as ranges (frontend skip-groups.ts).
 */
export const unsecuredPut = (run: CoveredRun, strike: number): string =>
  unsecuredPutSkip(dollarsText(run.ledger.cash), strike, dollarsText(strike * SHARES_PER_CONTRACT));

/** Counts a put written on `date` against the lots asked (secured-lots.ts), before its premium reaches the cash. */
export function countPutWritten(run: CoveredRun, date: string, lots: number, contracts: number, strike: number): void {
  run.securedLots.putWritten(date, lots, contracts, () => dollarsText(run.ledger.cash), strike);
}

/** Opens a short on an allowed day when the leg's entry conditions hold; misses go to diagnostics. */
export function tryEntry(run: CoveredRun, day: Day): void {
  const date = day.bar.date;
  if (!run.request.strategy.days_of_week.includes(weekdayIndex(date))) return;
  const next = nextLeg(run);
  if (!next) return;
  const name = legName(next.type);
  if (awaitsAssignmentNotice(run.earlyAssignedOn, date)) {
    run.diagnostics.skip(date, `${name}: ${ASSIGNMENT_NOTICE_SKIP}`);
    return;
  }
  const cooldown = run.request.strategy.reentry_cooldown_days;
  if (inCooldown(run.ledger.trades.at(-1)?.exitDate, date, cooldown)) {
    run.diagnostics.skip(date, `${name}: ${cooldownSkip(cooldown)}`);
    return;
  }
  for (const condition of next.leg.entry_conditions) {
    const check = checkTechnical(run.indicators, condition, day.marketIndex);
    if (!check.met) {
      run.diagnostics.skip(date, `${name}: ${entryConditionSkip(check.text)}`);
      return;
    }
  }
  if (next.type === 'put' && securesNoPut(run, date, next.leg)) {
    // Past the cap (securesNoPut's condition) a skip's reason is dropped: only the count shows it.
    run.diagnostics.countSkipPastCap('cash');
    countSkippedSearchChange(run, day, next.leg);
    return;
  }
  const selection = selectCovered(run, date, day.bar.close, next.type, legChoice(next.leg));
  if ('miss' in selection) {
    run.diagnostics.skip(date, `${name}: ${selection.miss}`);
    return;
  }
  const q = selection.quote;
  const { contracts, lots } = contractsFor(run, next.type, q.strike);
  if (contracts < 1) {
    const why = next.type === 'put' ? unsecuredPut(run, q.strike) : NO_SHARES_SKIP;
    run.diagnostics.skip(date, `${name}: ${why}`);
    countRefusedChange(run, date, selection);
    return;
  }
  if (next.type === 'put') countPutWritten(run, date, lots, contracts, q.strike);
  writeShort(run, day, { type: next.type, leg: next.leg, entry: q, entryDate: date, contracts, rolls: 0, ...fartherExpiry(run, date, selection, legChoice(next.leg)) });
}

/** The trade reason's note (and the diagnostics' count) when the selection took a farther expiry. */
export function fartherExpiry(run: CoveredRun, date: string, selection: Selection, choice: Pick<LegChoice, 'dteTarget' | 'exactDte'>): { adjustments?: string[] } {
  if (!('quote' in selection)) return {};
  const adjustments: string[] = [];
  // A DTE target past every listed expiry took the farthest one (audit 21 F4): said, first of the notes.
  const beyond = dteBeyondListingsWords(run.market.options, date, choice.dteTarget, choice.exactDte, selection.quote.expiry_date);
  if (beyond !== undefined) {
    run.diagnostics.enteredBeyondListings(beyond);
    adjustments.push(beyond);
  }
  // Counted for the worker's run without the minimum only (Diagnostics.watchesVolumeOn), as the picks are.
  const modeledDay = run.diagnostics.watchesVolumeOn(run.market.options, date);
  if (selection.passedOver) {
    const note = fartherExpiryNote(date, selection.quote.expiry_date, selection.passedOver, run.request.strategy.min_volume_for_entry);
    run.diagnostics.enteredFartherExpiry(note, modeledDay);
    adjustments.push(note);
  }
  // The minimum volume moved the delta pick far from the target (volume-moved.ts, audit 12 N6).
  if (selection.volumeMoved !== undefined) {
    run.diagnostics.pickMovedByVolume(`${date}: ${selection.volumeMoved}`);
    adjustments.push(selection.volumeMoved);
  }
  if (selection.modeledVolumeMove !== undefined) run.diagnostics.modeledPickMoved(selection.modeledVolumeMove);
  return adjustments.length > 0 ? { adjustments } : {};
}

/**
 * A write refused after its contract was chosen (the cash secures no put at its strike, a roll that
 * would pick the contract it holds), on a day the worker's base run watches: counted when the minimum
 * volume chose that contract or its expiry (selectCovered's every-change check, a passed-over
 * expiry). With no minimum the run tried another contract that day, which the cash may have
 * secured: a change the result reports (min-volume-check.ts) though nothing traded here.
 */
export function countRefusedChange(run: CoveredRun, date: string, selection: Selection): void {
  if (!('quote' in selection) || !run.diagnostics.watchesVolumeOn(run.market.options, date)) return;
  if (selection.modeledVolumeMove !== undefined || selection.passedOver !== undefined) run.diagnostics.modeledTryRefused(date);
}

/**
 * The put securesNoPut skipped without a search, on a day the worker's base run watches: when a put
 * of any volume would be secured (the bound at minimum volume 0), the minimum may be what kept the
 * pick out of the cash's reach, so the search is made here for the check alone (the skip above
 * stands, counted as before: the run is the single run's) and a pick the filter chose, or a volume
 * miss, counts as a refused change (countRefusedChange).
 */
function countSkippedSearchChange(run: CoveredRun, day: Day, leg: LegConfig): void {
  const date = day.bar.date;
  if (!(run.request.strategy.min_volume_for_entry > 0) || !run.diagnostics.watchesVolumeOn(run.market.options, date)) return;
  if (securesNoPut(run, date, leg, 0)) return;
  const selection = selectCovered(run, date, day.bar.close, 'put', legChoice(leg));
  if ('miss' in selection) {
    if (isVolumeMiss(selection.miss)) run.diagnostics.modeledTryRefused(date);
    return;
  }
  countRefusedChange(run, date, selection);
}

/**
 * True when the put entry can only end in a skip whose reason would not be kept: the diagnostics'
 * skip list is full and the cash secures not even one put at the lowest strike listed for the
 * expiration the selection would pick, nor for any farther one flexible DTE may move to (a higher
 * strike secures fewer). Then the contract search is
 * not run: a wheel or cash-secured put whose cash fell behind the price skips most days this way,
 * and the outcome (one more skipped day, no trade) is the same as with the search.
 *
 * On a day of imported data the bound is the lowest put the selection could pick (volume at least
 * the minimum), and only when every put of the chain is valid: the search would then neither fail
 * on bad data nor miss for volume (a volume miss is counted past the cap, in the liquidity note).
 * A cash-secured put whose cash fell behind SPY skipped 3,149 days of the imported bench this way.
 */
function securesNoPut(run: CoveredRun, date: string, leg: LegConfig, minVolume = run.request.strategy.min_volume_for_entry): boolean {
  if (run.diagnostics.keepsSkipReasons()) return false;
  const chains = run.market.options;
  if (!chains.lowestStrike && !chains.lowestLiquidPut) return false;
  // The day's chain answers are kept per provider (secured-put-bound.ts): a sweep's cells share them.
  const bound = putBound(chains, date, leg.DTE_target, leg.exact_dte, minVolume);
  const lowest = bound.lowest;
  if (lowest === undefined || contractsFor(run, 'put', lowest).contracts >= 1) return false;
  if (leg.exact_dte) return true;
  // With flexible DTE a volume miss there moves the selection to a farther expiry (expiry-fallback.ts):
  // each must fail too. Without a tolerance a chain with a liquid put cannot miss for volume (its
  // nearest liquid put is picked), so the farther expiries need no look: on imported days each look
  // decodes another expiry's puts, which doubled the cold short put's CPU (0.94 -> 2.0 s).
  if (leg.strike_target_condition.tolerance == null && bound.liquid) return true;
  const farther = fartherPutBound(chains, bound, date, leg.DTE_target, minVolume);
  return farther !== undefined && contractsFor(run, 'put', farther).contracts < 1;
}

/** How reasons and diagnostics name a covered leg. */
export const legName = (type: OptionType): string => (type === 'call' ? 'covered call' : 'cash-secured put');

/**
 * Sells `order.contracts` of its contract at `day`'s fill, commission included, marked at the day's
 * price: a fresh position or a roll's next contract. A call carries how the straddle rules treat it
 * on the shares (call-treatment.ts: the after-tax estimate's holding periods). More contracts than
 * the day's volume are said in its reason, not changed (over-volume.ts, audit 17 F1).
 */
export function writeShort(run: CoveredRun, day: Day, order: Omit<OpenShort, 'current' | 'mark' | 'entryPrice' | 'entryCommission' | 'deliverable' | 'treatment'>): void {
  const treatment = order.type === 'call' ? { treatment: callTreatment(run, day, order.entry) } : {};
  const entryPrice = run.fill.fill(order.entry, 'sell', day.bar.date);
  const entryCommission = run.cost.commission([{ contracts: order.contracts, price: entryPrice }], day.bar.date);
  const overVolume = oneLegOverVolume(run.overVolume, 'entry', day.bar.date, 'short', order.entry, order.contracts);
  const adjustments = overVolume === undefined ? {} : { adjustments: [...(order.adjustments ?? []), overVolume] };
  run.ledger.sell({ ...order, ...adjustments, ...treatment, entryPrice, mark: run.fill.mark(order.entry), entryCommission });
}
