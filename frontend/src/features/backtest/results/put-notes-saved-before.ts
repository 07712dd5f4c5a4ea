import { isCoveredResult, type AnyBacktestResult } from '../lib/shared';

/**
 * Shown under the run notes of a result saved before the notes on underpriced far puts counted the
 * puts a run closed at the model's price (audit 19 F1, 2026-12-05: a seller who bought back far puts
 * on such days read better and no note said so). The count needs the chain, so the display cannot
 * add it: it says the notes are incomplete and how to read them (audit 20 F2). The result is not changed.
 */
export const PUT_NOTES_SAVED_BEFORE =
  'This result was saved before its notes on underpriced far out-of-the-money puts counted the puts it closed at the model\'s price (they counted only those it opened): run it again to read them.';

function tradedPuts(result: AnyBacktestResult): boolean {
  if (isCoveredResult(result)) return result.trades.some((t) => t.entry_position.contract.call_or_put === 'put');
  return result.trades.some((t) => t.entry_contracts.some((c) => c.contract.call_or_put === 'put'));
}

/** The line for `result`, or undefined: on modeled chains (vol_model), with puts traded, and saved before the closes were counted. */
export function putNotesSavedBefore(result: AnyBacktestResult): string | undefined {
  const model = result.vol_model;
  if (model === undefined || model.put_notes_count_closes === true || !tradedPuts(result)) return undefined;
  return PUT_NOTES_SAVED_BEFORE;
}
