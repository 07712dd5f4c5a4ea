import { readFileSync } from 'node:fs';
import { analyticsInputOf } from './shared/analytics/analytics-input';
import { estimateAfterTax } from './shared/analytics/tax/after-tax';
import { optionPositionsOf } from './shared/analytics/tax/option-wash-sales';
const r = JSON.parse(readFileSync(process.argv[2]!, 'utf8'));
const i = analyticsInputOf(r);
const op = optionPositionsOf(r);
console.log(JSON.stringify(r.interest_by_year), JSON.stringify(r.shares_by_year.map((y: any) => [y.year, y.dividends, y.realised_short_term, y.unrealised])));
for (const ib of [undefined, r.interest_by_year]) {
  const e = estimateAfterTax({ regime: 'holding_period', shortTermRatePct: 35, longTermRatePct: 15, startBalance: i.startBalance, equity: i.equity, trades: i.trades, ...(ib ? { interestByYear: ib } : {}), sharesByYear: r.shares_by_year, ...(op ? { optionPositions: op } : {}) });
  console.log(e.totalTax, e.carryForward, e.years.map((y) => `${y.year}: pnl ${y.pnl} st ${y.shortTerm} lt ${y.longTerm} out ${y.outsideTrades} sh ${y.shares} ao ${y.assignedOptions} tax ${y.tax}`).join(' | '));
}
