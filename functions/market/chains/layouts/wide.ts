/**
 * Wide layouts: the call and the put of one strike on one line, read into two rows.
 * - OptionsDX EOD (`[QUOTE_UNIXTIME], [QUOTE_READTIME], [QUOTE_DATE], …, [UNDERLYING_LAST],
 *   [EXPIRE_DATE], …, [C_DELTA] … [C_BID], [C_ASK], [STRIKE], [P_BID], [P_ASK] …`, ", "-separated,
 *   bracketed headers): theta per day, vega per vol point; no open interest; the ticker is named
 *   only by the file (spy_eod_202301.txt);
 * - ORATS strikes history (`ticker,tradeDate,expirDate,…,strike,stockPrice,callVolume,
 *   callOpenInterest,…,callBidPrice,callAskPrice,putBidPrice,…,smvVol,…,delta,gamma,theta,vega,rho`,
 *   or the near-EOD file's short names cBidPx/pAskPx/stkPx/spot_px/pMidIv/smoothSmvVol/trade_date;
 *   the underlying is the spot, spotPrice/spot_px, before stockPrice/stkPx, which for an index is
 *   each expiry's implied futures price): the greeks are the call's (ORATS
 *   publishes one set per strike); the put's delta is the call's − 1, gamma and vega are shared,
 *   its theta and rho are computed from its quotes; no last price (the mid).
 */
import { ROOT_TO_UNDERLYING, type ChainRow } from '../chain-row';
import type { Layout, RowReader } from './index';
import { columnsOf, isoDate, need, needAll, num, pick, pickAll, positiveOrNull, req, RowError } from './fields';
import { GREEK_UNITS, toStoreUnits } from './greek-units';

// Each layout's implied vol and greek units, converted to the store's (greek-units.ts: sources).
const optionsDxUnits = toStoreUnits(GREEK_UNITS.optionsDx);
const oratsUnits = toStoreUnits(GREEK_UNITS.orats);

const tickerOf = (root: string): string => ROOT_TO_UNDERLYING[root] ?? root;

export const optionsDxLayout: Layout = {
  name: 'OptionsDX EOD (wide)',
  lacks: 'open interest; the ticker comes from the file name',
  matches: (h) => h.has('quote_date') && h.has('c_bid') && h.has('p_ask') && h.has('underlying_last'),
  reader(header, context): RowReader {
    const c = columnsOf(header);
    const root = /^([A-Za-z]{1,6})[_-]/.exec(context.fileName)?.[1]?.toUpperCase();
    if (root === undefined) throw new Error(`${context.fileName}: an OptionsDX file names its ticker first (spy_eod_202301.txt)`);
    const n = needAll(c, { qd: 'quote_date', ul: 'underlying_last', exp: 'expire_date', k: 'strike' });
    const side = (p: 'c' | 'p') => ({
      ...needAll(c, { bid: `${p}_bid`, ask: `${p}_ask` }),
      ...pickAll(c, { last: `${p}_last`, vol: `${p}_volume`, iv: `${p}_iv`, de: `${p}_delta`, ga: `${p}_gamma`, th: `${p}_theta`, ve: `${p}_vega`, rh: `${p}_rho` }),
    });
    const sides = [['call', side('c')], ['put', side('p')]] as const;
    return (cells) => {
      const base = { ticker: tickerOf(root), root, date: isoDate(cells[n.qd], 'QUOTE_DATE'), expiry: isoDate(cells[n.exp], 'EXPIRE_DATE'), strike: req(cells, n.k, 'STRIKE') };
      const underlying = req(cells, n.ul, 'UNDERLYING_LAST');
      return sides.map(([type, s]): ChainRow => ({
        ticker: base.ticker, root: base.root, date: base.date, expiry: base.expiry, type, strike: base.strike, underlying, openInterest: null,
        bid: req(cells, s.bid, `${type} bid`), ask: req(cells, s.ask, `${type} ask`), last: positiveOrNull(num(cells, s.last, `${type} last`)),
        volume: num(cells, s.vol, `${type} volume`), iv: optionsDxUnits.iv(positiveOrNull(num(cells, s.iv, `${type} iv`))),
        delta: num(cells, s.de, `${type} delta`), gamma: num(cells, s.ga, `${type} gamma`), theta: optionsDxUnits.theta(num(cells, s.th, `${type} theta`)),
        vega: optionsDxUnits.vega(num(cells, s.ve, `${type} vega`)), rho: optionsDxUnits.rho(num(cells, s.rh, `${type} rho`)),
      }));
    };
  },
};

export const oratsLayout: Layout = {
  name: 'ORATS strikes history (wide)',
  lacks: 'last price (the mid); the put\'s theta and rho (computed)',
  matches: (h) => h.has('ticker') && h.has('strike') && h.has('expirdate') && (h.has('callbidprice') || h.has('cbidpx')),
  reader(header): RowReader {
    const c = columnsOf(header);
    const n = { ticker: need(c, 'ticker'), date: need(c, 'tradedate', 'trade_date', 'quotedate'), exp: need(c, 'expirdate'), k: need(c, 'strike') };
    // The index's spot first: for an index, ORATS' stockPrice/stkPx is the implied futures price of
    // each expiry (orats.com/near-eod-data), while every other layout gives the spot; for a stock
    // they are the same. The stock price when the file has no spot column or an empty cell.
    const spot = pick(c, 'spotprice', 'spot_px');
    const stock = pick(c, 'stockprice', 'stkpx');
    if (spot === undefined && stock === undefined) throw new RowError('missing column stockPrice or spotPrice');
    const call = { bid: need(c, 'callbidprice', 'cbidpx'), ask: need(c, 'callaskprice', 'caskpx'), vol: need(c, 'callvolume', 'cvolu'), oi: need(c, 'callopeninterest', 'coi') };
    const put = { bid: need(c, 'putbidprice', 'pbidpx'), ask: need(c, 'putaskprice', 'paskpx'), vol: need(c, 'putvolume', 'pvolu'), oi: need(c, 'putopeninterest', 'poi') };
    // IVs: the API's callMidIv/putMidIv/smvVol, the near-EOD file's pMidIv/smoothSmvVol (it has no call mid IV).
    const g = { civ: pick(c, 'callmidiv', 'cmidiv'), piv: pick(c, 'putmidiv', 'pmidiv'), smv: pick(c, 'smvvol', 'smoothsmvvol'), ...pickAll(c, { de: 'delta', ga: 'gamma', th: 'theta', ve: 'vega', rh: 'rho' }) };
    return (cells) => {
      const symbol = (cells[n.ticker] ?? '').toUpperCase();
      if (symbol === '') throw new RowError('ticker is empty');
      const ticker = tickerOf(symbol);
      const date = isoDate(cells[n.date], 'tradeDate');
      const expiry = isoDate(cells[n.exp], 'expirDate');
      const strike = req(cells, n.k, 'strike');
      const underlying = positiveOrNull(num(cells, spot, 'spotPrice')) ?? req(cells, stock ?? -1, 'stockPrice');
      const delta = num(cells, g.de, 'delta');
      const gamma = num(cells, g.ga, 'gamma');
      const vega = oratsUnits.vega(num(cells, g.ve, 'vega'));
      const smv = oratsUnits.iv(positiveOrNull(num(cells, g.smv, 'smvVol')));
      return [
        { ticker, root: symbol, date, expiry, strike, underlying, last: null, type: 'call', bid: req(cells, call.bid, 'callBidPrice'), ask: req(cells, call.ask, 'callAskPrice'), volume: num(cells, call.vol, 'callVolume'), openInterest: num(cells, call.oi, 'callOpenInterest'),
          iv: oratsUnits.iv(positiveOrNull(num(cells, g.civ, 'callMidIv'))) ?? smv, delta, gamma, theta: oratsUnits.theta(num(cells, g.th, 'theta')), vega, rho: oratsUnits.rho(num(cells, g.rh, 'rho')) },
        { ticker, root: symbol, date, expiry, strike, underlying, last: null, type: 'put', bid: req(cells, put.bid, 'putBidPrice'), ask: req(cells, put.ask, 'putAskPrice'), volume: num(cells, put.vol, 'putVolume'), openInterest: num(cells, put.oi, 'putOpenInterest'),
          iv: oratsUnits.iv(positiveOrNull(num(cells, g.piv, 'putMidIv'))) ?? smv, delta: delta === null ? null : delta - 1, gamma, theta: null, vega, rho: null },
      ];
    };
  },
};
