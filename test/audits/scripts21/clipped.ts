/**
 * Audit 21: a range that runs past the data's first or last day: does the result say the range was
 * cut to the data? Run: npx tsx test/audits/scripts21/clipped.ts
 */
import { run, signedInUser } from './client';

const req = (ticker: string, start: string, end: string) => ({
  ticker, shares_multiple: 100, start_date: start, end_date: end,
  strategy: { name: 'edge', start_type: 'covered_call', covered_call_config: { DTE_target: 30, strike_target_condition: { type: 'delta', delta: 0.3, tolerance: null } } },
});
const { api } = await signedInUser('a21clip');
const ranges: [string, string, string][] = [['SPY', '2009-06-01', '2010-02-26'], ['SPY', '2025-10-01', '2026-12-31'], ['AAPL', '2025-06-02', '2025-12-31'], ['HOOD', '2021-01-04', '2021-10-29'], ['SPX', '2026-05-01', '2026-12-31']];
for (const [t, s, e] of ranges) {
  const r = await run(api, true, req(t, s, e));
  const res = r.result as { data_period?: unknown; cagr_pct?: number | null; diagnostics?: { notes?: string[] } } | undefined;
  const notes = res?.diagnostics?.notes ?? [];
  const said = notes.filter((n) => /data (covers|ends|starts|begins)|first day|last day|cut|shorter|clipp|only from|until/i.test(n));
  console.log(`${t} ${s}..${e}: ${r.status} period ${JSON.stringify(res?.data_period)} cagr ${res?.cagr_pct} | range notes: ${said.length ? said.map((n) => n.slice(0, 250)).join(' || ') : 'NONE'}`);
}
