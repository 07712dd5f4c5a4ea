import { ContractSchema, type Contract } from '../../contracts/contract';
import { isCoveredResult, type AnyBacktestResult } from '../../contracts/results';
import { exitScenarioLabel } from '../../domain/exit-scenarios';
import { exitChipWords, isIndexOptionId, reasonWords } from '../../domain/trade-words';
import { savedTextInWords } from '../../domain/saved-text-words';
import { toCsv, type CsvValue } from './csv';
import { multiLegCommissions } from './trade-costs';

/** Every Contract field, in the contract's order, so a new field reaches the file without edits here. */
const CONTRACT_FIELDS = Object.keys(ContractSchema.shape) as Array<keyof Contract>;

const TRADE_COLUMNS = [
  'trade_number', 'entry_date', 'exit_date', 'exit_scenario', 'exit_scenario_code', 'reason', 'trade_pnl', 'trade_commissions', 'premium_received',
  'entry_margin_required', 'entry_capital_required', 'leg_number', 'side', 'quantity', 'entry_fill_price', 'exit_fill_price',
  'split_adjusted_contracts', 'split_adjusted_strike', 'split_adjusted_shares_per_contract',
] as const;

/** The header: trade columns, then entry_<field> and exit_<field> for every Contract field. */
export const TRADE_LOG_COLUMNS: readonly string[] = [
  ...TRADE_COLUMNS,
  ...CONTRACT_FIELDS.map((f) => `entry_${f}`),
  ...CONTRACT_FIELDS.map((f) => `exit_${f}`),
];

interface LegRow {
  side: string;
  quantity: number;
  entryFill: number | null;
  exitFill: number | null;
  entry: Contract;
  exit: Contract | null;
  /** A position a split adjusted while open: the covered trade's `split_adjusted`, or the multi-leg entry leg's. */
  adjusted?: { contracts: number; strike: number; shares_per_contract: number } | undefined;
}

const contractCells = (c: Contract | null): CsvValue[] => CONTRACT_FIELDS.map((f) => (c ? c[f] : null));

/**
 * The trade log as CSV: one row per leg of every trade (a covered trade has one leg).
 * A trader reads `exit_scenario` and `reason` in the trade log's words (trade-words.ts: 'Bought
 * back', 'Profit Target (%)'; a reason saved with a condition's code first reads as the engine
 * writes it today; an SPX trade's closes and strikes stay index points); a program reads `exit_scenario_code`, the code as the result holds it
 * ('BOUGHT_BACK', 'percentage_profit', 'MARGIN_CALL'). The result itself is not changed. The trade's
 * descriptive fields repeat on each of its legs so that any row stands alone in a filter or pivot
 * table, but its money does not: `trade_pnl`, `trade_commissions`, `entry_margin_required` and
 * `entry_capital_required` are on the trade's first leg row and empty on the others, so summing any
 * of them counts each trade once (repeated, a two-leg spread's P&L summed double). A per-leg P&L was not the choice: commissions are charged
 * per fill and a result saved before legs carried their fills has no leg prices to split it by.
 * `trade_commissions` is what the trade paid in commissions, already deducted in `trade_pnl`.
 * Fill prices are per share as booked: a covered position's `price`, a multi-leg leg's `price` (its
 * fill, slippage included, or the intrinsic value it settled at); a covered short that expired or
 * was assigned has no closing trade, and its exit fill is the value it settled at (0 out of the
 * money, the intrinsic value given up in the money: the trade's `settlement_price`), its exit contract cells
 * empty. A covered result saved before trades carried `commissions` and `settlement_price` leaves
 * those cells empty.
 * A multi-leg result saved before legs carried `price` has no fills: the engine fills at the last
 * trade, or the mid when the last lies outside the bid/ask (or the run asked for mids), less or
 * plus slippage, so the contract's last price is not the fill. Those cells are empty rather than a
 * wrong price (the last, bid and ask are in their own columns). A leg never closed has empty exit cells.
 * A covered position, or a multi-leg leg, a split adjusted while open keeps its entry as sold (entry_*
 * cells, `quantity`, `entry_fill_price`); `split_adjusted_contracts`, `_strike` and
 * `_shares_per_contract` give what was held from the split on, of which the exit fill is a share
 * (empty otherwise, and in results saved before 2026-12-03).
 * Dividends, interest and the shares' P&L are outside the trade log: pnl-summary-csv.ts reconciles them.
 */
/** The exit scenario in words and as its code; both empty for a trade saved without one. */
function scenarioCells(scenario: string | number | undefined, reason: string): [string | null, string | null] {
  return scenario === undefined ? [null, null] : [exitChipWords(scenario, reason), exitScenarioLabel(scenario)];
}

export function tradeLogCsv(result: AnyBacktestResult): string {
  const rows: CsvValue[][] = [];
  const push = (n: number, trade: { entry_date: string; exit_date: string; exit_scenario?: string | number; reason: string; pnl: number }, extra: { commissions: number | null; premium: number | null; margin: number | null; capital: number | null }, legs: LegRow[]) => {
    legs.forEach((leg, i) => {
      const first = i === 0;
      rows.push([
        n, trade.entry_date, trade.exit_date, ...scenarioCells(trade.exit_scenario, trade.reason), savedTextInWords(reasonWords(trade.reason, { indexPoints: isIndexOptionId(legs[0]?.entry.id) })),
        first ? trade.pnl : null, first ? extra.commissions : null, extra.premium, first ? extra.margin : null, first ? extra.capital : null, i + 1, leg.side, leg.quantity, leg.entryFill, leg.exitFill,
        leg.adjusted?.contracts ?? null, leg.adjusted?.strike ?? null, leg.adjusted?.shares_per_contract ?? null,
        ...contractCells(leg.entry), ...contractCells(leg.exit),
      ]);
    });
  };
  if (isCoveredResult(result)) {
    result.trades.forEach((t, i) => {
      const leg: LegRow = {
        side: t.entry_position.side, quantity: t.entry_position.quantity, entryFill: t.entry_position.price,
        exitFill: t.exit_position?.price ?? t.settlement_price ?? null, entry: t.entry_position.contract, exit: t.exit_position?.contract ?? null,
        adjusted: t.split_adjusted,
      };
      push(i + 1, t, { commissions: t.commissions ?? null, premium: t.premium_received, margin: null, capital: null }, [leg]);
    });
  } else {
    result.trades.forEach((t, i) => {
      const legs = t.entry_contracts.map((entry, k): LegRow => {
        const exit = t.exit_contracts[k] ?? null;
        return {
          side: entry.side, quantity: entry.quantity, entryFill: entry.price ?? null, exitFill: exit?.price ?? null,
          entry: entry.contract, exit: exit?.contract ?? null, adjusted: entry.split_adjusted,
        };
      });
      push(i + 1, t, { commissions: multiLegCommissions(t), premium: null, margin: t.entry_margin_required, capital: t.entry_capital_required }, legs);
    });
  }
  return toCsv(TRADE_LOG_COLUMNS, rows);
}
