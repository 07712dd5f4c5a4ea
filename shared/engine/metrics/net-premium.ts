import { cents } from '../core/money';

/** One option fill's premium in dollars: positive when sold (received), negative when bought (paid). */
export interface PremiumFlow {
  premium: number;
}

/**
 * Net premium received = Σ premium received on option sales − Σ premium paid on option purchases
 * (buy-backs and rolls), in dollars at the fill prices (slippage included, commissions not). Settlement
 * at expiration or assignment is not a premium flow. No fills: 0.
 */
export function netPremiumReceived(flows: readonly PremiumFlow[]): number {
  return cents(flows.reduce((sum, f) => sum + f.premium, 0));
}
