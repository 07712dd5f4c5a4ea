/**
 * Why the engine did not open a position on a day it could have, by cause. The engine writes each
 * skipped day's reason with the texts below, and the results read the cause back from the same
 * texts: one place, so a reason reworded here is reclassified with it (skip-causes.test.ts builds
 * every reason the engine writes). The causes differ for a trader: the strategy's own rules (a
 * cooldown after an exit, a technical entry condition) are a choice; cash or margin that could not
 * carry a position, or no contract that fit, are limits the account or the market set.
 */

/** A day's entry waited for an assignment notice (one text, so the skips group). */
export const ASSIGNMENT_NOTICE_SKIP = 'early assignment at this close: its notice arrives the next morning, so the next entry waits for the next trading day';

const COOLDOWN_PREFIX = 're-entry cooldown: ';
/** A day skipped for the cooldown (one text, so the skips group). */
export const cooldownSkip = (days: number): string => `${COOLDOWN_PREFIX}${days} calendar days after the last exit`;

const CONDITION_PREFIX = 'entry condition not met (';
/** A covered leg's technical entry condition (RSI, moving average …) was not met that day. */
export const entryConditionSkip = (text: string): string => `${CONDITION_PREFIX}${text})`;

/** The cash did not secure one put at the strike ('$17,031.72', '$17,500.00' as a trader reads them). */
export const unsecuredPutSkip = (cash: string, strike: number, needed: string): string =>
  `cash ${cash} does not secure one put at the ${strike} strike (${needed} needed): no trade`;
const UNSECURED = /^cash \S+ does not secure one put at the /;

/** A covered call with fewer than 100 shares to cover it. */
export const NO_SHARES_SKIP = 'fewer than 100 shares held, no contract to write';

const MARGIN_PREFIX = 'margin limits leave no room for one unit';
/** The spreads' margin caps left no room for one unit ('$512.00'). */
export const marginSkip = (perUnit: string): string => `${MARGIN_PREFIX} (margin ${perUnit} a unit)`;

/** A covered leg's skip reason starts with its name: 'cash-secured put: …'; a roll's with 'covered call roll (…) not made: …' or '… roll: …'. */
const COVERED_LEG = /^(?:covered call|cash-secured put): /;
const COVERED_ROLL = /^(?:covered call|cash-secured put) roll[ :]/;

/**
 * - rules: the strategy's own rules said not to enter (re-entry cooldown, entry condition, the wait for an assignment notice)
 * - cash: cash could not secure the put; shares: too few shares to cover a call; margin: the margin caps left no room
 * - roll: a covered roll was not made (not an entry: the position was kept, or bought back and not replaced)
 * - no-contract: no contract fit (strike, expiry, volume, premium, the legs' filters) or its quotes could not be traded
 */
export type SkipCause = 'rules' | 'cash' | 'shares' | 'margin' | 'roll' | 'no-contract';

/** Which of the strategy's own rules kept it out, for a reason of cause 'rules'. */
export type SkipRule = 'cooldown' | 'entry-condition' | 'assignment-notice';
export const SKIP_RULE_WORDS: Record<SkipRule, string> = {
  cooldown: 're-entry cooldown after an exit',
  'entry-condition': 'entry conditions not met',
  'assignment-notice': 'waiting for an early assignment notice',
};

const reasonOfDay = (reason: string): string => {
  const leg = COVERED_LEG.exec(reason);
  return leg ? reason.slice(leg[0].length) : reason;
};

export function skipRule(reason: string): SkipRule | undefined {
  if (COVERED_ROLL.test(reason)) return undefined;
  const why = reasonOfDay(reason);
  if (why === ASSIGNMENT_NOTICE_SKIP) return 'assignment-notice';
  if (why.startsWith(COOLDOWN_PREFIX)) return 'cooldown';
  if (why.startsWith(CONDITION_PREFIX)) return 'entry-condition';
  return undefined;
}

export function skipCause(reason: string): SkipCause {
  if (COVERED_ROLL.test(reason)) return 'roll';
  if (skipRule(reason)) return 'rules';
  const why = reasonOfDay(reason);
  if (UNSECURED.test(why)) return 'cash';
  if (why === NO_SHARES_SKIP) return 'shares';
  if (why.startsWith(MARGIN_PREFIX)) return 'margin';
  return 'no-contract';
}

/** The order causes are told in, and their words in the run note that counts days past the list's cap. */
export const SKIP_CAUSE_WORDS: Record<SkipCause, string> = {
  cash: 'cash could not secure the put',
  shares: 'too few shares to cover a call',
  margin: 'margin limits left no room for one unit',
  'no-contract': 'no contract fit',
  roll: 'a roll not made',
  rules: "the strategy's own rules did not enter",
};
const CAUSES = Object.keys(SKIP_CAUSE_WORDS) as SkipCause[];

/** '2667 more skipped entry days not listed', with or without the causes after it (older results have none). */
const MORE = /^(\d+) more skipped entry days? not listed(?: \((.*)\))?$/;

/**
 * The run note for skipped days past the list's cap, each cause counted:
 * '384 more skipped entry days not listed (cash could not secure the put: 380; the strategy's own rules did not enter: 4)'.
 */
export function moreSkipsNote(counts: Partial<Record<SkipCause, number>>): string {
  const parts = CAUSES.filter((c) => (counts[c] ?? 0) > 0).map((c) => `${SKIP_CAUSE_WORDS[c]}: ${counts[c]}`);
  const total = CAUSES.reduce((sum, c) => sum + (counts[c] ?? 0), 0);
  return `${total} more skipped entry ${total === 1 ? 'day' : 'days'} not listed (${parts.join('; ')})`;
}

/**
 * The days past the cap read back from the run notes: by cause, and `unknown` for a result saved
 * before the note counted causes ('120 more skipped entry days not listed').
 */
export function moreSkipsOf(notes: readonly string[]): { byCause: Partial<Record<SkipCause, number>>; unknown: number } {
  const byCause: Partial<Record<SkipCause, number>> = {};
  let unknown = 0;
  for (const note of notes) {
    const match = MORE.exec(note);
    if (!match) continue;
    const total = Number(match[1]);
    let told = 0;
    for (const part of match[2]?.split('; ') ?? []) {
      const cause = CAUSES.find((c) => part.startsWith(`${SKIP_CAUSE_WORDS[c]}: `));
      const n = cause ? Number(part.slice(SKIP_CAUSE_WORDS[cause].length + 2)) : Number.NaN;
      if (!cause || !Number.isInteger(n)) continue;
      byCause[cause] = (byCause[cause] ?? 0) + n;
      told += n;
    }
    unknown += Math.max(0, total - told);
  }
  return { byCause, unknown };
}
