/**
 * Audit 22: can a multi-leg run borrow (its cash below zero, so the borrowed-cash note)? Tries long
 * options at the largest margin limits, a short put assigned deep, and a short strangle in 2020.
 * Run: npx tsx test/audits/scripts22/multileg-borrow.ts
 */
import { run, signedInUser } from './client';

const { api } = await signedInUser('a22mlb');
const leg = (side: string, option_type: string, value: number, dte: number, quantity = 1) => ({ side, option_type, quantity, dte_target: dte, target_strike_condition: { type: 'delta', value }, children: [] });
const spread = (ticker: string, start: string, end: string, legs: unknown[], extra: Record<string, unknown> = {}) => ({ ticker, balance: 100000, start_date: start, end_date: end, strategy: { name: 'a22', ticker, legs, global_exit_conditions: [], max_margin_percentage_per_position: 100, max_margin_percentage_per_portfolio: 100, ...extra } });
for (const [label, req] of [
  ['SPY deep ITM long calls, 100% limits', spread('SPY', '2020-01-02', '2020-06-30', [leg('long', 'call', 0.95, 365)])],
  ['SPY short puts 0.5 delta into March 2020, 100% limits', spread('SPY', '2020-01-02', '2020-06-30', [leg('short', 'put', -0.5, 30)])],
  ['TSLA short strangle 2020, 100% limits', spread('TSLA', '2020-01-02', '2020-12-31', [leg('short', 'put', -0.3, 30), leg('short', 'call', 0.3, 30)])],
] as const) {
  const r = await run(api, false, req);
  const res = r.result as { total_pnl?: number; interest_paid?: number; diagnostics?: { notes?: string[] }; trades?: unknown[] } | undefined;
  console.log(`${label}: ${r.status} ${r.error ?? ''} trades ${res?.trades?.length}, pnl ${res?.total_pnl}, interest paid ${res?.interest_paid}; note: ${(res?.diagnostics?.notes ?? []).find((n) => n.startsWith('Cash below zero'))?.slice(0, 200) ?? '(none)'}`);
}
