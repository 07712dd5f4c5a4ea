import type { EquityPoint } from '../analytics-input';

export interface PeriodReturns {
  /** 'YYYY' → 12 monthly returns in % (null: no data that month), and the year's return in %. */
  years: Array<{ year: number; months: Array<number | null>; total: number | null }>;
}

const round2 = (x: number) => Math.round(x * 100) / 100 + 0;

/**
 * Calendar returns of a daily curve: a month's return = last value of the month / last value of
 * the month before − 1 (the first month is measured from `base`, the start balance, or the first
 * point); a year's the same with years. Compounding the months of a year gives its total.
 */
export function periodReturns(curve: readonly EquityPoint[], base?: number): PeriodReturns {
  const monthEnd = new Map<string, number>();
  for (const p of curve) monthEnd.set(p.date.slice(0, 7), p.equity);
  let prev = base ?? curve[0]?.equity ?? 0;
  const byYear = new Map<number, { months: Array<number | null>; start: number; end: number }>();
  for (const [ym, end] of monthEnd) {
    const year = Number(ym.slice(0, 4));
    const month = Number(ym.slice(5, 7)) - 1;
    const row = byYear.get(year) ?? { months: Array<number | null>(12).fill(null), start: prev, end: prev };
    row.months[month] = prev > 0 ? round2((end / prev - 1) * 100) : null;
    row.end = end;
    byYear.set(year, row);
    prev = end;
  }
  return {
    years: [...byYear].map(([year, r]) => ({ year, months: r.months, total: r.start > 0 ? round2((r.end / r.start - 1) * 100) : null })),
  };
}
