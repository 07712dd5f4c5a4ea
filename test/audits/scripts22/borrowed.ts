/**
 * Audit 22, part 1: audit 21 F1's borrowed-cash note, recomputed apart from the engine for runs audit
 * 21 did not use. The cash is replayed from the result's own trade log (premium in on the entry day,
 * the rest of each trade's P&L on its exit day; in a wheel, shares bought at a put's strike and sold at
 * a call's), its dividends from the bundled dividends.csv, and compared with the note's closes below
 * zero, largest debit, its date and its share of that day's equity (equity_curve). Interest accrues
 * daily in the engine and is not replayed here: the tolerance on each figure is the run's interest.
 * Run: npx tsx test/audits/scripts22/borrowed.ts > test/audits/scripts22/out-borrowed.txt
 */
import { readFileSync } from 'node:fs';
import { run, signedInUser } from './client';

interface Leg { contract: { call_or_put: string; strike: number; expiry_date: string }; side: string; quantity: number; price: number }
interface Trade { entry_date: string; exit_date: string | null; entry_position?: Leg; exit_position: Leg | null; settlement_price?: number | null; pnl: number; commissions: number; premium_received?: number; reason?: string }
interface Result { start_balance: number; equity_curve: [string, number][]; trades: Trade[]; interest_paid: number; interest_earned: number; dividends_received: number; diagnostics: { notes?: string[] } }

const csv = (f: string) => readFileSync(`functions/market/data/${f}`, 'utf8').trim().split('\n').slice(1).map((l) => l.split(',') as [string, string, string]);
const splits = csv('splits.csv');
const dividends = csv('dividends.csv');
/** The raw (as traded) close of `ticker` on the first bar after `date`: the bundled bars are split-adjusted to today. */
function rawCloseAfter(ticker: string, date: string): [string, number] {
  const rows = readFileSync(`functions/market/data/bars/${ticker}.csv`, 'utf8').trim().split('\n').slice(1).map((l) => l.split(','));
  const next = rows.find((r) => (r[0] ?? '') > date) ?? [];
  const day = next[0] ?? date;
  const factor = splits.filter(([t, d]) => t === ticker && d > day).reduce((f, [, , x]) => f * Number(x), 1);
  return [day, Number(next[4]) * factor];
}

const cc = { DTE_target: 30, strike_target_condition: { type: 'delta', delta: 0.3, tolerance: null } };
const csp = { DTE_target: 30, strike_target_condition: { type: 'delta', delta: -0.3, tolerance: null } };
const cases: [string, Record<string, unknown>][] = [
  ['AAPL covered call 2020 over its 4:1', { ticker: 'AAPL', shares_multiple: 100, start_date: '2020-01-02', end_date: '2020-12-31', strategy: { name: 'a22', start_type: 'covered_call', covered_call_config: cc } }],
  ['TSLA covered call 2020 over its 5:1', { ticker: 'TSLA', shares_multiple: 100, start_date: '2020-01-02', end_date: '2020-12-31', strategy: { name: 'a22', start_type: 'covered_call', covered_call_config: cc } }],
  ['MSFT covered call 2021 (0.5 delta, 14 DTE)', { ticker: 'MSFT', shares_multiple: 200, start_date: '2021-01-04', end_date: '2021-12-31', strategy: { name: 'a22', start_type: 'covered_call', covered_call_config: { ...cc, DTE_target: 14, strike_target_condition: { type: 'delta', delta: 0.5, tolerance: null } } } }],
  ['SPY wheel 2022', { ticker: 'SPY', shares_multiple: 100, start_date: '2022-01-03', end_date: '2022-12-30', strategy: { name: 'a22', wheel_enabled: true, start_type: 'cash_secured_put', cash_secured_put_config: csp, covered_call_config: cc } }],
  ['SPY wheel 2021 starting with shares (covered_call start)', { ticker: 'SPY', shares_multiple: 100, start_date: '2021-01-04', end_date: '2021-12-31', strategy: { name: 'a22', wheel_enabled: true, start_type: 'covered_call', cash_secured_put_config: csp, covered_call_config: cc } }],
];

const { api } = await signedInUser('a22borrow');
for (const [label, request] of cases) {
  const r = await run(api, true, request);
  if (!r.result) { console.log(`${label}: ${r.status} ${r.error}`); continue; }
  const res = r.result as Result;
  const ticker = String(request.ticker);
  const start = String(request.start_date);
  const wheel = (request.strategy as { wheel_enabled?: boolean }).wheel_enabled === true;
  const startsWithShares = (request.strategy as { start_type: string }).start_type === 'covered_call';
  // Shares in today's (split-adjusted) units, as dividends.csv's amounts are.
  const laterSplits = splits.filter(([t, d]) => t === ticker && d > start).reduce((f, [, , x]) => f * Number(x), 1);
  const flows = new Map<string, number>();
  const add = (d: string, x: number) => flows.set(d, (flows.get(d) ?? 0) + x);
  const firstDay = res.equity_curve[0]?.[0] ?? start;
  add(firstDay, startsWithShares ? 0 : res.start_balance);
  let heldAdj = startsWithShares ? Number(request.shares_multiple) * laterSplits : 0;
  const heldOn: [string, number][] = [[firstDay, heldAdj]];
  const skipDividendOn = new Set<string>();
  for (const t of res.trades) {
    const premium = t.premium_received ?? 0;
    add(t.entry_date, premium);
    if (!t.exit_date) continue;
    let exit = t.pnl - premium;
    const legIn = t.entry_position;
    const settle = t.settlement_price ?? 0;
    // An early assignment before an ex-date: called away at the strike that close, bought back the next
    // trading day's close (the reason says so), so the shares are not held on the ex-date.
    if (!wheel && legIn && /bought back at the next trading day's close/.test(t.reason ?? '')) {
      const units = legIn.quantity * 100;
      exit += (legIn.contract.strike + settle) * units;
      const [nextDay, rawClose] = rawCloseAfter(ticker, t.exit_date);
      add(nextDay, -rawClose * units);
      skipDividendOn.add(nextDay);
    }
    if (wheel && legIn && !t.exit_position && settle > 0) {
      // Assigned or exercised: the shares change hands at the strike (pnl already holds the intrinsic).
      const units = legIn.quantity * 100;
      const close = legIn.contract.call_or_put === 'put' ? legIn.contract.strike - settle : legIn.contract.strike + settle;
      const sharesWord = /bought back/.test(t.reason ?? '');
      if (!sharesWord) {
        exit += legIn.contract.call_or_put === 'put' ? -close * units : close * units;
        heldAdj += (legIn.contract.call_or_put === 'put' ? units : -units) * laterSplits;
        heldOn.push([t.exit_date, heldAdj]);
      }
    }
    add(t.exit_date, exit);
  }
  const heldAt = (d: string) => [...heldOn].reverse().find(([x]) => x <= d)?.[1] ?? 0;
  for (const [t, d, amount] of dividends) if (t === ticker && d >= start && !skipDividendOn.has(d)) add(d, Number(amount) * heldAt(d));
  let cash = 0;
  let below = 0;
  let worst = { debit: 0, date: '', pct: 0 };
  const dates = [...flows.keys()].sort();
  let k = 0;
  for (const [day, equity] of res.equity_curve) {
    while (k < dates.length && (dates[k] ?? '') <= day) cash += flows.get(dates[k++] ?? '') ?? 0;
    if (cash < -0.005) below++;
    if (-cash > worst.debit) worst = { debit: -cash, date: day, pct: (-cash / equity) * 100 };
  }
  const note = (res.diagnostics.notes ?? []).find((n) => n.startsWith('Cash below zero')) ?? '(no borrowed-cash note)';
  console.log(`\n${label}: ${res.trades.length} trades, interest paid ${res.interest_paid}, earned ${res.interest_earned}, dividends ${res.dividends_received}`);
  console.log(`  recomputed: below zero at ${below} of ${res.equity_curve.length} closes; largest debit $${worst.debit.toFixed(2)} at the close of ${worst.date}, ${worst.pct.toFixed(1)}% of equity`);
  console.log(`  note: ${note.slice(0, 260)}`);
}
