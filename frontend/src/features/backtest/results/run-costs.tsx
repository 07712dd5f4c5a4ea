import { z } from 'zod';
import type { RunCosts } from '../common/cost-fields';
import { exchangeFeesPaid } from '../../../../../shared/analytics/export/trade-costs';

// Issue 14: the results say which costs they were computed with, so a P&L is never read without
// its frictions. The engine may put `costs` on the result; until then (and for results saved
// before), the request the result was run or saved with says it.

const ResultCostsSchema = z.object({
  commission_per_contract: z.number().min(0),
  slippage_pct_of_spread: z.number().min(0).max(100),
  commission_per_share: z.number().min(0).default(0),
  exchange_fees: z.boolean().optional(),
});

/** Dollars of Cboe's SPX fee a result's trades paid (each trade's `exchange_fees`, inside its commissions). */
export function runExchangeFees(result: unknown): number {
  const trades = result !== null && typeof result === 'object' ? (result as { trades?: unknown }).trades : null;
  const withFees = Array.isArray(trades) ? trades.filter((t): t is { exchange_fees?: number } => t !== null && typeof t === 'object' && typeof (t as { exchange_fees?: unknown }).exchange_fees === 'number') : [];
  return exchangeFeesPaid(withFees);
}

/** The costs a result carries itself, else those of the request it came from. */
export function costsOfRun(result: unknown, request: RunCosts | null): RunCosts | null {
  const own = result !== null && typeof result === 'object' ? ResultCostsSchema.safeParse((result as { costs?: unknown }).costs) : null;
  return own?.success ? own.data : request;
}

const dollars = (value: number) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 })}`;

/**
 * 'Costs: $0.65 per contract · slippage 25% of the spread · $0.005 per share', or that there were
 * none; with `exchangeFees` paid (SPX), '· Cboe's SPX fee $x in the commissions'.
 */
export function costsInWords(costs: RunCosts, exchangeFees = 0): string {
  const parts = [
    costs.commission_per_contract > 0 ? `${dollars(costs.commission_per_contract)} per contract` : null,
    exchangeFees > 0 ? `Cboe's SPX exchange fee ${dollars(exchangeFees)} (in the commissions)` : null,
    costs.slippage_pct_of_spread > 0 ? `slippage ${costs.slippage_pct_of_spread}% of the spread` : null,
    costs.commission_per_share > 0 ? `${dollars(costs.commission_per_share)} per share of stock` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? `Costs: ${parts.join(' · ')}` : 'Run without trading costs (no commission, fills at the quoted price)';
}

export function RunCostsLine({ costs, exchangeFees = 0 }: { costs: RunCosts | null; exchangeFees?: number }) {
  if (!costs) return null;
  return <span className="bt-muted bt-run-summary" role="note" aria-label="Costs of this run">{costsInWords(costs, exchangeFees)}</span>;
}
