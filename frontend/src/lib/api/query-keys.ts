/** Query keys of every server read, from one factory (CONVENTIONS item 7). */
export const queryKeys = {
  userStatus: () => ['user-status'] as const,
  savedBacktests: () => ['saved-backtests'] as const,
  // Under savedBacktests, so a save or delete (which invalidates the list) refreshes it too.
  savedBacktestsByIds: (ids: readonly string[]) => ['saved-backtests', 'by-ids', ...ids] as const,
  // A share link's backtest (public, issue 18): not under savedBacktests (no user owns this cache).
  sharedBacktest: (token: string) => ['shared-backtest', token] as const,
};
