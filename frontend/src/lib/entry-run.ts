import { KeptRunSchema, type KeptRun } from './checkout-run';
import type { StrategyMode } from './storage';

/**
 * The run a builder shows, kept with the browser's history entry of its page (audit 19, F3): Back
 * to the builder after a trip through the menu, or a reload, brings the same results back, read
 * again by their job id or saved id (lib/checkout-run.ts's reference, answered to their owner only).
 * Without it the results lived in the unmounted page's state: a loaded saved backtest came back only
 * when Back beat the next screen's render (a race), a run never did.
 * Written beside the router's own fields in `history.state`, not through the router: a router
 * navigation would re-render the frame and count as a new navigation (the scroll-to-top on one).
 */
const FIELD = 'obtShownRun';

function history(): History | null {
  return typeof window === 'undefined' ? null : window.history;
}

function entryState(): Record<string, unknown> {
  const state: unknown = history()?.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
}

/**
 * Keeps `run` (null: none) with the history entry `key` (entryKey() when the page mounted), whose
 * URL stays as it is. Only while that entry is the current one: a page's effect can run after Back
 * has already made another entry current (Spreads drawn, Back at once: its "no run" cleared the
 * covered builder's entry), and it must not write there.
 */
export function keepRunInEntry(run: KeptRun | null, key: string | null): void {
  const h = history();
  if (!h || entryKey() !== key) return;
  const { [FIELD]: _old, ...rest } = entryState();
  try {
    h.replaceState(run ? { ...rest, [FIELD]: run } : rest, '');
  } catch {
    // A state the browser cannot clone or store: Back then shows the form alone, as before.
  }
}

/** The run kept with the current entry for this builder and this signed-in user (checked again: the entry is not trusted). */
export function runInEntry(mode: StrategyMode, userId: string | null): KeptRun | null {
  const parsed = KeptRunSchema.safeParse(entryState()[FIELD]);
  return parsed.success && parsed.data.mode === mode && parsed.data.userId === userId ? parsed.data : null;
}

/** The router's key of the current history entry (React Router keeps one per entry), or null outside a router. */
export function entryKey(): string | null {
  const key = entryState().key;
  return typeof key === 'string' ? key : null;
}
