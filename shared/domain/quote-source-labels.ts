/**
 * Issue 20: how the app names which quotes priced a trade, a run or a saved backtest: a real
 * (imported vendor) option chain, the chain model, or both. One wording for results and Saved.
 */
export const QUOTE_SOURCE_LABELS = {
  imported: 'Real quotes',
  modeled: 'Modeled quotes',
  mixed: 'Real and modeled quotes',
} as const;
