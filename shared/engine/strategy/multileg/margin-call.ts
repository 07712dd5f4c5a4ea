import type { Bar } from '../../market/market-data';
import { cents, dollarsText as usd, fixed2 } from '../../core/money';
import type { MarginModel } from '../../portfolio/margin-model';
import { closeAtMarket, type MultiLegBook } from './book';
import type { OpenPosition } from './position';

/**
 * The position's Reg-T requirement re-marked at the day's close: the margin model's rule with each
 * leg at its current mark and the underlying at the close (a naked short: mark + max(20 % of the
 * underlying − the out-of-the-money amount, 10 % floor); defined risk: the worst loss from here).
 */
export function maintenanceOf(p: OpenPosition, spot: number, margin: MarginModel): number {
  const legs = p.legs.map((l) => ({ side: l.plan.side, type: l.plan.type, strike: l.entry.strike, quantity: l.plan.quantity, price: l.mark, expiry: l.entry.expiry_date }));
  return cents(margin.perUnit(legs, spot).margin * p.units);
}

/**
 * The open positions' requirement re-marked at the close `spot` and their legs' current marks, to
 * the cent: what the margin call holds the equity to (enforceMaintenance) and what the portfolio cap
 * of a new position's sizing subtracts (entry.ts).
 */
export function openRequirement(open: readonly OpenPosition[], spot: number, margin: MarginModel): number {
  let sum = 0;
  for (const p of open) sum += maintenanceOf(p, spot, margin);
  return cents(sum);
}


/**
 * A margin call (issue 14 item 2): when the equity at the close is below the open positions'
 * re-marked requirement, positions are closed at the day's fills, oldest first, until the equity
 * covers what stays open (a long stock or ETF leg exercised when that nets more: book.ts
 * closeAtMarket); each closed trade says so (exit scenario MARGIN_CALL). Returns the re-marked
 * requirement of the positions it leaves open (openRequirement): what a new position's sizing reads
 * next (entry.ts), at the same close and marks, so the day sums it once.
 */
export function enforceMaintenance(book: MultiLegBook, bar: Bar, margin: MarginModel, ticker: string): number {
  if (book.open.length === 0) return openRequirement(book.open, bar.close, margin);
  // The usual day, no call: the same sum in the same order, without the map and copies below
  // (this runs every day of a run; a model-risk band's run holds five positions most days).
  const before = openRequirement(book.open, bar.close, margin);
  if (book.equity() >= before) return before;
  const requirements = new Map(book.open.map((p) => [p, maintenanceOf(p, bar.close, margin)]));
  let required = cents([...requirements.values()].reduce((s, r) => s + r, 0));
  let equity = book.equity();
  for (const p of [...book.open]) {
    if (equity >= required) break;
    const reason =
      `Margin call on ${bar.date}: equity ${usd(equity)} below the Reg-T maintenance requirement ${usd(required)} ` +
      `(re-marked at the close ${fixed2(bar.close)}); position closed at the day's prices`;
    book.closePosition(p, bar.date, () => closeAtMarket(ticker, bar.close), reason, 'MARGIN_CALL');
    required = cents(required - (requirements.get(p) ?? 0));
    equity = book.equity();
  }
  // Positions closed: what stays open, summed afresh as the sizing summed it before (`required`,
  // kept by subtraction for the loop, is the same in cents but need not be to the last float bit).
  return openRequirement(book.open, bar.close, margin);
}
