/**
 * What the implied vols of modeled contracts at the American floor read (README, Option chains:
 * "of 64,379 floored contracts 32,569 had a bid IV of 0 despite a bid and 1,124 one above 100%").
 * A floored contract's quote is the exercise value ± the width, made by no vol (modeled-quote.ts);
 * inverted with the European formula that priced the rest of the chain, its bid often has no vol
 * at all or one far off the surface. The chain now reports the surface's vol at the strike instead.
 *
 * Sample: SPY, every fifth trading day of 2022-2023 (2023's 5% rates put deep puts at the floor),
 * the first 8 listed expiries of each day, every call and put strike. A contract counts as floored
 * when it carries the floor's greeks (delta ±1, no gamma, theta or vega: `isFloored`). For each one this prints what
 * the European inversion of its bid gives (none despite a bid, or above 100%) and how many it
 * reports now with a bid IV of 0 (the fix: none).
 *
 * `npx tsx functions/market/floored-quote-ivs.ts` prints the labelled counts.
 */
import { impliedVol } from '../../shared/engine/market/black-scholes';
import { toDayNumber } from '../../shared/engine/market/calendar';
import { modeledChainInputOf } from '../../shared/engine/market/create-market-data';
import type { DayContext } from '../../shared/engine/market/day-context';
import { dividendsPresentValue, escrowedSpot } from '../../shared/engine/market/dividend-forecast';
import type { OptionChainProvider, OptionQuote } from '../../shared/engine/market/market-data';
import { createModeledChainProvider, modeledDayContexts, type ModeledChainInput } from '../../shared/engine/market/modeled-chain';
import { readBundledMarketInput } from './load-market-data';

/** README's example: the ITM bear call spread's long 200 call, closed with SPY at 210.23 (functions/cli/examples/itm-bear-call-spread.json). */
export const EXAMPLE = { date: '2015-03-04', expiry: '2015-03-20', type: 'call', strike: 200 } as const;

export const SAMPLE = { ticker: 'SPY', from: '2022-01-01', to: '2023-12-31', everyNthDay: 5, expiriesPerDay: 8 } as const;

export interface FlooredIvCounts {
  /** Contracts listed on the sampled days and expiries (calls and puts). */
  contracts: number;
  /** Of them, priced at the American floor (delta ±1 with time left). */
  floored: number;
  /** Floored with a bid above 0 that the European formula inverts to no vol (shown 0, N/A, before). */
  europeanBidIvNone: number;
  /** Floored whose bid the European formula inverts to a vol above 100%. */
  europeanBidIvAbove100: number;
  /** Floored with a bid above 0 whose bid IV the chain reports as 0 now (the fix: 0). */
  reportedBidIvZero: number;
}

/**
 * The European implied vol of `price` for a contract, on the inputs the modeled chain priced it with
 * (modeled-chain.ts buildExpiryContext: the spot less the dividends expected before expiry, the
 * day's rate and yield); undefined when no vol gives the price.
 */
function europeanIv(day: DayContext, q: OptionQuote, price: number): number | undefined {
  const today = toDayNumber(day.date);
  const dte = toDayNumber(q.expiry_date) - today;
  const pv = dividendsPresentValue(day.expectedDividends, today, today + dte, day.rate);
  const input = { type: q.call_or_put, spot: escrowedSpot(day.spot, pv), strike: q.strike, years: dte / 365, rate: day.rate, dividendYield: day.dividendYield };
  return impliedVol(input, price, 1e-6);
}

/**
 * Priced at its exercise value (an American contract at or beyond its critical price, modeled-quote.ts) with the exercise's greeks,
 * delta ±1 and no gamma, theta or vega. A deep in-the-money European price can round to delta ±1
 * too, but keeps the rate's theta: that one is not floored, and its vols are still inverted.
 */
export const isFloored = (q: OptionQuote): boolean => Math.abs(q.delta) === 1 && q.gamma === 0 && q.theta === 0 && q.vega === 0;

/** The counts over `dates`, each day's first `expiriesPerDay` expiries with time left. */
export function countFlooredIvs(chain: OptionChainProvider, dayContext: (date: string) => DayContext | undefined, dates: readonly string[], expiriesPerDay: number): FlooredIvCounts {
  const counts: FlooredIvCounts = { contracts: 0, floored: 0, europeanBidIvNone: 0, europeanBidIvAbove100: 0, reportedBidIvZero: 0 };
  for (const date of dates) {
    const day = dayContext(date);
    if (day === undefined) continue;
    for (const expiry of chain.expirations(date).filter((e) => e > date).slice(0, expiriesPerDay)) {
      for (const type of ['call', 'put'] as const) {
        for (const q of chain.chain(date, expiry, type)) {
          counts.contracts += 1;
          if (!isFloored(q)) continue;
          counts.floored += 1;
          if (!(q.bid_price > 0)) continue;
          const iv = europeanIv(day, q, q.bid_price);
          if (iv === undefined) counts.europeanBidIvNone += 1;
          else if (iv > 1) counts.europeanBidIvAbove100 += 1;
          if (q.bid_implied_volatility === 0) counts.reportedBidIvZero += 1;
        }
      }
    }
  }
  return counts;
}

/** One contract's bid and ask IVs: inverted with the European formula, and as the chain reports them. */
export function contractIvs(chain: OptionChainProvider, dayContext: (date: string) => DayContext | undefined, c: typeof EXAMPLE) {
  const day = dayContext(c.date);
  const q = chain.quote(c.date, c.expiry, c.type, c.strike);
  if (day === undefined || q === undefined) throw new Error(`no modeled ${c.type} ${c.strike} ${c.expiry} on ${c.date}`);
  const pct = (v: number | undefined) => (v === undefined ? 'none' : `${(v * 100).toFixed(1)}%`);
  return `${c.date} ${c.expiry} ${c.strike} ${c.type}, spot ${q.underlying_price}: floored ${isFloored(q)}, European bid/ask IV ${pct(europeanIv(day, q, q.bid_price))}/${pct(europeanIv(day, q, q.ask_price))}, reported bid/ask IV ${pct(q.bid_implied_volatility)}/${pct(q.ask_implied_volatility)}`;
}

/** The bundled ticker's modeled chain input, wired as createMarketData wires it. */
async function bundledModeledChain(ticker: string): Promise<{ input: ModeledChainInput; dates: readonly string[] }> {
  const m = await readBundledMarketInput(ticker);
  return { input: modeledChainInputOf(m), dates: m.bars.map((b) => b.date) };
}

export function flooredIvLines(c: FlooredIvCounts): string[] {
  const n = (x: number) => x.toLocaleString('en-US');
  return [
    `sample: ${SAMPLE.ticker} ${SAMPLE.from}..${SAMPLE.to}, every ${SAMPLE.everyNthDay}th trading day, first ${SAMPLE.expiriesPerDay} expiries, calls and puts`,
    `contracts ${n(c.contracts)}`,
    `floored contracts ${n(c.floored)}`,
    `floored with a bid whose European bid IV is none (0, N/A before) ${n(c.europeanBidIvNone)}`,
    `floored whose European bid IV is above 100% ${n(c.europeanBidIvAbove100)}`,
    `floored with a bid reported now with bid IV 0 ${n(c.reportedBidIvZero)}`,
  ];
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  bundledModeledChain(SAMPLE.ticker).then(
    ({ input, dates }) => {
      const days = modeledDayContexts(input);
      const chain = createModeledChainProvider(input, days);
      const sampled = dates.filter((d) => d >= SAMPLE.from && d <= SAMPLE.to).filter((_, i) => i % SAMPLE.everyNthDay === 0);
      const lines = [...flooredIvLines(countFlooredIvs(chain, days, sampled, SAMPLE.expiriesPerDay)), `example: ${contractIvs(chain, days, EXAMPLE)}`];
      process.stdout.write(`${lines.join('\n')}\n`);
    },
    (error: unknown) => {
      process.stderr.write(`floored-quote-ivs: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
