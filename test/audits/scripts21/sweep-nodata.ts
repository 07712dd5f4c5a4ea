/**
 * Audit 21: a sweep whose base range has no trading days is accepted (202): how does it end?
 * Run: npx tsx test/audits/scripts21/sweep-nodata.ts
 */
import { signedInUser } from './client';

const { api } = await signedInUser('a21sweep');
const base = { ticker: 'SPY', shares_multiple: 100, start_date: '2005-01-03', end_date: '2005-06-30', strategy: { name: 'edge', start_type: 'cash_secured_put', cash_secured_put_config: { DTE_target: 30 } } };
const started = await api('/sweeps', { method: 'POST', body: JSON.stringify({ kind: 'covered', base, parameters: [{ field: 'put.dte', values: [7, 14] }] }) });
const id = (started.body as { sweep_id?: string }).sweep_id;
console.log(`start: ${started.status} ${started.text.slice(0, 120)}`);
for (let i = 0; i < 120; i++) {
  await new Promise((r) => setTimeout(r, 1000));
  const s = await api(`/sweeps/${id}`);
  const b = s.body as { status?: string; error?: string; cells?: unknown[] };
  if (b.status !== 'running' && b.status !== 'queued') { const { request: _request, ...rest } = s.body as Record<string, unknown>;
    console.log(`after ${i + 1} s: ${s.status} ${JSON.stringify(rest).slice(0, 900)}`);
    break; }
}
const status = await api('/getuserstatus');
console.log(`user status: ${status.text.slice(0, 200)}`);
