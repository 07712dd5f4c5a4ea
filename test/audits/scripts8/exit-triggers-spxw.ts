/**
 * Audit 7: when should each multi-leg trade's global exits have fired? For every trade, every day from
 * the day after entry to its exit: the position at the day's close marks (the run's price_source:
 * mid, or the last, the mid for a last outside the bid/ask) less what it cost (entry fills) and the
 * entry commissions, as a % of the entry debit or credit; the percentage target and stop, and a time
 * stop in calendar days held, read from the request. Prints the trades whose exit day is not the
 * first day a rule fires (or that exited on a rule that had not fired), with the day's figures.
 * usage: npx tsx test/audits/scripts8/exit-triggers-spxw.ts request.json result.json
 * Audit 8: audit 7's exit-triggers.ts on SPX with the real SPXW sample imported (as
 * run-on-spxw-sample.ts does), so a run on real quotes can be checked the same way.
 */
import { readFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadMarketData } from '../../../functions/market/load-market-data';
import { createFolderChainStore } from '../../../functions/market/chains/chain-store';
import { importChains } from '../../../functions/market/chains/import-chains';
import { SPXW_FIXTURE, SPXW_RANGE } from '../../../functions/market/chains/spxw-sample-runs';
import type { OptionQuote } from '../../../shared/engine/market/market-data';

interface Leg { side: 'long' | 'short'; quantity: number; price: number; contract: { call_or_put: 'call' | 'put'; strike: number; expiry_date: string } }
interface T { entry_date: string; exit_date: string; exit_scenario: string; commissions: number; exchange_fees?: number; entry_contracts: Leg[]; exit_contracts: Leg[] }
const [reqPath, resPath] = process.argv.slice(2);
if (!reqPath || !resPath) throw new Error('usage: exit-triggers-spxw.ts request.json result.json');
const req = JSON.parse(await readFile(reqPath, 'utf8')) as { ticker: string; strategy: { global_exit_conditions: { type: string; value: number }[] } };
const res = JSON.parse(await readFile(resPath, 'utf8')) as { costs: { commission_per_contract: number; price_source?: string }; trades: T[] };
const dir = await mkdtemp(join(tmpdir(), 'audit8-spxw-'));
await importChains([SPXW_FIXTURE], dir);
const m = await loadMarketData('SPX', { store: createFolderChainStore(dir), range: SPXW_RANGE });
await rm(dir, { recursive: true, force: true });
const rule = (type: string) => req.strategy.global_exit_conditions.find((c) => c.type === type)?.value;
const [target, stop, timeStop] = [rule('percentage_profit'), rule('percentage_loss'), rule('time_stop')];
const mark = (q: OptionQuote) => (res.costs.price_source !== 'mid' && q.last_trade_price >= q.bid_price && q.last_trade_price <= q.ask_price ? q.last_trade_price : (q.bid_price + q.ask_price) / 2);
const days = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 864e5;
let checked = 0;
const problems: string[] = [];
for (const [i, t] of res.trades.entries()) {
  const n = t.entry_contracts.reduce((s, l) => s + l.quantity, 0);
  const entryComm = n * res.costs.commission_per_contract + (t.exchange_fees ?? 0) * n / (n + (t.exit_scenario === 'EXPIRATION' ? 0 : n));
  const net = t.entry_contracts.reduce((s, l) => s + (l.side === 'short' ? 1 : -1) * l.price * 100 * l.quantity, 0);
  let fired: string | undefined;
  for (const b of m.bars.filter((x) => x.date > t.entry_date && x.date <= t.exit_date)) {
    if (b.date >= t.entry_contracts.reduce((e, l) => (l.contract.expiry_date < e ? l.contract.expiry_date : e), '9999')) break;
    let value = 0;
    for (const l of t.entry_contracts) {
      const q = m.options.quote(b.date, l.contract.expiry_date, l.contract.call_or_put, l.contract.strike);
      if (!q) throw new Error(`no quote ${b.date} ${l.contract.strike}`);
      value += (l.side === 'long' ? 1 : -1) * mark(q) * 100 * l.quantity;
    }
    const pnl = net + value - entryComm;
    const pct = (pnl / Math.abs(net)) * 100;
    const why = timeStop !== undefined && days(t.entry_date, b.date) >= timeStop ? 'time_stop'
      : target !== undefined && pct >= target ? 'percentage_profit'
      : stop !== undefined && pct <= -stop ? 'percentage_loss' : undefined;
    if (why) { fired = `${b.date} ${why} (${pct.toFixed(2)}%)`; break; }
  }
  checked += 1;
  const engine = `${t.exit_date} ${t.exit_scenario}`;
  const mine = fired ?? 'none';
  const agrees = fired ? fired.startsWith(`${t.exit_date} ${t.exit_scenario}`) : !['time_stop', 'percentage_profit', 'percentage_loss'].includes(t.exit_scenario);
  if (!agrees) problems.push(`#${i} engine ${engine} · by hand ${mine}`);
}
process.stdout.write(`${JSON.stringify({ trades_checked: checked, disagreements: problems })}\n`);
