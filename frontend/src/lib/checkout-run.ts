import { z } from 'zod';
import { FilingStatusSchema } from '../../../shared/analytics/tax/capital-loss-limit';
import { ResultsOriginSchema } from '../../../shared/contracts/saved';
import type { StrategyMode } from './storage';

/**
 * The backtest on screen survives the trip to checkout (spec sections 4 and 6: Upgrade leaves the
 * app for checkout, which comes back to `/?checkout=...` and reloads the app). Only a reference is
 * kept, for this tab: the run's job id (GET /jobs/{id} answers its result to its owner for as long
 * as the job is kept, 30 days), the form it ran with (the shown results' dates, costs and name come
 * from it) and the saved backtest it is, if it was saved (a result loaded from Saved has no job:
 * it is read again by GET /backtests/{id}, also answered to its owner only). Not the result itself:
 * results can be megabytes, over the browser's storage quota.
 */
const KEY = 'obt.checkout-run';

const SavedIdentitySchema = z.object({
  backtestId: z.string().min(1),
  name: z.string(),
  shareToken: z.string().min(1).optional(),
  // Kept so a sent copy still says so when brought back; absent in runs kept before it.
  resultsOrigin: ResultsOriginSchema.optional().catch(undefined),
});

export const KeptRunSchema = z.object({
  mode: z.enum(['covered', 'spreads']),
  /** The run's job; null for a result loaded from Saved (read again by its saved id instead). */
  jobId: z.string().min(1).max(200).nullable(),
  /** Who ran it: another user signed in on this tab is never shown it (the server refuses it too). */
  userId: z.string().nullable(),
  ranForm: z.unknown(),
  saved: SavedIdentitySchema.nullable(),
  /** The after-tax panel's filing status on screen (use-kept-filing-status.ts); absent: the default, as in runs kept before it. */
  filingStatus: FilingStatusSchema.optional().catch(undefined),
}).refine((run) => run.jobId !== null || run.saved !== null, 'A kept run names its job or its saved backtest');
export type KeptRun = z.infer<typeof KeptRunSchema>;

function tabStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be disabled (privacy mode): the result is then lost over checkout, as before.
    return null;
  }
}

/** The run the mounted builder shows (set and cleared by the builder), read when checkout starts. */
let onScreen: KeptRun | null = null;

export function showRunOnScreen(run: KeptRun | null): void {
  onScreen = run;
}

/** Cleared when the builder that set it unmounts (another page then shows no run). */
export function leaveRunOnScreen(run: KeptRun | null): void {
  if (onScreen === run) onScreen = null;
}

/** Just before the browser leaves for checkout: the run on screen is kept for the return, or any older one dropped. */
export function keepRunForCheckout(): void {
  const store = tabStore();
  try {
    if (onScreen) store?.setItem(KEY, JSON.stringify(onScreen));
    else store?.removeItem(KEY);
  } catch {
    // Quota exceeded (a few hundred bytes): the result is lost over checkout, as before.
  }
}

/** The run brought back from checkout, waiting for its builder to mount (in memory: one navigation). */
let returned: KeptRun | null = null;

/**
 * Back from checkout (`/?checkout=...`): the kept run, checked again (the tab's storage is not
 * trusted to hold what was written), is handed to the builder and removed from the tab, so a later
 * visit to the builder does not bring an old result back.
 */
export function arriveFromCheckout(): void {
  const store = tabStore();
  let raw: string | null;
  try {
    raw = store?.getItem(KEY) ?? null;
    store?.removeItem(KEY);
  } catch {
    raw = null;
  }
  // Nothing kept (or a second call, as StrictMode makes): what was brought back stays.
  if (raw === null) return;
  returned = null;
  try {
    const parsed = KeptRunSchema.safeParse(JSON.parse(raw));
    if (parsed.success) returned = parsed.data;
  } catch {
    // Not JSON: nothing to bring back.
  }
}

/** The run for this builder and this user, without taking it (a StrictMode double render reads it twice). */
export function peekReturnedRun(mode: StrategyMode, userId: string | null): KeptRun | null {
  return returned && returned.mode === mode && returned.userId === userId ? returned : null;
}

/** Taken by the builder once it starts loading it: brought back once only. */
export function forgetReturnedRun(run: KeptRun): void {
  if (returned === run) returned = null;
}
