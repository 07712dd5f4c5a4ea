import type { ShareYear } from '../../contracts/results';
import { cents } from '../../engine/core/money';
import { isCall, type OptionPosition } from './option-wash-sales';

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
 * call's own loss was washed into a replacement still open at the year's end, that year's
 * `deferred_losses` may hold the same loss the wash already moved out: both counted, the year's tax
 * overstated and a later year's lowered as much. The result does not say which loss each year's
 * deferral is made of, nor the lots' gains, so the deferral is held to what it can be under the
 * reading: no more than the losses the engine could have deferred at that year's end (those it
 * carried in, `deferred_losses` of the year before, and every call's own loss closed in the year)
 * less those the wash carried past the year's end. Never lower than the law's: the law's deferral
 * is at most its pool of losses less the washed ones, the pool is at most that bound, and a
 * smaller pool never defers more than the engine's. Where the washed loss was not the engine's to
 * defer (a qualified covered call, no shares held), the bound leaves the deferral as it was.
 *
 * A part taken out comes out of the long-term deferral first (the smaller fall in that year's
 * tax); the next year's deferral (the engine's, retested at its end) is left as it is: if the
 * shares still hold the gain, the replacement's loss is deferred again there, as the law would.
 *
 * Not reproduced: a washed loss carried past two year ends (a replacement open over both), whose
 * second year is left as the engine has it (it can still overstate that year); the released loss
 * the engine never saw (the replacement's result with the washed loss in it, where its own was a
 * gain), which the law would defer at a year's end where the shares hold a gain (the estimate takes
 * it in its year: it can understate there).
 */
export function deferredOnce(byYear: readonly ShareYear[], positions: readonly OptionPosition[], washedPastYearEnd: ReadonlyMap<number, number>): ShareYear[] {
  const callLosses = new Map<number, number>();
  for (const p of positions) {
    const own = p.shortTerm + p.longTerm;
    if (!isCall(p) || !(own < 0)) continue;
    const year = Number(p.closed.slice(0, 4));
    callLosses.set(year, (callLosses.get(year) ?? 0) - own);
  }
  let carriedIn = 0;
  return byYear.map((y) => {
    const d = y.covered_calls?.deferred_losses;
    if (!y.covered_calls || !d) return y;
    const deferred = -(d.short_term + d.long_term);
    const pool = carriedIn + (callLosses.get(y.year) ?? 0);
    // The engine carries its own deferral into the next year's pool, whatever is taken out here.
    carriedIn = deferred;
    const excess = cents(deferred - Math.max(0, pool - (washedPastYearEnd.get(y.year) ?? 0)));
    if (!(excess > 0)) return y;
    const fromLong = Math.min(excess, -d.long_term);
    const deferredLosses = { short_term: cents(d.short_term + (excess - fromLong)), long_term: cents(d.long_term + fromLong) };
    return { ...y, covered_calls: { ...y.covered_calls, deferred_losses: deferredLosses } };
  });
}
