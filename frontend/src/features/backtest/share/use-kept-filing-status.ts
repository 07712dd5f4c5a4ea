import { useRef, useState } from 'react';
import type { FilingStatus } from '../../../../../shared/analytics/tax/capital-loss-limit';
import type { SavedBacktest } from '../../../../../shared/contracts/saved';
import { messageOf } from '../../../lib/api/api-error';
import { updateSavedSettings } from '../../../lib/api/saved-settings';
import type { SavedIdentity } from './result-share-button';

/** What the after-tax panel is given of its filing status (after-tax-panel.tsx). */
export interface FilingStatusKeeping {
  /** The status to open with; undefined: the default (single or joint). */
  status?: FilingStatus | undefined;
  /** Called with each status the trader chooses from the list. */
  onChange?: (status: FilingStatus) => void;
  /** A shared page: the owner's choice, shown but not changed. */
  readOnly?: boolean;
  /** Why the last choice could not be kept with the saved backtest; null when it was (or nothing was asked). */
  keepError?: string | null;
}

/**
 * The after-tax panel's filing status on a builder page: opened from the loaded saved backtest (a
 * save without it: the default), sent with the next save, and kept with the saved backtest the
 * results are (POST /backtests/{id}/settings) as the trader changes it. A reload or the share link
 * then reads the same choice. Choices are sent one after another, so the last one chosen is the one kept.
 */
export function useKeptFilingStatus(loaded: SavedBacktest | null, saved: SavedIdentity | null) {
  const [status, setStatus] = useState<FilingStatus | undefined>(loaded?.filing_status);
  const [keepError, setKeepError] = useState<string | null>(null);
  const sending = useRef<Promise<unknown>>(Promise.resolve());
  const onChange = (next: FilingStatus) => {
    setStatus(next);
    setKeepError(null);
    if (!saved) return;
    const { backtestId } = saved;
    // No cached read holds it: Load reads the record afresh (GET /backtests/{id}), and neither the list nor compare shows it.
    // Each answer sets the error, so what shows is the last choice's outcome: an earlier one that
    // failed, answered after this was chosen, would otherwise say the choice on screen was not kept.
    sending.current = sending.current.then(() => updateSavedSettings(backtestId, { filing_status: next })).then(
      () => setKeepError(null),
      (e: unknown) => setKeepError(messageOf(e, 'the server did not answer')),
    );
  };
  /** Back from checkout: the status that was on screen (already kept, so nothing is sent). */
  const restore = (kept: FilingStatus | undefined) => {
    if (kept) setStatus(kept);
  };
  const keeping: FilingStatusKeeping = { status, onChange, keepError };
  /** The save payload's field: the status chosen, or nothing (the server then stores none: the default). */
  const saveField = status ? { filing_status: status } : {};
  return { keeping, saveField, restore };
}
