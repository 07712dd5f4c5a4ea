/**
 * Parses end-of-day option chain CSVs in the HistoricalOptionData.com / DeltaNeutral layout
 * (market-data-raw G1/G2):
 *   underlying,underlying_last, exchange,optionroot,optionext,type,expiration,quotedate,strike,
 *   last,bid,ask,volume,openinterest,impliedvol,delta,gamma,theta,vega,optionalias
 * Columns are found by header name (trimmed: the sample has " exchange"); a UTF-8 byte-order mark
 * and CRLF line ends are accepted; dates are MM/DD/YYYY.
 *
 * Conversion to the project's Contract (units of black-scholes.ts):
 * - theta is annual in the vendor file → divided by 365 (per calendar day);
 * - vega is per 1.00 of vol → divided by 100 (per vol point);
 * - rho (absent) and the bid/ask implied vols are computed with BSM from the vendor's implied vol,
 *   the bid and the ask, with the day's T-bill rate and no dividend yield; 0 when no vol
 *   reproduces a price (a zero bid, a bid under intrinsic value);
 * - last_trade_price is the vendor's last, or the bid/ask mid when the contract has not traded (0);
 * - the underlying ticker of a root: SPXW and SPXPM are SPX; any other root is its own ticker.
 * Rows with bid = ask = 0 (no market) and crossed rows (bid > ask) are skipped and counted.
 */
import { bsm, impliedVol } from '../../../shared/engine/market/black-scholes';
import { daysBetween } from '../../../shared/engine/market/calendar';
import type { OptionQuote } from '../../../shared/engine/market/market-data';
import { occSymbol } from '../../../shared/engine/market/strikes';
import { csvLines } from '../dataset/csv';

export const ROOT_TO_UNDERLYING: Readonly<Record<string, string>> = { SPXW: 'SPX', SPXPM: 'SPX' };

export interface ParsedRow {
  ticker: string;
  date: string;
  quote: OptionQuote;
}

export interface ParseResult {
  rows: ParsedRow[];
  skipped: { noQuote: number; crossed: number };
}

const REQUIRED = ['underlying', 'underlying_last', 'optionroot', 'type', 'expiration', 'quotedate', 'strike', 'last', 'bid', 'ask', 'volume', 'openinterest', 'impliedvol', 'delta', 'gamma', 'theta', 'vega'] as const;
type Column = (typeof REQUIRED)[number];

function isoFromUs(value: string, where: string): string {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!m) throw new Error(`${where}: expected a MM/DD/YYYY date, got '${value}'`);
  return `${m[3]}-${(m[1] ?? '').padStart(2, '0')}-${(m[2] ?? '').padStart(2, '0')}`;
}

export function parseVendorCsv(text: string, fileName: string, riskFreeRate: (date: string) => number): ParseResult {
  const lines = csvLines(text);
  const header = (lines[0] ?? '').split(',').map((h) => h.trim().toLowerCase());
  const col = {} as Record<Column, number>;
  for (const name of REQUIRED) {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`${fileName}: missing column '${name}' (header: ${header.join(',')})`);
    col[name] = i;
  }
  const rows: ParsedRow[] = [];
  const skipped = { noQuote: 0, crossed: 0 };
  lines.slice(1).forEach((line, n) => {
    const where = `${fileName}:${n + 2}`;
    const cells = line.split(',');
    const text = (c: Column): string => (cells[col[c]] ?? '').trim();
    const number = (c: Column): number => {
      const v = Number(text(c));
      if (text(c) === '' || !Number.isFinite(v)) throw new Error(`${where}: ${c} is not a number ('${text(c)}')`);
      return v;
    };
    const bid = number('bid');
    const ask = number('ask');
    if (bid === 0 && ask === 0) return void (skipped.noQuote += 1);
    if (bid > ask) return void (skipped.crossed += 1);
    const typeText = text('type').toLowerCase();
    if (typeText !== 'call' && typeText !== 'put') throw new Error(`${where}: type must be call or put, got '${text('type')}'`);
    const type = typeText;
    const root = text('underlying').toUpperCase();
    const date = isoFromUs(text('quotedate'), `${where} quotedate`);
    const expiry = isoFromUs(text('expiration'), `${where} expiration`);
    const strike = number('strike');
    const spot = number('underlying_last');
    if (!(strike > 0) || !(spot > 0)) throw new Error(`${where}: strike and underlying_last must be positive`);
    const rate = riskFreeRate(date);
    const base = { type, spot, strike, years: Math.max(daysBetween(date, expiry), 0) / 365, rate, dividendYield: 0 } as const;
    const vendorVol = number('impliedvol');
    const last = number('last');
    const symbol = text('optionroot').toUpperCase();
    rows.push({
      ticker: ROOT_TO_UNDERLYING[root] ?? root,
      date,
      quote: {
        id: /^[A-Z]{1,6}\d{6}[CP]\d{8}$/.test(symbol) ? symbol : occSymbol(root, expiry, type, strike),
        call_or_put: type,
        strike,
        expiry_date: expiry,
        last_trade_price: last > 0 ? last : Math.round(((bid + ask) / 2) * 100) / 100,
        bid_price: bid,
        ask_price: ask,
        volume: Math.max(Math.round(number('volume')), 0),
        open_interest: Math.max(Math.round(number('openinterest')), 0),
        underlying_price: spot,
        delta: Math.min(Math.max(number('delta'), -1), 1),
        gamma: number('gamma'),
        theta: number('theta') / 365,
        vega: number('vega') / 100,
        rho: vendorVol > 0 ? bsm({ ...base, vol: vendorVol }).rho : 0,
        bid_implied_volatility: (bid > 0 ? impliedVol(base, bid, 1e-6, vendorVol || undefined) : undefined) ?? 0,
        ask_implied_volatility: impliedVol(base, ask, 1e-6, vendorVol || undefined) ?? 0,
      },
    });
  });
  return { rows, skipped };
}
