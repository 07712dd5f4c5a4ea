/**
 * Audit 10, open item 2: should the daily fit (SKEW → τ, VIX family → ATM knots) read the quoted,
 * butterfly-cut tail (vol-surface.ts quotedTail) rather than the fitted one? Prints, for the fit as
 * it is (tables on the fitted tail) and for the fit on the quoted tail (setIndexTablesOnQuotedTail):
 * - SPX 2010-2025: the quoted 30-day smile's SKEW and variance swap (continuous strip,
 *   vol-index-formulas.ts stripMoments on the tail the chain quotes) minus SKEW and VIX, over all
 *   days and over the days whose 30-day tail is cut;
 * - the real-vol checks: the SPXW Jan-Feb 2018 ATM check (real-atm-check.ts), the chain accuracy's
 *   medianOfDays and worstDay (chain-accuracy.ts), the published ATM values (published-atm-check.ts).
 *
 * usage: npx tsx test/audits/scripts10/skew-cut-fit.ts [quoted]   (one fit per process: the day
 * surfaces are memoised per index table, vol-anchors.ts cachedMarketSurface)
 */
import { reportContexts } from '../../../functions/market/report-contexts';
import { atmCheckOfFile } from '../../../functions/market/real-atm-check';
import { accuracyOfFile, SPXW_FIXTURE } from '../../../functions/market/chain-accuracy';
import { publishedAtmCheck, summarise } from '../../../functions/market/published-atm-check';
import { admissibleTail, atmVol } from '../../../shared/engine/market/vol-surface';
import { setIndexTablesOnQuotedTail, stripMoments } from '../../../shared/engine/market/vol-index-formulas';

const r3 = (x: number): number => Math.round(x * 1000) / 1000;

async function quotedResiduals() {
  const { input, ctx } = await reportContexts('SPX');
  const vix = new Map(input.vix.map((v) => [v.date, v.close]));
  const all = { n: 0, skew: 0, vix: 0 };
  const cut = { n: 0, skew: 0, vix: 0, worstSkew: 0 };
  for (const day of input.volIndices ?? []) {
    const skew = day.values.skew;
    const v = vix.get(day.date);
    const c = day.date >= '2010-01-01' && day.date <= '2025-12-31' ? ctx(day.date) : undefined;
    if (skew === undefined || v === undefined || c === undefined) continue;
    const s = c.surface;
    const years = 30 / 365;
    const atm = atmVol(s, years);
    const w = atm * Math.sqrt(years);
    const tail = admissibleTail(s.shape, s.tail, w);
    const m = stripMoments(w, tail, s.shape);
    const dSkew = m.skew - skew;
    const dVix = 100 * atm * Math.sqrt(m.varianceRatio) - v;
    all.n += 1; all.skew += dSkew; all.vix += dVix;
    if (tail !== s.tail) {
      cut.n += 1; cut.skew += dSkew; cut.vix += dVix;
      cut.worstSkew = Math.min(cut.worstSkew, dSkew);
    }
  }
  return {
    days: all.n, cutDays: cut.n,
    skewMinusIndex: { all: r3(all.skew / all.n), cutDays: r3(cut.skew / cut.n), worstCutDay: r3(cut.worstSkew) },
    vixMinusIndex: { all: r3(all.vix / all.n), cutDays: r3(cut.vix / cut.n) },
  };
}

const quoted = process.argv[2] === 'quoted';
setIndexTablesOnQuotedTail(quoted);
const residuals = await quotedResiduals();
const atm = await atmCheckOfFile();
const accuracy = await accuracyOfFile(SPXW_FIXTURE);
const published = summarise((await publishedAtmCheck()).map((x) => x.error));
process.stdout.write(`${JSON.stringify({
  fit: quoted ? 'quoted tail' : 'fitted tail (as is)',
  spx30: residuals,
  spxw2018: { meanAtmError: atm.meanAtmError, modelSwapOverAtm: atm.meanModelSwapOverAtm, modelTermSkew: atm.meanModelTermSkew, skewIndex: atm.meanSkewIndex },
  chainAccuracy: { medianOfDays: accuracy.medianOfDays, worstDay: accuracy.worstDay },
  publishedAtm: published,
})}\n`);
