/**
 * Why the paywall opened, said above the price. One paywall for every door left a trader who
 * pressed Share, Run sweep or Run (with no free backtest left) reading only 'Unlock unlimited
 * backtests': nothing said that what they pressed is Pro, or that the run did not happen.
 */
export const PAYWALL_REASONS = {
  noFreeBacktests: 'You have no free backtests left, so this backtest did not run. Upgrade to Pro to keep running backtests.',
  share: 'Share links are part of Pro. Upgrade to share a read-only link to this backtest.',
  sweep: 'Parameter sweeps are part of Pro. Upgrade to run this sweep.',
} as const;
