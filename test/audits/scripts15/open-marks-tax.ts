/**
 * Audit 15: what the after-tax estimate (holding period) counts of option positions still open at a
 * year's end. Its `outsideTrades` (a year's equity change less the trades closed that year and the
 * shares' marked P&L) holds the interest, the dividends and the change in the marks of positions
 * still open, which it taxes in that year as if realised (after-tax.ts). For equity options the law
 * taxes them when closed (no mark to market outside Section 1256). This prints, per result, each
 * year's residual (outsideTrades − net interest − dividends: the open marks), checks that the
 * residuals sum to 0 over the run (a run ends flat), and the estimate re-run with the open marks
 * moved out of the years (the equity at each year's end less the marks still open then): the tax
 * a realised-only reading gives beside the estimate's. Since F3 was fixed the estimate takes those marks
 * out itself (after-tax.ts): each residual reads 0 and the two agree.
 * usage: npx tsx test/audits/scripts15/open-marks-tax.ts result.json…
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { estimateAfterTax, regimeForTicker, type TaxInput } from '../../../shared/analytics/tax/after-tax';
import { optionPositionsOf } from '../../../shared/analytics/tax/option-wash-sales';
import { analyticsInputOf } from '../../../shared/analytics/analytics-input';

for (const path of process.argv.slice(2)) {
  const r = JSON.parse(readFileSync(path, 'utf8'));
  const input = analyticsInputOf(r);
  const ticker: string = r.trades?.[0]?.entry_position?.contract?.id?.replace(/\d.*$/, '') ?? r.trades?.[0]?.entry_contracts?.[0]?.contract?.id?.replace(/\d.*$/, '') ?? '';
  if (regimeForTicker(ticker) !== 'holding_period') continue;
  const optionPositions = optionPositionsOf(r);
  const base: TaxInput = {
    regime: 'holding_period', shortTermRatePct: 35, longTermRatePct: 15, startBalance: input.startBalance, equity: input.equity, trades: input.trades,
    ...(r.interest_by_year ? { interestByYear: r.interest_by_year } : {}),
    ...(r.shares_by_year ? { sharesByYear: r.shares_by_year } : {}),
    ...(optionPositions ? { optionPositions } : {}),
    // As the CLI reads it (after-tax-estimate.ts): a spread, or a covered run that held no shares.
    holdsNoShares: !('share_pnl' in r) || (r.share_pnl === 0 && !((r.dividends_received ?? 0) > 0)),
  };
  const e = estimateAfterTax(base);
  const interest = new Map<number, number>((r.interest_by_year ?? []).map((y: { year: number; earned: number; paid: number }) => [y.year, y.earned - y.paid]));
  const dividends = new Map<number, number>((r.shares_by_year ?? []).map((y: { year: number; dividends: number }) => [y.year, y.dividends]));
  let open = 0;
  const openAtEnd = new Map<number, number>();
  const residuals: string[] = [];
  for (const y of e.years) {
    const residual = y.outsideTrades - (interest.get(y.year) ?? 0) - (dividends.get(y.year) ?? 0);
    open += residual;
    openAtEnd.set(y.year, open);
    residuals.push(`${y.year} ${residual.toFixed(2)}`);
  }
  // The equity at each year's last day less the open marks then: the years' P&L as realised.
  const lastIndex = new Map<number, number>();
  input.equity.forEach((p, i) => lastIndex.set(Number(p.date.slice(0, 4)), i));
  const lasts = new Set(lastIndex.values());
  const equity = input.equity.map((p, i) => (lasts.has(i) ? { ...p, equity: p.equity - (openAtEnd.get(Number(p.date.slice(0, 4))) ?? 0) } : p));
  const realised = estimateAfterTax({ ...base, equity });
  const moved = realised.totalTax - e.totalTax;
  console.log(`${basename(path)}: open marks by year [${residuals.join('; ')}], sum ${open.toFixed(2)}; tax ${e.totalTax.toFixed(2)} (after-tax ${e.afterTaxReturnPct.toFixed(2)}%), realised-only ${realised.totalTax.toFixed(2)} (${realised.afterTaxReturnPct.toFixed(2)}%), ${moved >= 0 ? '+' : ''}${moved.toFixed(2)}`);
}
