import { useContext, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, messageOf } from '../../../lib/api/api-error';
import { getSavedBacktest } from '../../../lib/api/get-saved-backtest';
import { AuthContext } from '../../../lib/auth/auth-context';
import { peekReturnedRun } from '../../../lib/checkout-run';
import { entryKey, runInEntry } from '../../../lib/entry-run';
import { handOffSavedBacktest, modeOfSaved, peekSavedBacktest } from '../../../lib/saved-handoff';
import { SAVED_PARAM, savedIdInAddress, showSavedInAddress } from '../../../lib/saved-address';
import type { StrategyMode } from '../../../lib/storage';
import type { SavedBacktest } from '../../../../../shared/contracts/saved';

export const SAVED_NOT_FOUND_AT_ADDRESS =
  'The saved backtest this address names is not in your saved backtests (deleted, or saved by another account), so its results cannot be shown.';
export const savedNotReadAtAddress = (reason: string): string => `The saved backtest this address names could not be loaded: ${reason}.`;

type Arrival = { kind: 'reading' } | { kind: 'ready' } | { kind: 'failed'; message: string; retry: boolean };

/**
 * A builder opened at a saved backtest's address (lib/saved-address.ts: a bookmark, a new tab):
 * the saved backtest is read by its id and handed to the builder as Load from Saved hands it
 * (lib/saved-handoff.ts), or to the other builder if it is of the other type. Nothing to read when
 * Load just handed one over, when the page's history entry already keeps a run (Back, a reload:
 * lib/entry-run.ts, which keeps the form as the trader left it) or when checkout brought one back.
 */
export function SavedFromAddress({ mode, children }: { mode: StrategyMode; children: ReactNode }) {
  // One per builder: sent on to the other builder's route, it starts afresh (React would keep this one's state).
  return <ArrivalAt key={mode} mode={mode}>{children}</ArrivalAt>;
}

function ArrivalAt({ mode, children }: { mode: StrategyMode; children: ReactNode }) {
  const auth = useContext(AuthContext);
  const userId = auth?.state.status === 'signedIn' ? auth.state.user.userId : null;
  const navigate = useNavigate();
  const [id] = useState(() => {
    const named = savedIdInAddress();
    return named !== null && peekSavedBacktest(mode) === null && runInEntry(mode, userId) === null && peekReturnedRun(mode, userId) === null ? named : null;
  });
  const [arrival, setArrival] = useState<Arrival>(() => (id === null ? { kind: 'ready' } : { kind: 'reading' }));

  // Not an effect's dependency: the router's navigate changes with the location, which would read it again.
  const arrived = useEffectEvent((record: SavedBacktest, named: string) => {
    const route = handOffSavedBacktest(record);
    if (modeOfSaved(record) !== mode) void navigate(`${route}?${SAVED_PARAM}=${encodeURIComponent(named)}`, { replace: true });
    else setArrival({ kind: 'ready' });
  });

  useEffect(() => {
    if (id === null || arrival.kind !== 'reading') return;
    let live = true;
    getSavedBacktest(id).then(
      (record) => {
        if (live) arrived(record, id);
      },
      (error: unknown) => {
        if (!live) return;
        // 400: the address's id is not an id at all (GET /backtests/{id} answers 'Invalid path parameter:
        // id' to '../x' or 3,000 characters): no saved backtest has it, and Try again could never read one.
        const gone = error instanceof ApiError && (error.status === 404 || error.status === 403 || error.status === 400);
        // A backtest that is not there: the address stops naming it (a reload then opens the builder alone).
        if (gone) showSavedInAddress(null, entryKey());
        setArrival({ kind: 'failed', message: gone ? SAVED_NOT_FOUND_AT_ADDRESS : savedNotReadAtAddress(messageOf(error, 'no answer')), retry: !gone });
      },
    );
    return () => {
      live = false;
    };
  }, [id, arrival.kind]);

  if (arrival.kind === 'reading') {
    return (
      <section className="bt-panel" aria-label="Loading results" aria-busy="true">
        <p className="bt-muted" role="status">Loading the saved backtest…</p>
      </section>
    );
  }
  // Not the builder: mounted without the backtest it would take the address's id away, and a reload could not try again.
  if (arrival.kind === 'failed' && arrival.retry) {
    return (
      <section className="bt-panel" aria-label="Saved backtest not loaded">
        <p role="alert">{arrival.message}</p>
        <button type="button" className="bt-btn" onClick={() => setArrival({ kind: 'reading' })}>Try again</button>
      </section>
    );
  }
  return (
    <>
      {arrival.kind === 'failed' ? <p role="alert" className="bt-error">{arrival.message}</p> : null}
      {children}
    </>
  );
}
