import { describe, expect, it } from 'vitest';
import { AnyBacktestResultSchema, type AnyBacktestResult } from '../../shared/contracts/results';
import { parseCsv } from '../../shared/analytics/export/csv';
import { pnlSummaryCsv, PNL_SUMMARY_COLUMNS } from '../../shared/analytics/export/pnl-summary-csv';
import { tradeLogCsv } from '../../shared/analytics/export/trade-log-csv';

import condorSpx from './results/iron-condor-spx-2018.json';
import condor from './results/iron-condor-spy-2019.json';
import coveredCall from './results/covered-call-spy-2019.json';
import strangle from './results/short-strangle-spy-2019-costs.json';
import wheel from './results/wheel-spy-2019-catch-stop.json';

// Real engine results (the golden runs), read as the app reads them.
const goldens: Record<string, AnyBacktestResult> = Object.fromEntries(Object.entries({
  'iron-condor-spx-2018': condorSpx, 'iron-condor-spy-2019': condor, 'covered-call-spy-2019': coveredCall,
  'short-strangle-spy-2019-costs': strangle, 'wheel-spy-2019-catch-stop': wheel,
}).map(([name, json]) => [name, AnyBacktestResultSchema.parse(json)]));

const inCents = (x: number) => Math.round(x * 100);

/** The trade log as a spreadsheet reads it: a cell by column name. */
function tradeLog(result: AnyBacktestResult) {
  const [header = [], ...rows] = parseCsv(tradeLogCsv(result));
  return { rows, cell: (row: string[], col: string) => row[header.indexOf(col)] ?? '' };
}

function summary(result: AnyBacktestResult) {
  const [header, ...rows] = parseCsv(pnlSummaryCsv(result));
  expect(header).toEqual([...PNL_SUMMARY_COLUMNS]);
  const total = rows.at(-1);
  expect(total?.[0]).toBe('total_pnl');
  const lines = new Map(rows.slice(0, -1).map((r) => [r[0] ?? '', Number(r[1])]));
  return { lines, total: Number(total?.[1]) };
}

describe('the exported files reconcile to total_pnl on real runs', () => {
  it.each(Object.keys(goldens))('%s: trade_pnl sums to the trades once each, and the ledgers the engine reports (trades, dividends, interest, shares) to total_pnl to the cent', (name) => {
    const result = goldens[name]!;
    const { rows, cell } = tradeLog(result);
    const summed = rows.reduce((s, r) => s + inCents(Number(cell(r, 'trade_pnl') || 0)), 0);
    expect(summed).toBe(result.trades.reduce((s, t) => s + inCents(t.pnl), 0));
    const { lines, total } = summary(result);
    expect(total).toBe(result.total_pnl);
    expect(lines.get('option_trades')).toBe(summed / 100);
    expect([...lines.values()].reduce((s, a) => s + inCents(a), 0)).toBe(inCents(result.total_pnl));
    // Every line is a ledger the engine reports (none is what the total leaves): the books balance,
    // so nothing is left unexplained, and the shares' line is the covered result's share ledger.
    expect(lines.has('unexplained')).toBe(false);
    const covered = 'net_premium_received' in result;
    expect(lines.get('shares')).toBe(covered ? result.share_pnl : undefined);
    if (covered) expect(result.share_pnl).toEqual(expect.any(Number));
    const reported = [summed / 100, covered ? result.dividends_received : 0, result.interest_earned, -(result.interest_paid ?? NaN), covered ? result.share_pnl : 0];
    expect(reported.reduce((s: number, a) => s + inCents(a ?? NaN), 0)).toBe(inCents(result.total_pnl));
    // Every row's exit is complete: a fill, or the value a covered short settled at.
    for (const r of rows) expect(cell(r, 'exit_fill_price')).toMatch(/^\d+(\.\d+)?$/);
  });

  it('multi-leg runs: option trades and interest account for all of total_pnl, nothing unexplained', () => {
    for (const name of ['iron-condor-spx-2018', 'iron-condor-spy-2019', 'short-strangle-spy-2019-costs']) {
      const { lines } = summary(goldens[name]!);
      expect([...lines.keys()]).toEqual(['option_trades', 'interest_earned', 'interest_paid']);
    }
  });

  it('spreads: trade_commissions is $0.65 a contract on each fill, P&L and commissions on the first leg row only', () => {
    const result = goldens['iron-condor-spy-2019']!;
    const { rows, cell } = tradeLog(result);
    const firstRows = rows.filter((r) => cell(r, 'leg_number') === '1');
    expect(firstRows).toHaveLength(result.trades.length);
    for (const r of rows.filter((row) => cell(row, 'leg_number') !== '1')) expect([cell(r, 'trade_pnl'), cell(r, 'trade_commissions')]).toEqual(['', '']);
    result.trades.forEach((t, i) => {
      const contracts = 'entry_contracts' in t ? t.entry_contracts.reduce((s, leg) => s + leg.quantity, 0) : 0;
      expect(Number(cell(firstRows[i]!, 'trade_commissions'))).toBeCloseTo(0.65 * contracts * 2, 9);
    });
  });

  it('covered call SPY 2019: 100 shares held all year but the ex-dates after an early assignment, and the dividends make the rest', () => {
    const result = goldens['covered-call-spy-2019']!;
    const { lines } = summary(result);
    const prices = result.benchmark_prices as Array<[string, number]>;
    // Bought at the first close 250.18, marked at the last 321.86: the calls booked their assignment's
    // intrinsic value. An early assignment (the eve of an ex-date) calls the shares away at that close
    // and they are bought again at the next close (the notice comes that morning), so each adds
    // 100 × (eve close − ex-date close) and the shares miss that ex-date's dividend.
    const closeOn = new Map(prices);
    const dates = prices.map(([date]) => date);
    let gap = 0;
    const early = result.trades.filter((t) => /Early assignment/.test(JSON.stringify(t)));
    expect(early.map((t) => t.exit_date)).toEqual(['2019-06-20', '2019-12-19']);
    for (const t of early) gap += 100 * (closeOn.get(t.exit_date)! - closeOn.get(dates[dates.indexOf(t.exit_date) + 1]!)!);
    expect(lines.get('shares')).toBe(inCents(100 * (prices.at(-1)![1] - prices[0]![1]) + gap) / 100);
    expect(lines.get('dividends')).toBe(261.67);
    const { rows, cell } = tradeLog(result);
    for (const r of rows) {
      // A buy-back pays $0.65 at each end; an expiry or assignment (no stock commission in this run) at the sale only.
      const closed = cell(r, 'exit_id') !== '';
      expect(Number(cell(r, 'trade_commissions'))).toBe(closed ? 1.3 : 0.65);
      const fills = (Number(cell(r, 'entry_fill_price')) - Number(cell(r, 'exit_fill_price'))) * 100;
      expect(inCents(fills - Number(cell(r, 'trade_commissions')))).toBe(inCents(Number(cell(r, 'trade_pnl'))));
    }
  });

  it('wheel SPY 2019: the shares line is the shares bought at put assignments and called away, at the settlement the trades booked', () => {
    const result = goldens['wheel-spy-2019-catch-stop']!;
    const { rows, cell } = tradeLog(result);
    // An assigned put's shares cost the strike, less the intrinsic value its trade gave up (strike − fill);
    // an assigned call's shares go at the strike plus it. The wheel holds no shares at the end of 2019.
    let shares = 0;
    for (const r of rows.filter((row) => cell(row, 'exit_scenario_code') === 'ASSIGNMENT')) {
      const strike = Number(cell(r, 'entry_strike'));
      const settled = Number(cell(r, 'exit_fill_price'));
      shares += cell(r, 'entry_call_or_put') === 'put' ? -(strike - settled) * 100 : (strike + settled) * 100;
    }
    expect(inCents(shares)).toBe(inCents(summary(result).lines.get('shares')!));
    expect(summary(result).lines.get('shares')).toBe(835);
  });
});
