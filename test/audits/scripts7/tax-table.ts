/**
 * Audit 7: the after-tax estimate the results panel shows for a saved result JSON (the engine's
 * side of the comparison): its table by year and totals, as JSON, at 35% / 15% unless given.
 * usage: npx tsx test/audits/scripts7/tax-table.ts result.json TICKER [short%] [long%]
 */
import { readFile } from 'node:fs/promises';
import { analyticsInputOf } from '../../../shared/analytics/analytics-input';
import { estimateAfterTax, regimeForTicker } from '../../../shared/analytics/tax/after-tax';
import type { AnyBacktestResult } from '../../../shared/contracts';

const [path, ticker, st = '35', lt = '15'] = process.argv.slice(2);
if (!path || !ticker) throw new Error('usage: tax-table.ts result.json TICKER [short%] [long%]');
const result = JSON.parse(await readFile(path, 'utf8')) as AnyBacktestResult;
const input = analyticsInputOf(result);
const sharesByYear = 'shares_by_year' in result ? result.shares_by_year : undefined;
const e = estimateAfterTax({
  regime: regimeForTicker(ticker), shortTermRatePct: Number(st), longTermRatePct: Number(lt),
  startBalance: input.startBalance, equity: input.equity, trades: input.trades,
  ...(result.interest_by_year ? { interestByYear: result.interest_by_year } : {}),
  ...(sharesByYear ? { sharesByYear } : {}),
});
process.stdout.write(`${JSON.stringify({ years: e.years.map((y) => ({ year: y.year, pnl: y.pnl, st: y.shortTerm, lt: y.longTerm, tax: y.tax })), totalTax: e.totalTax, afterTaxReturnPct: e.afterTaxReturnPct, carryForward: e.carryForward })}\n`);
