import { SHARES_PER_CONTRACT } from '../../../domain/constants';
import { cents, round } from '../../core/money';
import type { ContractFill, CostModel } from '../../execution/cost-model';
import type { MarginModel } from '../../portfolio/margin-model';
import { maintenanceOf } from './margin-call';
import { contractsOf, markValue, type OpenLeg, type OpenPosition } from './position';

/** A new position's legs and the day it would open, with what the book holds before it. */
export interface EntryFitInput {
  legs: OpenLeg[];
  date: string;
  expiry: string;
  /** The close the margin call re-marks at (the entry's bar). */
  spot: number;
  /** The book's equity before the entry (book.ts equity). */
  equity: number;
  /** The open positions' re-marked requirement before the entry (margin-call.ts openRequirement). */
  openRequirement: number;
  margin: MarginModel;
  cost: CostModel;
}

/** The equity after opening `units`, less every open position's requirement then, at the same marks. */
function surplusAfter(input: EntryFitInput, units: number): number {
  let flows = 0;
  const fills: ContractFill[] = [];
  for (const leg of input.legs) {
    const n = contractsOf(leg, units);
    const amount = cents(leg.entryPrice * SHARES_PER_CONTRACT * n);
    flows += leg.plan.side === 'short' ? amount : -amount;
    fills.push({ contracts: n, price: leg.entryPrice });
  }
  flows = cents(flows - input.cost.commission(fills, input.date));
  const opened: OpenPosition = { entryDate: input.date, units, legs: input.legs, entryNet: 0, cashFlows: 0, entryCommissions: 0, margin: 0, capital: 0, expiry: input.expiry };
  const equity = cents(input.equity + flows + round(markValue(opened), 2));
  const requirement = cents(input.openRequirement + maintenanceOf(opened, input.spot, input.margin));
  return cents(equity - requirement);
}

/**
 * The most units, `units` or fewer, whose entry the margin call would not close at the same marks:
 * after it the equity still covers every open position's re-marked requirement, the new one's
 * included. The sizing rule (portfolio/sizing.ts unitsFor) takes the room before the entry; the entry then
 * pays its commissions (and a naked short, sold below its mark, requires more at the mark than at
 * its fill), which the equity loses. At a 100% portfolio cap that can leave the equity a few
 * dollars under the requirement and the position's first margin check calls it (QQQ put spreads,
 * 2021-09-22: $6.62 under after $9.10 of commissions; SPY condors 2010-12-21: $0.92). Usually
 * `units` itself; else one or two fewer.
 */
export function unitsTheMarginCallKeeps(input: EntryFitInput, units: number): number {
  let u = units;
  while (u >= 1 && surplusAfter(input, u) < 0) u -= 1;
  return u;
}
