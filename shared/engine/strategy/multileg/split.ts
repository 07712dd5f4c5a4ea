/**
 * A split while a multi-leg position is open adjusts it as OCC does (issue 14 item 1): for a
 * whole-number split every leg has ratio × the contracts at strike / ratio, to the cent (market/splits.ts adjustedStrike); otherwise each contract
 * delivers 100 × ratio shares (per-share strikes and prices divided by the ratio). The value of
 * the position is unchanged; the trade's reason says what changed. Margin reserved at entry stays.
 */
import type { OptionQuote, Split } from '../../market/market-data';
import { occSymbol } from '../../market/strikes';
import { adjustedStrike, splitLabel } from '../../market/splits';
import { deliverableOf, type OpenPosition } from './position';
import { asPlainQuote } from '../mark-quote';
import { sharesText } from '../../core/count-text';

/** Every split effective after `prevDate` and up to `date`, applied to each open position. */
export function applySplitsToPositions(open: readonly OpenPosition[], splits: readonly Split[], prevDate: string | undefined, date: string): void {
  if (prevDate === undefined || splits.length === 0 || open.length === 0) return;
  for (const split of splits) {
    if (!(split.date > prevDate && split.date <= date && split.ratio > 0 && split.ratio !== 1)) continue;
    for (const p of open) adjustPosition(p, split);
  }
}

function adjustPosition(p: OpenPosition, split: Split): void {
  const r = split.ratio;
  p.opened ??= { units: p.units, entries: p.legs.map((l) => l.entry) };
  const adjust = (q: OptionQuote): OptionQuote => {
    const strike = adjustedStrike(q.strike, r);
    return { ...q, strike, id: occSymbol(q.id.slice(0, -15), q.expiry_date, q.call_or_put, strike) };
  };
  const strikes = p.legs.map((l) => l.entry.strike).join('/');
  for (const leg of p.legs) {
    // The daily mark, and a band run's entry (band-run.ts), may be a probe (prototype getters a
    // spread would drop): plain data first.
    leg.entry = adjust(asPlainQuote(leg.entry));
    leg.current = adjust(asPlainQuote(leg.current));
    leg.entryPrice /= r;
    leg.mark /= r;
  }
  // The value bounds were per share of the old strikes: recomputed from the new ones when next read.
  p.bounds = undefined;
  const after = p.legs.map((l) => l.entry.strike).join('/');
  let what: string;
  if (Number.isInteger(r)) {
    what = `OCC adjusted ${p.units} unit${p.units === 1 ? '' : 's'} at strikes ${strikes} to ${p.units * r} at ${after}`;
    p.units *= r;
  } else {
    p.deliverable = Math.round(deliverableOf(p) * r * 1000) / 1000;
    what = `OCC adjusted strikes ${strikes}: each contract now delivers ${sharesText(p.deliverable)} at ${after} a share`;
  }
  (p.adjustments ??= []).push(`${splitLabel(r)} split on ${split.date}: ${what}`);
}
