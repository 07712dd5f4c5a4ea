import { SHARES_PER_CONTRACT, exitScenarioLabel, type CoveredTrade, type Trade } from '../lib/shared';
import { exitDeliverable as sharedExitDeliverable, legCash, type LegSide } from '../../../../../shared/analytics/leg-cash';
import { multiLegCommissions } from '../../../../../shared/analytics/export/trade-costs';
import { cents } from '../lib/format';
import { legPrice, type DerivedLeg, type DerivedTrade, type SharesCalledAway } from './derived-types';

const DAY_MS = 86_400_000;

function daysBetween(from: string, to: string): number | null {
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  return Number.isNaN(a) || Number.isNaN(b) ? null : Math.round((b - a) / DAY_MS);
}

/**
 * Leg P&L per share (spec section 9): exit − entry for long legs, entry − exit for short, on the
 * last prices, or on the fills where the server reports them (so the leg agrees with the trade).
 */
export function legPnl(entry: DerivedLeg, exit: DerivedLeg | null): number | null {
  if (!exit) return null;
  const diff = legPrice(exit) - legPrice(entry);
  return entry.side === 'long' ? diff : -diff;
}

/** A leg's side as the shared leg arithmetic reads it: at its fill, or (older results) its contract's last price. */
const legSide = (leg: DerivedLeg): LegSide => ({ quantity: leg.quantity, strike: leg.contract.strike, price: legPrice(leg) });

/** The exit side, in the shares a contract delivered as the entry leg's `splitAdjusted` states them (a result saved before: read from the strikes). */
const exitSide = (entry: DerivedLeg, exit: DerivedLeg): LegSide => ({ ...legSide(exit), sharesPerContract: entry.splitAdjusted?.sharesPerContract });

/** Shares one exit contract of the leg delivers: 100, unless a split that is not whole changed it (leg-cash.ts). */
export const exitDeliverable = (entry: DerivedLeg, exit: DerivedLeg): number => sharedExitDeliverable(legSide(entry), exitSide(entry, exit));

/** Whether a split adjusted the leg while open: its exit is in other contracts or shares than its entry. */
export const splitAdjusted = (entry: DerivedLeg, exit: DerivedLeg): boolean =>
  exit.quantity !== entry.quantity || exitDeliverable(entry, exit) !== SHARES_PER_CONTRACT;

/**
 * A leg's dollar P&L for its quantity (issue 16: '+$2.23' beside '52×' read as the leg's result),
 * before commissions, each side's cash at its own quantity (leg-cash.ts), so legs add up through a split.
 */
export function legDollarPnl(entry: DerivedLeg, exit: DerivedLeg | null): number | null {
  return exit ? legCash(entry.side, legSide(entry), exitSide(entry, exit)) : null;
}

/** P&L as a percent of what the trade put at stake; null when that is zero. */
function percentOf(pnl: number, base: number): number | null {
  return base > 0 ? (pnl / base) * 100 : null;
}

/** What every trade row shows, read the same way from either trade shape. */
function tradeBasics(trade: CoveredTrade | Trade, index: number) {
  return {
    index,
    entryDate: trade.entry_date,
    exitDate: trade.exit_date,
    pnl: trade.pnl,
    exitScenario: exitScenarioLabel(trade.exit_scenario),
    reason: trade.reason || null,
  };
}

/**
 * The engine's words for a call's delivered shares ('100 shares called away at 592', manage.ts):
 * grouped since 2026-12-05 ('1,000 shares', count-text.ts), bare in results saved before. A bare
 * `\d+` read '1,000' as 000 (the comma a word boundary), so a 10-lot's row lost its shares' side.
 */
const CALLED_AWAY = /(?<![\d,.])(\d{1,3}(?:,\d{3})+|\d+) shares called away at /;

/**
 * An assigned covered call's shares, or undefined: not a call, not delivered (an index option
 * settles in cash), or a result saved without the settlement price. A split while the call was
 * open leaves its entry price in other shares than its delivery: then too, undefined.
 */
export function sharesCalledAway(trade: CoveredTrade): SharesCalledAway | undefined {
  const contract = trade.entry_position.contract;
  const match = CALLED_AWAY.exec(trade.reason);
  if (contract.call_or_put !== 'call' || !match || trade.settlement_price === undefined) return undefined;
  const shares = Number(match[1]?.replace(/,/g, ''));
  if (shares !== trade.entry_position.quantity * SHARES_PER_CONTRACT) return undefined;
  const assignedPrice = contract.strike + trade.settlement_price;
  const dollars = cents((assignedPrice - contract.underlying_price) * shares);
  return { shares, strike: contract.strike, entryPrice: contract.underlying_price, assignedPrice, dollars, withCall: cents(trade.pnl + dollars) };
}

/** The position a split adjusted, for the entry leg's Contract Details (audit 6, N10). */
function splitAdjustedLeg(trade: CoveredTrade): Pick<DerivedLeg, 'splitAdjusted'> {
  const a = trade.split_adjusted;
  return a ? { splitAdjusted: { contracts: a.contracts, strike: a.strike, sharesPerContract: a.shares_per_contract } } : {};
}

/** A covered trade: one short option (covered positions are treated as short, spec section 9). */
export function deriveCoveredTrade(trade: CoveredTrade, index: number): DerivedTrade {
  const entry = trade.entry_position;
  const exit = trade.exit_position;
  const contract = entry.contract;
  const called = sharesCalledAway(trade);
  return {
    ...tradeBasics(trade, index),
    entry_contracts: [{ contract, side: entry.side, quantity: entry.quantity, fillPrice: entry.price, ...splitAdjustedLeg(trade) }],
    exit_contracts: [exit ? { contract: exit.contract, side: exit.side, quantity: exit.quantity, fillPrice: exit.price } : null],
    commissions: trade.commissions ?? null,
    exchangeFees: trade.exchange_fees ?? 0,
    strategy: contract.call_or_put === 'call' ? 'Covered Call' : 'Cash-Secured Put',
    dte: daysBetween(trade.entry_date, contract.expiry_date),
    entryPrice: entry.price,
    exitPrice: exit ? exit.price : null,
    pnlPercent: percentOf(trade.pnl, Math.abs(trade.premium_received) || entry.price * 100 * entry.quantity),
    contractType: contract.call_or_put,
    strikePrice: contract.strike,
    quantity: entry.quantity,
    positionType: 'short',
    ...(called ? { sharesCalledAway: called } : {}),
  };
}

/**
 * A multi-leg leg as the log shows it: at its fill (the result's `price`: what was paid or received,
 * or the settlement value) when the result carries it; results saved before that show the last price.
 */
function standardLeg(leg: Trade['entry_contracts'][number] | Trade['exit_contracts'][number]): DerivedLeg {
  const { price, ...rest } = leg;
  const a = 'split_adjusted' in leg ? leg.split_adjusted : undefined;
  // An entry leg a split adjusted while open: what it became, for Contract Details and the leg's dollars.
  const adjusted = a ? { splitAdjusted: { contracts: a.contracts, strike: a.strike, sharesPerContract: a.shares_per_contract } } : {};
  // An exit leg settled without a fill: Contract Details names the settlement (audit 16 F2).
  const settledAs = 'assigned_early' in leg && leg.assigned_early ? 'assigned early' : 'exercised_at_close' in leg && leg.exercised_at_close ? 'exercised' : undefined;
  const base: DerivedLeg = { contract: rest.contract, side: rest.side, quantity: rest.quantity, ...adjusted, ...(settledAs ? { settledAs } : {}) };
  return price === undefined ? base : { ...base, fillPrice: price };
}

/** A multi-leg trade: the first leg describes the trade; exits pair with entries by index. */
export function deriveStandardTrade(trade: Trade, index: number, strategyName: string): DerivedTrade {
  const entries = trade.entry_contracts.map(standardLeg);
  const exits = trade.entry_contracts.map((_, i) => {
    const exit = trade.exit_contracts[i];
    return exit ? standardLeg(exit) : null;
  });
  const first = entries[0];
  const firstExit = exits[0];
  return {
    ...tradeBasics(trade, index),
    entryMarginRequired: trade.entry_margin_required,
    entryCapitalRequired: trade.entry_capital_required,
    entry_contracts: entries,
    exit_contracts: exits,
    commissions: multiLegCommissions(trade),
    exchangeFees: trade.exchange_fees ?? 0,
    strategy: strategyName,
    dte: first ? daysBetween(trade.entry_date, first.contract.expiry_date) : null,
    entryPrice: first ? legPrice(first) : null,
    exitPrice: firstExit ? legPrice(firstExit) : null,
    pnlPercent: percentOf(trade.pnl, trade.entry_capital_required),
    contractType: first ? first.contract.call_or_put : null,
    strikePrice: first ? first.contract.strike : null,
    quantity: first ? first.quantity : 0,
    positionType: first ? first.side : 'long',
  };
}
