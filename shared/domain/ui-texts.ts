/**
 * The benchmark's one name on every results screen, the spec's toggle wording ('Benchmark (Buy & Hold)'):
 * the card, the chart, the monthly table and the comparison once said 'Buy and Hold', 'Buy & hold' and 'Buy & Hold'.
 */
export const BENCHMARK_NAME = 'Buy & Hold';

/** Fixed texts of the screens (spec section 2), for the frontend and its tests. */
export const UI_TEXT = {
  resultsLoading: 'Running backtest simulation...',
  resultsLoadingCovered: 'Running covered strategy simulation...',
  emptyTitle: 'No backtest data yet',
  emptyText: 'Configure your strategy and run a backtest to see performance metrics',
  emptyTitleCovered: 'No covered results yet',
  emptyTextCovered: 'Run a covered strategy backtest to see results here',
  chartTitle: 'P&L Over Time',
  benchmarkToggle: `Benchmark (${BENCHMARK_NAME})`,
  runButton: 'Run Backtest',
  runningButton: 'Running…',
  noRollConditions: 'No roll-on conditions added. Click the + button to configure when the contract should be rolled.',
  noExitConditions:
    'No exit conditions added. Click the + button to configure profit targets, stop losses, or time-based exits.',
  noMatchingConditions: 'No matching conditions',
  exitConditionsTitle: 'Exit Conditions',
  rollConditionsTitle: 'Roll-on Conditions',
  addCondition: 'Add Condition',
  noSavedBacktests: 'No saved backtests yet',
  exitReasonTitle: 'Exit Reason',
  saveBacktest: 'Save Backtest',
  backtestNameLabel: 'Backtest Name *',
} as const;

/** Manage Subscription badge (spec section 2): ACTIVE if paid, TRIAL if on trial, otherwise FREE. */
export function subscriptionBadge(status: { paid: boolean; trial: boolean }): 'ACTIVE' | 'TRIAL' | 'FREE' {
  if (status.paid) return 'ACTIVE';
  return status.trial ? 'TRIAL' : 'FREE';
}

/** Under the spec's delete confirmation (section 9), for a shared backtest: deleting it deletes its link too. */
export const SHARED_DELETE_NOTE = 'This backtest is shared: its share link will stop working.';
