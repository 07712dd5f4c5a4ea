/**
 * The bench's real-size imported chain: SPY from 2010-01-04 to 2025-12-31 written by the project's
 * own modeled chain in the historicaloptiondata (SPXW) vendor layout, expiries up to 60 days and
 * strikes within 20% of the close (the shape of the file issue 20 measured: about 14.8 million
 * rows, 2 GB). Generated once and cached outside the repository (~/.cache/options-backtester, or
 * $BENCH_CACHE_DIR); a cached file is reused as it is.
 */
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { daysBetween } from '../../shared/engine/market/calendar';
import type { OptionQuote } from '../../shared/engine/market/market-data';
import { loadMarketData } from '../../functions/market/load-market-data';

export const CACHE_DIR = process.env.BENCH_CACHE_DIR ?? join(homedir(), '.cache', 'options-backtester');
export const SPY_CHAIN_FILE = join(CACHE_DIR, 'SPY_2010-01-04_to_2025-12-31_spxw_layout.csv');
const FIRST = '2010-01-04';
const LAST = '2025-12-31';
const MAX_DTE = 60;
const BAND = 0.2;
const HEADER = 'underlying,underlying_last, exchange,optionroot,optionext,type,expiration,quotedate,strike,last,bid,ask,volume,openinterest,impliedvol,delta,gamma,theta,vega,optionalias\r\n';

const us = (iso: string): string => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

function line(q: OptionQuote, date: string, spot: number): string {
  const iv = (q.bid_implied_volatility + q.ask_implied_volatility) / 2;
  // The vendor's units: theta per year, vega per 1.00 of vol.
  return `SPY,${spot},*,${q.id},,${q.call_or_put},${us(q.expiry_date)},${us(date)},${q.strike},${q.last_trade_price},${q.bid_price},${q.ask_price},${q.volume},${q.open_interest},${iv.toFixed(4)},${q.delta.toFixed(4)},${q.gamma.toFixed(4)},${(q.theta * 365).toFixed(4)},${(q.vega * 100).toFixed(4)},${q.id}\r\n`;
}

/** The cached file's path, generating it first when absent; rows counts what was written (0 when cached). */
export async function ensureSpyChainFile(log: (text: string) => void): Promise<{ path: string; rows: number; generatedMs: number }> {
  if (existsSync(SPY_CHAIN_FILE)) return { path: SPY_CHAIN_FILE, rows: 0, generatedMs: 0 };
  await mkdir(CACHE_DIR, { recursive: true });
  const t0 = performance.now();
  const market = await loadMarketData('SPY', { store: null });
  const out = createWriteStream(`${SPY_CHAIN_FILE}.part`);
  out.write(HEADER);
  let rows = 0;
  for (const bar of market.bars) {
    if (bar.date < FIRST || bar.date > LAST) continue;
    let text = '';
    for (const expiry of market.options.expirations(bar.date)) {
      if (daysBetween(bar.date, expiry) > MAX_DTE) break;
      for (const type of ['call', 'put'] as const) {
        for (const q of market.options.chain(bar.date, expiry, type)) {
          if (Math.abs(q.strike / bar.close - 1) > BAND || (q.bid_price === 0 && q.ask_price === 0)) continue;
          text += line(q, bar.date, bar.close);
          rows += 1;
        }
      }
    }
    if (!out.write(text)) await once(out, 'drain');
    if (bar.date.endsWith('-12-31') || bar.date.slice(5, 7) === '12' && Number(bar.date.slice(8)) >= 29) log(`generated through ${bar.date}: ${rows} rows`);
  }
  out.end();
  await once(out, 'finish');
  await rename(`${SPY_CHAIN_FILE}.part`, SPY_CHAIN_FILE);
  return { path: SPY_CHAIN_FILE, rows, generatedMs: Math.round(performance.now() - t0) };
}
