import { useEffect, useRef, useState } from 'react';
import type { ShareLink } from '../../../../../shared/contracts/share';
import { Modal } from '../../../components/modal';
import { ApiError, messageOf } from '../../../lib/api/api-error';
import { createShareLink, revokeShareLink, shareUrlOf } from '../../../lib/api/share-links';
import { usePaywall } from '../../../lib/paywall/paywall-context';

type State =
  | { kind: 'creating' }
  | { kind: 'shared'; link: ShareLink; copy: 'idle' | 'copied' | 'failed' }
  | { kind: 'revoking'; link: ShareLink }
  | { kind: 'revoked' }
  | { kind: 'error'; message: string };

/**
 * Share a saved backtest (issue 18): opening the dialog asks for the backtest's link (the server
 * answers the existing one if there is one), shows it with Copy, and Revoke turns it off (the link
 * then shows "not found"). A free user gets the paywall (the server's 402), as for sweeps.
 */
export function ShareDialog({ backtestId, name, onClose }: { backtestId: string; name: string; onClose: () => void }) {
  const { openPaywall } = usePaywall();
  const [state, setState] = useState<State>({ kind: 'creating' });
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let live = true;
    createShareLink(backtestId).then(
      (link) => live && setState({ kind: 'shared', link, copy: 'idle' }),
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 402) {
          onClose();
          openPaywall();
          return;
        }
        setState({ kind: 'error', message: messageOf(error, 'Failed to create the share link') });
      },
    );
    return () => {
      live = false;
    };
  }, [backtestId, onClose, openPaywall]);

  const url = state.kind === 'shared' || state.kind === 'revoking' ? shareUrlOf(state.link.token) : '';

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
    } catch (error) {
      setState({ kind: 'error', message: messageOf(error, 'Failed to revoke the share link') });
    }
  };

  return (
    <Modal title={`Share “${name}”`} onClose={onClose} subtitle="Anyone with the link can see this backtest’s strategy and results, without an account. Nothing else of yours is shown.">
      {state.kind === 'creating' && <p role="status">Creating the link…</p>}
      {(state.kind === 'shared' || state.kind === 'revoking') && (
        <div className="share-link">
          <label htmlFor="share-url">Read-only link</label>
          <div className="share-link-row">
            <input id="share-url" ref={input} className="share-url" type="text" readOnly value={url} onFocus={(e) => e.target.select()} />
            <button type="button" className="btn btn-primary" onClick={() => state.kind === 'shared' && void copy(state.link)} disabled={state.kind === 'revoking'}>
              {state.kind === 'shared' && state.copy === 'copied' ? 'Copied' : 'Copy'}
            </button>
          </div>
          {state.kind === 'shared' && state.copy === 'failed' && <p className="share-note" role="status">Copying is not allowed here: the link is selected, press Ctrl+C (⌘C).</p>}
          <p className="share-note">Shared {new Date(state.link.created_at).toLocaleDateString()}. Revoke the link to stop sharing: it then shows “not found”.</p>
          <div className="modal-actions">
            <button type="button" className="btn btn-ghost saved-delete" onClick={() => void revoke(state.link)} disabled={state.kind === 'revoking'}>
              {state.kind === 'revoking' ? 'Revoking…' : 'Revoke link'}
            </button>
            <button type="button" className="btn" onClick={onClose}>Done</button>
          </div>
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
