/**
 * Loads everything the engine reads for one underlying (Node side of the MarketData seam): the
 * bundled bars and dividends, SPY for the modeled chain's realised-vol ratio (and SPY's dividend
 * yield for SPX, whose constituents pay it), VIX, the 3-month T-bill, and any imported real
 * chains of the ticker from the chain store (the local folder store unless one is given; pass
 * `store: null` for the model only). Pure wiring happens in shared createMarketData.
 */
import type { Bar, Dividend, MarketData } from '../../shared/engine/market/market-data';
import { indexDividendsFromFund, indexDividendsInFundTail } from '../../shared/engine/market/index-dividends';
import { indexOpensFromFund } from '../../shared/engine/market/index-opens';
import { createMarketData, createRiskFreeRate, type MarketDataInput } from '../../shared/engine/market/create-market-data';
import { listTickers, readBars, readDividends, readRates, readSplits, readVix, readVolIndices, type RateRow } from './dataset/read-dataset';
import { createFolderChainStore, type ChainStore } from './chains/chain-store';
import { openImportedChains } from './chains/parquet-chain-source';
import { UnknownTickerError } from './market-errors';
import { dividendsInPriceFrom } from './dataset/dividends-in-price';

export interface LoadOptions {
  /** Imported-chain store; default the local folder store, null for none. */
  store?: ChainStore | null;
  /** The dates a run covers: only the store's partitions (years) overlapping them are opened. */
  range?: { start: string; end: string };
}

const REFERENCE = 'SPY';

async function dividendsOf(ticker: string): Promise<Dividend[]> {
  return (await readDividends(ticker)).map((d) => ({ exDate: d.date, amount: d.amount }));
}

/** The bundled DGS3MO rows (percent, FRED's blank days skipped) as the rate fractions the engine reads. */
export function rateFractions(rows: readonly RateRow[]): { date: string; rate: number }[] {
  return rows.filter((r) => Number.isFinite(r.dgs3mo)).map((r) => ({ date: r.date, rate: r.dgs3mo / 100 }));
}

/** The upper-cased ticker, or UnknownTickerError naming the tickers that have data. */
async function knownTicker(ticker: string): Promise<{ symbol: string; available: string[] }> {
  const symbol = ticker.trim().toUpperCase();
  const available = await listTickers();
  if (!available.includes(symbol)) throw new UnknownTickerError(ticker, available);
  return { symbol, available };
}

async function bundledInput(symbol: string, available: readonly string[]): Promise<MarketDataInput> {
  const [bars, dividends, splits, spyBars, vix, rates, volIndices] = await Promise.all([
    readBars(symbol) as Promise<Bar[]>,
    dividendsOf(symbol),
    readSplits(symbol),
    available.includes(REFERENCE) ? (readBars(REFERENCE) as Promise<Bar[]>) : Promise.resolve(undefined),
    readVix(),
    readRates(),
    readVolIndices(),
  ]);
  const spyDividends = symbol === 'SPX' && spyBars ? await dividendsOf(REFERENCE) : undefined;
  // Where SPY's bars hold its dividends in the price (its auto-adjusted tail) none is listed: SPX's
  // holder is paid what SPY's total return carries over SPX there (index-dividends.ts, audit 11).
  const heldFrom = dividendsInPriceFrom(REFERENCE);
  const tail = spyBars && spyDividends && heldFrom ? indexDividendsInFundTail(bars, spyBars, spyDividends, heldFrom) : [];
  return {
    ticker: symbol,
    // SPX's published open is mostly the previous close; the engine reads the market's (index-opens.ts).
    bars: spyBars && spyDividends ? indexOpensFromFund(bars, spyBars, spyDividends) : bars,
    // SPX, a price index, pays what its constituents pay through SPY (index-dividends.ts).
    dividends: spyBars && spyDividends ? [...indexDividendsFromFund(bars, spyBars, spyDividends), ...tail.map(({ exDate, amount }) => ({ exDate, amount }))] : dividends,
    // SPY's, QQQ's, IWM's, AAPL's, BABA's bars hold their dividends in the price in their auto-adjusted
    // tails: their chains expect none there (dividend-forecast.ts; SPX keeps its yield above).
    ...(spyDividends === undefined && dividendsInPriceFrom(symbol) !== undefined ? { dividendsInPriceFrom: dividendsInPriceFrom(symbol) } : {}),
    vix: vix.map((v) => ({ date: v.date, close: v.close, high: v.high, low: v.low })),
    rates: rateFractions(rates),
    volIndices,
    benchmarkBars: spyBars ?? bars,
    splits,
    // The chain's trailing yield reads the same cash in SPY's (tail) dollars; SPX's opens above keep
    // SPY's known dividends only (the tail's opening gaps have no ex-date drop to take out).
    ...(spyBars && spyDividends ? { yieldSource: { bars: spyBars, dividends: [...spyDividends, ...tail.map(({ exDate, fundAmount }) => ({ exDate, amount: fundAmount }))] } } : {}),
  };
}

/** The bundled files of `ticker` wired as createMarketData's input, without imported chains. */
export async function readBundledMarketInput(ticker: string): Promise<MarketDataInput> {
  const { symbol, available } = await knownTicker(ticker);
  return bundledInput(symbol, available);
}

export async function loadMarketData(ticker: string, options: LoadOptions = {}): Promise<MarketData> {
  const { symbol, available } = await knownTicker(ticker);
  const store = options.store === undefined ? createFolderChainStore() : options.store;
  const input = await bundledInput(symbol, available);
  const imported = store === null ? undefined : await openImportedChains(store, symbol, { riskFreeRate: createRiskFreeRate(input.rates), ...(options.range ? { range: options.range } : {}) });
  return createMarketData(imported ? { ...input, imported } : input);
}
