/**
 * Audit 21: a save whose `results` is not a backtest result (201 by design for imported files):
 * what the Saved list and the load answer then hold. Run: npx tsx test/audits/scripts21/garbage-save.ts
 */
import { signedInUser } from './client';

const { api } = await signedInUser('a21garbage');
const strategy = { name: 'edge', start_type: 'cash_secured_put', cash_secured_put_config: { DTE_target: 30 } };
for (const results of [{ total_pnl: 'lots' }, {}, { total_pnl: 1e308, trades: 'none' }]) {
  const saved = await api('/save-backtest', { method: 'POST', body: JSON.stringify({ backtest_name: 'garbage', strategy, results }) });
  const id = (saved.body as { backtest_id?: string }).backtest_id;
  const one = await api(`/backtests/${id}`);
  console.log(`results ${JSON.stringify(results)}: save ${saved.status}; GET ${one.status} ${one.text.slice(0, 160)}`);
}
const list = await api('/backtests');
console.log(`list: ${list.status} ${list.text.slice(0, 600)}`);
