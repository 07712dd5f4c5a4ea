/**
 * Which data priced each contract of a result, said where the trader reads it. Only for runs with
 * imported days (a model-only result is untouched: its `data_source` says 'modeled'):
 * - every contract in the trade log gets `quote_source` ('imported' from the vendor's data,
 *   'modeled' from the chain model);
 * - a contract priced by the model ON A DAY THE IMPORTED DATA COVER (the vendor file lacks that
 *   contract that day) is flagged in its trade's reason and counted in a diagnostics note, so a
 *   modeled fill is never passed off as a real one; so is one on a day inside the imported data's
 *   span that they lack entirely (a day missing from the vendor's files); when the model's prices
 *   were held to the real quotes of the neighbouring strikes (`neighbour_bounded`), the flag says so;
 * - a contract priced from last-price-only data (`last_only`: LEAN, Polygon day aggregates carry no
 *   bid/ask) is flagged in its trade's reason with its last, the bid/ask imputed around it from the
 *   model's width (last-only-spread.ts) and the fill, and a diagnostics note names the days: the
 *   width is the model's, not the vendor's. A last-only quote with no imputed spread (bid = ask: the
 *   model had no such day, or a result saved before 2026-12-03) is flagged as paying no spread;
 * - with price_source 'last', a contract whose vendor last lies outside that day's bid/ask (a stale
 *   trade) is filled from the midpoint instead (fill-model.ts basePrice), plus or minus the modelled
 *   slippage on the tick: flagged in its trade's reason with the last, the bid/ask, the midpoint and
 *   the fill booked (staleLastWords), and counted in a diagnostics note, so the trade log's last
 *   price is not taken for the fill and the flag reconciles with the fill.
 */
import type { BacktestResult, CoveredBacktestResult } from '../../contracts/results';
import type { Contract } from '../../contracts/contract';
import type { OptionChainProvider } from '../market/market-data';
import { basePrice, hasNoBid, lastOutsideQuote } from '../execution/fill-model';
import { dollarsText, fillPriceText } from '../core/money';
import { fullStop } from './diagnostics';
import { countText, countWords } from '../core/count-text';

type Result = CoveredBacktestResult | BacktestResult;

/** What a modeled leg of an imported day held to its real neighbours says (market/real-neighbour-bound.ts). */
const BOUNDED_WORDS = "prices held to that day's real quotes of the neighbouring strikes";

/** Days named in the last-only note before "and N more". */
const LISTED_DAYS = 10;

interface Flags {
  /** Modeled quotes on imported days. */
  filled: string[];
  /** Of those, the ones whose prices were held to the real neighbouring strikes' quotes. */
  bounded: number;
  /** Modeled quotes in place of a vendor row set aside as a pre-split ghost (pre-split-ghosts.ts). */
  ghost: string[];
  /** Modeled quotes on days inside the imported span that the imported data lack entirely. */
  gap: string[];
  /** Fills at a vendor's last price (no bid/ask that day, none imputed). */
  lastOnly: string[];
  /** Fills on a last-only quote with a spread imputed around the vendor's last, and their days. */
  imputed: string[];
  imputedDays: Set<string>;
  lastOnlyDays: Set<string>;
  /** Vendor last prices outside the day's bid/ask, priced at the midpoint (price_source 'last' only). */
  staleLast: string[];
  readsLast: boolean;
}

/**
 * A stale last as its trade's reason says it: the prices the fill was made from and the fill itself,
 * so an auditor reconciles it with the trade's fill ('priced at $1.00' had named the midpoint, which
 * the fill was not: the fill adds the run's slippage and lands on the tick). `fill` is the leg's fill
 * a share; a multi-leg result saved before legs carried their fills has none, and the words say so.
 */
function staleLastWords(contract: Contract, date: string, fill: number | undefined): string {
  const quote = `last ${dollarsText(contract.last_trade_price)}, bid/ask ${dollarsText(contract.bid_price)}/${dollarsText(contract.ask_price)}`;
  // A sale with no bid receives nothing (fill-model.ts): no slippage made that fill.
  const how = fill === 0 && hasNoBid(contract) ? 'no bid' : 'slippage and tick included';
  const filled = fill === undefined
    ? 'the fill adds the modelled slippage (this result keeps no fill price)'
    : `filled at ${fillPriceText(fill)} (${how})`;
  return `${contract.id} on ${date}: ${quote}, midpoint ${fillPriceText(basePrice(contract, 'last'))}; ${filled}`;
}

/** Why a modeled quote stands in for a vendor row on an imported day (pre-split-ghosts.ts). */
const GHOST_WORDS = "modeled quote on an imported day, the vendor's row set aside as a pre-split ghost (a pre-split strike left in a post-split file, frozen or no price of the day)";

/** A last-only quote's imputed spread as its trade's reason says it: the vendor's last, the bid/ask imputed around it, the fill. */
function imputedWords(contract: Contract, date: string, fill: number | undefined): string {
  const filled = fill === undefined ? '' : `, filled at ${fillPriceText(fill)}`;
  return `${contract.id} on ${date}: last ${fillPriceText(contract.last_trade_price)}, imputed bid/ask ${dollarsText(contract.bid_price)}/${dollarsText(contract.ask_price)}${filled}`;
}

/**
 * `settled`: the contract left the position at intrinsic value against the underlying (expiration),
 * so no price of its quote was read: it is tagged with its source but flags nothing (a settled
 * SPXW 2565 put was said to be 'priced at 0.03', the midpoint of its stale-last quote, when it
 * expired worthless).
 */
function tag(contract: Contract, date: string, chains: OptionChainProvider, flags: Flags, fill: number | undefined, settled = false): Contract {
  const source = contract.quote_source ?? 'modeled';
  if (settled) return contract.quote_source === source ? contract : { ...contract, quote_source: source };
  if (source === 'modeled') {
    if (chains.preSplitGhost?.(date, contract.expiry_date, contract.call_or_put, contract.strike) === true) {
      // The vendor's row is there but set aside (pre-split-ghosts.ts): not "the chain lacks it".
      flags.ghost.push(`${contract.id} on ${date}`);
    } else if (chains.source(date) === 'imported') {
      flags.filled.push(`${contract.id} on ${date}${contract.neighbour_bounded === true ? ` (${BOUNDED_WORDS})` : ''}`);
      if (contract.neighbour_bounded === true) flags.bounded += 1;
    }
    else if (chains.importedGap?.(date) === true) flags.gap.push(`${contract.id} on ${date}`);
  }
  if (source === 'imported' && contract.last_only === true) {
    if (contract.bid_price < contract.ask_price) {
      flags.imputed.push(imputedWords(contract, date, fill));
      flags.imputedDays.add(date);
    } else {
      flags.lastOnly.push(`${contract.id} at ${fillPriceText(contract.last_trade_price)} on ${date}`);
      flags.lastOnlyDays.add(date);
    }
  }
  if (source === 'imported' && flags.readsLast && lastOutsideQuote(contract)) {
    flags.staleLast.push(staleLastWords(contract, date, fill));
  }
  return contract.quote_source === source ? contract : { ...contract, quote_source: source };
}

export function withQuoteSources<R extends Result>(result: R, chains: OptionChainProvider): R {
  if (result.data_source === 'modeled') return result;
  let flagged = 0;
  let boundedTrades = 0;
  let gapTrades = 0;
  let ghostTrades = 0;
  const ghostRows = new Set<string>();
  let lastOnlyTrades = 0;
  let imputedTrades = 0;
  const imputedDays = new Set<string>();
  let staleLastTrades = 0;
  const lastOnlyDays = new Set<string>();
  // Older results carry no costs: their fills read the last price (the default source).
  const readsLast = (result.costs?.price_source ?? 'last') === 'last';
  const trades = result.trades.map((trade) => {
    const flags: Flags = { filled: [], bounded: 0, ghost: [], gap: [], lastOnly: [], lastOnlyDays, imputed: [], imputedDays, staleLast: [], readsLast };
    let next: typeof trade;
    if ('entry_position' in trade) {
      next = {
        ...trade,
        entry_position: { ...trade.entry_position, contract: tag(trade.entry_position.contract, trade.entry_date, chains, flags, trade.entry_position.price) },
        exit_position: trade.exit_position && { ...trade.exit_position, contract: tag(trade.exit_position.contract, trade.exit_date, chains, flags, trade.exit_position.price) },
      };
    } else {
      // At expiration the legs of the earliest expiry settle (run-multileg.ts manage); later ones fill.
      const firstExpiry = trade.entry_contracts.reduce((min, l) => (l.contract.expiry_date < min ? l.contract.expiry_date : min), '9999-12-31');
      const settles = (c: Contract): boolean => trade.exit_scenario === 'EXPIRATION' && c.expiry_date <= firstExpiry;
      next = {
        ...trade,
        entry_contracts: trade.entry_contracts.map((l) => ({ ...l, contract: tag(l.contract, trade.entry_date, chains, flags, l.price) })),
        exit_contracts: trade.exit_contracts.map((l) => ({ ...l, contract: tag(l.contract, trade.exit_date, chains, flags, l.price, settles(l.contract)) })),
      };
    }
    let reason = next.reason;
    if (flags.filled.length > 0) {
      flagged += 1;
      if (flags.bounded > 0) boundedTrades += 1;
      reason = `${reason} [modeled quote on an imported day, the imported chain lacks it: ${flags.filled.join(', ')}]`;
    }
    if (flags.ghost.length > 0) {
      ghostTrades += 1;
      for (const g of flags.ghost) ghostRows.add(g);
      reason = `${reason} [${GHOST_WORDS}: ${flags.ghost.join(', ')}]`;
    }
    if (flags.gap.length > 0) {
      gapTrades += 1;
      reason = `${reason} [modeled quote on a day inside the imported data's span that they lack entirely: ${flags.gap.join(', ')}]`;
    }
    if (flags.lastOnly.length > 0) {
      lastOnlyTrades += 1;
      reason = `${reason} [filled at the vendor's last price, no bid/ask that day (last-price-only data, no spread paid): ${flags.lastOnly.join(', ')}]`;
    }
    if (flags.imputed.length > 0) {
      imputedTrades += 1;
      reason = `${reason} [last-price-only data, no bid/ask that day: a spread of the model's width imputed around the vendor's last (on the tick, rounded outward), the fill paying the run's slippage share of it: ${flags.imputed.join('; ')}]`;
    }
    if (flags.staleLast.length > 0) {
      staleLastTrades += 1;
      reason = `${reason} [vendor last price outside that day's bid/ask (a trade earlier that day or on an earlier day), the bid/ask midpoint read instead: ${flags.staleLast.join('; ')}]`;
    }
    return reason === next.reason ? next : { ...next, reason };
  }) as R['trades'];
  const notes: string[] = [];
  if (flagged > 0) {
    const bounded = boundedTrades === 0 ? ''
      : `; in ${countText(boundedTrades)} of them the model's bid, ask or price broke the order of that day's real quotes of the neighbouring strikes (a lower-strike put dearer than a higher one, or a bid or ask no real market would allow) and was held to them`;
    notes.push(`${countWords(flagged, 'trade', 'trades')} used a modeled quote on a day the imported chain covers (the vendor data lack that contract that day); each is flagged in its reason${bounded}`);
  }
  if (ghostTrades > 0) {
    notes.push(
      `${countWords(ghostTrades, 'trade', 'trades')} used a modeled quote in place of ${countWords(ghostRows.size, 'vendor row', 'vendor rows')} set aside as pre-split ghosts: ` +
        "pre-split strikes left in a post-split file beside their adjusted twin, at volume 0, their close frozen since the previous imported day or no price of an option on the day's spot; " +
        `the import's quality report counts such rows (pre_split_ghosts); each trade is flagged in its reason`,
    );
  }
  if (gapTrades > 0) {
    notes.push(`${countWords(gapTrades, 'trade', 'trades')} used modeled quotes on trading days inside the imported data's span that it lacks entirely (no imported row that day); each is flagged in its reason`);
  }
  const listedDays = (set: Set<string>): { count: number; listed: string } => {
    const days = [...set].sort();
    return { count: days.length, listed: days.slice(0, LISTED_DAYS).join(', ') + (days.length > LISTED_DAYS ? ` and ${countText(days.length - LISTED_DAYS)} more` : '') };
  };
  if (imputedTrades > 0) {
    const { count, listed } = listedDays(imputedDays);
    notes.push(
      `${countWords(imputedTrades, 'trade', 'trades')} filled on ${countWords(count, 'day', 'days')} whose imported data have no bid/ask (last-price-only layouts such as LEAN or Polygon day aggregates): ` +
        "each such quote carried a spread imputed around the vendor's last from the modeled chain's width for that contract and day (bid and ask on the tick, rounded outward), " +
        `and its fill paid the run's slippage share of it like any quote; the width is the model's, not the vendor's; days: ${listed}`,
    );
  }
  if (lastOnlyTrades > 0) {
    const { count, listed } = listedDays(lastOnlyDays);
    notes.push(
      `${countWords(lastOnlyTrades, 'trade', 'trades')} filled at a last price on ${countWords(count, 'day', 'days')} whose imported data have no bid/ask (last-price-only layouts such as LEAN or Polygon day aggregates): ` +
        `no spread is paid there, so those fills look better than real bid/ask fills would; days: ${listed}`,
    );
  }
  if (staleLastTrades > 0) {
    notes.push(
      `${countWords(staleLastTrades, 'trade', 'trades')} had a contract whose imported last price lay outside that day's bid/ask (a stale trade, not a price of the close): ` +
        'filled from the bid/ask midpoint instead of that last price, with the modelled slippage; each is flagged in its reason with the midpoint and the fill, and its trade-log line still shows the vendor\'s last',
    );
  }
  if (notes.length === 0) return { ...result, trades };
  return { ...result, trades, diagnostics: { ...result.diagnostics, notes: [...result.diagnostics.notes, ...notes.map(fullStop)] } };
}
