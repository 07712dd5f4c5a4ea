import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ShareLink as ServerShareLink } from '../../../../shared/contracts/share';
import { Modal } from '../modal';
import { ApiError, messageOf } from '../../lib/api/api-error';
import { queryKeys } from '../../lib/api/query-keys';
import { createShareLink, revokeShareLink, shareUrlOf } from '../../lib/api/share-links';
import { formatDay } from '../../lib/format-day';
import { usePaywall } from '../../lib/paywall/paywall-context';
import { PAYWALL_REASONS } from '../../lib/paywall/paywall-reasons';
import './share-dialog.css';

/** A link the dialog shows: a token it already knew (from the saved list) has no creation date. */
type ShareLink = Pick<ServerShareLink, 'token'> & { created_at?: string };

type State =
  | { kind: 'creating' }
  | { kind: 'shared'; link: ShareLink; copy: 'idle' | 'copied' | 'failed' }
  | { kind: 'confirm-revoke'; link: ShareLink }
  | { kind: 'revoking'; link: ShareLink }
  | { kind: 'revoked' }
  | { kind: 'error'; message: string };

interface ShareDialogProps {
  backtestId: string;
  name: string;
  /** The backtest's existing link (the saved answer's `share_token`): shown as it is, nothing is created. */
  existingToken?: string;
  /** Told the backtest's token after a share (or null after a revoke), for callers that keep it. */
  onChange?: (token: string | null) => void;
  onClose: () => void;
}

/**
 * Share a saved backtest (issue 18): a backtest already shared shows its link straight away;
 * otherwise opening the dialog asks for one (the server answers the existing one if a list was
 * stale). The link comes with Copy, and Revoke turns it off (the link then shows "not found").
 * A free user gets the paywall (the server's 402), as for sweeps; revoking needs no Pro, so a
 * former Pro user can still revoke a link they made. Both refresh the Saved list's marker.
 */
export function ShareDialog({ backtestId, name, existingToken, onChange, onClose }: ShareDialogProps) {
  const { openPaywall } = usePaywall();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>(() => (existingToken ? { kind: 'shared', link: { token: existingToken }, copy: 'idle' } : { kind: 'creating' }));
  const input = useRef<HTMLInputElement>(null);
  const changed = (token: string | null) => {
    onChange?.(token);
    void queryClient.invalidateQueries({ queryKey: queryKeys.savedBacktests() });
  };
  // Read once: the effect must not create a link again when the caller learns the new token.
  const knownAtOpen = useRef(existingToken);
  const changedRef = useRef(changed);
  changedRef.current = changed;

  useEffect(() => {
    if (knownAtOpen.current) return;
    let live = true;
    createShareLink(backtestId).then(
      (link) => {
        if (!live) return;
        setState({ kind: 'shared', link, copy: 'idle' });
        changedRef.current(link.token);
      },
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 402) {
          onClose();
          openPaywall(PAYWALL_REASONS.share);
          return;
        }
        setState({ kind: 'error', message: messageOf(error, 'Failed to create the share link') });
      },
    );
    return () => {
      live = false;
    };
  }, [backtestId, onClose, openPaywall]);

  const showsLink = state.kind === 'shared' || state.kind === 'confirm-revoke' || state.kind === 'revoking';
  const url = showsLink ? shareUrlOf(state.link.token) : '';

  const copy = async (link: ShareLink) => {
    input.current?.select();
    try {
      await navigator.clipboard.writeText(shareUrlOf(link.token));
      setState({ kind: 'shared', link, copy: 'copied' });
    } catch {
      // No clipboard permission (e.g. an insecure origin): the text is selected for Ctrl+C.
      setState({ kind: 'shared', link, copy: 'failed' });
    }
  };

  const revoke = async (link: ShareLink) => {
    setState({ kind: 'revoking', link });
    try {
      await revokeShareLink(backtestId);
      setState({ kind: 'revoked' });
      changed(null);
    } catch (error) {
      setState({ kind: 'error', message: messageOf(error, 'Failed to revoke the share link') });
    }
  };

  return (
    <Modal title={`Share “${name}”`} onClose={onClose} subtitle="Anyone with the link can see this backtest’s strategy and results, without an account. Nothing else of yours is shown.">
      {state.kind === 'creating' && <p role="status">Creating the link…</p>}
      {showsLink && (
        <div className="share-link">
          <label htmlFor="share-url">Read-only link</label>
          <div className="share-link-row">
            {/* Focus starts on the link (selected, ready for Ctrl+C), not on the dialog box. */}
            <input id="share-url" ref={input} className="share-url" type="text" readOnly value={url} onFocus={(e) => e.target.select()} autoFocus />
            <button type="button" className="btn btn-primary" onClick={() => state.kind === 'shared' && void copy(state.link)} disabled={state.kind !== 'shared'}>
              {state.kind === 'shared' && state.copy === 'copied' ? 'Copied' : 'Copy'}
            </button>
          </div>
          {state.kind === 'shared' && state.copy === 'failed' && <p className="share-note" role="status">Copying is not allowed here: the link is selected, press Ctrl+C (⌘C).</p>}
          <p className="share-note">
            {state.link.created_at ? `Shared ${formatDay(state.link.created_at)}. ` : 'This backtest is shared. '}
            Revoke the link to stop sharing: it then shows “not found”.
          </p>
          {/* The token is the fragment (shared/contracts/share.ts): a link cut at '#' opens nothing. */}
          <p className="share-note">Send the whole link: the part after “#” is its key, which your browser never sends to our servers or logs.</p>
          {state.kind === 'shared' ? (
            <div className="modal-actions">
              {/* Asks first: a revoke takes effect at once and cannot be undone (a new share makes a new link). */}
              <button type="button" className="btn btn-ghost saved-delete" onClick={() => setState({ kind: 'confirm-revoke', link: state.link })}>Revoke link</button>
              <button type="button" className="btn" onClick={onClose}>Done</button>
            </div>
          ) : (
            <div className="share-confirm" role="group" aria-label="Confirm revoke">
              <p className="share-note"><strong>Anyone with this link will lose access.</strong> This cannot be undone: sharing again makes a new link.</p>
              <div className="modal-actions">
                <button type="button" className="btn" onClick={() => setState({ kind: 'shared', link: state.link, copy: 'idle' })} disabled={state.kind === 'revoking'}>Keep link</button>
                <button type="button" className="btn btn-danger" onClick={() => void revoke(state.link)} disabled={state.kind === 'revoking'}>
                  {state.kind === 'revoking' ? 'Revoking…' : 'Yes, revoke'}
                </button>
              </div>
            </div>
          )}
        </div>
      )}
      {state.kind === 'revoked' && (
        <>
          <p role="status">The link is revoked: it no longer opens this backtest.</p>
          <div className="modal-actions">
            <button type="button" className="btn" onClick={onClose}>Done</button>
          </div>
        </>
      )}
      {state.kind === 'error' && (
        <div className="banner banner-error" role="alert">{state.message}</div>
      )}
    </Modal>
  );
}
