/**
 * Audit 8: the modeled chain's at-the-money implied vol beside the Cboe index README says anchors it
 * (GLD: GVZ, IWM: RVX, QQQ: VXN, SPX: VIX), on given days: the expiry nearest 30 calendar days, the
 * strike nearest the close, the call's and put's bid/ask implied vols (the chain's own fields,
 * annualised by the model) averaged, and the index's close from vol-indices.csv / vix.csv.
 * usage: npx tsx test/audits/scripts8/atm-vs-index.ts TICKER INDEX_COLUMN DATE...
 */
import { readFile } from 'node:fs/promises';
import { loadMarketData } from '../../../functions/market/load-market-data';

const [ticker, column, ...dates] = process.argv.slice(2);
if (!ticker || !column || dates.length === 0) throw new Error('usage: atm-vs-index.ts TICKER INDEX_COLUMN DATE...');
const file = column === 'vix' ? 'functions/market/data/vix.csv' : 'functions/market/data/vol-indices.csv';
const [head, ...rows] = (await readFile(file, 'utf8')).trim().split('\n');
const cols = (head ?? '').split(',');
const at = cols.indexOf(column === 'vix' ? cols.find((c) => c.toLowerCase().includes('close')) ?? 'close' : column);
const index = new Map(rows.map((r) => r.split(',')).map((c) => [c[0], Number(c[at])]));
const m = await loadMarketData(ticker);
for (const date of dates) {
  const bar = m.bars.find((b) => b.date === date);
  if (!bar) continue;
  const exps = m.options.expirations(date);
  const dte = (e: string) => (Date.parse(e) - Date.parse(date)) / 864e5;
  const expiry = [...exps].sort((a, b) => Math.abs(dte(a) - 30) - Math.abs(dte(b) - 30))[0];
  if (!expiry) continue;
  const strikes = m.options.chain(date, expiry, 'call').map((q) => q.strike);
  const k = strikes.reduce((a, b) => (Math.abs(b - bar.close) < Math.abs(a - bar.close) ? b : a));
  const iv = (['call', 'put'] as const).map((t) => {
    const q = m.options.quote(date, expiry, t, k);
    return q ? ((q.bid_implied_volatility ?? 0) + (q.ask_implied_volatility ?? 0)) / 2 : NaN;
  });
  const [callIv = NaN, putIv = NaN] = iv;
  process.stdout.write(`${JSON.stringify({ date, close: bar.close, expiry, dte: dte(expiry), strike: k, atm_iv_pct: Number((((callIv + putIv) / 2) * 100).toFixed(2)), [column]: index.get(date) })}\n`);
}
