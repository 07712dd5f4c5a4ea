import { Suspense, useCallback, useState } from 'react';
import { lazyNamed } from '../../../lib/lazy-chunk';
import type { ResultsOrigin } from '../../../../../shared/contracts/saved';
import './result-share.css';

/** The saved backtest the results panel is showing (loaded from Saved, or just saved). */
export interface SavedIdentity {
  backtestId: string;
  name: string;
  /** Its share link's token when the record said it is shared. */
  shareToken?: string;
  /**
   * Where its stored results came from, as the server said (audit 22 F4): 'sent' shows the
   * sent-copy notice over the results, as the Saved card and the share page do; absent: not said.
   */
  resultsOrigin?: ResultsOrigin;
  /** Just saved as a sent copy although the page named its job or saved run: why (save-backtest.ts). Not kept over checkout. */
  sentBecause?: string;
}

// The dialog (and its API calls) is fetched only when someone shares: it stays out of the builders' chunk.
const ShareDialog = lazyNamed(() => import('../../../components/share/share-dialog'), 'ShareDialog');

export const SAVE_BEFORE_SHARE = 'Save this backtest first: a share link shows a saved backtest, so it keeps working after you run something else.';

/**
 * Share in the results panel (issue 18): for a saved backtest it opens the same dialog as the
 * Saved card; for a result that is not saved it says to save it first.
 */
export function ResultShareButton({ saved }: { saved: SavedIdentity | null }) {
  const [open, setOpen] = useState(false);
  const [askSave, setAskSave] = useState(false);
  // The token as this panel last knew it: the dialog reports shares and revokes.
  const [token, setToken] = useState<{ id: string; token?: string } | null>(null);
  const known = token && saved && token.id === saved.backtestId ? token.token : saved?.shareToken;
  // Stable: the dialog asks for a link again when its onClose changes.
  const close = useCallback(() => setOpen(false), []);
  const id = saved?.backtestId;
  const changed = useCallback((t: string | null) => id && setToken({ id, token: t ?? undefined }), [id]);
  const press = () => (saved ? setOpen(true) : setAskSave(true));
  return (
    <>
      <button type="button" className="bt-btn" onClick={press} aria-describedby={!saved && askSave ? 'share-needs-save' : undefined}>
        Share
      </button>
      {!saved && askSave ? (
        <p id="share-needs-save" role="status" className="bt-muted bt-share-needs-save">
          {SAVE_BEFORE_SHARE}
        </p>
      ) : null}
      {saved && open ? (
        <Suspense fallback={null}>
          <ShareDialog
            backtestId={saved.backtestId}
            name={saved.name}
            existingToken={known}
            onChange={changed}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </>
  );
}
