import type { CoveredBacktestRequest, LegConfig, StrikeTargetCondition } from '../../../contracts/covered';
import type { Bar, MarketData, OptionQuote, OptionType, Split } from '../../market/market-data';
import { createIndicators, type Indicators } from '../../market/indicators';
import type { Timeline } from '../../core/timeline';
import { createFillModel, hasNoBid, type FillModel } from '../../execution/fill-model';
import type { CostModel } from '../../execution/cost-model';
import { runCostModel } from '../applied-costs';
import { defaultAssignmentModel, type AssignmentModel } from '../../execution/assignment-model';
import { isVolumeMiss, noExpiryMiss, selectContract, type ContractRequest, type Selection } from '../../selection/select-contract';
import { dollarsText } from '../../core/money';
import { noBidSkip } from '../../../domain/skip-causes';
import { selectWithExpiryFallback } from '../../selection/expiry-fallback';
import { Diagnostics } from '../diagnostics';
import { CoveredLedger } from './ledger';
import { SecuredLots } from './secured-lots';
import { StrikeSeeds } from '../multileg/strike-seeds';
import { strikeMeasure } from './strike-target';
import { dividendSchedule } from '../early-assignment';
import { createDividendsAhead, type DividendsAhead } from '../early-put-exercise';
import { volumeMoveCheck, volumeMovedNote } from '../../selection/volume-moved';
import { OverVolumeTally } from '../over-volume';

/** Everything one covered run reads and writes, built once before the day loop. */
export interface CoveredRun {
  request: CoveredBacktestRequest;
  market: MarketData;
  timeline: Timeline;
  /** Indicators on every bar of the market (history before the range warms them up). */
  indicators: Indicators;
  /** Index of timeline.bars[0] in market.bars. */
  offset: number;
  /** Dividends by ex-date and the ex-dates ascending (early-assignment.ts). */
  dividends: ReadonlyMap<string, number>;
  exDates: readonly string[];
  /** The present value of the dividends expected before an expiry (early-put-exercise.ts): a short put's early exercise weighs it. */
  dividendsAhead: DividendsAhead;
  fill: FillModel;
  cost: CostModel;
  assignment: AssignmentModel;
  ledger: CoveredLedger;
  diagnostics: Diagnostics;
  /** Days a put was written for fewer contracts than the lots asked (a run note says how many). */
  securedLots: SecuredLots;
  /** The writes and fills that traded more contracts than the day's volume (over-volume.ts): a run note counts them. */
  overVolume: OverVolumeTally;
  /** What the start holdings cost (shares at the first close, or that much cash): the start balance. */
  startValue: number;
  /** The ticker's splits, ascending (applied to the account on their dates). */
  splits: readonly Split[];
  /**
   * `shares_multiple` in today's shares: real shares on the start date, multiplied by each split
   * since (what the covered call holds and the put secures).
   */
  baseShares: number;
  /** The date of the last early assignment: nothing re-enters at its close (cooldown.ts awaitsAssignmentNotice). */
  earlyAssignedOn?: string;
  /**
   * Where the run's searches last found a put (leg 0) and a call (leg 1), where the next search of
   * that type starts (multileg/strike-seeds.ts): the same picks, fewer contracts priced.
   */
  seeds?: StrikeSeeds;
}

/** One trading day as the loop sees it. */
export interface Day {
  bar: Bar;
  /** Index in timeline.bars and in market.bars. */
  i: number;
  marketIndex: number;
  /** The previous bar of the range (undefined on the first day). */
  prev: Bar | undefined;
  /** Date of the next trading day in the data (a date, no prices), for ex-dividend timing. */
  nextDate: string | undefined;
  last: boolean;
}

/** `watchVolume`: the run's diagnostics look for every pick the minimum volume changed on a modeled day (diagnostics.ts). */
export function createCoveredRun(request: CoveredBacktestRequest, market: MarketData, timeline: Timeline, watchVolume = false): CoveredRun {
  const first = timeline.bars[0];
  if (!first) throw new Error('empty timeline');
  const offset = market.bars.indexOf(first);
  const startValue = request.shares_multiple * first.close;
  const startsWithShares = request.strategy.start_type === 'covered_call';
  // A covered call start buys the shares at the first day's close; a put start holds that cash.
  const ledger = new CoveredLedger(startValue, 0);
  const cost = runCostModel(request, market.ticker);
  if (startsWithShares) ledger.buyShares(first.date, request.shares_multiple, first.close, cost.shareCommission(request.shares_multiple));
  return {
    request,
    market,
    timeline,
    indicators: createIndicators(market.bars, market.vix, market.splits),
    offset,
    ...dividendSchedule(market.dividends, market.splits),
    dividendsAhead: createDividendsAhead(market),
    fill: createFillModel({
      priceSource: request.strategy.price_source,
      slippageFractionOfSpread: request.slippage_pct_of_spread / 100,
      ticker: market.ticker,
    }),
    cost,
    assignment: defaultAssignmentModel,
    ledger,
    diagnostics: new Diagnostics(watchVolume),
    securedLots: new SecuredLots(),
    overVolume: new OverVolumeTally('Contracts are sized by the shares only (a call: one per 100 held; a put: one per 100 asked, as far as the cash secures)'),
    startValue,
    splits: [...(market.splits ?? [])].sort((a, b) => (a.date < b.date ? -1 : 1)),
    baseShares: request.shares_multiple,
    seeds: new StrikeSeeds(2),
  };
}

export interface LegChoice {
  dteTarget: number;
  exactDte: boolean;
  strikeTarget: StrikeTargetCondition;
  minPremium: number | null;
}

export const legChoice = (leg: LegConfig): LegChoice => ({
  dteTarget: leg.DTE_target,
  exactDte: leg.exact_dte,
  strikeTarget: leg.strike_target_condition,
  minPremium: leg.min_premium_target,
});

/**
 * Selects the contract a covered leg (or its roll) sells on `date`; with flexible DTE matching a
 * farther expiry when the nearest has none with the minimum volume (`passedOver` then says which).
 */
export function selectCovered(run: CoveredRun, date: string, spot: number, type: OptionType, choice: LegChoice): Selection {
  const target = strikeMeasure(type, choice.strikeTarget, spot);
  const minPremium = choice.minPremium;
  // Selling for nothing is no trade: a premium must be positive, and at least the minimum.
  const accept = (q: OptionQuote): boolean => {
    const premium = run.fill.fill(q, 'sell', date);
    return premium > 0 && (minPremium === null || premium >= minPremium);
  };
  const request: ContractRequest = {
    date,
    type,
    dteTarget: choice.dteTarget,
    exactDte: choice.exactDte,
    measure: target.measure,
    ...(target.strikeMeasure ? { strikeMeasure: target.strikeMeasure } : {}),
    target: target.target,
    targetLabel: target.label,
    tolerance: target.tolerance,
    toleranceUnit: target.toleranceUnit,
    minVolume: run.request.strategy.min_volume_for_entry,
    // Every covered target (delta, strike offset, % OTM) is monotone in the strike.
    monotone: true,
    byDelta: choice.strikeTarget.type === 'delta',
    accept,
  };
  // Seeded by the last pick of the type (a wheel's puts: ~4 contracts priced a search instead of ~9
  // bisecting the whole grid); the search finds the same first crossing from any seed.
  const leg = type === 'put' ? 0 : 1;
  const selection = selectWithExpiryFallback(run.market.options, request, run.seeds?.seed(leg, spot) ?? Number.NaN);
  if ('quote' in selection) {
    run.seeds?.record(leg, selection.quote.strike, spot);
    // On a day of modeled volume every change is looked for (the worker's run without the minimum: min-volume-check.ts).
    const modeledDay = run.diagnostics.watchesVolumeOn(run.market.options, date);
    // A pick whose search the minimum refused nothing in is the one with no minimum (Selection.volumeBlind): no search again.
    const check = volumeMoveCheck(run.market.options, request, selection.quote, modeledDay, selection.volumeBlind === true);
    if (check === undefined) return selection;
    return {
      ...selection,
      ...(check.noted ? { volumeMoved: volumeMovedNote(request, selection.quote, check.nearest) } : {}),
      ...(modeledDay ? { modeledVolumeMove: check.by } : {}),
    };
  }
  return { miss: unbidFitMiss(run, request, selection.miss) ?? selection.miss };
}

/**
 * The miss of a day whose fitting contract had no bid: without it the day read 'no call within
 * tolerance 0.05 of delta 0.30' (a 'no contract fit' skip), when a call fit and nobody bid for it.
 * The search is repeated with no premium filter: when it then picks a contract with no bid, that
 * contract was the fit, refused only because it would sell for nothing. Every contract is let
 * through, not only the unbid ones: a fit with a bid under the minimum premium is the strategy's
 * own refusal, and an unbid contract farther from the target is not the fit (it had been named
 * 'the nearest to delta 0.3'). Not for a miss of the expiry or the minimum volume, whose cause is
 * elsewhere. Undefined when the fit has a bid or nothing fits.
 */
function unbidFitMiss(run: CoveredRun, request: ContractRequest, miss: string): string | undefined {
  if (isVolumeMiss(miss) || miss === noExpiryMiss(request)) return undefined;
  const fit = selectContract(run.market.options, { ...request, accept: undefined });
  if (!('quote' in fit) || !hasNoBid(fit.quote)) return undefined;
  const q = fit.quote;
  return noBidSkip(`the ${q.strike} ${q.call_or_put} (${q.id}), the nearest to ${request.targetLabel}`, dollarsText(q.bid_price), dollarsText(q.ask_price));
}
