import { exchangeFeesPaid } from '../../shared/analytics/export/trade-costs';

/**
 * The one line `npm run -s backtest -- request.json --summary` prints instead of the result JSON:
 * the headline figures README quotes from CLI runs, each labelled with its result field, so a
 * README figure and the command beside it can be compared by eye (and re-checked after an engine
 * change without a JSON tool).
 */
interface SummarisedResult {
  start_balance: number;
  end_balance: number;
  total_return_pct: number;
  total_trades: number;
  interest_earned?: number | undefined;
  interest_paid?: number | undefined;
  /** Each trade's share of Cboe's SPX fee inside its commissions (cost-model.ts), when it paid some. */
  trades?: ReadonlyArray<{ exchange_fees?: number | undefined }>;
}


/** Dollars with thousands separators and cents ('38,082.00'); the CLI report scripts' figures too. */
export const money = (n: number): string => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** A percentage with its sign ('+5.20%', '−1.07%'). */
export const signedPct = (n: number): string => `${n >= 0 ? '+' : '−'}${Math.abs(n).toFixed(2)}%`;

/**
 * `start_balance 38,082.00 · end_balance … · total_return_pct +5.20% · total_trades 12 · interest_earned 2,117.33 · interest_paid 0.00`,
 * then ` · exchange_fees 1,234.56` on a run that paid the exchange's fee (SPX).
 */
export function resultSummary(result: SummarisedResult): string {
  const fees = exchangeFeesPaid(result.trades ?? []);
  return [
    `start_balance ${money(result.start_balance)}`,
    `end_balance ${money(result.end_balance)}`,
    `total_return_pct ${signedPct(result.total_return_pct)}`,
    `total_trades ${result.total_trades}`,
    // Absent only on results made before interest was kept; the CLI's own runs always carry both.
    `interest_earned ${result.interest_earned === undefined ? 'absent' : money(result.interest_earned)}`,
    `interest_paid ${result.interest_paid === undefined ? 'absent' : money(result.interest_paid)}`,
    ...(fees > 0 ? [`exchange_fees ${money(fees)}`] : []),
  ].join(' · ');
}
