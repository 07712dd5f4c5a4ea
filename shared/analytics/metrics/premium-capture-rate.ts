import type { AnalyticsTrade } from '../analytics-input';
import { round4 } from './round';

/**
 * Premium capture rate % = Σ pnl / Σ credit × 100 over the trades opened for a net credit (credit >
 * 0): the share of the premium collected that was kept after buy-backs, rolls and assignments
 * (costs included, since pnl is net). 100% = every credit kept; negative = paid out more than was
 * collected. No credit trades (a debit strategy): null.
 */
export function premiumCaptureRatePct(trades: readonly Pick<AnalyticsTrade, 'pnl' | 'credit'>[]): number | null {
  let credit = 0;
  let kept = 0;
  for (const t of trades) {
    if (t.credit > 0) {
      credit += t.credit;
      kept += t.pnl;
    }
  }
  return credit > 0 ? round4((kept / credit) * 100) : null;
}
