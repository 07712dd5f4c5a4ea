import { beforeAll, describe, expect, it } from 'vitest';
import { loadMarketData, readBundledMarketInput } from '../market/load-market-data';
import { createMarketData } from '../../shared/engine/market/create-market-data';
import { SweepRequestSchema } from '../../shared/contracts/sweep';
import { runCoveredBacktest, runMultiLegBacktest } from '../../shared/engine';
import type { MarketData } from '../../shared/engine/market/market-data';
import { cellRequest } from '../../shared/contracts/sweep';
import { runCells } from '../../shared/sweep/run-cells';
import { withBadQuotesBeyond } from '../../shared/sweep/testing/bad-quotes';
import { summarizeCell } from '../../shared/sweep/cell-summary';
import { ironCondorLegs } from '../../test/golden/requests';

let spy: MarketData;
beforeAll(async () => {
  spy = await loadMarketData('SPY', { store: null });
});

const sweep = SweepRequestSchema.parse({
  kind: 'covered',
  base: { ticker: 'SPY', start_date: '2022-01-03', end_date: '2023-12-29', strategy: { start_type: 'cash_secured_put', cash_secured_put_config: {} } },
  parameters: [{ field: 'put.dte', values: [14, 60] }, { field: 'put.delta', values: [0.2, 0.3] }],
});

describe('runCells', () => {
  it('summarises each cell with the metrics of its own backtest', () => {
    const runs = runCells(sweep, [0, 3], spy);
    expect(runs.map((r) => r.cell.values)).toEqual([[14, 0.2], [60, 0.3]]);
    const direct = runCoveredBacktest(cellRequest(sweep, { values: [60, 0.3] }).request as never, spy);
    const last = runs[1]?.cell;
    expect(last?.status).toBe('ok');
    expect(last?.metrics?.total_pnl).toBe(direct.total_pnl);
    expect(last?.metrics?.total_trades).toBe(direct.total_trades);
    expect(Object.keys(last?.yearly ?? {})).toEqual(['2022', '2023']);
    // Compounding the calendar years gives the total return.
    const compounded = Object.values(last?.yearly ?? {}).reduce((g, r) => g * (1 + r), 1);
    expect((compounded - 1) * 100).toBeCloseTo(direct.total_return_pct, 2);
    // So do the in-sample and out-of-sample returns, the first from the start balance (day 1's put
    // sale and its costs in sample), each rounded to 4 decimals of a percent.
    const inOut = (1 + (last?.in_sample?.return_pct ?? 0) / 100) * (1 + (last?.out_sample?.return_pct ?? 0) / 100);
    expect((inOut - 1) * 100).toBeCloseTo(direct.total_return_pct, 3);
    // 70% of 502 trading days in sample: the split falls in May 2023.
    expect(runs[0]?.splitDate).toMatch(/^2023-05/);
    expect(runs[0]?.lastDate).toBe('2023-12-29');
  });

  it('reports a cell that hits bad data as failed and runs the others', () => {
    const runs = runCells(sweep, [0, 1, 2, 3], withBadQuotesBeyond(spy, 40));
    expect(runs.map((r) => r.cell.status)).toEqual(['ok', 'ok', 'failed', 'failed']);
    expect(runs[2]?.cell.error).toMatch(/^Bad option data: SPY\d{6}P\d{8} on \d{4}-\d{2}-\d{2} has last_trade_price NaN$/);
    expect(runs[2]?.internal).toBeUndefined();
  });
});

describe('runCells on identical cells', () => {
  it('runs a request listed twice once: both cells carry the same summary under their own index', () => {
    const twice = SweepRequestSchema.parse({ ...sweep, parameters: [{ field: 'put.dte', values: [30, 30] }, { field: 'put.delta', values: [0.25] }] });
    const runs = runCells(twice, [0, 1], spy);
    expect(runs.map((r) => [r.cell.index, r.cell.values])).toEqual([[0, [30, 0.25]], [1, [30, 0.25]]]);
    // Shared, not recomputed: the second cell's metrics are the first cell's very object.
    expect(runs[1]?.cell.metrics).toBe(runs[0]?.cell.metrics);
    const direct = runCoveredBacktest(cellRequest(twice, { values: [30, 0.25] }).request as never, spy);
    expect(runs[1]?.cell.metrics?.total_pnl).toBe(direct.total_pnl);
    expect(runs[1]?.splitDate).toBe(runs[0]?.splitDate);
  });
});

/**
 * A batch runs each cell for its metrics and daily equity only (runCoveredMetrics/runMultiLegMetrics):
 * its summary must be the one the cell's full backtest gives, which is what opening the cell shows.
 */
describe('runCells summaries equal those of the full backtests', () => {
  it('covered cells, a wheel whose stop and call delta vary', () => {
    const wheel = SweepRequestSchema.parse({
      kind: 'covered',
      base: { ticker: 'SPY', start_date: '2018-01-02', end_date: '2020-12-31', strategy: { start_type: 'cash_secured_put', wheel_enabled: true, cash_secured_put_config: {}, covered_call_config: {} } },
      parameters: [{ field: 'call.delta', values: [0.2, 0.35] }, { field: 'put.stop_multiple', values: [0, 2] }],
    });
    const runs = runCells(wheel, [0, 1, 2, 3], spy);
    runs.forEach((r, i) => {
      const cell = cellRequest(wheel, { values: r.cell.values });
      const full = runCoveredBacktest(cell.request as never, spy);
      expect(r.cell).toEqual(summarizeCell(i, r.cell.values, full, full.equity_curve, (d) => spy.riskFreeRate(d)));
    });
    expect(runs.every((r) => (r.cell.metrics?.total_trades ?? 0) > 0)).toBe(true);
  });

  it('spreads cells, an iron condor whose DTE and profit target vary', () => {
    const condor = SweepRequestSchema.parse({
      kind: 'spreads',
      base: { ticker: 'SPY', balance: 100_000, start_date: '2019-01-02', end_date: '2020-12-31', strategy: { name: 'ic', ticker: 'SPY', max_open_positions: 3, legs: ironCondorLegs(), global_exit_conditions: [{ type: 'percentage_profit', value: 50 }] } },
      parameters: [{ field: 'legs.dte', values: [21, 45] }, { field: 'exit.percentage_profit', values: [0, 50] }],
    });
    const runs = runCells(condor, [0, 1, 2, 3], spy);
    runs.forEach((r, i) => {
      const full = runMultiLegBacktest(cellRequest(condor, { values: r.cell.values }).request as never, spy);
      expect(r.cell).toEqual(summarizeCell(i, r.cell.values, full, full.equity_curve.map((p) => [p.date, p.equity] as const), (d) => spy.riskFreeRate(d)));
    });
    expect(runs.every((r) => (r.cell.metrics?.total_trades ?? 0) > 0)).toBe(true);
  });
});

/**
 * The cells of a batch share what their market keeps between runs (the secured-put bounds, every
 * day's answers once the days are walked again): each cell's summary must be the one it gets alone
 * on a fresh market. A cash-secured put whose cash falls behind SPY from 2013 fills its skip list
 * and then skips by the secured-put check, at two DTEs, two deltas and two take-profits.
 */
describe('runCells: a batch on one market equals each cell on its own fresh market', () => {
  it('cash-secured puts 2012-2021', async () => {
    const input = await readBundledMarketInput('SPY');
    const csp = SweepRequestSchema.parse({
      kind: 'covered',
      base: { ticker: 'SPY', start_date: '2012-01-03', end_date: '2021-12-31', strategy: { start_type: 'cash_secured_put', cash_secured_put_config: {} } },
      parameters: [{ field: 'put.dte', values: [7, 30] }, { field: 'put.delta', values: [0.2, 0.3] }, { field: 'put.take_profit', values: [0, 0.5] }],
    });
    const indices = [0, 1, 2, 3, 4, 5, 6, 7];
    const batch = runCells(csp, indices, createMarketData(input));
    const alone = indices.map((i) => runCells(csp, [i], createMarketData(input))[0]);
    expect(batch.map((r) => r.cell)).toEqual(alone.map((r) => r?.cell));
    expect(batch.every((r) => r.cell.status === 'ok')).toBe(true);
  });
});
