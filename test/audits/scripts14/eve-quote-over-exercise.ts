/**
 * At every eve of a real ex-date (the last trading day before it) of SPY, AAPL, MSFT, QQQ, IWM and
 * NVDA in the bundled data, every in-the-money call of the first 14 listed expiries: the early-
 * exercise decision (OptionChainProvider.americanExercise, with the real dividend going ex, as
 * strategy/early-assignment.ts asks it) and the chain's own price of the call that close (priceAt
 * at the close: the quote's floored price, calendar-floor.ts). Counts the decisions, those exercised
 * (held worth no more than exercising, within EXERCISE_TOLERANCE) and, of those, the calls the chain
 * prices above their exercise value by more than the tolerance: the quote pricing the forecast
 * dividend while the decision knows the one going ex (review of 2026-12-03, 312 of 130,520).
 *
 * Usage: npx tsx test/audits/scripts14/eve-quote-over-exercise.ts [TICKER ...]
 */
import { realMarket } from '../../golden/real-market';
import { dividendSchedule } from '../../../shared/engine/strategy/early-assignment';
import { EXERCISE_TOLERANCE } from '../../../shared/engine/market/american-price';
import { daysBetween } from '../../../shared/engine/market/calendar';

const EXPIRIES = 14;

async function measure(ticker: string): Promise<void> {
  const market = await realMarket(ticker);
  const schedule = dividendSchedule(market.dividends, market.splits);
  let decisions = 0;
  let exercised = 0;
  let over = 0;
  let maxOver = 0;
  // Of them, the expiries on or after the ex-date (the dividend is the call's to exercise for).
  let overAcross = 0;
  const eves = new Map<string, number>();
  for (const exDate of schedule.exDates) {
    const i = market.bars.findIndex((b) => b.date >= exDate);
    const eveBar = market.bars[i - 1];
    if (i <= 0 || eveBar === undefined) continue;
    const eve = eveBar.date;
    const amount = schedule.dividends.get(exDate) ?? 0;
    const days = daysBetween(eve, exDate);
    for (const expiry of market.options.expirations(eve).slice(0, EXPIRIES)) {
      const strikes = market.options.strikes?.(eve, expiry) ?? market.options.chain(eve, expiry, 'call').map((q) => q.strike);
      for (const strike of strikes) {
        if (!(strike < eveBar.close)) continue;
        const a = market.options.americanExercise?.(eve, expiry, 'call', strike, { amount, days });
        if (a === undefined) continue;
        decisions++;
        if (!(a.hold <= a.exercise + EXERCISE_TOLERANCE)) continue;
        exercised++;
        const price = market.options.priceAt(eve, expiry, 'call', strike, eveBar.close);
        if (price > a.exercise + EXERCISE_TOLERANCE) {
          over++;
          maxOver = Math.max(maxOver, price - a.exercise);
          if (expiry >= exDate) overAcross++;
          eves.set(eve, (eves.get(eve) ?? 0) + 1);
        }
      }
    }
  }
  const at = [...eves].map(([d, n]) => `${d}:${n}`).join(' ');
  console.log(`${ticker} decisions ${decisions} exercised ${exercised} quote-over-exercise ${over} (expiry on/after the ex-date ${overAcross}) max ${maxOver.toFixed(4)} eves ${eves.size}${at ? ` [${at}]` : ''}`);
}

const tickers = process.argv.slice(2);
for (const t of tickers.length > 0 ? tickers : ['SPY', 'AAPL', 'MSFT', 'QQQ', 'IWM', 'NVDA']) await measure(t);
