/**
 * Audit 15: the after-tax estimate's years for a saved result (35%/15%, holding period), as the
 * panel computes them: `npx tsx test/audits/scripts15/tax-years.ts result.json`.
 */
import { readFileSync } from 'node:fs';
import { estimateAfterTax } from '../../../shared/analytics/tax/after-tax';
import { optionPositionsOf } from '../../../shared/analytics/tax/option-wash-sales';
import { analyticsInputOf } from '../../../shared/analytics/analytics-input';

const path = process.argv[2];
if (!path) throw new Error('usage: tax-years.ts result.json');
const r = JSON.parse(readFileSync(path, 'utf8'));
const input = analyticsInputOf(r);
const e = estimateAfterTax({
  regime: 'holding_period', shortTermRatePct: 35, longTermRatePct: 15, startBalance: input.startBalance, equity: input.equity,
  trades: input.trades, interestByYear: r.interest_by_year, sharesByYear: r.shares_by_year, optionPositions: optionPositionsOf(r),
});
for (const y of e.years) console.log(JSON.stringify(y));
console.log(`total tax ${e.totalTax}`);
