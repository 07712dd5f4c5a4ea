/**
 * Issue 15, SKEW in 2024-25: why the SPX fit reaches TAIL_MAX, and what tail the index would need.
 * `npx tsx test/audits/scripts-skew20/tail-limit.ts [DATES...]` prints, for the worst SKEW days of
 * 2024-2025 (or the dates given): VIX, SKEW, the fitted β and τ, the continuous SKEW reached, the
 * τ the index would need on the uncut form (stripMoments, τ past TAIL_MAX), the Lee cap on τ at the
 * 30-day total vol, the day's τ as the 30-day expiry quotes it (admissibleTail), the largest
 * butterfly-free τ at 30 days, and the SKEW that butterfly-free τ reads.
 */
import { reportContexts, modeledIndex } from '../../../functions/market/report-contexts';
import { stripMoments, TAIL_MAX } from '../../../shared/engine/market/vol-index-formulas';
import { admissibleTail, atmVol, butterflyMargin } from '../../../shared/engine/market/vol-surface';
import { LEE_SLOPE_MAX } from '../../../shared/engine/market/chain-rules';

const r = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;

async function main() {
  const { input, ctx } = await reportContexts('SPX');
  const skewOf = new Map((input.volIndices ?? []).map((d) => [d.date, d.values.skew]));
  const vixOf = new Map(input.vix.map((v) => [v.date, v.close]));
  let dates = process.argv.slice(2);
  if (dates.length === 0) {
    const rows: { date: string; miss: number }[] = [];
    for (const b of input.bars) {
      if (b.date < '2024-01-01' || b.date > '2025-12-31') continue;
      const c = ctx(b.date);
      const real = skewOf.get(b.date);
      if (c === undefined || real === undefined) continue;
      rows.push({ date: b.date, miss: modeledIndex(c, 'skew') - real });
    }
    rows.sort((a, b) => a.miss - b.miss);
    dates = rows.slice(0, 8).map((x) => x.date);
    const atMax = rows.filter((x) => x.miss < -0.5).length;
    console.log(`2024-25 SPX days with SKEW: ${rows.length}; model more than 0.5 under the index: ${atMax}`);
  }
  for (const date of dates) {
    const c = ctx(date);
    if (c === undefined) continue;
    const s = c.surface;
    const years = 30 / 365;
    const w = atmVol(s, years) * Math.sqrt(years);
    const real = skewOf.get(date) ?? NaN;
    const reached = stripMoments(w, s.tail, s.shape).skew;
    // The τ the uncut form needs: bisection on stripMoments (SKEW rises with τ until it saturates).
    let need: number | string = 'unreachable';
    let lo = s.tail;
    let hi = s.tail;
    let top = reached;
    for (let t = s.tail; t <= 40; t += 0.25) {
      const k = stripMoments(w, t, s.shape).skew;
      top = Math.max(top, k);
      if (k >= real) { hi = t; break; }
      lo = t;
    }
    if (hi > lo) {
      for (let i = 0; i < 40; i++) {
        const m = (lo + hi) / 2;
        if (stripMoments(w, m, s.shape).skew >= real) hi = m; else lo = m;
      }
      need = r(hi);
    }
    const b = Math.min(s.shape.beta, LEE_SLOPE_MAX / ((1 + Math.abs(s.shape.rho)) * w));
    const leeCap = LEE_SLOPE_MAX / w - b * (1 - s.shape.rho);
    const bfly = admissibleTail(s.shape, s.tail, w);
    // The largest τ whose smile passes the engine's butterfly check (margin ≥ 1e-3, vol-surface.ts
    // BUTTERFLY_MARGIN), by bisection on τ itself (admissibleTail bisects the fraction of a given τ kept).
    let lo2 = 0;
    let hi2 = 40;
    for (let i = 0; i < 40; i++) {
      const m = (lo2 + hi2) / 2;
      if (butterflyMargin(s.shape, m, w) >= 1e-3) lo2 = m; else hi2 = m;
    }
    const bflyMax = lo2;
    console.log(JSON.stringify({
      date, vix: vixOf.get(date), skew: real, beta: r(s.shape.beta), tail: r(s.tail), tailMax: TAIL_MAX,
      skewReached: r(reached, 2), tailNeeded: need, skewMaxOfForm: typeof need === 'string' ? r(top, 2) : undefined,
      w30: r(w, 4), leeCapOnTau: r(leeCap, 2), quotedTail30: r(bfly), largestButterflyFreeTail30: r(bflyMax),
      skewAtButterflyFreeTail: r(stripMoments(w, bflyMax, s.shape).skew, 2),
    }));
  }
}
void main();
