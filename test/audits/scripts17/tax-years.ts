/**
 * Audit 17: the after-tax estimate's years for a saved result as the panel computes them, in a
 * regime and filing status given: `npx tsx test/audits/scripts17/tax-years.ts result.json
 * section1256|holding_period [single_or_joint|married_filing_separately]` (35%/15%).
 */
import { readFileSync } from 'node:fs';
import { estimateAfterTax, type FilingStatus, type TaxRegime } from '../../../shared/analytics/tax/after-tax';
import { optionPositionsOf } from '../../../shared/analytics/tax/option-wash-sales';
import { analyticsInputOf } from '../../../shared/analytics/analytics-input';

const [path, regime, status] = process.argv.slice(2);
if (!path || (regime !== 'section1256' && regime !== 'holding_period')) throw new Error('usage: tax-years.ts result.json section1256|holding_period [filing status]');
const r = JSON.parse(readFileSync(path, 'utf8'));
const input = analyticsInputOf(r);
const covered = r.shares_by_year !== undefined || r.share_pnl !== undefined;
const e = estimateAfterTax({
  regime: regime as TaxRegime, shortTermRatePct: 35, longTermRatePct: 15, startBalance: input.startBalance, equity: input.equity,
  trades: input.trades, interestByYear: r.interest_by_year, ...(r.shares_by_year ? { sharesByYear: r.shares_by_year } : {}),
  optionPositions: optionPositionsOf(r), ...(status ? { filingStatus: status as FilingStatus } : {}),
  holdsNoShares: !covered || (r.share_pnl === 0 && !((r.dividends_received ?? 0) > 0)),
});
for (const y of e.years) console.log(JSON.stringify(y));
console.log(`total tax ${e.totalTax} carry ${e.carryForward}`);
