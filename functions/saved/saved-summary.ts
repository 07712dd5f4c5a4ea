/**
 * What GET /backtests shows of a saved backtest: the fields a saved card reads (the strategy's
 * name, ticker, dates and type; the result's total P&L, data period and data source), not the whole strategy
 * and result, so a page of 50 stays small whatever was saved. Loading one reads the whole record
 * from GET /backtests/{id}.
 */
import type { JsonObject } from '../../shared/contracts/saved';
import { isObject } from '../../shared/contracts/load-saved';

const STRATEGY_KEYS = ['name', 'ticker', 'year', 'start_date', 'end_date', 'data_period', 'shares_multiple'] as const;
// Their presence decides the strategy type (strategyTypeOf); their content is not shown.
const TYPE_KEYS = ['covered_call_config', 'cash_secured_put_config'] as const;
// data_source: the card says whether real or modeled quotes priced it (issue 20).
const RESULT_KEYS = ['total_pnl', 'totalPnL', 'data_period', 'data_source'] as const;


function pick(source: unknown, keys: readonly string[]): JsonObject {
  const out: JsonObject = {};
  if (!isObject(source)) return out;
  for (const k of keys) if (source[k] !== undefined && source[k] !== null && JSON.stringify(source[k]).length <= 500) out[k] = source[k];
  return out;
}

export function summarise(payload: { strategy?: unknown; results?: unknown }): { strategy: JsonObject; results: JsonObject } {
  const s = payload.strategy;
  const strategy = pick(s, STRATEGY_KEYS);
  if (isObject(s)) {
    for (const k of TYPE_KEYS) if (s[k] != null) strategy[k] = {};
    if (isObject(s.strategy)) {
      // A covered run saved whole nests what says its kind (the card names Covered Call, Cash-Secured
      // Put or Wheel, saved-display.ts coveredKindOf): its flags, and its configs' presence only.
      const inner = pick(s.strategy, ['name', 'wheel_enabled', 'start_type']);
      for (const k of TYPE_KEYS) if (s.strategy[k] != null) inner[k] = {};
      strategy.strategy = inner;
    }
  }
  return { strategy, results: pick(payload.results, RESULT_KEYS) };
}
