/**
 * A split during a covered run happens to the account as at a broker (issue 14 item 1): on the
 * split date the shares multiply (a fraction left by a ratio that is not whole is paid in cash at
 * the day's open), and an open short is adjusted as OCC adjusts it: for a whole-number split, ratio
 * × the contracts at strike / ratio, to the cent (market/splits.ts adjustedStrike); otherwise the same contracts deliver 100 × ratio shares each
 * (the per-share strike and premium divided by the ratio). Value is unchanged by the split, so the
 * equity curve does not jump; the trade's reason and the diagnostics say what changed.
 */
import type { Split } from '../../market/market-data';
import { occSymbol } from '../../market/strikes';
import { adjustedStrike, splitLabel } from '../../market/splits';
import { dollarsText } from '../../core/money';
import { asPlainQuote } from '../mark-quote';
import type { CoveredRun, Day } from './context';
import { contractsText, countText, sharesText } from '../../core/count-text';

/** Step 0 of the loop: every split effective after the previous day and up to today. */
export function applySplits(run: CoveredRun, day: Day): void {
  const prev = day.prev;
  if (!prev || run.splits.length === 0) return;
  for (const split of run.splits) {
    if (split.date > prev.date && split.date <= day.bar.date && split.ratio > 0 && split.ratio !== 1) applySplit(run, split, day);
  }
}

function applySplit(run: CoveredRun, split: Split, day: Day): void {
  const r = split.ratio;
  const label = `${splitLabel(r)} split on ${split.date}`;
  const held = run.ledger.splitShares(day.bar.date, r, day.bar.open);
  run.baseShares = Math.floor(run.baseShares * r + 1e-9);
  if (held.before > 0) {
    const lieu = held.cashInLieu > 0 ? `, ${dollarsText(held.cashInLieu)} cash in lieu of the fraction` : '';
    run.diagnostics.note(`${label}: ${sharesText(held.before)} became ${countText(held.after)}${lieu}`);
  }
  const o = run.ledger.open;
  if (!o) return;
  o.opened ??= { entry: o.entry, contracts: o.contracts, entryPrice: o.entryPrice };
  const oldStrike = o.entry.strike;
  const strike = adjustedStrike(oldStrike, r);
  const root = o.entry.id.slice(0, -15);
  const adjust = (q: typeof o.entry) => ({ ...q, id: occSymbol(root, q.expiry_date, q.call_or_put, strike), strike });
  const before = `${contractsText(o.contracts)} of the ${oldStrike} ${o.type}`;
  let what: string;
  if (Number.isInteger(r)) {
    o.contracts *= r;
    what = `OCC adjusted ${before} to ${countText(o.contracts)} of the ${strike} ${o.type}`;
  } else {
    o.deliverable = Math.round(o.deliverable * r * 1000) / 1000;
    what = `OCC adjusted ${before}: each now delivers ${sharesText(o.deliverable)} at ${strike} a share`;
  }
  o.entry = adjust(o.entry);
  o.current = adjust(asPlainQuote(o.current));
  o.entryPrice /= r;
  o.mark /= r;
  (o.adjustments ??= []).push(`${label}: ${what}`);
}
