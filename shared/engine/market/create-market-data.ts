/**
 * Assembles a MarketData from plain arrays (pure: the Node loader reads the files, this wires
 * them). Option prices come from the modeled chain, except on days an imported real chain covers,
 * where the imported data takes precedence: `options.source(date)` says which one priced a day.
 * On such a day a contract the vendor file lacks (vendors drop strikes and no-quote rows) is
 * still answered by `quote` from the model, so an open position always has a mark, and that quote
 * says so (`quote_source: 'modeled'`): the engine flags it in the trade and the diagnostics. Its
 * prices are held to the day's real quotes of the neighbouring strikes (real-neighbour-bound.ts),
 * and the chain counts such answers (`modeledOnImported`: the model-risk band of an all-imported
 * run is drawn when the run read any, model-risk.ts).
 * The input is the dataset's (split-adjusted as of its end); the MarketData answers the prices,
 * strikes and dividends that traded each day, with the splits for the engine to apply.
 */
import type { Bar, Dividend, MarketData, OptionChainProvider, OptionQuote, OptionType } from './market-data';
import { createModeledChainProvider, modeledDayContexts, type ModeledChainInput } from './modeled-chain';
import { createDayListings, type DayListings } from './day-listings';
import { createImportedChainProvider, type ImportedChainProvider, type ImportedChainSource, type ImportedDays } from './imported-chain';
import { lastIndexOnOrBefore } from './day-context';
import { asTradedBars, asTradedDividends } from './splits';
import { MODEL_RISK_WING_TILT } from './chain-rules';
import { boundByRealNeighbours, boundPriceByRealNeighbours } from './real-neighbour-bound';
import type { IndexDay } from './vol-anchors';

export interface MarketDataInput {
  ticker: string;
  /** Bars split-adjusted as of the last split in `splits` (the dataset's units). */
  bars: readonly Bar[];
  /** Dividends in the same units as `bars`. */
  dividends: readonly Dividend[];
  /**
   * The first day `bars` hold the dividends in the price (an auto-adjusted tail, none listed from
   * it): the modeled chain expects no ex-date from that day on (dividend-forecast.ts).
   */
  dividendsInPriceFrom?: string;
  /**
   * VIX by date, ascending: the close, and the day's high and low when known (the day's VIX range,
   * which widens modeled index quotes on a day of fast-moving vol: chain-rules.ts rule 5).
   */
  vix: readonly { date: string; close: number; high?: number; low?: number }[];
  /** Cboe's other vol indices by trading day (vol-indices.csv): the modeled surface's anchors. */
  volIndices?: readonly IndexDay[];
  /** 3-month T-bill by date, ascending, as a FRACTION (DGS3MO / 100). */
  rates: readonly { date: string; rate: number }[];
  /** SPY bars: the realised-vol reference of the modeled chain. */
  benchmarkBars: readonly Bar[];
  /** Dividend payer for the modeled yield when not the ticker itself (SPY for SPX). */
  yieldSource?: { bars: readonly Bar[]; dividends: readonly Dividend[] };
  /** Imported real chains of this ticker: date → that day's contracts (in memory), or a lazy source (the store). */
  imported?: ImportedDays | ImportedChainSource;
  /** Splits inside the data: the answers are in the units that traded each day. */
  splits?: readonly { date: string; ratio: number }[];
  /** Listed expirations (defaults to the exchange calendar). */
  expirations?: (date: string) => readonly string[];
}

/** The rate in force on a date: the last published value on or before it (FRED skips holidays). */
export function createRiskFreeRate(rates: readonly { date: string; rate: number }[]): (date: string) => number {
  const dates = rates.map((r) => r.date);
  return (date) => {
    const i = lastIndexOnOrBefore(dates, date);
    return rates[i]?.rate ?? rates[0]?.rate ?? 0;
  };
}

export function combineChains(
  modeled: OptionChainProvider,
  imported: ImportedChainProvider | undefined,
  riskFreeRate: (date: string) => number,
): OptionChainProvider {
  if (imported === undefined) return modeled;
  const pick = (date: string): OptionChainProvider => (imported.covers(date) ? imported : modeled);
  // Answers the model gave on imported days (contracts the vendor lacked): this chain's runs read them.
  let modeledOnImported = 0;
  /**
   * `real` (the imported quote or probe); when the imported day lacks the contract, the model's
   * quote, which says so, held to the day's real quotes of the neighbouring strikes.
   */
  const realOrModel = (real: OptionQuote | undefined, date: string, expiry: string, type: OptionType, strike: number): OptionQuote | undefined => {
    if (real) return real;
    const model = modeled.quote(date, expiry, type, strike);
    if (model === undefined) return undefined;
    modeledOnImported += 1;
    return boundByRealNeighbours({ ...model, quote_source: 'modeled' }, imported.chain(date, expiry, type), date, riskFreeRate(date));
  };
  /**
   * A price the imported day cannot give (`p` NaN: it lacks the contract) from the model, counted,
   * and on an imported day held between the same prices of its real neighbouring strikes
   * (`neighbour`: the imported chain's price of a strike at the same spot; real-neighbour-bound.ts rule 1).
   */
  const orModel = (date: string, expiry: string, type: OptionType, strike: number, p: number, model: () => number, neighbour: (k: number) => number): number => {
    if (!Number.isNaN(p)) return p;
    const price = model();
    if (!imported.covers(date)) return price;
    modeledOnImported += 1;
    return boundPriceByRealNeighbours(price, type, strike, imported.chain(date, expiry, type), neighbour);
  };
  const quote = (date: string, expiry: string, type: OptionType, strike: number): OptionQuote | undefined =>
    imported.covers(date) ? realOrModel(imported.quote(date, expiry, type, strike), date, expiry, type, strike) : modeled.quote(date, expiry, type, strike);
  return {
    expirations: (date) => pick(date).expirations(date),
    chain: (date, expiry, type) => pick(date).chain(date, expiry, type),
    // Imported days are scanned whole (their rows are validated one by one) unless the imported
    // source vouches for the day's chain (its rows valid, its deltas monotone); model days are searched.
    strikes: (date, expiry) => (imported.covers(date) ? imported.strikes?.(date, expiry) : modeled.strikes?.(date, expiry)),
    lowestStrike: (date, expiry) => (imported.covers(date) ? undefined : modeled.lowestStrike?.(date, expiry)),
    lowestLiquidPut: (date, expiry, minVolume) => (imported.covers(date) ? imported.lowestLiquidPut?.(date, expiry, minVolume) : undefined),
    quote,
    probe: (date, expiry, type, strike) =>
      imported.covers(date) ? realOrModel((imported.probe ?? imported.quote)(date, expiry, type, strike), date, expiry, type, strike)
        : modeled.probe ? modeled.probe(date, expiry, type, strike) : modeled.quote(date, expiry, type, strike),
    // A model day's seed (the search reads it on modeled days alone).
    deltaSeed: (date, expiry, type, delta) => (imported.covers(date) ? Number.NaN : modeled.deltaSeed?.(date, expiry, type, delta) ?? Number.NaN),
    priceAt: (date, expiry, type, strike, underlyingPrice) => {
      const p = imported.covers(date) ? imported.priceAt(date, expiry, type, strike, underlyingPrice) : Number.NaN;
      return orModel(date, expiry, type, strike, p, () => modeled.priceAt(date, expiry, type, strike, underlyingPrice), (k) => imported.priceAt(date, expiry, type, k, underlyingPrice));
    },
    // An imported day keeps its rule (imported-chain.ts priceAtOpen: the close's vol); a day the
    // model prices, or a contract the import lacks, is priced on the previous session's surface.
    priceAtOpen: (date, prevDate, expiry, type, strike, open) => {
      const p = imported.covers(date) ? imported.priceAtOpen(date, prevDate, expiry, type, strike, open) : Number.NaN;
      return orModel(date, expiry, type, strike, p, () => modeled.priceAtOpen(date, prevDate, expiry, type, strike, open), (k) => imported.priceAtOpen(date, prevDate, expiry, type, k, open));
    },
    modeledOnImported: () => modeledOnImported,
    openAfterReport: (date, prevDate) => !imported.covers(date) && (modeled.openAfterReport?.(date, prevDate) ?? false),
    // An imported day's real quotes decide early exercise (the rule reads them); the model decides on its own days.
    americanExercise: (date, expiry, type, strike, exDividend) => (imported.covers(date) ? undefined : modeled.americanExercise?.(date, expiry, type, strike, exDividend)),
    source: (date) => (imported.covers(date) ? 'imported' : 'modeled'),
    preSplitGhost: (date, expiry, type, strike) => imported.covers(date) && imported.preSplitGhost(date, expiry, type, strike),
    importedGap: (date) => {
      if (imported.covers(date)) return false;
      const days = imported.days();
      return days.length > 1 && date > (days[0] ?? '') && date < (days[days.length - 1] ?? '');
    },
    volModel: (date) => (imported.covers(date) ? undefined : modeled.volModel?.(date)),
    smileZ: (date, expiry, strike) => (imported.covers(date) ? undefined : modeled.smileZ?.(date, expiry, strike)),
    quotedSkewShortfall: (date) => (imported.covers(date) ? undefined : modeled.quotedSkewShortfall?.(date)),
    // The modeled days' day numbers when the chain has them (modeled-chain.ts); an imported day's are parsed.
    ...(modeled.expirationDays ? { expirationDays: (date: string) => (imported.covers(date) ? undefined : modeled.expirationDays?.(date)) } : {}),
  };
}

function hasImported(imported: MarketDataInput['imported']): imported is ImportedDays | ImportedChainSource {
  if (imported === undefined) return false;
  return imported instanceof Map ? imported.size > 0 : (imported as ImportedChainSource).days().length > 0;
}

/**
 * ln(high / low) of each day's VIX whose high and low are known: how far vol moved within the day.
 * The close is taken into the range (a close outside its own high/low is a data error, and the
 * range then holds it); a day with a missing or non-positive value has no range.
 */
export function vixRangesByDate(rows: MarketDataInput['vix']): Map<string, number> {
  const ranges = new Map<string, number>();
  for (const { date, close, high, low } of rows) {
    if (high === undefined || low === undefined || !(low > 0) || !(close > 0)) continue;
    ranges.set(date, Math.log(Math.max(high, close) / Math.min(low, close)));
  }
  return ranges;
}

/** The modeled chain's input from the market's (the engine's wiring; report scripts that price a bundled chain share it). */
export function modeledChainInputOf(input: MarketDataInput): ModeledChainInput {
  const vixByDate = new Map(input.vix.map((v) => [v.date, v.close]));
  const vixRanges = vixRangesByDate(input.vix);
  return {
    ticker: input.ticker,
    bars: input.bars,
    benchmarkBars: input.benchmarkBars,
    vix: (date) => vixByDate.get(date),
    vixRange: (date) => vixRanges.get(date),
    ...(input.volIndices ? { volIndices: input.volIndices } : {}),
    riskFreeRate: createRiskFreeRate(input.rates),
    dividends: input.yieldSource?.dividends ?? input.dividends,
    ...(input.yieldSource ? { yieldBars: input.yieldSource.bars } : {}),
    ...(input.dividendsInPriceFrom !== undefined ? { dividendsInPriceFrom: input.dividendsInPriceFrom } : {}),
    ...(input.expirations ? { expirations: input.expirations } : {}),
    ...(input.splits ? { splits: input.splits } : {}),
  };
}

export function createMarketData(input: MarketDataInput): MarketData {
  const modeledInput = modeledChainInputOf(input);
  const { vix, riskFreeRate } = modeledInput;
  const days = modeledDayContexts(modeledInput);
  const modeled = createModeledChainProvider(modeledInput, days);
  let familyListings: DayListings | undefined;
  const imported = hasImported(input.imported) ? createImportedChainProvider(input.imported, riskFreeRate, modeled.spreadAround, input.splits) : undefined;
  const splits = input.splits ?? [];
  const market: MarketData = {
    ticker: input.ticker.toUpperCase(),
    bars: asTradedBars(input.bars, splits),
    dividends: asTradedDividends(input.dividends, splits),
    ...(input.dividendsInPriceFrom !== undefined ? { dividendsInPriceFrom: input.dividendsInPriceFrom } : {}),
    splits,
    vix,
    riskFreeRate,
    options: combineChains(modeled, imported, riskFreeRate),
    // Model risk: the same days and imported chains, the modeled surface shifted by `points` (modeled-chain.ts volShift).
    // The model-risk runs' chains share the listed expirations (day-listings.ts), kept only while
    // this market's model-risk runs hold it. A result with model risk runs its base run on
    // withVolShift(0) (engine index.ts modelRiskFamily) so that the shifted runs reuse its listings;
    // a single run stays on the plain chain above.
    withVolShift: (points, wingTilt = MODEL_RISK_WING_TILT) => {
      familyListings ??= createDayListings(modeledInput.ticker, modeledInput.expirations);
      const shifted = createModeledChainProvider(modeledInput, days, familyListings, points, wingTilt);
      return { ...market, options: combineChains(shifted, imported, riskFreeRate) };
    },
  };
  return market;
}
