import type { AppliedCosts } from '../../contracts/results';
import type { PriceSource } from '../../contracts/fields';
import { createCostModel, type CostModel } from '../execution/cost-model';

/** The cost fields both request kinds carry (after their schema defaults). */
interface CostRequest {
  commission_per_contract: number;
  commission_per_share: number;
  slippage_pct_of_spread: number;
  exchange_fees: boolean;
  strategy: { price_source: PriceSource };
}

/**
 * The costs a result records (issue 14): exactly the values the run's cost and fill models were
 * built from, so a saved result says what it paid whatever the defaults become later.
 * `exchange_fees` is the request's switch: fills paid a fee only on a ticker that has one (SPX).
 */
export function appliedCosts(request: CostRequest): AppliedCosts {
  return {
    commission_per_contract: request.commission_per_contract,
    commission_per_share: request.commission_per_share,
    slippage_pct_of_spread: request.slippage_pct_of_spread,
    price_source: request.strategy.price_source,
    exchange_fees: request.exchange_fees,
  };
}

/** The cost model of a run of `request` on `ticker`'s options (both engines build theirs here). */
export function runCostModel(request: CostRequest, ticker: string): CostModel {
  return createCostModel({
    commissionPerContract: request.commission_per_contract,
    commissionPerShare: request.commission_per_share,
    exchangeFees: request.exchange_fees,
    ticker,
  });
}
