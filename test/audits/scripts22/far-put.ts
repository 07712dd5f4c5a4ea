/**
 * Audit 22, part 3: h-words22's far-put note (audit 20 F5) recomputed from the trade log. A modeled
 * far put closed at a price: an exit leg that is a put under 0.01 |delta| that day, its quote not
 * imported nor bounded by imported neighbours, closed by a fill (not a settlement at intrinsic value).
 * Counted: contracts bought back / sold, those under 12 days to expiry, those on the expiry day.
 * Run: npx tsx test/audits/scripts22/far-put.ts > test/audits/scripts22/out-far-put.txt
 */
import { run, signedInUser } from './client';

interface C { contract: { call_or_put: string; delta: number; expiry_date: string; quote_source?: string; neighbour_bounded?: boolean }; side: string; quantity: number }
interface T { entry_date: string; exit_date: string; entry_contracts: C[]; exit_contracts: C[]; exit_scenario: string }
const { api } = await signedInUser('a22fp');
const days = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);
const far = (c: C) => c.contract.call_or_put === 'put' && Math.abs(c.contract.delta) < 0.01 && c.contract.quote_source !== 'imported' && c.contract.neighbour_bounded !== true;
const cases: [string, string, string, string, number, number, number][] = [
  ['SPY 2019 short put -0.012, 30 DTE, take profit 75%', 'SPY', '2019-01-02', '2019-12-31', -0.012, 30, 75],
  ['SPX 2018-2019 short put -0.008, 21 DTE, take profit 60%', 'SPX', '2018-01-02', '2019-12-31', -0.008, 21, 60],
  ['QQQ 2021 short put -0.015, 45 DTE, take profit 90%', 'QQQ', '2021-01-04', '2021-12-31', -0.015, 45, 90],
];
for (const [label, ticker, start, end, delta, dte, tp] of cases) {
  const leg = { side: 'short', option_type: 'put', quantity: 1, dte_target: dte, target_strike_condition: { type: 'delta', value: delta }, children: [] };
  const r = await run(api, false, { ticker, balance: 100000, start_date: start, end_date: end, strategy: { name: 'a22', ticker, min_volume: 0, legs: [leg], global_exit_conditions: [{ type: 'percentage_profit', value: tp }] } });
  const res = r.result as { trades: T[]; diagnostics: { notes: string[] } };
  let opened = 0, closed = 0, late = 0, onExpiry = 0;
  const scenarios = new Map<string, number>();
  const lateDays: number[] = [];
  for (const t of res.trades) {
    for (const c of t.entry_contracts) if (far(c)) opened += c.quantity;
    scenarios.set(t.exit_scenario, (scenarios.get(t.exit_scenario) ?? 0) + 1);
    if (/expir|assign|exercis|settle/i.test(t.exit_scenario)) continue;
    for (const c of t.exit_contracts) {
      if (!far(c)) continue;
      closed += c.quantity;
      const left = days(t.exit_date, c.contract.expiry_date);
      if (left < 12) { late += c.quantity; lateDays.push(left); }
      if (left <= 0) onExpiry += c.quantity;
    }
  }
  console.log(`\n${label}: ${r.status} ${r.error ?? ''}; ${res.trades.length} trades, exits ${JSON.stringify(Object.fromEntries(scenarios))}`);
  console.log(`  recomputed: opened far ${opened}, closed far at a price ${closed}, of them under 12 days left ${late} (days left ${JSON.stringify(lateDays)}), on the expiry day ${onExpiry}`);
  console.log(`  note: ${res.diagnostics.notes.find((n) => n.startsWith('Far out')) ?? '(none)'}`);
}
