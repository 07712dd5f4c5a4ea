/**
 * Audit 21: a Pro user saves a real run's result with its numbers edited (POST /save-backtest with
 * `results`, the import path), shares it, and reads the public link: does anything mark it as not
 * what the engine produced? Run: npx tsx test/audits/scripts21/forged-share.ts
 */
import { SHARED_READ_PATH } from '../../../shared/contracts/share';
import { BASE, run, signedInUser } from './client';

const { api } = await signedInUser('a21forge');
const request = {
  ticker: 'SPY', shares_multiple: 100, start_date: '2019-01-02', end_date: '2019-12-31',
  strategy: { name: 'Honest CSP', start_type: 'cash_secured_put', cash_secured_put_config: { DTE_target: 30, strike_target_condition: { type: 'delta', delta: -0.3, tolerance: null } } },
};
const real = await run(api, true, request);
const result = real.result as { total_pnl: number; end_balance: number; start_balance: number; total_return_pct: number; trades: { pnl: number }[] };
console.log(`real run: total_pnl ${result.total_pnl}, return ${result.total_return_pct}%`);
const forged = { ...result, total_pnl: result.total_pnl * 10, end_balance: result.start_balance + result.total_pnl * 10, total_return_pct: result.total_return_pct * 10, trades: result.trades.map((t) => ({ ...t, pnl: t.pnl * 10 })) };
const saved = await api('/save-backtest', { method: 'POST', body: JSON.stringify({ backtest_name: 'Forged x10', strategy: request.strategy, results: forged }) });
const id = (saved.body as { backtest_id?: string }).backtest_id;
console.log(`save with edited results: ${saved.status}`);
const share = await api(`/backtests/${id}/share`, { method: 'POST', body: '' });
const token = (share.body as { token?: string }).token;
console.log(`share: ${share.status}`);
const read = await fetch(`${BASE}/api${SHARED_READ_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
const text = await read.text();
console.log(`public read: ${read.status}; keys: ${Object.keys(JSON.parse(text) as object).join(', ')}`);
console.log(`public read shows total_pnl ${String((JSON.parse(text) as { results?: { total_pnl?: number } }).results?.total_pnl)}; mentions upload/import/edited: ${/upload|import|edited|not run/i.test(text.replace(/"imported"|imported_days|data_source/g, ''))}`);
