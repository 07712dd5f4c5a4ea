/**
 * The single-name model checked against real single-stock implied vol it never reads (issue 15:
 * "aim for a median error within 3 vol points"). Cboe's VXAPL and VXAZN are the VIX formula applied
 * to Apple's and Amazon's listed options, 2011-2025: a real 30-day implied-vol history of two single
 * stocks that the single-name model never reads. Here AAPL and AMZN are priced as every stock
 * without an index is (their own index removed from the table), and the model is compared with the
 * index day by day:
 * - `swap`: the modeled 30-day variance swap (the index's own formula on the modeled smile) minus
 *   the published index, vol points;
 * - `atm`: the modeled 30-day ATM minus the ATM the index implies through the stock smile (what an
 *   IV30 history reports), vol points.
 * QQQ, IWM and GLD are run the same way against VXN, RVX and GVZ (broad ETFs, not single stocks:
 * printed beside them, not part of the single-stock figure).
 *
 * `npx tsx functions/market/single-name-holdout.ts` prints JSON: per ticker and year, and pooled,
 * the median and mean |error| and the mean signed error of both measures; `stress`: both stocks
 * pooled over the market's stress periods (STRESS_PERIODS), where a lagging model errs most. A
 * positive mean signed error overstates single-name vol (options priced too dear: flatters
 * sellers, who collect more than they would have), a negative one understates it (flatters
 * buyers, who pay less).
 * `--stocks` prints AAPL/AMZN only, `--etfs` QQQ/IWM/GLD only (a candidate rule is chosen on the
 * stocks; the ETFs are then read once, held out).
 */
import { atmVol } from '../../shared/engine/market/vol-surface';
import { atmFromIndex } from '../../shared/engine/market/vol-index-formulas';
import { ANCHOR_INDEX, SMILE, STOCK_TAIL, STRESSED_VIX, ownIndexSmile } from '../../shared/engine/market/chain-rules';
import { readBundledMarketInput } from './load-market-data';
import { modeledIndex, reportContexts } from './report-contexts';
import { median } from '../../shared/engine/core/median';

export interface HoldoutStats {
  days: number;
  swapMedianAbs: number;
  swapMeanAbs: number;
  swapMeanSigned: number;
  atmMedianAbs: number;
  atmMeanAbs: number;
  atmMeanSigned: number;
}

interface DayError { date: string; year: number; swap: number; atm: number }

const r2 = (x: number) => Math.round(x * 100) / 100;
const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, x) => a + x, 0) / xs.length : Number.NaN);

export function holdoutStats(errors: readonly DayError[]): HoldoutStats {
  const swaps = errors.map((e) => e.swap);
  const atms = errors.map((e) => e.atm);
  return {
    days: errors.length,
    swapMedianAbs: r2(median(swaps.map(Math.abs))),
    swapMeanAbs: r2(mean(swaps.map(Math.abs))),
    swapMeanSigned: r2(mean(swaps)),
    atmMedianAbs: r2(median(atms.map(Math.abs))),
    atmMeanAbs: r2(mean(atms.map(Math.abs))),
    atmMeanSigned: r2(mean(atms)),
  };
}

/** Day-by-day errors of the single-name model against `ticker`'s own index (which it does not read). */
export async function singleNameHoldoutErrors(ticker: string): Promise<DayError[]> {
  const indexName = ANCHOR_INDEX[ticker];
  if (indexName === undefined) throw new Error(`${ticker} has no index of its own to check against`);
  const real = new Map<string, number>();
  // The table without the ticker's index: every day falls back to the single-name model.
  const { input, ctx } = await reportContexts(ticker, (table) =>
    table.map((d) => {
      const { [indexName]: value, ...rest } = d.values;
      if (value !== undefined) real.set(d.date, value);
      return { date: d.date, values: rest };
    }));
  // The smile the ticker's index is read through in production (QQQ: the stock smile).
  const shape = ownIndexSmile(ticker) === 'stock' ? SMILE.stock : SMILE.index;
  const out: DayError[] = [];
  for (const bar of input.bars) {
    const index = real.get(bar.date);
    const c = index === undefined ? undefined : ctx(bar.date);
    if (index === undefined || c === undefined || c.anchor !== 'single-name model') continue;
    const realAtm = 100 * atmFromIndex(index / 100, 30 / 365, STOCK_TAIL, shape);
    out.push({
      date: bar.date,
      year: Number(bar.date.slice(0, 4)),
      swap: modeledIndex(c, 'vix') - index,
      atm: 100 * atmVol(c.surface, 30 / 365) - realAtm,
    });
  }
  return out;
}

/** Stress periods by date prefix: the Covid crash, the 2022 bear market, the April 2025 tariff shock. */
export const STRESS_PERIODS: readonly string[] = ['2020-03', '2022', '2025-04'];

export async function singleNameHoldout(tickers: readonly string[]) {
  const report: Record<string, Record<string, HoldoutStats>> = {};
  for (const t of tickers) {
    const errors = await singleNameHoldoutErrors(t);
    const byYear: Record<string, HoldoutStats> = {};
    for (const y of [...new Set(errors.map((e) => e.year))].sort()) byYear[y] = holdoutStats(errors.filter((e) => e.year === y));
    report[t] = { ...byYear, all: holdoutStats(errors) };
  }
  return report;
}

/** The bundled VIX closes by date, read once for every split. */
let vixCloses: Promise<Map<string, number>> | undefined;

/**
 * The errors split by the market's regime: days whose VIX closed at STRESSED_VIX or more, and the
 * rest (a day without a VIX close counts as calm). Sizes the stock class's stressed shortfall
 * (chain-rules.ts STRESSED_ATM_SHORTFALL), the one-sided error a result's stressed-market note names.
 */
export async function byVixRegime(errors: readonly DayError[]): Promise<{ stressed: HoldoutStats; calm: HoldoutStats }> {
  const close = await (vixCloses ??= readBundledMarketInput('SPX').then(({ vix }) => new Map(vix.map((v) => [v.date, v.close]))));
  const stressed = (e: DayError) => (close.get(e.date) ?? 0) >= STRESSED_VIX;
  return { stressed: holdoutStats(errors.filter(stressed)), calm: holdoutStats(errors.filter((e) => !stressed(e))) };
}

if (import.meta.url === `file://${process.argv[1]}` && !process.argv.includes('--etfs')) {
  const stocks = await singleNameHoldout(['AAPL', 'AMZN']);
  const [aapl = [], amzn = []] = await Promise.all(['AAPL', 'AMZN'].map(singleNameHoldoutErrors));
  const both = [...aapl, ...amzn];
  const pooled = holdoutStats(both);
  const stress = Object.fromEntries(STRESS_PERIODS.map((p) => [p, holdoutStats(both.filter((e) => e.date.startsWith(p)))]));
  const byVix = { AAPL: await byVixRegime(aapl), AMZN: await byVixRegime(amzn), pooled: await byVixRegime(both) };
  const etfs = process.argv.includes('--stocks') ? undefined : await singleNameHoldout(['QQQ', 'IWM', 'GLD']);
  console.log(JSON.stringify({ singleStocks: { ...stocks, pooled, stress, byVix }, ...(etfs ? { etfs } : {}) }, null, 1));
}
if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes('--etfs')) {
  console.log(JSON.stringify({ etfs: await singleNameHoldout(['QQQ', 'IWM', 'GLD']) }, null, 1));
}
