import { z } from 'zod';
import type { RunCosts } from '../common/cost-fields';
import { PRICE_SOURCE_WORDS, PriceSourceSchema, exchangeFeeTable, feeRatesText, type PriceSource } from '../lib/shared';
import { fillPriceText } from '../../../../../shared/engine/core/money';
import { exchangeFeesPaid } from '../../../../../shared/analytics/export/trade-costs';

// Issue 14: the results say which costs they were computed with, so a P&L is never read without
// its frictions. The engine may put `costs` on the result; until then (and for results saved
// before), the request the result was run or saved with says it.

const ResultCostsSchema = z.object({
  commission_per_contract: z.number().min(0),
  slippage_pct_of_spread: z.number().min(0).max(100),
  commission_per_share: z.number().min(0).default(0),
  exchange_fees: z.boolean().optional(),
  price_source: PriceSourceSchema.optional(),
});

/** Dollars of Cboe's SPX fee a result's trades paid (each trade's `exchange_fees`, inside its commissions). */
export function runExchangeFees(result: unknown): number {
  const trades = result !== null && typeof result === 'object' ? (result as { trades?: unknown }).trades : null;
  const withFees = Array.isArray(trades) ? trades.filter((t): t is { exchange_fees?: number } => t !== null && typeof t === 'object' && typeof (t as { exchange_fees?: unknown }).exchange_fees === 'number') : [];
  return exchangeFeesPaid(withFees);
}

/**
 * The costs a result carries itself, else those of the request it came from. The price source is
 * the result's when it records one, else the request's.
 */
export function costsOfRun(result: unknown, request: RunCosts | null): RunCosts | null {
  const own = result !== null && typeof result === 'object' ? ResultCostsSchema.safeParse((result as { costs?: unknown }).costs) : null;
  if (!own?.success) return request;
  const { price_source, ...costs } = own.data;
  const source = price_source ?? request?.price_source;
  return source ? { ...costs, price_source: source } : costs;
}

/** The request's default price source (contracts: `price_source` defaults to last): the line names only another. */
const DEFAULT_PRICE_SOURCE: PriceSource = 'last';

/**
 * A price source other than the default, in the builders' words (PRICE_SOURCE_WORDS, the strategy
 * table's 'Price Source: Bid/Ask Mid'): not a cost in dollars, but every fill and daily mark starts
 * from it, so it moves the P&L (audit 10, N6: the SPXW sample's run at the mid ended $208.81 from the
 * same run at the last). Null for the default or an unknown source.
 */
function priceSourceText(source: PriceSource | undefined): string | null {
  if (!source || source === DEFAULT_PRICE_SOURCE) return null;
  return `price source ${PRICE_SOURCE_WORDS[source]} (fills start from the bid/ask midpoint, not the last trade)`;
}

// A rate or a total to the fraction of a cent it has ('$0.005 per share'), the engine's price format.
const dollars = fillPriceText;

/** The dates a result's data covered (DerivedResults.dataPeriod): the rates it would have paid are those of these dates. */
export interface RunPeriod {
  start_date: string;
  end_date: string;
}

/**
 * Why a run on a ticker whose options carry an exchange fee (SPX) paid none: the run had the fee
 * switched off, or was saved before the switch existed (those ran without it). A trader reading
 * an SPX result must see its costs leave the fee out, at the rates of the run's dates (every
 * dated rate when they are not known). Null when the fee was paid or does not apply.
 */
function feeLeftOut(costs: RunCosts, exchangeFees: number, ticker: string, period: RunPeriod | null): string | null {
  const table = exchangeFeeTable(ticker);
  if (!table || table.length === 0 || costs.exchange_fees === true || exchangeFees > 0) return null;
  return `Cboe's SPX exchange fee not charged (${feeRatesText(table, period?.start_date, period?.end_date)} left out)`;
}

/**
 * 'Costs: $0.65 per contract · slippage 25% of the spread · $0.005 per share', or that there were
 * none; a price source other than the last trade after them ('· price source Bid/Ask Mid (…)'); with `exchangeFees` paid (SPX), '· Cboe's SPX fee $x in the commissions'; on a `ticker`
 * with a fee the run did not charge, that it was left out at the rates of `period`.
 */
export function costsInWords(costs: RunCosts, exchangeFees = 0, ticker = '', period: RunPeriod | null = null): string {
  const parts = [
    costs.commission_per_contract > 0 ? `${dollars(costs.commission_per_contract)} per contract` : null,
    exchangeFees > 0 ? `Cboe's SPX exchange fee ${dollars(exchangeFees)} (in the commissions)` : null,
    costs.slippage_pct_of_spread > 0 ? `slippage ${costs.slippage_pct_of_spread}% of the spread` : null,
    costs.commission_per_share > 0 ? `${dollars(costs.commission_per_share)} per share of stock` : null,
  ].filter((part): part is string => part !== null);
  const leftOut = feeLeftOut(costs, exchangeFees, ticker, period);
  const source = priceSourceText(costs.price_source);
  if (parts.length === 0) {
    const fills = source ? `fills at the ${PRICE_SOURCE_WORDS[costs.price_source ?? DEFAULT_PRICE_SOURCE]}` : 'fills at the quoted price';
    return `Run without trading costs (no commission${leftOut ? ", no Cboe's SPX exchange fee" : ''}, ${fills})`;
  }
  // The price source after the slippage, which moves a fill from its price.
  return `Costs: ${[...parts, ...(source ? [source] : []), ...(leftOut ? [leftOut] : [])].join(' · ')}`;
}

/** `ticker`: the underlying the results ran on, to say when its exchange fee was left out; `period`: the dates, for its rates. */
export function RunCostsLine({ costs, exchangeFees = 0, ticker = '', period = null }: { costs: RunCosts | null; exchangeFees?: number; ticker?: string; period?: RunPeriod | null }) {
  if (!costs) return null;
  return <span className="bt-muted bt-run-summary" role="note" aria-label="Costs of this run">{costsInWords(costs, exchangeFees, ticker, period)}</span>;
}
