import { describe, expect, it } from 'vitest';
import { BacktestRequestSchema, CoveredBacktestRequestSchema, CoveredBacktestResultSchema, BacktestResultSchema } from '../../shared/contracts';
import { runCoveredBacktest } from '../../shared/engine';
import { simulateMultiLeg } from '../../shared/engine/strategy/multileg/run-multileg';
import { coveredRequests, multiLegRequests } from './requests';
import { realMarket } from './real-market';

const cents = (v: number) => Math.round(v * 100);

/**
 * The curve starts at start_balance: exactly when fills cost nothing beyond the mark; with
 * commissions or slippage, the first day's entry costs (small, never a gain) come off it.
 */
function expectStartsAtBalance(first: number | undefined, start: number, costs: { commission_per_contract: number; slippage_pct_of_spread: number }) {
  if (costs.commission_per_contract === 0 && costs.slippage_pct_of_spread === 0) return expect(first).toBe(start);
  expect(first).toBeLessThanOrEqual(start);
  expect(first).toBeGreaterThan(start * 0.99);
}

describe('invariants on real data (SPY)', async () => {
  const spy = await realMarket('SPY');

  it.each(coveredRequests.map((g) => [g.name, g] as const))('covered: %s', (_n, g) => {
    const request = CoveredBacktestRequestSchema.parse(g.request);
    const r = CoveredBacktestResultSchema.parse(runCoveredBacktest(request, spy));
    expect(r.trades.length).toBeGreaterThan(3);
    expectStartsAtBalance(r.equity_curve[0]?.[1], r.start_balance, request);
    expect(r.equity_curve.at(-1)?.[1]).toBe(r.end_balance);
    expect(cents(r.total_pnl)).toBe(cents(r.end_balance - r.start_balance));
    // The ledgers account for every cent: option trades + dividends + interest + the share ledger.
    const lines = [...r.trades.map((t) => t.pnl), r.dividends_received ?? NaN, r.interest_earned ?? NaN, -(r.interest_paid ?? NaN), r.share_pnl ?? NaN];
    expect(lines.reduce((s, x) => s + cents(x), 0)).toBe(cents(r.total_pnl));
    expect(r.interest_by_year?.reduce((s, y) => s + cents(y.earned) - cents(y.paid), 0)).toBe(cents(r.interest_earned ?? NaN) - cents(r.interest_paid ?? NaN));
    // The share lots by year say the same shares: realised + the last year's unrealised = share_pnl; dividends sum.
    const byYear = r.shares_by_year ?? [];
    expect(byYear.map((y) => y.year)).toEqual([...new Set(r.equity_curve.map(([d]) => Number(d.slice(0, 4))))]);
    expect(byYear.reduce((s, y) => s + cents(y.realised_short_term) + cents(y.realised_long_term), 0) + cents(byYear.at(-1)?.unrealised ?? NaN)).toBe(cents(r.share_pnl ?? NaN));
    expect(byYear.reduce((s, y) => s + cents(y.dividends), 0)).toBe(cents(r.dividends_received ?? NaN));
    // The assigned options' P&L the lots carry for tax (IRS Pub. 550) is the assigned trades' (SPY
    // settles in shares), every cent of it realised with a lot or in the lots held at the end.
    const assigned = byYear.map((y) => y.assigned_options ?? { pnl: NaN, realised_short_term: NaN, realised_long_term: NaN, unrealised: NaN });
    const assignedTrades = r.trades.filter((t) => t.exit_scenario === 3).reduce((s, t) => s + cents(t.pnl), 0);
    expect(assigned.reduce((s, a) => s + cents(a.pnl), 0)).toBe(assignedTrades);
    expect(assigned.reduce((s, a) => s + cents(a.realised_short_term) + cents(a.realised_long_term), 0) + cents(assigned.at(-1)?.unrealised ?? NaN)).toBe(assignedTrades);
    expect(r.data_period.start_date >= request.start_date && r.data_period.end_date <= request.end_date).toBe(true);
    for (const t of r.trades) {
      expect(t.entry_date >= r.data_period.start_date && t.exit_date <= r.data_period.end_date).toBe(true);
      expect(t.entry_date <= t.exit_date).toBe(true);
      expect(request.strategy.days_of_week).toContain((new Date(`${t.entry_date}T00:00:00Z`).getUTCDay() + 6) % 7);
    }
    expect(r.benchmark_prices).toHaveLength(r.equity_curve.length);
    if (request.strategy.wheel_enabled) {
      // The wheel alternates: the leg type changes exactly after an assignment.
      for (let i = 1; i < r.trades.length; i++) {
        const prev = r.trades[i - 1]!;
        const cur = r.trades[i]!;
        const switched = prev.entry_position.contract.call_or_put !== cur.entry_position.contract.call_or_put;
        expect(switched).toBe(prev.exit_scenario === 3);
      }
      expect(new Set(r.trades.map((t) => t.entry_position.contract.call_or_put)).size).toBe(2);
    }
  });

  it.each(multiLegRequests.map((g) => [g.name, g] as const))('multi-leg: %s', (_n, g) => {
    const request = BacktestRequestSchema.parse(g.request);
    const { result, margin } = simulateMultiLeg(request, spy);
    const r = BacktestResultSchema.parse(result);
    expect(r.trades.length).toBeGreaterThan(3);
    expectStartsAtBalance(r.equity_curve[0]?.equity, r.start_balance, request);
    expect(r.equity_curve.at(-1)?.equity).toBe(r.end_balance);
    expect(cents(r.total_pnl)).toBe(cents(r.end_balance - r.start_balance));
    // The trades' P&L plus the interest on cash (earned − paid) is the whole P&L.
    expect(cents(r.trades.reduce((s, t) => s + t.pnl, 0) + (r.interest_earned ?? 0) - (r.interest_paid ?? 0))).toBe(cents(r.total_pnl));
    for (const t of r.trades) {
      expect(t.entry_date >= r.data_period.start_date && t.exit_date <= r.data_period.end_date).toBe(true);
      expect(t.entry_margin_required).toBeLessThanOrEqual((request.strategy.max_margin_percentage_per_position / 100) * r.start_balance * 2);
      if (request.strategy.max_units_per_position !== null) {
        const units = t.entry_contracts[0]!.quantity;
        expect(units).toBeLessThanOrEqual(request.strategy.max_units_per_position);
      }
    }
    // Margin never above the portfolio limit: on every day that opened a position, the other open
    // positions' requirement re-marked at that close plus the new one's margin fit under the limit
    // sizing saw, and the margin call would not close anything at those same marks.
    const entries = margin.filter((day) => day.entry !== undefined);
    expect(entries).toHaveLength(r.trades.length);
    for (const day of entries) {
      const e = day.entry!;
      expect(e.openRequirement + e.margin).toBeLessThanOrEqual(day.limit + 1e-6);
      expect(e.equityAfter).toBeGreaterThanOrEqual(e.requirementAfter);
    }
    const openPositions = (date: string) => r.trades.filter((t) => t.entry_date <= date && t.exit_date > date).length;
    for (const p of r.equity_curve) expect(openPositions(p.date)).toBeLessThanOrEqual(request.strategy.max_open_positions);
  });
});
