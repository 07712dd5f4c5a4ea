/**
 * Audit 12: audit 10's script (../scripts10/audit10-cash.ts) with IWM and BABA wired across their
 * auto-adjusted tails (raw-series12.ts: traded closes and implied dividends to the stitch, the
 * vendor's total-return closes joined there after it, no dividend listed in the tail), and the
 * lowest cash of the run with the interest it paid that day (cash below 0 must pay T-bill + 1.5).
 *
 * Audit 10: the cash line of a run rebuilt day by day apart from the engine: the T-bill interest on
 * idle cash from the RAW FRED file (rates/fred_via-codejoncode_to-2025-10/DGS3MO.csv, cross-checked
 * against the second FRED copy), README's rule: the cash held at a close earns that close's rate
 * (the last published on or before it) for the calendar days to the next trading day, actual/365,
 * credited (rounded to the cent) on that next day; a negative balance pays rate + 1.5 points on
 * actual/360. Prices from the raw files (SPY: Alpha Vantage raw closes; MSFT: Yahoo Close), dividends
 * implied by the raw adjusted/unadjusted closes (D = close[e-1] × (1 − r[e-1] / r[e]), r = adj / raw),
 * Alpha Vantage's explicit amounts instead where its file reaches (to 2020-12-11).
 *   covered (CSP, wheel): cash moves by each fill (premium in, buy-back out), the contract commission,
 *     an assignment's shares at the strike, a share sale at the close the reason names, dividends on
 *     shares held over an ex-date; the interest is then recomputed on that cash.
 *   multi-leg: cash moves by the entry legs' fills less the entry commissions, and at the exit by the
 *     trade's P&L less what the entry moved (each exit leg's fills are checked against it too).
 * Compared: the interest total and by year, the end balance, and each day's equity less the open
 * options' marks (MARKS=path of option-marks.ts output for a covered run; multi-leg days with no open
 * position only), the P&L summary CSV's lines.
 * usage: [MARKS=marks.json] npx tsx test/audits/scripts12/audit12-cash.ts result.json TICKER
 */
import { existsSync, readFileSync } from 'node:fs';
import type { AnyBacktestResult } from '../../../shared/contracts';
import { pnlSummaryCsv } from '../../../shared/analytics/export/pnl-summary-csv';
import { rawSeries12 } from './raw-series12';

const RAW = '/work/shared/market-data-raw';
const [resultPath, ticker] = process.argv.slice(2);
if (!resultPath || !ticker) throw new Error('usage: audit10-cash.ts result.json TICKER');

function csvRows(path: string): Array<Record<string, string>> {
  const [head, ...lines] = readFileSync(path, 'utf8').trim().split(/\r?\n/);
  const cols = (head ?? '').split(',');
  return lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [cols[i] ?? '', v])));
}
const cents = (x: number): number => Math.round(x * 100) / 100;
const daysBetween = (a: string, b: string): number => Math.round((Date.parse(b) - Date.parse(a)) / 86400000);

// --- raw prices and implied dividends
function pricesAndDividends(tk: string): { close: Map<string, number>; divs: Map<string, number> } {
  if (tk === 'IWM' || tk === 'BABA') {
    const s = rawSeries12(tk);
    const atStitch = (s.raw.get(s.stitch) ?? NaN) / (s.adjusted.get(s.stitch) ?? NaN);
    const joined = new Map(s.raw);
    for (const [d, a] of s.adjusted) if (d > s.stitch) joined.set(d, a * atStitch);
    return { close: joined, divs: s.dividends };
  }
  let raw: Map<string, number>; let adj: Map<string, number>;
  if (tk === 'SPY' || tk === 'QQQ') {
    raw = new Map(csvRows(`${RAW}/etfs/alphavantage-raw-unadjusted_to-2024-11-08/${tk}.csv`).map((r) => [r.date ?? '', Number(r['4. close'])]));
    adj = new Map(csvRows(`${RAW}/etfs/yahoo-adjusted_to-2026-03-27/${tk}.csv`).map((r) => [r.Date ?? '', Number(r.Close)]));
  } else {
    const rows = csvRows(`${RAW}/equities/yahoo-close-adjclose_2020-01-02_to-2026-04-24/${tk}.csv`);
    raw = new Map(rows.map((r) => [r.Date ?? '', Number(r.Close)]));
    adj = new Map(rows.map((r) => [r.Date ?? '', Number(r['Adj Close'])]));
  }
  const dates = [...raw.keys()].filter((d) => adj.has(d)).sort();
  const divs = new Map<string, number>();
  for (let i = 1; i < dates.length; i++) {
    const p = dates[i - 1] ?? ''; const d = dates[i] ?? '';
    const rPrev = (adj.get(p) ?? 0) / (raw.get(p) ?? 1); const rNow = (adj.get(d) ?? 0) / (raw.get(d) ?? 1);
    const amount = (raw.get(p) ?? 0) * (1 - rPrev / rNow);
    // A step above 0.05% of the price is a dividend; vendors' rounding noise sits far below it.
    if (amount > (raw.get(p) ?? 0) * 0.0005) divs.set(d, Math.round(amount * 1e4) / 1e4);
  }
  // Alpha Vantage's explicit amounts where its file reaches (to 2020-12-11): the implied ones carry
  // the adjusted close's precision (SPY 2019-06-21: 1.432 against the paid 1.4316).
  const av = `${RAW}/corporate-actions/alphavantage-daily-adjusted_raw+div+split_to-2020-12-11/${tk}.csv`;
  if (existsSync(av)) {
    for (const r of csvRows(av)) {
      const d = r.timestamp ?? '';
      if (Number(r.dividend_amount) > 0) divs.set(d, Number(r.dividend_amount));
      else if (divs.has(d) && d <= '2020-12-11') divs.delete(d);
    }
  }
  return { close: raw, divs };
}

// --- raw rates (percent), and the second copy where it disagrees
const fred = csvRows(`${RAW}/rates/fred_via-codejoncode_to-2025-10/DGS3MO.csv`).filter((r) => r.dgs3mo !== '' && r.dgs3mo !== '.').map((r) => [r.date ?? '', Number(r.dgs3mo)] as const);
const fred2 = new Map(csvRows(`${RAW}/rates/fred_via-asmarton-dm_to-2025-06/DGS3MO.csv`).map((r) => [r.Date ?? '', Number(r.DGS3MO)]));
function rateOn(date: string): number {
  let r = 0;
  for (const [d, v] of fred) { if (d <= date) r = v; else break; }
  return r / 100;
}

type Leg = { contract: { call_or_put: 'call' | 'put'; strike: number }; side?: string; quantity: number; price: number };
interface CoveredTrade { entry_date: string; exit_date: string; entry_position: Leg; exit_position: Leg | null; exit_scenario: string | number; reason: string; commissions: number; pnl: number }
interface MultiTrade { entry_date: string; exit_date: string; entry_contracts: Leg[]; exit_contracts: Leg[] | null; commissions: number; pnl: number; exit_scenario: string }

const result = JSON.parse(readFileSync(resultPath, 'utf8')) as AnyBacktestResult & Record<string, unknown>;
const pointOf = (p: unknown): [string, number] => (Array.isArray(p) ? [String(p[0]), Number(p[1])] : [String((p as { date: string }).date), Number((p as { equity: number }).equity)]);
const curve = (result.equity_curve as unknown[]).map(pointOf);
const days = curve.map(([d]) => d);
const { close, divs } = pricesAndDividends(ticker);
const costs = (result.costs ?? {}) as { commission_per_contract?: number; commission_per_share?: number };
const perContract = costs.commission_per_contract ?? 0.65;
const perShare = costs.commission_per_share ?? 0;
const trades = result.trades as unknown[];
const covered = trades.length > 0 && 'entry_position' in (trades[0] as object);

let cash = result.start_balance; let shares = 0;
const firstTrade = trades[0] as CoveredTrade | undefined;
if (covered && firstTrade?.entry_position.contract.call_or_put === 'call') { shares = Math.round(result.start_balance / (close.get(days[0] ?? '') ?? NaN)); cash = 0; }
let minCash = Infinity; let minCashDay = ''; let negativeDays = 0;
let interest = 0; let dividends = 0; const byYear: Record<string, number> = {};
let pending = 0; // shares to sell (−) or buy back (+) at the next trading day's close
const entryCash = new Map<number, number>();
const exitLegMismatch: string[] = [];
const marks = process.env.MARKS ? (JSON.parse(readFileSync(process.env.MARKS, 'utf8')) as Record<string, number>) : null;
const engineEquity = new Map(curve);
let worstGap = 0; let worstDay = ''; let daysCompared = 0;
const idleDays: string[] = [];
const rateUsed: Record<string, [string, number]> = {};

for (let i = 0; i < days.length; i++) {
  const d = days[i] ?? ''; const c = close.get(d);
  if (c === undefined) throw new Error(`no raw close on ${d}`);
  const prev = days[i - 1];
  if (prev) {
    const n = daysBetween(prev, d); const rate = Math.max(0, rateOn(prev));
    const amount = cash > 0 ? cents((cash * rate * n) / 365) : cents((cash * (rate + 0.015) * n) / 360);
    cash = cents(cash + amount); interest = cents(interest + amount);
    byYear[d.slice(0, 4)] = cents((byYear[d.slice(0, 4)] ?? 0) + amount);
    const m = d.slice(0, 7); if (!rateUsed[m]) rateUsed[m] = [prev, rate * 100];
    const dv = divs.get(d);
    if (dv && shares) { const a = cents(dv * shares); cash = cents(cash + a); dividends = cents(dividends + a); }
  }
  if (pending) { shares += pending; cash = cents(cash - pending * c - Math.abs(pending) * perShare); pending = 0; }
  if (covered) {
    const today = (trades as CoveredTrade[]);
    for (const t of today.filter((x) => x.exit_date === d)) {
      const e = t.entry_position; const q = e.quantity;
      const scenario = String(t.exit_scenario);
      if (t.exit_position) cash = cents(cash - t.exit_position.price * 100 * t.exit_position.quantity - (t.commissions - perContract * q));
      else if (scenario === 'ASSIGNMENT' || scenario === '3') {
        // The strike without a sentence-ending period ("bought at 82.5." read NaN in audit 10's copy).
        const m = /(\d+) shares (?:called away|bought) at (\d+(?:\.\d+)?)/.exec(t.reason);
        const n = m ? Number(m[1]) : 100 * q; const k = m ? Number(m[2]) : e.contract.strike;
        cash = cents(cash - n * perShare);
        if (e.contract.call_or_put === 'put') {
          shares += n; cash = cents(cash - k * n);
          if (t.reason.includes('shares are sold at the close')) { shares -= n; cash = cents(cash + c * n - n * perShare); }
          else if (t.reason.includes("shares are sold at the next trading day's close")) pending -= n;
        } else {
          shares -= n; cash = cents(cash + k * n);
          if (/shares are bought back at (the|that) close/.test(t.reason)) { shares += n; cash = cents(cash - c * n - n * perShare); }
          else if (t.reason.includes("bought back at the next trading day's close")) pending += n;
        }
      }
    }
    for (const t of today.filter((x) => x.entry_date === d)) {
      cash = cents(cash + t.entry_position.price * 100 * t.entry_position.quantity - perContract * t.entry_position.quantity);
    }
  } else {
    (trades as MultiTrade[]).forEach((t, k) => {
      if (t.exit_date !== d) return;
      const moved = entryCash.get(k) ?? 0;
      cash = cents(cash + t.pnl - moved);
      if (t.exit_contracts && t.exit_contracts.length > 0) {
        const legs = t.exit_contracts.reduce((s, l) => s + (l.side === 'short' ? -1 : 1) * l.price * 100 * l.quantity, 0);
        const entryComm = t.entry_contracts.reduce((s, l) => s + perContract * l.quantity, 0);
        const exitComm = t.commissions - entryComm;
        if (Math.abs(legs - exitComm - (t.pnl - moved)) > 0.011 && t.exit_scenario !== 'ASSIGNMENT') exitLegMismatch.push(`${d} #${k}: legs ${cents(legs - exitComm)} vs P&L − entry ${cents(t.pnl - moved)}`);
      }
    });
    (trades as MultiTrade[]).forEach((t, k) => {
      if (t.entry_date !== d) return;
      const legs = t.entry_contracts.reduce((s, l) => s + (l.side === 'short' ? 1 : -1) * l.price * 100 * l.quantity, 0);
      const comm = t.entry_contracts.reduce((s, l) => s + perContract * l.quantity, 0);
      entryCash.set(k, cents(legs - comm));
      cash = cents(cash + legs - comm);
    });
  }
  if (cash < minCash) { minCash = cash; minCashDay = d; }
  if (cash < 0) negativeDays += 1;
  const mine = cents(cash + shares * c);
  const engine = engineEquity.get(d) ?? NaN;
  const open = covered
    ? (trades as CoveredTrade[]).some((t) => t.entry_date <= d && d < t.exit_date) || (trades as CoveredTrade[]).some((t) => t.entry_date === d && t.exit_date === d)
    : (trades as MultiTrade[]).some((t) => t.entry_date <= d && d < t.exit_date);
  if (marks) {
    const gap = Math.abs(mine - (marks[d] ?? 0) - engine);
    daysCompared += 1; if (gap > worstGap) { worstGap = gap; worstDay = d; }
  } else if (!open) {
    idleDays.push(d);
    const gap = Math.abs(mine - engine);
    daysCompared += 1; if (gap > worstGap) { worstGap = gap; worstDay = d; }
  }
}
const lastClose = close.get(days.at(-1) ?? '') ?? NaN;
const fredDisagree = fred.filter(([d, v]) => d >= (days[0] ?? '') && d <= (days.at(-1) ?? '') && fred2.has(d) && fred2.get(d) !== v).length;
const unpublished = days.filter((d) => !fred.some(([f]) => f === d));
const pnl = pnlSummaryCsv(result).trim().split(/\r?\n/).map((l) => l.split(',').slice(0, 2).join(' '));

console.log(JSON.stringify({
  ticker, days: days.length, covered,
  interest_mine: interest, interest_engine: cents(Number(result.interest_earned ?? 0) - Number(result.interest_paid ?? 0)),
  interest_by_year_mine: byYear, interest_by_year_engine: result.interest_by_year,
  dividends_mine: dividends, dividends_engine: (result as Record<string, unknown>).dividends_received ?? null, implied_dividends_in_range: [...divs].filter(([d]) => d >= (days[0] ?? '') && d <= (days.at(-1) ?? '')),
  lowest_cash_mine: cents(minCash), lowest_cash_day: minCashDay, closes_with_cash_below_0: negativeDays,
  interest_paid_engine: (result as Record<string, unknown>).interest_paid ?? null,
  end_cash_mine: cash, shares_at_end: shares, end_mine: cents(cash + shares * lastClose), end_engine: result.end_balance,
  daily_equity_days_compared: daysCompared, daily_equity_worst_gap: cents(worstGap), worst_day: worstDay,
  exit_leg_mismatches: exitLegMismatch.slice(0, 5), exit_leg_mismatch_count: exitLegMismatch.length,
  fred_copies_disagree_days: fredDisagree,
  run_days_without_a_published_rate: unpublished,
  rate_first_day_of_each_month: rateUsed,
  pnl_summary_csv: pnl,
}, null, 1));
