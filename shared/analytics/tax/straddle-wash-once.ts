import type { ShareYear } from '../../contracts/results';
import { cents } from '../../engine/core/money';

/**
 * A covered call's loss deferred once where the wash-sale rule on options (IRC §1091;
 * option-wash-sales.ts) and the straddle rules' loss deferral (IRC §1092(a); the engine's
 * straddle-losses.ts, the years' `covered_calls.deferred_losses`) both reach it at a year's end.
 *
 * The reading taken (Temp. Treas. Reg. §1.1092(b)-1T, cited from memory, no copy at hand): the
 * regulation coordinates the two rules, the wash-sale rule applying first; a loss it disallows is
 * no loss of that year at all (it sits in the replacement's basis), so the loss deferral rule
 * reaches only the losses the wash-sale rule lets through. The washed loss comes back in the
 * replacement's result when that closes, and is then a loss of that year subject to both rules again.
 *
 * The engine deferred its losses without the wash-sale rule (it does not apply it), so where a
 * call's loss was washed into a replacement still open at the year's end, that year's
 * `deferred_losses` may hold the same loss the wash already moved out: both counted, the year's tax
 * overstated and a later year's lowered as much. Nor does the engine's deferral, carried on and
 * retested at the next year's end, know that the loss came back there in the replacement's result,
 * which may be a gain (the law then has nothing of it to defer). The result does not say which
 * loss a year's deferral is made of, nor the lots' gains, so each year's deferral is held to what it
 * can be under the reading: at most the losses the law could defer at that year's end, which are at
 * most the deferral carried in (as held here, the year before) and the calls' losses for tax that
 * the wash leaves in the year (option-wash-sales.ts `callLossesLeftInYear`: each call's result with
 * the washed losses it carries in, less the part washed out). The law's deferral is at most its
 * pool, and the pool at most that bound; so the deferral held to it is never below the law's where
 * the law's is at most the engine's. Where the washed loss was not the engine's to defer (a
 * qualified covered call, no shares held), the bound leaves the deferral as it was. A part taken
 * out comes out of the long-term deferral first (the smaller fall in that year's tax).
 *
 * Not reproduced: a released washed loss the engine never saw as a loss (a replacement whose own
 * result was a gain, less than the loss it carries in) that the law would defer at a year's end
 * where the shares hold a gain; the deferral is never raised above the engine's (the lots' gains
 * are not in the result), so the estimate takes such a loss in its year: it can understate there.
 */
export function deferredOnce(byYear: readonly ShareYear[], callLossesLeftInYear: ReadonlyMap<number, number>): ShareYear[] {
  let carriedIn = 0;
  return byYear.map((y) => {
    const d = y.covered_calls?.deferred_losses;
    if (!y.covered_calls || !d) return y;
    const deferred = -(d.short_term + d.long_term);
    const pool = carriedIn + (callLossesLeftInYear.get(y.year) ?? 0);
    const excess = cents(deferred - pool);
    carriedIn = excess > 0 ? pool : deferred;
    if (!(excess > 0)) return y;
    const fromLong = Math.min(excess, -d.long_term);
    const deferredLosses = { short_term: cents(d.short_term + (excess - fromLong)), long_term: cents(d.long_term + fromLong) };
    return { ...y, covered_calls: { ...y.covered_calls, deferred_losses: deferredLosses } };
  });
}
