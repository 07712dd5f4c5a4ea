import type { FilingStatus } from '../../../../../shared/analytics/tax/capital-loss-limit';
import { useCallback, useContext, useEffect, useEffectEvent, useRef, useState } from 'react';
import { ApiError, messageOf } from '../../../lib/api/api-error';
import { loadJobResult } from '../../../lib/api/job-result';
import { loadSavedResult } from '../../../lib/api/saved-result';
import { jobIdOfResult } from '../../../lib/api/result-job';
import { AuthContext } from '../../../lib/auth/auth-context';
import { forgetReturnedRun, leaveRunOnScreen, peekReturnedRun, showRunOnScreen, type KeptRun } from '../../../lib/checkout-run';
import { entryKey, keepRunInEntry, runInEntry } from '../../../lib/entry-run';
import { showSavedInAddress } from '../../../lib/saved-address';
import { useEntryScroll } from './use-entry-scroll';
import type { StrategyMode } from '../../../lib/storage';
import type { SavedIdentity } from '../share/result-share-button';

/** The result is no longer on the server (its job expired) or is not this user's (the server answers 404 for both). */
export const RUN_GONE_AFTER_CHECKOUT =
  'The backtest you had on screen before checkout is no longer kept on the server, so it cannot be shown again. Your form is as you left it: run it again to see the results.';

/** Any other reason the result did not come back (offline, a server error), said with it. */
export const runNotBackAfterCheckout = (reason: string): string =>
  `The backtest you had on screen before checkout could not be loaded again: ${reason}. Your form is as you left it.`;

/** The same two, for a result kept with the page's history entry (Back to the builder, or a reload). */
export const RUN_GONE_ON_RETURN =
  'The backtest you had on screen here is no longer on the server (deleted, or its run no longer kept), so it cannot be shown again. Your form is as you left it: run it again to see the results.';
export const runNotBackOnReturn = (reason: string): string =>
  `The backtest you had on screen here could not be loaded again: ${reason}. Your form is as you left it.`;

const NOT_FOUND = 404;

interface RunOverCheckoutOptions<R> {
  mode: StrategyMode;
  /** A saved backtest was just handed over (Load): it is shown, not the run kept with the history entry. */
  loadedNow: boolean;
  /** The result on screen (null: none), and the form it ran with, as kept in storage. */
  result: R | null;
  ranForm: unknown;
  /** The saved backtest the result is, if it was loaded from Saved or saved since. */
  saved: SavedIdentity | null;
  /** The after-tax panel's filing status on screen, brought back with the result (undefined: the default). */
  filingStatus?: FilingStatus | undefined;
  parse: (raw: unknown) => R;
  /** Reads a saved backtest's results as the builder does when one is loaded (null: unreadable). */
  fromSaved: (results: unknown) => R | null;
  /** The result brought back, with the form it ran with and its saved identity. */
  onRestored: (result: R, kept: KeptRun) => void;
  /** It could not be brought back: the message to show (the form stays as it is). */
  onNotBack: (message: string) => void;
}

/** A kept run that could not be read again for a reason other than its being gone (offline, a server error): it can be tried again. */
export interface RunNotBack {
  run: KeptRun;
  message: string;
}

/**
 * A builder's result survives the trip to checkout (lib/checkout-run.ts): the run on screen is
 * offered to checkout while it shows (with its job id, or, loaded from Saved, its saved id), and a
 * run brought back from checkout for this mode and this signed-in user is read again on mount by
 * its job id (or its saved id): nothing is run again and no free backtest counted.
 * `restoring` is true while it loads; `cancelRestore` (a new run started) drops it.
 * When it cannot be read and is still on the server as far as anyone knows (offline, a 5xx), `notBack`
 * says why and `retry` reads it again; the history entry keeps it meanwhile, so a reload tries again too.
 * A 404 (deleted, or its job no longer kept) is said through `onNotBack`, with nothing to retry.
 */
export function useRunOverCheckout<R>({ mode, loadedNow, result, ranForm, saved, filingStatus, parse, fromSaved, onRestored, onNotBack }: RunOverCheckoutOptions<R>) {
  const auth = useContext(AuthContext);
  const userId = auth?.state.status === 'signedIn' ? auth.state.user.userId : null;
  const jobId = result ? (jobIdOfResult(result) ?? null) : null;
  const shown = result !== null;

  // Read in the state initialiser and taken in the effect, so StrictMode's double render still sees it.
  // Back from checkout first; else, unless Load just handed a saved backtest over, the run kept with
  // this page's history entry (Back after a menu trip, or a reload: lib/entry-run.ts).
  const [kept, setKept] = useState(() => peekReturnedRun(mode, userId) ?? (loadedNow ? null : runInEntry(mode, userId)));
  const fromEntry = useRef(kept !== null && peekReturnedRun(mode, userId) === null);
  const restoring = kept !== null;
  const [notBack, setNotBack] = useState<RunNotBack | null>(null);
  // The history entry this page is on (the current one when it mounted).
  const [entry] = useState(entryKey);
  const scrollBack = useEntryScroll(entry, restoring);

  useEffect(() => {
    const run: KeptRun | null = shown && (jobId !== null || saved !== null) ? { mode, jobId, userId, ranForm, saved, ...(filingStatus ? { filingStatus } : {}) } : null;
    showRunOnScreen(run);
    // While a kept run loads, or failed to load and can be tried again, the entry keeps it (Back
    // again, or a reload, before it shows must not lose it). Not undone on unmount: by then the entry is the next page's.
    if (!restoring && notBack === null) {
      keepRunInEntry(run, entry);
      // A saved backtest's results at their own address (lib/saved-address.ts); a run not saved has none.
      showSavedInAddress(run?.saved?.backtestId ?? null, entry);
    }
    return () => leaveRunOnScreen(run);
  }, [mode, shown, jobId, userId, ranForm, saved, filingStatus, restoring, notBack, entry]);

  const restored = useEffectEvent((value: R, run: KeptRun) => onRestored(value, run));
  const failed = useEffectEvent((error: unknown, run: KeptRun) => {
    if (error instanceof ApiError && error.status === NOT_FOUND) {
      onNotBack(fromEntry.current ? RUN_GONE_ON_RETURN : RUN_GONE_AFTER_CHECKOUT);
      return;
    }
    setNotBack({ run, message: (fromEntry.current ? runNotBackOnReturn : runNotBackAfterCheckout)(messageOf(error, 'no answer')) });
  });
  const read = useEffectEvent((run: KeptRun) =>
    run.jobId !== null ? loadJobResult(run.jobId, parse) : loadSavedResult(run.saved?.backtestId ?? '', fromSaved),
  );
  useEffect(() => {
    if (!kept) return;
    forgetReturnedRun(kept);
    let live = true;
    read(kept).then(
      (value) => {
        if (!live) return;
        restored(value, kept);
        setKept(null);
        if (fromEntry.current) scrollBack();
      },
      (error: unknown) => {
        if (!live) return;
        failed(error, kept);
        setKept(null);
      },
    );
    return () => {
      live = false;
    };
  }, [kept, scrollBack]);

  const cancelRestore = useCallback(() => {
    setKept(null);
    setNotBack(null);
  }, []);
  /** Reads the run that could not be read again, once more (the 'Try again' of the message). */
  const retry = useCallback(() => {
    if (notBack === null) return;
    setNotBack(null);
    setKept(notBack.run);
  }, [notBack]);
  return { restoring, restoringOnReturn: restoring && fromEntry.current, cancelRestore, notBack: notBack?.message ?? null, retry };
}
