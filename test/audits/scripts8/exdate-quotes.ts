/**
 * Audit 8: for a covered-call result, every ex-date in its range and the call open at the close
 * before it (held over, or assigned early that close): the day's bar, rate and dividend, the
 * chain's quotes of that call and of the put at the same strike and expiry, and the engine's
 * American hold/exercise values. exdate_check.py applies the parity bound to this, apart from
 * the engine's lattice.
 * usage: npx tsx test/audits/scripts8/exdate-quotes.ts result.json TICKER > quotes.json
 */
import { readFile } from 'node:fs/promises';
import { loadMarketData } from '../../../functions/market/load-market-data';

const [path, ticker] = process.argv.slice(2);
if (!path || !ticker) throw new Error('usage: exdate-quotes.ts result.json TICKER');
const result = JSON.parse(await readFile(path, 'utf8'));
const market = await loadMarketData(ticker);
const { start_date: start, end_date: end } = result.data_period;
const days = market.bars.filter((b) => b.date >= start && b.date <= end);
const out = [];
for (const div of market.dividends.filter((d) => d.exDate > start && d.exDate <= end)) {
  const i = days.findIndex((b) => b.date === div.exDate);
  if (i < 1) continue;
  const eve = days[i - 1];
  if (!eve) continue;
  const trade = result.trades.find(
    (t: { entry_date: string; exit_date: string; entry_position: { contract: { call_or_put: string } } }) =>
      t.entry_position.contract.call_or_put === 'call' && t.entry_date <= eve.date && t.exit_date >= eve.date,
  );
  if (!trade) {
    out.push({ ex_date: div.exDate, eve: eve.date, open_call: null });
    continue;
  }
  const c = trade.entry_position.contract;
  const days_to_ex = (Date.parse(div.exDate) - Date.parse(eve.date)) / 86_400_000;
  out.push({
    ex_date: div.exDate,
    eve: eve.date,
    dividend: div.amount,
    close: eve.close,
    rate: market.riskFreeRate(eve.date),
    strike: c.strike,
    expiry: c.expiry_date,
    trade_exit: trade.exit_date,
    exit_scenario: trade.exit_scenario,
    call: market.options.quote(eve.date, c.expiry_date, 'call', c.strike),
    put: market.options.quote(eve.date, c.expiry_date, 'put', c.strike),
    american: market.options.americanExercise?.(eve.date, c.expiry_date, 'call', c.strike, { amount: div.amount, days: days_to_ex }),
  });
}
process.stdout.write(`${JSON.stringify(out, null, 1)}\n`);
