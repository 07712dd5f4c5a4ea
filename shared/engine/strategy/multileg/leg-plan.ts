import type { EntryCondition, Leg, TargetStrikeCondition } from '../../../contracts/multileg';
import type { OptionQuote, OptionType } from '../../market/market-data';
import { percentOtm } from '../../selection/percent-otm';
import { basePrice } from '../../execution/fill-model';

/**
 * A strategy's legs flattened in order (each parent followed by its children), so the day's
 * selection, the position and the trade's contracts all index the same list.
 */
export interface LegPlan {
  label: string;
  side: 'long' | 'short';
  type: OptionType;
  quantity: number;
  dteTarget: number;
  entryConditions: readonly EntryCondition[];
  /** A parent's own strike target, or a child's offset from its parent (index into the plan). */
  strike: { kind: 'target'; condition: TargetStrikeCondition } | { kind: 'offset'; parent: number; offset: number; tolerance: number };
}

export function planLegs(legs: readonly Leg[]): LegPlan[] {
  const plan: LegPlan[] = [];
  legs.forEach((leg, i) => {
    const parent = plan.length;
    plan.push({
      label: `Leg ${i + 1}`,
      side: leg.side,
      type: leg.option_type,
      quantity: leg.quantity,
      dteTarget: leg.dte_target,
      entryConditions: leg.entry_conditions,
      strike: { kind: 'target', condition: leg.target_strike_condition },
    });
    leg.children.forEach((child, j) => {
      plan.push({
        label: `Leg ${i + 1} child ${j + 1}`,
        side: child.side,
        type: child.option_type,
        quantity: child.quantity,
        dteTarget: child.dte_target,
        entryConditions: child.entry_conditions,
        strike: { kind: 'offset', parent, offset: child.strike_offset, tolerance: child.strike_offset_tolerance },
      });
    });
  });
  return plan;
}

/**
 * A contract's value of a target or filter type (implied volatility: the bid/ask IV midpoint; last
 * trade price: the midpoint when the vendor's last lies outside the day's bid/ask).
 */
export function attribute(q: OptionQuote, type: EntryCondition['type'], spot: number): number {
  switch (type) {
    case 'delta':
      return q.delta;
    case 'gamma':
      return q.gamma;
    case 'vega':
      return q.vega;
    case 'theta':
      return q.theta;
    case 'rho':
      return q.rho;
    case 'implied_volatility':
      return (q.bid_implied_volatility + q.ask_implied_volatility) / 2;
    case 'percentage_otm':
    case 'strike_price':
      return strikeAttribute(q.call_or_put, type, q.strike, spot);
    case 'last_trade_price':
      // The price a 'last' fill reads (fill-model.ts basePrice): a vendor last outside the day's
      // bid/ask is a stale trade, priced at the midpoint; chosen by it, a $5 target sold a $2 put.
      return basePrice(q, 'last');
    case 'open_interest':
      return q.open_interest;
  }
}

/** The attributes that depend on the strike alone (one definition for the scan and the search). */
export function strikeAttribute(optionType: OptionType, type: 'percentage_otm' | 'strike_price', strike: number, spot: number): number {
  return type === 'strike_price' ? strike : percentOtm(optionType, strike, spot);
}

/** Every entry condition holds: the attribute lies in [min_value, max_value] (null = open). */
export function passesEntryConditions(q: OptionQuote, conditions: readonly EntryCondition[], spot: number): boolean {
  return conditions.every((c) => {
    const v = attribute(q, c.type, spot);
    return (c.min_value === null || v >= c.min_value) && (c.max_value === null || v <= c.max_value);
  });
}
