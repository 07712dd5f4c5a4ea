import type { ShareYear } from '../../contracts/results';
import { cents } from '../../engine/core/money';
import { daysBetween } from '../../engine/market/calendar-dates';

/**
 * The wash-sale rule (IRC §1091, Treas. Reg. §1.1091-1; cited from memory, no copy at hand) on a
 * covered run's share lots, rebuilt from the years' `lots` (share-lots.ts: each lot bought, each
 * sale from a lot). A loss on a sale of shares is disallowed to the extent shares of the same stock
 * were acquired within 30 calendar days before or after the sale (§1091(a): by purchase, and here
 * by a short put's assignment or the start's purchase: every lot the ledger buys); the disallowed
 * loss goes into the replacement shares' basis (§1091(d)) and is realised when they are sold.
 *
 * - Replacement shares are matched in the order they were acquired, by share count (Reg.
 *   §1.1091-1(b), (c)): a lot bought after the sold lot, within the 61 days around the sale, each
 *   share a replacement once (§1.1091-1(e)); the disallowed part of the loss is the matched shares
 *   over the shares sold (a partial wash). The sold lot's own purchase does not replace it.
 * - The deferred loss rides with the replacement lot, spread over its shares; a sale from that lot
 *   takes its part (the lot's `of_lot`) into its gain for tax, and that sale may itself be washed.
 * - Its holding period tacks the sold shares' (§1223(3)); the engine's lots do not recompute it, so
 *   a deferred loss released is taken long term when either the sale that deferred it or the one
 *   that releases it was long term (a long-term loss never lowers the tax more than a short-term
 *   one), and the replacement lot's own gain keeps its character (tacking could only make it long
 *   term, a lower rate: not taken, so the estimate does not understate).
 * - A deferred loss still in shares held at the run's end is taken in the run's last year: the
 *   estimate taxes those lots as if sold on the last day (after-tax.ts), and that sale, with no
 *   purchase after it, would realise it (as the straddle rules' deferred losses are taken then).
 *   Long term when it came from a long-term sale or the last year says lots held that would be
 *   long term sold then (`held_long_term`; the lots are not told apart). `keepAtEnd` leaves it
 *   unrealised instead (a trader who holds on; the CLI prints that estimate too).
 *
 * Not modelled, and said so: a short put written within 30 days is not taken as an acquisition of
 * shares (the 'contract or option to acquire' of §1091(a) is read by some to reach a deep in-the-money put;
 * not here, too uncertain); options closed at a loss and reopened are option-wash-sales.ts's; Section 1256 contracts (SPX, …) are outside
 * it: their gains and losses are realised by the year-end mark (§1256(a)), and §1091 does not
 * reach them (as we recall the statute; the exact subsection is not at hand), so an SPX run's
 * options defer nothing (its index units, taxed as a fund's shares, do follow this rule).
 * A split between a sale and its replacement: both counted in the units after the run's splits
 * (the years' `lots.splits`; 100 shares sold before a 2-for-1 are replaced by 200 bought after); a
 * result saved before `splits` counts them as held each day.
 */
export interface WashYear {
  /** Added to the year's share gains for tax by character: the disallowed losses less the deferred losses released. */
  shortTerm: number;
  longTerm: number;
}

export interface WashSales {
  byYear: Map<number, WashYear>;
  /** Sales at a loss washed, wholly or in part. */
  washedSales: number;
  /**
   * The losses on the sales the rule deferred into replacement shares (positive): the ledger's loss
   * of each washed sale, by the part washed, a loss carried on from an earlier wash not counted
   * twice; it is what the replacement shares' sales realised later plus `stillDeferredAtEnd`.
   */
  deferred: number;
  /** Of them, the part still in the basis of shares held at the run's end (positive), taken in the last year unless `keepAtEnd`. */
  stillDeferredAtEnd: number;
}

const WINDOW_DAYS = 30;
const NO_SHARES = 1e-9;

interface Bought { lot: number; date: string; shares: number; usedAsReplacement: number }
/** A lot's deferred loss (positive), and whether it came from a long-term sale. */
interface Carried { amount: number; longTerm: boolean }

/** The wash-sale adjustments of a result's share lots, or undefined when it does not say its lots (saved before `lots`). */
export function washSales(byYear: readonly ShareYear[], keepAtEnd = false): WashSales | undefined {
  if (!carriesLotTrades(byYear)) return undefined;
  // Shares counted in the units after every split of the run (a sale and its replacement alike):
  // a count on a day is multiplied by the ratios of the splits after it (a split applies at its
  // day's open, before that day's trades). A result saved before `splits` says none: counts as held.
  const splits = byYear.flatMap((y) => y.lots?.splits ?? []);
  const inLastUnits = (date: string, shares: number) => splits.reduce((n, x) => (x.date > date ? n * x.ratio : n), shares);
  const bought: Bought[] = byYear.flatMap((y) => y.lots?.bought ?? []).map((b) => ({ ...b, shares: inLastUnits(b.date, b.shares), usedAsReplacement: 0 }));
  bought.sort((a, b) => a.lot - b.lot);
  const sales = byYear.flatMap((y) => y.lots?.sold ?? []).map((x) => ({ ...x, shares: inLastUnits(x.date, x.shares) }));
  const carried = new Map<number, Carried>();
  const out: WashSales = { byYear: new Map(), washedSales: 0, deferred: 0, stillDeferredAtEnd: 0 };
  const add = (date: string, longTerm: boolean, amount: number) => addToYear(out.byYear, date, longTerm, amount);
  for (const sale of sales) {
    // The deferred loss the sold shares carry (spread over the lot's shares): in this sale's result.
    const c = carried.get(sale.lot);
    const extra = c ? c.amount * sale.of_lot : 0;
    if (c) c.amount -= extra;
    const taxGain = sale.gain - extra;
    let matched = 0;
    const replacements: { b: Bought; shares: number }[] = [];
    if (taxGain < 0) {
      for (const b of bought) {
        if (matched >= sale.shares - NO_SHARES) break;
        if (b.lot <= sale.lot || Math.abs(daysBetween(sale.date, b.date)) > WINDOW_DAYS) continue;
        const take = Math.min(b.shares - b.usedAsReplacement, sale.shares - matched);
        if (take <= NO_SHARES) continue;
        b.usedAsReplacement += take;
        matched += take;
        replacements.push({ b, shares: take });
      }
    }
    const f = matched / sale.shares;
    const releasedLongTerm = sale.long_term || (c?.longTerm ?? false);
    // The year's result must be (1 − f) × taxGain; the ledger booked `gain` (by the sale's character).
    if (f > 0) add(sale.date, sale.long_term, -f * sale.gain);
    if (extra > 0) add(sale.date, releasedLongTerm, -(1 - f) * extra);
    if (f === 0) continue;
    const deferred = -f * taxGain;
    out.washedSales += 1;
    // The sale's own loss washed (a loss it carried was counted where it was first deferred).
    out.deferred += -f * sale.gain;
    for (const r of replacements) {
      const into = carried.get(r.b.lot) ?? { amount: 0, longTerm: false };
      into.amount += (deferred * r.shares) / matched;
      into.longTerm ||= releasedLongTerm;
      carried.set(r.b.lot, into);
    }
  }
  const still = [...carried.values()].filter((c) => c.amount > 0);
  out.stillDeferredAtEnd = still.reduce((s, c) => s + c.amount, 0);
  const last = byYear.at(-1);
  if (!keepAtEnd && last) {
    const heldLongTerm = (last.held_long_term ?? 0) !== 0;
    for (const c of still) add(`${last.year}-12-31`, c.longTerm || heldLongTerm, -c.amount);
  }
  for (const y of out.byYear.values()) {
    y.shortTerm = cents(y.shortTerm);
    y.longTerm = cents(y.longTerm);
  }
  out.deferred = cents(out.deferred);
  out.stillDeferredAtEnd = cents(out.stillDeferredAtEnd);
  return out;
}

/** Whether the result says its lots bought and sold for every year (`lots`): the wash-sale rule can be applied. */
export function carriesLotTrades(byYear: readonly ShareYear[] | undefined): boolean {
  return byYear !== undefined && byYear.length > 0 && byYear.every((y) => y.lots !== undefined);
}

/** Adds `amount` to the year of `date` in `byYear`, in its long- or short-term part (the share and option rules' ledgers). */
export function addToYear(byYear: Map<number, { shortTerm: number; longTerm: number }>, date: string, longTerm: boolean, amount: number): void {
  const year = Number(date.slice(0, 4));
  const y = byYear.get(year) ?? { shortTerm: 0, longTerm: 0 };
  if (longTerm) y.longTerm += amount;
  else y.shortTerm += amount;
  byYear.set(year, y);
}
