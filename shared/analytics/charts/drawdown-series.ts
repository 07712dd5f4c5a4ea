import type { EquityPoint } from '../analytics-input';
import { niceWidth } from './return-histogram';

export interface UnderwaterPoint {
  date: string;
  /** (equity − running peak) / running peak × 100: 0 at a new high, negative below it. */
  drawdownPct: number;
}

/**
 * The underwater curve: each day's distance below the running peak of the daily equity, in %.
 * The running peak starts at the start balance, so a first day's loss is under water. Its minimum
 * is −max_drawdown_pct of the result (same definition as metrics/max-drawdown, standard-metrics).
 * A non-positive peak cannot be a base: 0 that day.
 */
export function underwaterSeries(startBalance: number, equity: readonly EquityPoint[]): UnderwaterPoint[] {
  let peak = startBalance;
  return equity.map((p) => {
    if (p.equity > peak) peak = p.equity;
    const dd = peak > 0 ? ((p.equity - peak) / peak) * 100 : 0;
    return { date: p.date, drawdownPct: Math.round(dd * 1e4) / 1e4 + 0 };
  });
}

/** A tick of a drawdown axis under drawdownFloor: '-15%', '-2.5%' (never the float noise of the scale). */
export const drawdownTick = (v: number): string => `${Number(v.toFixed(2))}%`;

/**
 * The axis floor under the worst drawdown: a round step (1, 2 or 5 × 10^k) of about a fifth of
 * it, so every label is a round percent. The bare data minimum was printed as the bottom label,
 * '-16.97153%' under '-15%' (a cash-secured put run of 2020-2023), on the results' drawdown
 * chart and the comparison's.
 */
export function drawdownFloor(worst: number): number {
  const depth = Math.max(1, -worst);
  const step = niceWidth(depth / 5);
  return -Number((Math.ceil(depth / step - 1e-9) * step).toPrecision(12));
}

/**
 * The tick step of a short drawdown axis (the comparison's, under 100 px tall) from 0 down to
 * `floor` (drawdownFloor's): the first of floor/2, floor/3 and floor/4 that is a round number
 * (1, 2, 2.5, 4 or 5 × 10^k), so 0 and the floor are labels and the labels between evenly spaced.
 * Left to ECharts (splitNumber 2), a -50% floor read 0%, -30%, -50%. Undefined when none is round.
 */
export function drawdownAxisStep(floor: number): number | undefined {
  const depth = -floor;
  if (!(depth > 0)) return undefined;
  for (const parts of [2, 3, 4]) {
    const step = depth / parts;
    const scale = 10 ** Math.floor(Math.log10(step));
    if ([1, 2, 2.5, 4, 5, 10].some((m) => Math.abs(step / scale - m) < 1e-9)) return Number(step.toPrecision(12));
  }
  return undefined;
}
