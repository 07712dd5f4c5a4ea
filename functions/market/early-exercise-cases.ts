/**
 * `npx tsx functions/market/early-exercise-cases.ts`: the deep puts a review found the parity rule
 * exercising too early (README 'early exercise'), day by day on the bundled real data (modeled
 * chains): the first close each rule exercises at, the parity rule of before (assignment-model.ts,
 * with its dividend wait), the chain's American pricer (american-price.ts via
 * OptionChainProvider.americanExercise), and a 2000-step CRR lattice on the chain's own inputs (its
 * vol at the strike, rate and expected dividends), with what holding is worth over exercising on the
 * parity rule's first day. A case without an expiry takes the first listed one 120 to 250 days out
 * that the parity rule exercises within 40 sessions of its day (the review's were 180-DTE puts).
 */
import { loadMarketData } from './load-market-data';
import type { MarketData } from '../../shared/engine/market/market-data';
import { defaultAssignmentModel } from '../../shared/engine/execution/assignment-model';
import { createDividendsAhead, earlyPutExercise, sameCallValue } from '../../shared/engine/strategy/early-put-exercise';
import { createDividendForecaster, dividendsPresentValue, escrowedSpot, expectedCashDividends } from '../../shared/engine/market/dividend-forecast';
import { referenceAmerican } from '../../shared/engine/market/testing/crr-reference';
import { toDayNumber } from '../../shared/engine/market/calendar';
import { splitRatioBetween } from '../../shared/engine/market/splits';
import type { ModeledContract } from '../../shared/engine/market/modeled-quote';

interface Case { ticker: string; strike: number; day: string; expiry?: string }

const CASES: Case[] = [
  { ticker: 'SPY', strike: 469, day: '2023-08-17', expiry: '2024-01-19' },
  { ticker: 'AAPL', strike: 205, day: '2023-08-10' },
  { ticker: 'IWM', strike: 184, day: '2023-10-27', expiry: '2024-03-28' },
  { ticker: 'QQQ', strike: 322, day: '2022-10-03' },
  { ticker: 'AVGO', strike: 800, day: '2022-09-13', expiry: '2023-03-17' },
];

type Decision = { parity: boolean; model: boolean; lattice: boolean; modelGap: number; latticeGap: number };

function decide(m: MarketData, date: string, nextDate: string, expiry: string, strike: number): Decision | undefined {
  const bar = m.bars.find((b) => b.date === date);
  const q = m.options.quote(date, expiry, 'put', strike);
  if (!bar || !q) return undefined;
  const rate = m.riskFreeRate(date);
  const ahead = createDividendsAhead(m);
  const today = { ticker: m.ticker, strike, mark: (q.bid_price + q.ask_price) / 2, bid: q.bid_price, expiry, rate, date, close: bar.close, nextDate };
  const parity = earlyPutExercise(defaultAssignmentModel, {
    ...today, callMark: () => sameCallValue(m.options, date, expiry, strike), dividends: () => ahead.presentValue(date, expiry, rate),
    dividendWait: () => ahead.waitFor(date, expiry, rate, strike),
  }) !== undefined;
  const a = m.options.americanExercise?.(date, expiry, 'put', strike);
  const model = a !== undefined && a.hold <= a.exercise + 0.01;
  // The reference lattice on the chain's own inputs.
  const vol = (m.options.probe?.(date, expiry, 'put', strike) as ModeledContract).surfaceVol;
  // The dividends known on the day, per share of the day (as traded, each is per share of its
  // ex-date: a split since then divides it, as the chain's forecast reads them).
  const splits = m.splits ?? [];
  const known = m.dividends.filter((d) => d.exDate <= date).map((d) => ({ exDate: d.exDate, amount: d.amount / splitRatioBetween(splits, d.exDate, date) }));
  const expected = createDividendForecaster(known)(date);
  const t0 = toDayNumber(date);
  const t1 = toDayNumber(expiry);
  const escrowed = escrowedSpot(bar.close, dividendsPresentValue(expected, t0, t1, rate));
  const ref = referenceAmerican('put', escrowed, strike, (t1 - t0) / 365, rate, vol, expectedCashDividends(expected, t0, t1), 2000);
  return { parity, model, lattice: ref.hold <= ref.exercise + 0.01, modelGap: (a?.hold ?? NaN) - (a?.exercise ?? NaN), latticeGap: ref.hold - ref.exercise };
}

for (const c of CASES) {
  const m = await loadMarketData(c.ticker, { store: null });
  const dates = m.bars.map((b) => b.date);
  // The contract: the case's expiry, else the first listed 120 to 250 days out that the parity rule
  // exercises on the case's day or within the 40 sessions after it (a 180-DTE put written deep).
  let expiry = c.expiry;
  let start = dates.indexOf(c.day);
  for (let i = start; expiry === undefined && i < start + 40; i++) {
    const day = dates[i] as string;
    const found = m.options.expirations(day).find((e) => {
      const dte = toDayNumber(e) - toDayNumber(day);
      return dte >= 120 && dte <= 250 && decide(m, day, dates[i + 1] as string, e, c.strike)?.parity === true;
    });
    if (found) {
      expiry = found;
      start = i;
    }
  }
  if (!expiry) {
    console.log(`${c.ticker} ${c.strike} put from ${c.day}: no expiry the parity rule exercises`);
    continue;
  }
  const first: Record<'parity' | 'model' | 'lattice', string | undefined> = { parity: undefined, model: undefined, lattice: undefined };
  let atParity: Decision | undefined;
  for (let i = start; i < dates.length - 1 && (dates[i] as string) < expiry; i++) {
    const d = decide(m, dates[i] as string, dates[i + 1] as string, expiry, c.strike);
    if (!d) continue;
    if (d.parity && first.parity === undefined) atParity = d;
    for (const k of ['parity', 'model', 'lattice'] as const) if (d[k] && first[k] === undefined) first[k] = dates[i];
    if (first.parity && first.model && first.lattice) break;
  }
  console.log(`${c.ticker} ${c.strike} put of ${expiry}, from ${dates[start]}: first exercise, parity rule ${first.parity ?? 'never'}, ` +
    `American pricer ${first.model ?? 'never'}, CRR lattice ${first.lattice ?? 'never'}; on the parity rule's day holding is worth ` +
    `${atParity?.modelGap.toFixed(2)} a share over exercising by the pricer, ${atParity?.latticeGap.toFixed(2)} by the lattice`);
}
