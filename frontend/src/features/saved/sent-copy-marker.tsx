import { SENT_RESULTS_NOTICE, type ResultsOrigin } from '../../../../shared/contracts/saved';

/**
 * The Saved card's "Sent copy" marker (audit 21 F2): the results were stored as the browser sent
 * them (an imported file, a run whose record had expired or did not match it, or a save made before runs were saved by their job), so the backtester
 * cannot vouch for them; the share page says the same to its visitors. Nothing is shown for a result
 * copied from the owner's own run, nor for an answer that does not say (a server before the field).
 * The marker is a disclosure (audit 22 F6): a hover title alone reached neither a touch screen nor a
 * screen reader, so pressing it shows the notice under the card's header (SentCopyNote); the title
 * stays for a mouse.
 */
export function SentCopyMarker({ origin, open, onToggle, noteId }: { origin: ResultsOrigin | undefined; open: boolean; onToggle: () => void; noteId: string }) {
  if (origin !== 'sent') return null;
  return (
    <button type="button" className="badge badge-shared sent-copy-marker" title={SENT_RESULTS_NOTICE} aria-expanded={open} aria-controls={noteId} onClick={onToggle}>
      Sent copy
    </button>
  );
}

/** What the marker says when pressed: the notice the share page and the loaded results show. */
export function SentCopyNote({ origin, open, noteId }: { origin: ResultsOrigin | undefined; open: boolean; noteId: string }) {
  if (origin !== 'sent' || !open) return null;
  return (
    <p id={noteId} className="saved-sent-note" role="note">
      {SENT_RESULTS_NOTICE}
    </p>
  );
}
