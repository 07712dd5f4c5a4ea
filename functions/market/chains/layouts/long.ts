/**
 * Long layouts: one contract per line.
 * - historicaloptiondata.com Level 2/3 as the vendor documents them (Level 2: `UnderlyingSymbol,
 *   UnderlyingPrice,Exchange,OptionSymbol,Blank,Type,Expiration, DataDate,…,IV,Delta,Gamma,Theta,
 *   Vega,Alias`; Level 3: `…,Flags,…,OpenInterest,T1OpenInterest,IVMean,IVBid,IVAsk,…,AKA`; the
 *   bare-bones file stops at OpenInterest) and in the older DeltaNeutral naming (`underlying,
 *   underlying_last, exchange,optionroot,…,quotedate,…,impliedvol`), MM/DD/YYYY (DataDate may carry
 *   a time), theta per year and vega per 1.00 of vol, no rho;
 * - Cboe DataShop Option EOD Summary (`underlying_symbol,quote_date,root,…,bid_eod,ask_eod,…`; the
 *   calcs columns `*_1545` when bought; index underlyings with a caret, ^SPX);
 * - ThetaData EOD (v2 bulk: `root,expiration,strike,right,ms_of_day,…,date`, strike in 1/10 cent;
 *   v3: `symbol,expiration,strike,right,created,…`, strike in dollars): no underlying, no greeks, no
 *   open interest, and no EOD quote before 2023-12-01 (last prices only there);
 * - the Dolt `options` database's option_chain export (`date,act_symbol,expiration,strike,call_put,
 *   bid,ask,vol,delta,gamma,theta,vega,rho`): no last, volume, open interest or underlying;
 * - QuantConnect LEAN option universes (`#expiry,strike,right,open,high,low,close,volume,
 *   open_interest,implied_volatility,delta,gamma,vega,theta,rho`, one file per day named YYYYMMDD.csv
 *   in the ticker's folder, first line the underlying): no bid/ask, so last prices only; the
 *   underlying line is not read (the bundled close is: see leanLayout);
 * - Polygon (Massive) options day aggregates flat files (`ticker,volume,open,close,high,low,
 *   window_start,transactions`, O:-prefixed OCC tickers): no bid/ask, underlying, greeks or open
 *   interest: last prices only.
 * Implied vols and greeks are converted to the store's units from each layout's, stated with their
 * sources in greek-units.ts (the fixture tests check each against greeks computed from the quotes).
 */
import { parseOcc, plainOccRoot, ROOT_TO_UNDERLYING, type ChainRow } from '../chain-row';
import type { Layout, LayoutContext, RowReader } from './index';
import { columnsOf, isoDate, need, needAll, num, optionType, pick, pickAll, positiveOrNull, req, RowError } from './fields';
import { GREEK_UNITS, toStoreUnits } from './greek-units';

const hodUnits = toStoreUnits(GREEK_UNITS.historicalOptionData);
const cboeUnits = toStoreUnits(GREEK_UNITS.cboe);
const doltUnits = toStoreUnits(GREEK_UNITS.dolt);
const leanUnits = toStoreUnits(GREEK_UNITS.lean);

const tickerOf = (root: string): string => ROOT_TO_UNDERLYING[root] ?? root;

/** Every field in one order (one object shape: spreads here cost more than the whole parse). */
function row(b: Pick<ChainRow, 'ticker' | 'root' | 'date' | 'expiry' | 'type' | 'strike'>, r: Partial<ChainRow>): ChainRow {
  return {
    ticker: b.ticker, root: b.root, date: b.date, expiry: b.expiry, type: b.type, strike: b.strike,
    bid: r.bid ?? null, ask: r.ask ?? null, last: r.last ?? null, volume: r.volume ?? null, openInterest: r.openInterest ?? null,
    underlying: r.underlying ?? null, iv: r.iv ?? null, delta: r.delta ?? null, gamma: r.gamma ?? null, theta: r.theta ?? null,
    vega: r.vega ?? null, rho: r.rho ?? null,
  };
}

export const hodLayout: Layout = {
  name: 'historicaloptiondata (Level 2/3)',
  lacks: 'rho (computed); bare-bones (Level 1) files: greeks (computed)',
  // Two namings of the same columns: the vendor's documented headers (UnderlyingSymbol,
  // UnderlyingPrice, OptionSymbol, DataDate, IV or Level 3's IVMean) and the older DeltaNeutral
  // ones (underlying, underlying_last, optionroot, quotedate, impliedvol) of the SPXW sample.
  matches: (h) => (h.has('optionroot') || h.has('optionsymbol')) && (h.has('quotedate') || h.has('datadate')) && (h.has('underlying_last') || h.has('underlyingprice')),
  reader(header): RowReader {
    const c = columnsOf(header);
    const n = {
      u: need(c, 'underlying', 'underlyingsymbol'), ul: need(c, 'underlying_last', 'underlyingprice'), root: need(c, 'optionroot', 'optionsymbol'), qd: need(c, 'quotedate', 'datadate'),
      ...needAll(c, { type: 'type', exp: 'expiration', k: 'strike', last: 'last', bid: 'bid', ask: 'ask', vol: 'volume', oi: 'openinterest' }),
    };
    const qdName = header[n.qd] ?? 'quotedate';
    const ulName = header[n.ul] ?? 'underlying_last';
    const iv = pick(c, 'impliedvol', 'iv', 'ivmean');
    const o = pickAll(c, { de: 'delta', ga: 'gamma', th: 'theta', ve: 'vega' });
    return (cells) => {
      const underlyingRoot = (cells[n.u] ?? '').toUpperCase();
      const symbol = cells[n.root] ?? '';
      const root = plainOccRoot(symbol) ?? parseOcc(symbol)?.root ?? underlyingRoot;
      return [row(
        { ticker: tickerOf(underlyingRoot), root, date: isoDate(cells[n.qd], qdName), expiry: isoDate(cells[n.exp], 'expiration'), type: optionType(cells[n.type], 'type'), strike: req(cells, n.k, 'strike') },
        {
          bid: req(cells, n.bid, 'bid'), ask: req(cells, n.ask, 'ask'), last: positiveOrNull(num(cells, n.last, 'last')),
          volume: num(cells, n.vol, 'volume'), openInterest: num(cells, n.oi, 'openinterest'), underlying: req(cells, n.ul, ulName),
          iv: hodUnits.iv(positiveOrNull(num(cells, iv, 'implied vol'))), delta: num(cells, o.de, 'delta'), gamma: num(cells, o.ga, 'gamma'),
          theta: hodUnits.theta(num(cells, o.th, 'theta')), vega: hodUnits.vega(num(cells, o.ve, 'vega')),
        },
      )];
    };
  },
};

export const cboeLayout: Layout = {
  name: 'Cboe DataShop Option EOD Summary',
  lacks: 'greeks without the calcs add-on (computed)',
  matches: (h) => h.has('underlying_symbol') && h.has('quote_date') && h.has('option_type'),
  reader(header): RowReader {
    const c = columnsOf(header);
    const n = needAll(c, { sym: 'underlying_symbol', qd: 'quote_date', root: 'root', exp: 'expiration', k: 'strike', type: 'option_type' });
    const bid = need(c, 'bid_eod', 'bid_1545');
    const ask = need(c, 'ask_eod', 'ask_1545');
    const o = pickAll(c, { close: 'close', vol: 'trade_volume', oi: 'open_interest', ubid: 'underlying_bid_eod', uask: 'underlying_ask_eod', uActive: 'active_underlying_price_1545', iv: 'implied_volatility_1545', de: 'delta_1545', ga: 'gamma_1545', th: 'theta_1545', ve: 'vega_1545', rh: 'rho_1545' });
    return (cells) => {
      const ub = num(cells, o.ubid, 'underlying_bid_eod');
      const ua = num(cells, o.uask, 'underlying_ask_eod');
      const underlying = ub !== null && ua !== null && ub > 0 && ua > 0 ? (ub + ua) / 2 : positiveOrNull(num(cells, o.uActive, 'active_underlying_price_1545'));
      const optionRoot = (cells[n.root] ?? '').toUpperCase();
      return [row(
        { ticker: (cells[n.sym] ?? '').replace(/^\^/, '').toUpperCase(), root: optionRoot, date: isoDate(cells[n.qd], 'quote_date'), expiry: isoDate(cells[n.exp], 'expiration'), type: optionType(cells[n.type], 'option_type'), strike: req(cells, n.k, 'strike') },
        {
          bid: req(cells, bid, 'bid'), ask: req(cells, ask, 'ask'), last: positiveOrNull(num(cells, o.close, 'close')),
          volume: num(cells, o.vol, 'trade_volume'), openInterest: num(cells, o.oi, 'open_interest'), underlying,
          iv: cboeUnits.iv(positiveOrNull(num(cells, o.iv, 'implied_volatility_1545'))), delta: num(cells, o.de, 'delta_1545'), gamma: num(cells, o.ga, 'gamma_1545'),
          theta: cboeUnits.theta(num(cells, o.th, 'theta_1545')), vega: cboeUnits.vega(num(cells, o.ve, 'vega_1545')), rho: cboeUnits.rho(num(cells, o.rh, 'rho_1545')),
        },
      )];
    };
  },
};

const THETADATA_QUOTES_FROM = '2023-12-01';

export const thetaDataLayout: Layout = {
  name: 'ThetaData EOD',
  lacks: 'underlying price (the bundled close), greeks (computed), open interest; bid/ask before 2023-12-01 (ThetaData\'s EOD quotes start then: those days are last prices only)',
  matches: (h) => h.has('right') && h.has('strike') && h.has('expiration') && (h.has('ms_of_day') || h.has('created')),
  reader(header): RowReader {
    const c = columnsOf(header);
    const v3 = c.has('created');
    const root = need(c, 'root', 'symbol');
    const n = needAll(c, { exp: 'expiration', k: 'strike', right: 'right', close: 'close', vol: 'volume', bid: 'bid', ask: 'ask' });
    const date = need(c, v3 ? 'created' : 'date');
    return (cells) => {
      const optionRoot = (cells[root] ?? '').toUpperCase();
      const day = isoDate(cells[date], v3 ? 'created' : 'date');
      let bid: number | null = req(cells, n.bid, 'bid');
      let ask: number | null = req(cells, n.ask, 'ask');
      // "The quote fields (bid / ask info) may not be available prior to 2023-12-01"
      // (http-docs.thetadata.us, EOD Report): a 0/0 quote then is a missing one, so the day's close
      // is a last-price-only row (no spread paid, flagged in results) rather than a no-market row.
      if (bid === 0 && ask === 0 && day < THETADATA_QUOTES_FROM) bid = ask = null;
      return [row(
        { ticker: tickerOf(optionRoot), root: optionRoot, date: day, expiry: isoDate(cells[n.exp], 'expiration'), type: optionType(cells[n.right], 'right'), strike: req(cells, n.k, 'strike') / (v3 ? 1 : 1000) },
        { bid, ask, last: positiveOrNull(num(cells, n.close, 'close')), volume: num(cells, n.vol, 'volume') },
      )];
    };
  },
};

export const doltLayout: Layout = {
  name: 'Dolt options (option_chain)',
  lacks: 'last price (the mid), volume, open interest, underlying price (the bundled close)',
  matches: (h) => h.has('act_symbol') && h.has('call_put'),
  reader(header): RowReader {
    const c = columnsOf(header);
    const n = needAll(c, { date: 'date', sym: 'act_symbol', exp: 'expiration', k: 'strike', cp: 'call_put', bid: 'bid', ask: 'ask' });
    const o = pickAll(c, { iv: 'vol', de: 'delta', ga: 'gamma', th: 'theta', ve: 'vega', rh: 'rho' });
    return (cells) => {
      const symbol = (cells[n.sym] ?? '').toUpperCase();
      return [row(
        { ticker: tickerOf(symbol), root: symbol, date: isoDate(cells[n.date], 'date'), expiry: isoDate(cells[n.exp], 'expiration'), type: optionType(cells[n.cp], 'call_put'), strike: req(cells, n.k, 'strike') },
        {
          bid: req(cells, n.bid, 'bid'), ask: req(cells, n.ask, 'ask'), iv: doltUnits.iv(positiveOrNull(num(cells, o.iv, 'vol'))),
          delta: num(cells, o.de, 'delta'), gamma: num(cells, o.ga, 'gamma'), theta: doltUnits.theta(num(cells, o.th, 'theta')), vega: doltUnits.vega(num(cells, o.ve, 'vega')), rho: doltUnits.rho(num(cells, o.rh, 'rho')),
        },
      )];
    };
  },
};

/** LEAN names the day only in the file name (YYYYMMDD.csv, maybe zipped as YYYYMMDD.zip → .csv). */
function leanDate(context: LayoutContext): string {
  const m = /(\d{8})/.exec(context.fileName);
  if (!m) throw new Error(`${context.fileName}: a LEAN universe file is named after its day (YYYYMMDD.csv)`);
  return isoDate(m[1], 'file name');
}

export const leanLayout: Layout = {
  name: 'QuantConnect LEAN option universe',
  lacks: "bid/ask (last prices only: no spread is modeled on these days); a reliable underlying price (its underlying line is stale on some days: the bundled close is used)",
  matches: (h) => h.has('implied_volatility') && h.has('open_interest') && ((h.has('expiry') && h.has('right')) || h.has('symbol_value')),
  reader(header, context): RowReader {
    const c = columnsOf(header);
    const date = leanDate(context);
    const { exp, k, right, sv, close, vol, oi, iv, de, ga, ve, th, rh } = pickAll(c, {
      exp: 'expiry', k: 'strike', right: 'right', sv: 'symbol_value', close: 'close', vol: 'volume', oi: 'open_interest',
      iv: 'implied_volatility', de: 'delta', ga: 'gamma', ve: 'vega', th: 'theta', rh: 'rho',
    });
    const folderTicker = context.folderName.toUpperCase();
    // The underlying is always the day's bundled close (null here: the importer takes it). The
    // file's own underlying line is not a close: in the AAPL universe of June 2014 it reads 93.77
    // on 06-10..06-13 (real closes 94.25, 93.86, 92.29, 91.28), 92.72 on 06-06, before the 7:1
    // split (645.57); GOOG's lags a day. Read as the spot, it made the 93.93 call of 06-13 an
    // at-the-money 0.48 delta (0.33 at 91.28). A ticker without bundled bars, which no backtest can
    // run, has its rows counted as no_underlying.
    const underlying = null;
    return (cells) => {
      const occ = sv === undefined ? undefined : parseOcc(cells[sv] ?? '');
      const expiryText = exp === undefined ? '' : (cells[exp] ?? '');
      // The underlying's own line (equity universes open with one): not a close, skipped.
      if (occ === undefined && expiryText === '') return [];
      const base = occ
        ? { ticker: tickerOf(occ.root), root: occ.root, date, expiry: occ.expiry, type: occ.type, strike: occ.strike }
        : { ticker: folderTicker, root: folderTicker, date, expiry: isoDate(expiryText, 'expiry'), type: optionType(right === undefined ? undefined : cells[right], 'right'), strike: req(cells, k ?? -1, 'strike') };
      const vendorIv = leanUnits.iv(positiveOrNull(num(cells, iv, 'implied_volatility')));
      // Where LEAN's implied vol is 0 its greeks are placeholders, not measurements: every AAPL call of
      // 2014-06-13 carries delta 0.9940 or 0.9704 and gamma 0, every put delta 0 (about half the priced
      // AAPL rows, most of those near the money). Stored as missing, they are computed from the close
      // when read (imported-quote.ts), so a 0.30-delta call is one, not the first call listed.
      const greeks = vendorIv === null
        ? { delta: null, gamma: null, theta: null, vega: null, rho: null }
        : { delta: num(cells, de, 'delta'), gamma: num(cells, ga, 'gamma'), theta: leanUnits.theta(num(cells, th, 'theta')), vega: leanUnits.vega(num(cells, ve, 'vega')), rho: leanUnits.rho(num(cells, rh, 'rho')) };
      return [row(base, {
        last: positiveOrNull(num(cells, close, 'close')), volume: num(cells, vol, 'volume'), openInterest: num(cells, oi, 'open_interest'), underlying,
        iv: vendorIv, ...greeks,
      })];
    };
  },
};

export const polygonLayout: Layout = {
  name: 'Polygon options day aggregates',
  lacks: 'bid/ask (last prices only: no spread is modeled on these days), underlying price (the bundled close), greeks (computed), open interest',
  matches: (h) => h.has('ticker') && h.has('window_start') && h.has('transactions'),
  reader(header): RowReader {
    const c = columnsOf(header);
    const { tk, close, vol, ws } = needAll(c, { tk: 'ticker', close: 'close', vol: 'volume', ws: 'window_start' });
    return (cells) => {
      const occ = parseOcc(cells[tk] ?? '');
      if (!occ) throw new RowError(`ticker is not an option symbol ('${cells[tk] ?? ''}')`);
      const ns = req(cells, ws, 'window_start');
      // window_start is midnight New York time in Unix nanoseconds: 04:00 or 05:00 UTC the same day.
      const date = new Date(ns / 1e6).toISOString().slice(0, 10);
      return [row(
        { ticker: tickerOf(occ.root), root: occ.root, date, expiry: occ.expiry, type: occ.type, strike: occ.strike },
        { last: positiveOrNull(num(cells, close, 'close')), volume: num(cells, vol, 'volume') },
      )];
    };
  },
};
