/**
 * Audit 21: invariants checked on any result apart from the engine (each returns its violations
 * as words; an empty list is a pass).
 */
const FULL_CONTRACT = ['id', 'call_or_put', 'strike', 'expiry_date', 'last_trade_price', 'bid_price', 'ask_price', 'volume', 'open_interest', 'underlying_price', 'delta', 'gamma', 'theta', 'vega', 'rho', 'bid_implied_volatility', 'ask_implied_volatility'];
const near = (a: number, b: number, tol = 0.011) => Math.abs(a - b) <= tol;
type R = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Every number non-finite (cannot come through JSON) or null where a number is expected, and negative counts. */
function walk(x: unknown, path: string, out: string[]): void {
  if (x === null) {
    if (/\.(strike|last_trade_price|bid_price|ask_price|underlying_price|pnl|price|quantity|volume|open_interest|equity)$/.test(path)) out.push(`null at ${path}`);
    return;
  }
  if (typeof x === 'number') {
    if (!Number.isFinite(x)) out.push(`non-finite ${x} at ${path}`);
    if (/(shares|quantity|contracts|volume|open_interest)$/.test(path) && x < 0) out.push(`negative count ${x} at ${path}`);
    return;
  }
  if (typeof x === 'string') {
    if (/\b(NaN|Infinity|undefined)\b/.test(x)) out.push(`text reads NaN/Infinity/undefined at ${path}: ${x.slice(0, 120)}`);
    return;
  }
  if (Array.isArray(x)) { x.forEach((v, i) => walk(v, `${path}[${i}]`, out)); return; }
  if (typeof x === 'object') for (const [k, v] of Object.entries(x as R)) walk(v, `${path}.${k}`, out);
}

export function checkResult(res: R, req: R, covered: boolean): string[] {
  const out: string[] = [];
  walk(res, 'result', out);
  const curve: [string, number][] = covered ? res.equity_curve : res.equity_curve.map((p: R) => [p.date, p.equity]);
  const bench: [string, number][] = covered ? res.benchmark_prices : res.benchmark_prices.map((p: R) => [p.date, p.price]);
  if (!near(res.end_balance - res.start_balance, res.total_pnl)) out.push(`end - start = ${(res.end_balance - res.start_balance).toFixed(2)} but total_pnl ${res.total_pnl}`);
  const first = curve[0], last = curve.at(-1);
  if (last && !near(last[1], res.end_balance)) out.push(`last equity ${last[1]} != end_balance ${res.end_balance}`);
  // The P&L parts as the result defines them (shared/analytics/export/pnl-summary-csv.ts).
  const tradeSum = res.trades.reduce((s: number, t: R) => s + t.pnl, 0);
  const parts = tradeSum + (res.dividends_received ?? 0) + (res.interest_earned ?? 0) - (res.interest_paid ?? 0) + (covered ? (res.share_pnl ?? 0) : 0);
  if (!near(parts, res.total_pnl, 0.02)) out.push(`parts ${parts.toFixed(2)} (trades ${tradeSum.toFixed(2)}) != total_pnl ${res.total_pnl}`);
  if (res.total_trades !== res.trades.length) out.push(`total_trades ${res.total_trades} != ${res.trades.length} trades`);
  const wins = res.trades.filter((t: R) => t.pnl > 0).length;
  if (res.trades.length && !near(res.win_rate, (100 * wins) / res.trades.length, 0.01)) out.push(`win_rate ${res.win_rate} != ${(100 * wins) / res.trades.length}`);
  // Dates: in the requested range, benchmark on the same days.
  const start = req.start_date, end = req.end_date;
  if (first && last && (first[0] < start || last[0] > end)) out.push(`curve ${first[0]}..${last[0]} outside request ${start}..${end}`);
  if (res.data_period && first && last && (res.data_period.start_date !== first[0] || res.data_period.end_date !== last[0])) out.push(`data_period ${JSON.stringify(res.data_period)} != curve ${first[0]}..${last[0]}`);
  const cd = curve.map((p) => p[0]).join(), bd = bench.map((p) => p[0]).join();
  if (bench.length === 0) out.push('no benchmark prices');
  else if (cd !== bd) out.push(`benchmark days (${bench.length}, ${bench[0]?.[0]}..${bench.at(-1)?.[0]}) != equity days (${curve.length})`);
  if (res.benchmark_equity) {
    const be: [string, number][] = covered ? res.benchmark_equity : res.benchmark_equity.map((p: R) => [p.date, p.equity]);
    if (be.map((p) => p[0]).join() !== cd) out.push('benchmark_equity days != equity days');
  }
  // Trades: dates in range, complete contracts.
  res.trades.forEach((t: R, i: number) => {
    if (t.entry_date < start || (t.exit_date && t.exit_date > end) || (t.exit_date && t.exit_date < t.entry_date)) out.push(`trade ${i} dates ${t.entry_date}..${t.exit_date} out of order/range`);
    const legs: R[] = covered ? [t.entry_position ?? t.entry, t.exit_position ?? t.exit].filter(Boolean) : [...t.entry_contracts, ...t.exit_contracts];
    if (!covered && t.entry_contracts.length !== t.exit_contracts.length) out.push(`trade ${i}: ${t.entry_contracts.length} entry legs, ${t.exit_contracts.length} exit legs`);
    for (const leg of legs) {
      const c = leg.contract ?? leg;
      const missing = FULL_CONTRACT.filter((k) => c[k] === undefined || c[k] === null);
      if (missing.length) out.push(`trade ${i} ${t.entry_date} contract ${c.id}: missing ${missing.join(',')}`);
    }
    if (!t.reason && !covered) out.push(`trade ${i}: no reason`);
  });
  // Cash: debit interest means cash went below zero; a note should say so.
  const notes: string[] = res.diagnostics?.notes ?? [];
  if ((res.interest_paid ?? 0) > 0 && !notes.some((n) => /borrow|margin loan|debit|negative cash|below zero/i.test(n))) out.push(`interest_paid $${res.interest_paid} with no note on borrowed cash`);
  if (res.data_source !== 'imported' && notes.length === 0) out.push('modeled data but no notes');
  return out;
}
