/**
 * In-sample / out-of-sample ranking (issue 19): cells are ranked on a metric over the first 70% of
 * the period; the table shows how the top cells then did on the last 30%. If the in-sample
 * winners are ordinary out of sample, the grid's best cell owes more to luck than to the rule.
 *
 * Ranks are 1 = best (higher metric is better), ties share the order of the cell index.
 * Spearman's rank correlation between in-sample and out-of-sample ranks over every cell with both:
 *   ρ = 1 − 6·Σd² / (n·(n² − 1)),  d = in-sample rank − out-of-sample rank
 * (+1: the order holds out of sample; around 0: in-sample order says nothing).
 */

export interface SampleScores {
  index: number;
  in_sample: number | null;
  out_sample: number | null;
}

export interface InOutRow extends SampleScores {
  in_rank: number;
  out_rank: number;
}

export interface InOutRanking {
  /** The `top` best cells in sample, best first. */
  rows: InOutRow[];
  /** Cells ranked (those with both scores). */
  ranked: number;
  /** Spearman's ρ between the two rankings; null below 3 cells. */
  rank_correlation: number | null;
  /** Mean out-of-sample rank of the `top` rows, against (ranked + 1) / 2 for a random pick. */
  top_mean_out_rank: number | null;
}

const rankBy = (cells: readonly SampleScores[], score: (c: SampleScores) => number): Map<number, number> => {
  const sorted = [...cells].sort((a, b) => score(b) - score(a) || a.index - b.index);
  return new Map(sorted.map((c, i) => [c.index, i + 1]));
};

export function rankInOutSample(cells: readonly SampleScores[], top = 10): InOutRanking {
  const both = cells.filter((c): c is SampleScores & { in_sample: number; out_sample: number } => c.in_sample !== null && c.out_sample !== null);
  const inRank = rankBy(both, (c) => c.in_sample ?? 0);
  const outRank = rankBy(both, (c) => c.out_sample ?? 0);
  const rows = both
    .map((c) => ({ ...c, in_rank: inRank.get(c.index) ?? 0, out_rank: outRank.get(c.index) ?? 0 }))
    .sort((a, b) => a.in_rank - b.in_rank)
    .slice(0, top);
  const n = both.length;
  const d2 = both.reduce((s, c) => s + ((inRank.get(c.index) ?? 0) - (outRank.get(c.index) ?? 0)) ** 2, 0);
  return {
    rows,
    ranked: n,
    rank_correlation: n >= 3 ? 1 - (6 * d2) / (n * (n * n - 1)) : null,
    top_mean_out_rank: rows.length ? rows.reduce((s, r) => s + r.out_rank, 0) / rows.length : null,
  };
}
