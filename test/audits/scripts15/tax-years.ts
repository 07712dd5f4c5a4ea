import { readFileSync } from 'node:fs';
import { estimateAfterTax } from '../../../shared/analytics/tax/after-tax';
import { optionPositionsOf } from '../../../shared/analytics/tax/option-wash-sales';
import { analyticsInputOf } from '../../../shared/analytics/analytics-input';
const r = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const input = analyticsInputOf(r);
const e = estimateAfterTax({ regime: 'holding_period', shortTermRatePct: 35, longTermRatePct: 15, startBalance: input.startBalance, equity: input.equity, trades: input.trades, interestByYear: r.interest_by_year, sharesByYear: r.shares_by_year, optionPositions: optionPositionsOf(r) });
console.log(JSON.stringify(e.years, null, 0));
