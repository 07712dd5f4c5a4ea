import type { Trade } from '../../contracts/results';
import { intrinsicValue } from '../../engine/market/black-scholes';
import { regimeForTicker } from './after-tax';

/**
 * Which long legs of a multi-leg trade left by exercise rather than by a sale, read from what the
 * engine stores (so a result saved before this rule reads the same way):
 *
 * - exercised at a close (a global exit, a margin call, the end of the range, the other legs' early
 *   assignment or a calendar's later leg: book.ts 'fillOrExercise'): the exit leg carries
 *   `exercised_at_close` (since 2026-12-03). A trade none of whose legs carries it is read from its
 *   reason, which named each such leg before the flag, 'Exercised rather than sold: the long 185 call
 *   (2 contracts) at its intrinsic value …' (the words since the rule began, 57ad8e0, until the flag;
 *   exercised-longs.test.ts holds them on a saved trade). The engine writes those words only beside
 *   the flag, so a trade saved since with no flag names none, and rewording them moves no estimate;
 * - settled at expiration in the money (exit scenario 'EXPIRATION', a leg that expired, exit price
 *   above 0): a stock or ETF option in the money is exercised by exception (OCC) into shares. An
 *   index option (SPX: a Section 1256 root) settles in cash and is no exercise into shares.
 *
 * Why it matters for tax: exercising a long call buys the shares (basis: strike plus premium), a
 * long put sells them short, and the shares' holding period starts at the exercise; the option's
 * holding period is not carried over. So the engine's route (the shares sold, or covered, at once)
 * realises a short-term gain or loss, whatever the option's age. Selling the option instead keeps
 * its holding period, but the engine took the exercise because it netted more before tax; pairing
 * that P&L with the sale's long-term rate flattered the estimate (audit 7, N3).
 */
export function exercisedLongLegs(t: Pick<Trade, 'entry_contracts' | 'exit_contracts' | 'exit_date' | 'exit_scenario' | 'reason'>): Set<number> {
  const out = new Set<number>();
  const flagged = t.exit_contracts.some((exit) => exit.exercised_at_close === true);
  // A result saved before the flag: the legs its reason names.
  const named = flagged ? [] : namedExercises(t.reason);
  const exercisedAtClose = (exit: Trade['exit_contracts'][number]): boolean =>
    flagged
      ? exit.exercised_at_close === true
      : named.some((n) => n.type === exit.contract.call_or_put && n.contracts === exit.quantity && Math.abs(n.strike - exit.contract.strike) < STRIKE_MATCH);
  for (const [k, leg] of t.entry_contracts.entries()) {
    const exit = t.exit_contracts[k];
    if (leg.side !== 'long' || exit === undefined || isCashSettledContract(exit.contract.id)) continue;
    if (exercisedAtClose(exit)) out.add(k);
    else if (closedAtExpiration(t) && expiredIn(t, k) && settledValue(exit) > 0) out.add(k);
  }
  return out;
}

/** How a reason saved before `exercised_at_close` began the list of the legs exercised at a close. */
const EXERCISED = 'Exercised rather than sold: ';

/** An 'EXPIRATION' exit (a trade saved without its exit scenario: its reason, 'Expiration on 2018-01-19: settled …'). */
const closedAtExpiration = (t: Pick<Trade, 'exit_scenario' | 'reason'>): boolean =>
  t.exit_scenario === 'EXPIRATION' || (t.exit_scenario === undefined && t.reason.startsWith('Expiration on '));

/**
 * Strikes are written as the engine holds them (`${strike}`), the exit leg's the same number; a
 * split-adjusted strike (316.6666…) may differ in its last digits between the two, never by a tenth of a cent.
 */
const STRIKE_MATCH = 0.001;
const NAMED_LEG = /^the long (\d+(?:\.\d+)?) (call|put) \((\d+) contracts?\)/;

/** The legs a reason names exercised ('the long 185 call (2 contracts) at …', one per leg, '; ' apart). */
function namedExercises(reason: string): { strike: number; type: string; contracts: number }[] {
  const at = reason.indexOf(EXERCISED);
  if (at < 0) return [];
  // The list ends where the next sentence of the reason begins ('. ' after it: prices keep their dot unspaced).
  const rest = reason.slice(at + EXERCISED.length);
  const end = rest.search(/\.\s/);
  return (end < 0 ? rest : rest.slice(0, end)).split('; ').flatMap((words) => {
    const m = NAMED_LEG.exec(words);
    return m ? [{ strike: Number(m[1]), type: m[2] ?? '', contracts: Number(m[3]) }] : [];
  });
}

/**
 * Whether leg `k` of an 'EXPIRATION' trade is one that expired (expiration.ts): the legs expiring on
 * or before the day settle; a calendar's later legs close at the day's prices. A trade whose legs all
 * expired on a day that was no trading day ends the trading day before (every leg then expires
 * after its exit date, and every leg settled).
 */
function expiredIn(t: Pick<Trade, 'exit_contracts' | 'exit_date'>, k: number): boolean {
  const expiry = t.exit_contracts[k]?.contract.expiry_date;
  if (expiry === undefined) return false;
  return expiry <= t.exit_date || t.exit_contracts.every((c) => c.contract.expiry_date > t.exit_date);
}

/**
 * What an expired leg settled at per share: its booked price, or (a result saved before legs kept
 * it) its intrinsic value against the underlying its quote kept (a stock's settlement is its close).
 */
function settledValue(exit: Trade['exit_contracts'][number]): number {
  return exit.price ?? intrinsicValue(exit.contract.call_or_put, exit.contract.strike, exit.contract.underlying_price);
}

/** An index option (SPX, SPXW…: the Section 1256 roots) settles in cash: never exercised into shares. */
function isCashSettledContract(id: string): boolean {
  const root = id.match(/^[A-Z]+/)?.[0];
  return root !== undefined && regimeForTicker(root) === 'section1256';
}
