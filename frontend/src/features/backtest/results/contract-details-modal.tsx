import { useState } from 'react';
import { Modal } from '../common/modal';
import { formatFillPrice, formatGreek, formatInteger, formatIv, formatSignedUsd, formatText, formatUsd } from '../lib/format';
import { legDollarPnl } from './derive-trades';
import type { DerivedLeg } from './derived-types';
import { AS_FILLED, legDollarsWords, legSideWords } from './leg-words';

interface ContractDetailsModalProps {
  entry: DerivedLeg;
  exit: DerivedLeg | null;
  /** The trade's exit date: an exit on or after expiry is a settlement, not a quote. */
  exitDate?: string | null;
  /** Which chains priced the run, for contracts saved before each carried its quote_source. */
  dataSource?: 'modeled' | 'imported' | 'mixed' | null;
  onClose: () => void;
}

/**
 * Implied volatility only means something on a live two-sided quote: a zero bid (nothing to sell
 * into) or an expired contract has none, so it reads N/A rather than '0.0%'.
 */
export function ivText(iv: number | null | undefined, price: number | null | undefined, expired: boolean): string {
  if (expired || !(typeof price === 'number' && price > 0) || !(typeof iv === 'number' && iv > 0)) return formatIv(null);
  return formatIv(iv);
}

/** Whether a contract's quote came from the chain model (its own quote_source, else the run's data source). */
export function isModeled(quoteSource: 'modeled' | 'imported' | undefined, dataSource: ContractDetailsModalProps['dataSource']): boolean {
  return quoteSource ? quoteSource === 'modeled' : dataSource === 'modeled';
}

/** The units of the greeks: theta per calendar day, vega and rho per 1 point (GREEKS_PER_SHARE says of what). */
export const GREEK_LABELS = {
  theta: 'Theta (per day)',
  vega: 'Vega (per vol point)',
  rho: 'Rho (per rate point)',
} as const;

/** Per share, not all in dollars: delta is dollars per $1 of the underlying and gamma is delta per $1 (was 'Greeks are in dollars per share'). */
export const GREEKS_PER_SHARE = 'Greeks are per share (a contract is 100 shares): delta and gamma per $1 move of the underlying, theta, vega and rho in dollars; '
  + '× 100 × the contracts for the position.';

/**
 * A position a split adjusted while open (a covered trade, or a multi-leg leg): the entry reads as
 * opened (1 × the 390 call at $24.05), and these rows what was held from the split on (4 × the 97.5
 * call, 100 shares each), of which the settlement or buy-back is a share (audit 6, N10: the fields
 * alone did not reconcile).
 */
function splitRows(a: DerivedLeg['splitAdjusted']): Array<[string, string]> {
  if (!a) return [];
  return [
    ['After the Split: Contracts', formatInteger(a.contracts)],
    ['After the Split: Strike', formatUsd(a.strike)],
    ['After the Split: Shares per Contract', formatNumberText(a.sharesPerContract)],
  ];
}

/** A share count as written (100, 199.8): not rounded to a whole share. */
const formatNumberText = (n: number): string => String(n);

/**
 * What the source line says of an exit leg that left without a fill (audit 16 F2): a short assigned
 * early is a settlement at its intrinsic value against the close, its bid, ask and last that value
 * (no quote, no implied volatility), as a leg settled at its expiration; a long exercised against the
 * close kept the day's quote it was not sold at. Undefined for any other leg, and for legs of results
 * saved before the engine flagged them (they read as before).
 */
export function settlementWords(leg: DerivedLeg): string | undefined {
  const value = formatFillPrice(leg.fillPrice ?? leg.contract.last_trade_price);
  const close = formatUsd(leg.contract.underlying_price);
  if (leg.settledAs === 'assigned early') {
    return ` Assigned early: settled at its intrinsic value ${value} a share against the close ${close} before its expiry (the trade's reason says why); `
      + 'bid, ask and last show that settlement, not a quote: no implied volatility.';
  }
  if (leg.settledAs === 'exercised') {
    return ` Exercised at its intrinsic value ${value} a share against the close ${close}, which netted more than selling it: the bid and ask are the day's quote it was not sold at.`;
  }
  return undefined;
}

/**
 * Why a live quote's Bid IV reads N/A when its bid is below the option's intrinsic value against the
 * day's close: no volatility prices an option under what exercising it gives (a deep in-the-money
 * long, MSFT's 09-16 250 call on 2022-08-16 bid $42.60 against $42.71, read in chromium: 'Bid IV N/A'
 * beside 'Ask IV 36.2%' with no word why). Undefined for any other quote.
 */
export function bidBelowIntrinsicWords(c: DerivedLeg['contract'], expired: boolean): string | undefined {
  const { bid_price: bid, strike, underlying_price: close, call_or_put: type } = c;
  if (expired || typeof bid !== 'number' || !(bid > 0) || (typeof c.bid_implied_volatility === 'number' && c.bid_implied_volatility > 0)) return undefined;
  if (typeof strike !== 'number' || typeof close !== 'number') return undefined;
  const intrinsic = type === 'call' ? close - strike : type === 'put' ? strike - close : 0;
  if (!(intrinsic > bid)) return undefined;
  return ` The bid ${formatUsd(bid)} is below its intrinsic value ${formatUsd(intrinsic)} against the close: no volatility prices it, so its Bid IV reads N/A.`;
}

/**
 * The Fill Price row: the price the trade row shows and the P&L was booked on, said as a fill
 * ('$5.175 as filled, slippage included') or a settlement; a result saved before fills were kept
 * says the row used the last price. Shown even where the fill equals the last: the words are the point.
 */
export function fillPriceText(leg: DerivedLeg, settled: boolean): string {
  if (leg.fillPrice === undefined) return 'Not recorded: the trade log shows the last price';
  return `${formatFillPrice(leg.fillPrice)} ${settled ? '(its settlement value)' : `(${AS_FILLED})`}`;
}

/**
 * The Leg P&L row, on both sides' views: the dollars the trade row shows beside the leg, with their
 * working ('-$289,629.54 before commissions: -$53.6351 a share × 54 × 100 shares'); after a split each side's cash.
 * None for a leg without an exit (open, or a covered option that expired or was assigned).
 */
export function legDollarsRow(entry: DerivedLeg, exit: DerivedLeg | null): Array<[string, string]> {
  const dollars = legDollarPnl(entry, exit);
  if (dollars === null || exit === null) return [];
  return [['Leg P&L', `${formatSignedUsd(dollars)} before commissions: ${legDollarsWords(entry, exit)}`]];
}

/** Every field of the full Contract (spec section 3); opens on Entry, Exit only with an exit leg. */
export function ContractDetailsModal({ entry, exit, exitDate, dataSource, onClose }: ContractDetailsModalProps) {
  const [view, setView] = useState<'entry' | 'exit'>('entry');
  const leg = view === 'exit' && exit ? exit : entry;
  const c = leg.contract;
  const settlement = view === 'exit' && exit !== null ? settlementWords(exit) : undefined;
  const assignedEarly = view === 'exit' && exit?.settledAs === 'assigned early';
  // A short assigned early settled at intrinsic value like an expired leg: no implied volatility.
  const expired = (view === 'exit' && exit !== null && !!exitDate && exitDate >= c.expiry_date) || assignedEarly;
  // An exit at or after expiry, an early assignment or an exercise settled: its price is not a fill.
  const settled = expired || (view === 'exit' && exit?.settledAs !== undefined);
  const modeled = isModeled(c.quote_source, dataSource);
  // Volume, open interest and the bid/ask of a modeled day are the model's rules, not prints.
  const m = (text: string) => (modeled && text !== formatText(null) ? `${text} (modeled)` : text);
  // An early assignment's bid and ask are its settlement value, not the model's quote.
  const quoted = (text: string) => (assignedEarly ? text : m(text));
  const rows: Array<[string, string]> = [
    ['Contract ID', formatText(c.id)],
    ['Type', formatText(c.call_or_put?.toUpperCase())],
    ['Side', legSideWords(leg)],
    ['Strike', formatUsd(c.strike)],
    ['Expiry', formatText(c.expiry_date)],
    ['Last Price', formatUsd(c.last_trade_price)],
    // What the trade row's prices are, in sight (its hover says it, a phone shows no hover): the fill
    // the leg was booked on, to the fraction of a cent the row shows (a settlement value past the
    // cent: 58.8101, its last 58.81), or a settlement's value; an older result records no fill.
    ['Fill Price', fillPriceText(leg, settled)],
    // The leg's dollars as the trade row shows them, with their working (the row's hover alone said it).
    ...legDollarsRow(entry, exit),
    ['Bid', quoted(formatUsd(c.bid_price))],
    ['Ask', quoted(formatUsd(c.ask_price))],
    ['Volume', m(formatInteger(c.volume))],
    ['Open Interest', m(formatInteger(c.open_interest))],
    ['Underlying Price', formatUsd(c.underlying_price)],
    // Greeks with their units (chain-rules / black-scholes.ts): an SPX call's 'Theta -1.672' did not
    // say per day or per year, nor 'Vega 3.820' per vol point or per 100.
    ['Delta', formatGreek(c.delta)],
    ['Gamma', formatGreek(c.gamma)],
    [GREEK_LABELS.theta, formatGreek(c.theta)],
    [GREEK_LABELS.vega, formatGreek(c.vega)],
    [GREEK_LABELS.rho, formatGreek(c.rho)],
    ['Bid IV', ivText(c.bid_implied_volatility, c.bid_price, expired)],
    ['Ask IV', ivText(c.ask_implied_volatility, c.ask_price, expired)],
    ...splitRows(view === 'entry' ? leg.splitAdjusted : undefined),
  ];
  const source = c.quote_source ?? (dataSource === 'modeled' || dataSource === 'imported' ? dataSource : null);
  return (
    <Modal title="Contract Details" onClose={onClose}>
      <div className="bt-segmented" role="group" aria-label="Contract side">
        <button type="button" aria-pressed={view === 'entry'} onClick={() => setView('entry')}>Entry</button>
        <button type="button" aria-pressed={view === 'exit'} disabled={!exit} onClick={() => setView('exit')}>Exit</button>
      </div>
      <p className="bt-muted bt-details__source">
        {assignedEarly
          ? `Volume, open interest and greeks from the day's ${source === 'imported' ? 'imported real option chain' : source === 'modeled' ? 'modeled option chain (the model\'s rules, not real prints)' : 'option chain'}.`
          : source === 'imported' ? 'Quote from an imported real option chain.' : source === 'modeled' ? 'Quote from the modeled option chain: bid, ask, volume and open interest follow the model\'s rules, not real prints.' : 'Quote source not recorded for this contract.'}
        {settlement ?? (expired ? ' Settled at expiration: no implied volatility.' : '')}
        {assignedEarly ? '' : bidBelowIntrinsicWords(c, expired)}
      </p>
      <dl className="bt-details" aria-label={view === 'entry' ? 'Entry contract' : 'Exit contract'}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="bt-muted bt-details__source">{GREEKS_PER_SHARE}</p>
    </Modal>
  );
}
