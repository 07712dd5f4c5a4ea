/**
 * In-sample / out-of-sample ranking (issue 19): cells are ranked on a metric over the first 70% of
 * the period; the table shows how the top cells then did on the last 30%. If the in-sample
 * winners are ordinary out of sample, the grid's best cell owes more to luck than to the rule.
 *
 * Ranks are 1 = best (higher score is better). Scores equal as the table shows them (SHOWN_DECIMALS)
 * are ties and share the mean of the ranks they span (mid-ranks): cells that all earned the same
 * interest on cash out of sample (6.3123% … 6.3127%, cent rounding) are not put in order by
 * rounding noise or by their cell index.
 * Spearman's rank correlation is Pearson's correlation of the two mid-rankings over every cell
 * with both scores:
 *   ρ = Σ (a_i − ā)(b_i − b̄) / √( Σ (a_i − ā)² · Σ (b_i − b̄)² )
 * which without ties equals 1 − 6·Σd² / (n·(n² − 1)); that shortcut is wrong with ties (it
 * assumes each ranking is a permutation of 1…n). ρ is null below 3 cells and when either ranking
 * is one tie (every cell scored the same: there is no order to hold).
 * (+1: the order holds out of sample; around 0: in-sample order says nothing.)
 *
 * Ranked on Sharpe, a cell that lost money over the segment ranks below every cell that made money
 * there (`in_lost` / `out_lost`; lexicographic: made money first, then the score): the Sharpe is the
 * mean daily return over its deviation, and large daily swings lift that mean above what the cell
 * compounded (audit 8, F1: out of sample, Sharpe +0.16 on a loss of 81.08%). The scores are kept.
 */

import { madeMoneyFirst } from './made-money-first';

/** Decimals the table shows a score with: scores equal at this precision are tied. */
export const SHOWN_DECIMALS = 2;

export interface SampleScores {
  index: number;
  in_sample: number | null;
  out_sample: number | null;
  /** The segment held no position (interest on cash only). */
  in_idle?: boolean;
  out_idle?: boolean;
  /** The segment lost money: it ranks below every cell that did not (set when ranking on Sharpe). */
  in_lost?: boolean;
  out_lost?: boolean;
}

export interface InOutRow extends SampleScores {
  /** Mid-ranks: 4.5 for a cell tied for 4th and 5th. */
  in_rank: number;
  out_rank: number;
  /** How many cells share this rank (1: no tie). */
  in_tied: number;
  out_tied: number;
}

export interface InOutRanking {
  /** The `top` best cells in sample, best first. */
  rows: InOutRow[];
  /** Cells ranked (those with both scores). */
  ranked: number;
  /** Spearman's ρ between the two rankings; null below 3 cells or when a ranking is all one tie. */
  rank_correlation: number | null;
  /** Mean out-of-sample rank of the `top` rows, against (ranked + 1) / 2 for a random pick. */
  top_mean_out_rank: number | null;
}

interface Rank {
  rank: number;
  tied: number;
}

const shown = (x: number): number => Number(x.toFixed(SHOWN_DECIMALS));

/** Mid-ranks of the cells by score, best (highest) first; cells that `lost` money after every cell that did not. */
export function midRanks(cells: readonly { index: number; score: number; lost?: boolean }[]): Map<number, Rank> {
  const sorted = [...cells]
    .map((c) => ({ index: c.index, score: shown(c.score), lost: c.lost === true }))
    .sort((a, b) => madeMoneyFirst(a, b) || a.index - b.index);
  const same = (a: { score: number; lost: boolean } | undefined, b: { score: number; lost: boolean } | undefined) => a?.score === b?.score && a?.lost === b?.lost;
  const out = new Map<number, Rank>();
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && same(sorted[j + 1], sorted[i])) j++;
    // Positions i…j (ranks i+1…j+1) share their mean.
    const rank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) out.set(sorted[k]?.index ?? -1, { rank, tied: j - i + 1 });
    i = j + 1;
  }
  return out;
}

/** Pearson's correlation; null when either side has no variation. */
function correlation(a: readonly number[], b: readonly number[]): number | null {
  const n = a.length;
  const ma = a.reduce((s, x) => s + x, 0) / n;
  const mb = b.reduce((s, x) => s + x, 0) / n;
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < n; i++) {
    const da = (a[i] ?? 0) - ma;
    const db = (b[i] ?? 0) - mb;
    sab += da * db;
    saa += da * da;
    sbb += db * db;
  }
  return saa > 0 && sbb > 0 ? sab / Math.sqrt(saa * sbb) : null;
}

export function rankInOutSample(cells: readonly SampleScores[], top = 10): InOutRanking {
  const both = cells.filter((c): c is SampleScores & { in_sample: number; out_sample: number } => c.in_sample !== null && c.out_sample !== null);
  const inRank = midRanks(both.map((c) => ({ index: c.index, score: c.in_sample, lost: c.in_lost })));
  const outRank = midRanks(both.map((c) => ({ index: c.index, score: c.out_sample, lost: c.out_lost })));
  const none: Rank = { rank: 0, tied: 0 };
  const all = both.map((c) => {
    const i = inRank.get(c.index) ?? none;
    const o = outRank.get(c.index) ?? none;
    return { ...c, in_rank: i.rank, out_rank: o.rank, in_tied: i.tied, out_tied: o.tied };
  });
  const rows = [...all].sort((a, b) => a.in_rank - b.in_rank || a.index - b.index).slice(0, top);
  const n = all.length;
  return {
    rows,
    ranked: n,
    rank_correlation: n >= 3 ? correlation(all.map((r) => r.in_rank), all.map((r) => r.out_rank)) : null,
    top_mean_out_rank: rows.length ? rows.reduce((s, r) => s + r.out_rank, 0) / rows.length : null,
  };
}
