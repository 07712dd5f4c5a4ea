import type { BacktestRequest } from '../../../contracts/multileg';
import { cooldownSkip, inCooldown } from '../cooldown';
import { SHARES_PER_CONTRACT } from '../../../domain/constants';
import type { Bar, MarketData } from '../../market/market-data';
import { cents } from '../../core/money';
import type { FillModel } from '../../execution/fill-model';
import type { MarginModel } from '../../portfolio/margin-model';
import { unitsFor } from '../../portfolio/sizing';
import type { Diagnostics } from '../diagnostics';
import type { MultiLegBook } from './book';
import type { LegPlan } from './leg-plan';
import { selectPosition } from './select-position';
import type { StrikeSeeds } from './strike-seeds';
import { fartherExpiryNote } from '../../selection/expiry-fallback';

export interface EntryDeps {
  request: BacktestRequest;
  market: MarketData;
  plan: readonly LegPlan[];
  fill: FillModel;
  margin: MarginModel;
  book: MultiLegBook;
  diagnostics: Diagnostics;
  /** The run's last strike of each leg, where its next search starts (strike-seeds.ts). */
  seeds?: StrikeSeeds;
}

/** Opens at most one position on `bar`'s day: every leg found, units sized under the margin caps. */
export function tryOpenPosition(d: EntryDeps, bar: Bar): void {
  const s = d.request.strategy;
  if (d.book.open.length >= s.max_open_positions) return;
  if (inCooldown(d.book.trades.at(-1)?.exit_date, bar.date, s.reentry_cooldown_days)) {
    d.diagnostics.skip(bar.date, cooldownSkip(s.reentry_cooldown_days));
    return;
  }
  const picked = selectPosition(d.market.options, d.plan, {
    date: bar.date,
    spot: bar.close,
    exactDte: s.exact_dte,
    minVolume: d.request.min_volume,
    seeds: d.seeds,
  });
  if ('miss' in picked) {
    d.diagnostics.skip(bar.date, picked.miss);
    return;
  }
  const legs = picked.quotes.map((q, i) => {
    const plan = d.plan[i] as LegPlan;
    const price = d.fill.fill(q, plan.side === 'long' ? 'buy' : 'sell');
    return { plan, entry: q, entryPrice: price, current: q, mark: d.fill.mark(q) };
  });
  const perUnit = d.margin.perUnit(
    legs.map((l) => ({ side: l.plan.side, type: l.plan.type, strike: l.entry.strike, quantity: l.plan.quantity, price: l.entryPrice })),
    bar.close,
  );
  const units = unitsFor({
    marginPerUnit: perUnit.margin,
    equity: d.book.equity(),
    openMargin: d.book.openMargin(),
    maxMarginPctPerPosition: s.max_margin_percentage_per_position,
    maxMarginPctPerPortfolio: s.max_margin_percentage_per_portfolio,
    maxUnitsPerPosition: s.max_units_per_position,
  });
  if (units < 1) {
    d.diagnostics.skip(bar.date, `margin limits leave no room for one unit (margin $${cents(perUnit.margin).toFixed(2)} a unit)`);
    return;
  }
  const netPerUnit = legs.reduce((sum, l) => sum + (l.plan.side === 'short' ? 1 : -1) * l.entryPrice * l.plan.quantity * SHARES_PER_CONTRACT, 0);
  const margin = cents(perUnit.margin * units);
  const expiry = legs.reduce((min, l) => (l.entry.expiry_date < min ? l.entry.expiry_date : min), legs[0]?.entry.expiry_date ?? bar.date);
  // A farther expiry than the nearest (illiquid) one: the trade's reason says so, first of its notes.
  const moved = picked.passedOver && fartherExpiryNote(bar.date, picked.passedOver.traded, picked.passedOver, d.request.min_volume);
  if (moved) d.diagnostics.enteredFartherExpiry(moved);
  d.book.openPosition({
    entryDate: bar.date,
    units,
    legs,
    entryNet: cents(netPerUnit * units),
    margin,
    capital: Math.max(margin, cents(-netPerUnit * units)),
    expiry,
    ...(moved ? { adjustments: [moved] } : {}),
  });
}
