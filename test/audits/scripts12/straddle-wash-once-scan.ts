/**
 * `npx tsx test/audits/scripts12/straddle-wash-once-scan.ts request.json...`: per request, the after-tax
 * estimate's tax by year (35%/15%, the regime the ticker suggests, the options' wash sales when the
 * result carries them), the calls' losses for tax the option wash leaves in each year
 * (callLossesLeftInYear; printed empty on a tree before it) and the engine's `deferred_losses` by
 * year. Run on this branch and on main (their after-tax.ts and option-wash-sales.ts) over the
 * covered, wheel and cash-secured put configs of test/audits/configs*: the same years of tax (README,
 * 'Wash sales on options', straddle-wash-once.ts).
 */
import { readFile } from 'node:fs/promises';
import { analyticsInputOf } from '../../../shared/analytics/analytics-input';
import { estimateAfterTax, regimeForTicker } from '../../../shared/analytics/tax/after-tax';
import { optionPositionsOf, optionWashSales } from '../../../shared/analytics/tax/option-wash-sales';
import type { AnyBacktestResult } from '../../../shared/contracts';
import { loadMarketData } from '../../../functions/market/load-market-data';
import { runCli } from '../../../functions/cli/run-cli';

for (const path of process.argv.slice(2)) {
  const out: string[] = [];
  const code = await runCli([path], { readFile: (p) => readFile(p, 'utf8'), loadMarketData: (t) => loadMarketData(t), stdout: (t) => out.push(t), stderr: () => {} });
  if (code !== 0) { console.log(path, 'failed'); continue; }
  const result = JSON.parse(out.join('')) as AnyBacktestResult;
  const req = JSON.parse(await readFile(path, 'utf8'));
  const ticker = String(req.ticker);
  const input = analyticsInputOf(result);
  const sharesByYear = 'shares_by_year' in result ? result.shares_by_year : undefined;
  const positions = optionPositionsOf(result);
  const regime = regimeForTicker(ticker);
  const lastYear = Number(input.equity.at(-1)?.date.slice(0, 4));
  const past = positions && regime === 'holding_period' ? (optionWashSales(positions, lastYear).callLossesLeftInYear ?? new Map()) : new Map();
  const est = estimateAfterTax({ regime, shortTermRatePct: 35, longTermRatePct: 15, startBalance: input.startBalance, equity: input.equity, trades: input.trades, ...(result.interest_by_year ? { interestByYear: result.interest_by_year } : {}), sharesByYear, ...(positions ? { optionPositions: positions } : {}) });
  const deferred = (sharesByYear ?? []).map((y) => `${y.year}:${JSON.stringify(y.covered_calls?.deferred_losses ?? null)}`).join(' ');
  console.log(`${path} total ${est.totalTax.toFixed(2)} | years ${est.years.map((y) => `${y.year}:${y.tax.toFixed(2)}`).join(' ')} | callLossesLeftInYear ${JSON.stringify([...past])} | deferred ${deferred}`);
}
