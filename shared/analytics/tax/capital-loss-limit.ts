import { z } from 'zod';

/**
 * How much of a year's net capital loss offsets ordinary income (interest, dividends): IRC
 * §1211(b) allows $3,000 a year, $1,500 for a married person filing a separate return
 * (§1211(b)(1)); the rest is carried forward (§1212(b)). The filing status is the trader's choice in
 * the after-tax panel and the CLI; absent, the estimate keeps the $3,000 it always used, so a saved
 * result or a share reads the same figure as before the choice existed.
 */
export const FILING_STATUSES = ['single_or_joint', 'married_filing_separately'] as const;

const FILING_STATUS_CHOICES = `'single_or_joint' (single, married filing jointly or head of household: $3,000 a year of capital loss against income) `
  + `or 'married_filing_separately' ($1,500)`;

// A body without the field said 'not undefined' (POST /backtests/{id}/settings `{}`): missing is said as missing.
export const FilingStatusSchema = z.enum(FILING_STATUSES, {
  error: (issue) => (issue.input === undefined
    ? `filing status is required: ${FILING_STATUS_CHOICES}`
    : `filing status must be ${FILING_STATUS_CHOICES}, not ${JSON.stringify(issue.input)}`),
});
export type FilingStatus = z.infer<typeof FilingStatusSchema>;

export const DEFAULT_FILING_STATUS: FilingStatus = 'single_or_joint';

/** The single filer's (and a joint return's) limit: the estimate's figure when no status is given. */
export const CAPITAL_LOSS_AGAINST_INCOME = 3_000;

/**
 * The filing status of an estimate's input, checked (a caller in plain JavaScript, a CLI argument):
 * absent, the default; unknown, an Error with the schema's message.
 */
export function filingStatusOf(value: unknown): FilingStatus {
  if (value === undefined) return DEFAULT_FILING_STATUS;
  const parsed = FilingStatusSchema.safeParse(value);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join('; '));
  return parsed.data;
}

/** The most of a year's net capital loss that ordinary income absorbs, by filing status (§1211(b)). */
export function capitalLossLimit(status: FilingStatus = DEFAULT_FILING_STATUS): number {
  return status === 'married_filing_separately' ? 1_500 : CAPITAL_LOSS_AGAINST_INCOME;
}

/**
 * A year's netted capital results (a loss negative; after netting both have one sign) with up to
 * `limit` of their net loss set against `ordinary` income (only as much as there is), the
 * short-term loss first (§1212(b)(2) counts the deduction as a short-term gain when the carry is
 * figured); `deducted` is what was set against it, and the losses left are what carries forward,
 * each keeping its character (a Section 1256 loss its 40% short and 60% long part).
 */
export function lossSetAgainstIncome(shortTerm: number, longTerm: number, ordinary: number, limit = capitalLossLimit()): { shortTerm: number; longTerm: number; deducted: number } {
  const loss = -(Math.min(0, shortTerm) + Math.min(0, longTerm));
  const deducted = Math.min(limit, Math.max(0, ordinary), loss);
  if (!(deducted > 0)) return { shortTerm, longTerm, deducted: 0 };
  const fromShort = Math.min(deducted, Math.max(0, -shortTerm));
  return { shortTerm: shortTerm + fromShort, longTerm: longTerm + (deducted - fromShort), deducted };
}
