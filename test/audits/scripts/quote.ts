/**
 * Audit 6: prints what the engine's chain answers for one contract on one day (the quote a fill
 * reads, and for a stock or ETF the American pricer's hold/exercise values), with the day's bar.
 * usage: npx tsx test/audits/scripts/quote.ts TICKER DATE EXPIRY call|put STRIKE
 */
import { loadMarketData } from '../../../functions/market/load-market-data';

const [ticker, date, expiry, type, strike] = process.argv.slice(2);
if (!ticker || !date || !expiry || (type !== 'call' && type !== 'put') || !strike) {
  process.stderr.write('usage: quote.ts TICKER DATE EXPIRY call|put STRIKE\n');
  process.exit(2);
}
const market = await loadMarketData(ticker);
const bar = market.bars.find((b) => b.date === date);
const quote = market.options.quote(date, expiry, type, Number(strike));
const exercise = market.options.americanExercise?.(date, expiry, type, Number(strike));
process.stdout.write(
  `${JSON.stringify({ bar, rate: market.riskFreeRate(date), source: market.options.source(date), quote, american: exercise }, null, 1)}\n`,
);
