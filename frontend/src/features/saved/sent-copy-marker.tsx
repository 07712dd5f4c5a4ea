import { SENT_RESULTS_NOTICE, type ResultsOrigin } from '../../../../shared/contracts/saved';

/**
 * The Saved card's "Sent copy" marker (audit 21 F2): the results were stored as the browser sent
 * them (an imported file, or a save made before runs were saved by their job), so the backtester
 * cannot vouch for them; the share page says the same to its visitors. Nothing is shown for a result
 * copied from the owner's own run, nor for an answer that does not say (a server before the field).
 */
export function SentCopyMarker({ origin }: { origin: ResultsOrigin | undefined }) {
  if (origin !== 'sent') return null;
  return (
    <span className="badge badge-shared" title={SENT_RESULTS_NOTICE}>
      Sent copy
    </span>
  );
}
