/**
 * Why the engine did not open a position on a day it could have, by cause. The engine writes each
 * skipped day's reason with the texts below, and the results read the cause back from the same
 * texts: one place, so a reason reworded here is reclassified with it (skip-causes.test.ts builds
 * every reason the engine writes). The causes differ for a trader: the strategy's own rules (a
 * cooldown after an exit, a technical entry condition) are a choice; cash or margin that could not
 * carry a position, or no contract that fit, are limits the account or the market set.
 */
import { countText } from '../engine/core/count-text';

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

const NO_BID_MARK = ' has no bid (bid/ask ';
/**
 * The option an entry (or a covered roll) would sell has no bid (bid 0): a market order to sell it
 * does not fill (fill-model.ts gives it 0). `which` names it as the run's notes name legs: 'Leg 1,
 * the short 95 put (TEST240119P00095000)'; bid and ask as a trader reads them ('0.00'). The caller
 * adds what followed when it is not plain from the reason's start (a spread: no position opened).
 */
export const noBidSkip = (which: string, bid: string, ask: string): string =>
  `${which},${NO_BID_MARK}${bid}/${ask}): a sale would not fill`;

/** A covered leg's skip reason starts with its name: 'cash-secured put: …'; a roll's with 'covered call roll (…) not made: …' or '… roll: …'. */
const COVERED_LEG = /^(?:covered call|cash-secured put): /;
const COVERED_ROLL = /^(?:covered call|cash-secured put) roll[ :]/;

/**
 * - rules: the strategy's own rules said not to enter (re-entry cooldown, entry condition, the wait for an assignment notice)
 * - cash: cash could not secure the put; shares: too few shares to cover a call; margin: the margin caps left no room
 * - roll: a covered roll was not made (not an entry: the position was kept, or bought back and not replaced)
 * - no-contract: no contract fit (strike, expiry, volume, premium, the legs' filters) or its quotes could not be traded
 * - no-bid: the contract that fit, to be sold, had no bid (a market: nobody would buy it), not a
 *   strategy's filters; told apart so the trader does not loosen filters that were never the cause
 */
export type SkipCause = 'rules' | 'cash' | 'shares' | 'margin' | 'roll' | 'no-contract' | 'no-bid';

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
  if (why.includes(NO_BID_MARK)) return 'no-bid';
  return 'no-contract';
}

/** The order causes are told in, and their words in the run note that counts days past the list's cap. */
export const SKIP_CAUSE_WORDS: Record<SkipCause, string> = {
  cash: 'cash could not secure the put',
  shares: 'too few shares to cover a call',
  margin: 'margin limits left no room for one unit',
  'no-contract': 'no contract fit',
  'no-bid': 'the option to sell had no bid',
  roll: 'a roll not made',
  rules: "the strategy's own rules did not enter",
};
const CAUSES = Object.keys(SKIP_CAUSE_WORDS) as SkipCause[];

/**
 * '2667 more days without an entry or roll not listed', with or without the causes after it; also
 * the words results saved before it use ('2667 more skipped entry days not listed', older ones
 * without causes), which called a roll not made a skipped entry.
 */
// The note closes with a full stop since 2026-12-03 (diagnostics.ts fullStop); saved ones without.
// Its counts grouped since 2026-12-05 ('2,667 more days'); saved ones bare ('2667').
const MORE = /^([\d,]+) more (?:skipped entry days?|days? without an entry or roll) not listed(?: \((.*)\))?\.?$/;

/**
 * The run note for skipped days past the list's cap, each cause counted: '384 more days without an
 * entry or roll not listed (cash could not secure the put: 380; the strategy's own rules did not
 * enter: 4)'. Rolls not made are among them, so the note does not call them all skipped entries.
 */
export function moreSkipsNote(counts: Partial<Record<SkipCause, number>>): string {
  const parts = CAUSES.filter((c) => (counts[c] ?? 0) > 0).map((c) => `${SKIP_CAUSE_WORDS[c]}: ${countText(counts[c] ?? 0)}`);
  const total = CAUSES.reduce((sum, c) => sum + (counts[c] ?? 0), 0);
  return `${countText(total)} more ${total === 1 ? 'day' : 'days'} without an entry or roll not listed (${parts.join('; ')})`;
}

/**
 * The days past the cap read back from the run notes: by cause, and `unknown` for a result saved
 * before the note counted causes ('120 more skipped entry days not listed').
 */
/** A count as the note writes it, grouped or (saved before 2026-12-05) bare: '2,667', '2667'; NaN for anything else. */
const countOf = (written: string): number => (/^\d{1,3}(?:,\d{3})*$|^\d+$/.test(written) ? Number(written.replace(/,/g, '')) : Number.NaN);

export function moreSkipsOf(notes: readonly string[]): { byCause: Partial<Record<SkipCause, number>>; unknown: number } {
  const byCause: Partial<Record<SkipCause, number>> = {};
  let unknown = 0;
  for (const note of notes) {
    const match = MORE.exec(note);
    if (!match) continue;
    const total = countOf(match[1] ?? '');
    if (!Number.isInteger(total)) continue;
    let told = 0;
    for (const part of match[2]?.split('; ') ?? []) {
      const cause = CAUSES.find((c) => part.startsWith(`${SKIP_CAUSE_WORDS[c]}: `));
      const n = cause ? countOf(part.slice(SKIP_CAUSE_WORDS[cause].length + 2)) : Number.NaN;
      if (!cause || !Number.isInteger(n)) continue;
      byCause[cause] = (byCause[cause] ?? 0) + n;
      told += n;
    }
    unknown += Math.max(0, total - told);
  }
  return { byCause, unknown };
}

/**
 * The days a put was written for fewer contracts than the lots asked, because the cash secured no
 * more at the strike (covered/secured-lots.ts counts them): a wheel set to 3 lots whose cash
 * secured 2 wrote 2 puts, and the trade log alone did not say why.
 */
export interface FewerPuts {
  /** Lots asked (shares_multiple / 100 in today's shares). */
  asked: number;
  /** Days a put was written (an entry or a roll) while that many lots were asked. */
  writes: number;
  /** Days written for fewer, by the contracts written: {2: 3, 1: 1}. */
  byWritten: Record<number, number>;
  /** The first such day: its date, the cash then and the strike ('$58,000.00', 290). */
  first: { date: string; cash: string; strike: number; written: number };
}

const FEWER_PREFIX = 'Cash-secured put: ';
const FEWER = /^Cash-secured put: (\d+) lots? asked, cash secured fewer on (\d+) of the (\d+) days? a put was written/;
const lots = (n: number): string => `${n} ${n === 1 ? 'lot' : 'lots'}`;
const dayCount = (n: number): string => `${n} ${n === 1 ? 'day' : 'days'}`;

/**
 * 'Cash-secured put: 3 lots asked, cash secured fewer on 4 of the 9 days a put was written: puts
 * written for 2 on 3 days, for 1 on 1 day; first 2023-03-17: cash $58,000.00 secured 2 at the 290 strike, puts written for 2'.
 */
export function fewerPutsNote(f: FewerPuts): string {
  const written = Object.entries(f.byWritten).map(([n, days]) => [Number(n), days] as const).sort((a, b) => b[0] - a[0]);
  const days = written.reduce((sum, [, d]) => sum + d, 0);
  const each = written.map(([n, d], i) => `${i === 0 ? 'puts written ' : ''}for ${n} on ${dayCount(d)}`).join(', ');
  const first = `first ${f.first.date}: cash ${f.first.cash} secured ${f.first.written} at the ${f.first.strike} strike, puts written for ${f.first.written}`;
  return `${FEWER_PREFIX}${lots(f.asked)} asked, cash secured fewer on ${days} of the ${dayCount(f.writes)} a put was written: ${each}; ${first}`;
}

/** The days of fewer puts read back from the run notes, per lots asked (none for a result saved before the note). */
export function fewerPutsOf(notes: readonly string[]): Array<{ asked: number; days: number; writes: number }> {
  const found: Array<{ asked: number; days: number; writes: number }> = [];
  for (const note of notes) {
    const match = FEWER.exec(note);
    if (match) found.push({ asked: Number(match[1]), days: Number(match[2]), writes: Number(match[3]) });
  }
  return found;
}
