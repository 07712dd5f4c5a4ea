/**
 * Rise trace: one request's full CLI result compacted to what a trade diff needs: the end balance,
 * interest, ledger fields (share P&L, dividends, trades' P&L summed) and each trade's legs with
 * their fill, bid/ask, underlying, delta and bid IV at entry and exit, its P&L, scenario and reason.
 * usage: npx tsx test/audits/scripts-rise/trades.ts requests.json 'label' > trades.json
 */
import { readFileSync } from 'node:fs';
import { loadMarketData } from '../../../functions/market/load-market-data';
import { runCli } from '../../../functions/cli/run-cli';

interface Contract { id: string; bid_price: number; ask_price: number; underlying_price: number; delta?: number; bid_implied_volatility?: number }
interface Leg { side: string; quantity: number; price: number; contract: Contract }
interface Trade { entry_date: string; exit_date: string; pnl: number; exit_scenario: string; reason: string; entry_position?: Leg | Leg[]; exit_position?: Leg | Leg[] }
interface Result { end_balance: number; interest_earned: number; share_pnl?: number; dividends_received?: number; trades: Trade[] }

const legText = (l: Leg) => `${l.side} ${l.quantity}x ${l.contract.id} @${l.price} [${l.contract.bid_price}/${l.contract.ask_price} u${l.contract.underlying_price} d${l.contract.delta?.toFixed(3) ?? ''} iv${l.contract.bid_implied_volatility === undefined ? '' : (100 * l.contract.bid_implied_volatility).toFixed(1)}]`;
const legs = (p: Leg | Leg[] | undefined) => (p === undefined ? '' : Array.isArray(p) ? p.map(legText).join(' + ') : legText(p));
const ids = (p: Leg | Leg[] | undefined) => (p === undefined ? 'multi-leg' : Array.isArray(p) ? p.map((l) => l.contract.id).join('+') : p.contract.id);

const requests = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as Record<string, unknown>;
const label = process.argv[3] ?? '';
(async () => {
  const out: string[] = [];
  const code = await runCli(['request.json'], { readFile: async () => JSON.stringify(requests[label]), loadMarketData: (t) => loadMarketData(t), stdout: (t) => out.push(t), stderr: (t) => process.stderr.write(t) });
  if (code !== 0) throw new Error(`the CLI exited ${code} on '${label}'`);
  const r = JSON.parse(out.join('')) as Result;
  const rows = r.trades.map((t) => ({ k: `${t.entry_date} ${ids(t.entry_position)}`, entry: legs(t.entry_position), exit: legs(t.exit_position), exit_date: t.exit_date, pnl: t.pnl, scen: t.exit_scenario, reason: t.reason }));
  const tradePnl = r.trades.reduce((s, t) => s + t.pnl, 0);
  process.stdout.write(JSON.stringify({ end: r.end_balance, interest: r.interest_earned, share_pnl: r.share_pnl, dividends: r.dividends_received, trade_pnl: Math.round(tradePnl * 100) / 100, rows }));
})().catch((e: unknown) => {
  process.stderr.write(`trades: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
});
