/** Query keys of every server read, from one factory (CONVENTIONS item 7). */
export const queryKeys = {
  userStatus: () => ['user-status'] as const,
  savedBacktests: () => ['saved-backtests'] as const,
};
