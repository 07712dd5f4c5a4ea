import type { SweepCellResult, SweepResult } from '../lib/shared';

/**
 * Audit 10's SPY sweep (test/audits/configs10/sweep-spy-put-spread-2016-2021.json: put credit
 * spreads 2016-01-04..2021-12-31, $30,000, DTE 14/30/45 × short delta 0.15/0.2/0.3, 45% a position
 * and 100% the portfolio), as runCells summarised it on 2026-12-03 (`npx tsx
 * test/audits/scripts10/audit10-lab-run.ts`). 8 of 9 cells lost 28.6-99.3%: the caps bind, and
 * 2018 and 2020 nearly wiped most cells out (audit 10, N1 and N2). Per cell: total P&L, total
 * return %, Sharpe, max drawdown %, in-sample return % and Sharpe, out-of-sample return % and
 * Sharpe (null: idle, no position), calendar-year returns (fractions). Without `balances`, as a
 * sweep saved before 2026-12-03 holds it (stored-balances.test.tsx loads it as such).
 */
const CELLS: [number, number, number, number, number, number, number, number | null, Record<string, number>][] = [
  [-29117.53, -97.0584, -0.6485, 98.4542, -97.2257, -0.7965, 6.0291, 0.6948, { 2016: 0.245197, 2017: 0.322065, 2018: -0.963216, 2019: -0.468189, 2020: -0.086626, 2021: 0.000057 }],
  [-29276.29, -97.5876, -0.3603, 99.2901, -97.589, -0.4305, 0.0567, null, { 2016: 0.258621, 2017: 1.267591, 2018: -0.988991, 2019: 0.020858, 2020: -0.247914, 2021: 0.000041 }],
  [-29775.19, -99.2506, 0.1623, 99.9163, -98.8163, 0.2508, -36.6911, -0.6555, { 2016: 0.195537, 2017: 5.179417, 2018: -0.925458, 2019: 0.615586, 2020: -0.991577, 2021: 0 }],
  [-23786.03, -79.2868, -0.0415, 97.9877, -95.3495, -0.7029, 345.4012, 1.7133, { 2016: 0.190591, 2017: 0.742964, 2018: -0.848159, 2019: 0.048026, 2020: -0.699282, 2021: 1.085813 }],
  [-29278.36, -97.5945, -0.2735, 99.5287, -97.3883, -0.3096, -7.8965, -0.3932, { 2016: 0.349108, 2017: 2.33281, 2018: -0.928668, 2019: 0.038021, 2020: -0.927751, 2021: 0.000042 }],
  [-29600.44, -98.6681, 0.0024, 99.8416, -97.5654, 0.0905, -45.295, -0.7971, { 2016: -0.033335, 2017: 6.179701, 2018: -0.943347, 2019: 0.228213, 2020: -0.972421, 2021: 0 }],
  [3359.93, 11.1998, 0.3537, 95.1192, -86.5997, -0.4001, 729.8325, 2.5264, { 2016: 0.250156, 2017: 0.964149, 2018: -0.805866, 2019: 0.461453, 2020: -0.447396, 2021: 1.888456 }],
  [-18117.28, -60.3909, 0.2598, 98.9008, -94.1353, -0.3244, 575.381, 1.8644, { 2016: 0.111455, 2017: 2.041229, 2018: -0.815607, 2019: 0.082098, 2020: -0.791162, 2021: 1.812105 }],
  [-8577.13, -28.5904, 0.6518, 99.7493, -97.6128, -0.0015, 2891.3525, 2.1332, { 2016: 0.020602, 2017: 4.545306, 2018: -0.94298, 2019: 0.662872, 2020: -0.62417, 2021: 2.540771 }],
];
const DTES = [14, 30, 45];
const DELTAS = [0.15, 0.2, 0.3];

function cell(index: number): SweepCellResult {
  const [pnl, ret, sharpe, dd, ins, insSharpe, outs, outSharpe, yearly] = CELLS[index] ?? [0, 0, 0, 0, 0, 0, 0, null, {}];
  return {
    index,
    values: [DTES[Math.floor(index / 3)] ?? 0, DELTAS[index % 3] ?? 0],
    status: 'ok',
    metrics: { total_pnl: pnl, total_return_pct: ret, cagr_pct: null, sharpe_ratio: sharpe, max_drawdown_pct: dd, win_rate: 85, total_trades: 500 },
    in_sample: { return_pct: ins, sharpe: insSharpe, idle: false },
    out_sample: { return_pct: outs, sharpe: outSharpe, idle: outSharpe === null },
    yearly,
    moments: { n: 1511, sr: sharpe / Math.sqrt(252), skew: -3, kurt: 30 },
  };
}

export const spyRuinSweep = (): SweepResult => ({
  sweep_id: 'spy-ruin',
  axes: [
    { field: 'legs.dte', label: 'DTE target (every leg)', values: DTES },
    { field: 'leg1.target', label: 'leg 1 delta target', values: DELTAS },
  ],
  split_date: '2020-03-17',
  last_date: '2021-12-31',
  cells: CELLS.map((_, i) => cell(i)),
  cells_failed: 0,
});
