import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SavedBacktest } from '../../../../shared/contracts/saved';
import { DELETE_CONFIRM_TEXT } from '../../../../shared/domain/constants';
import { SHARED_DELETE_NOTE } from '../../../../shared/domain/ui-texts';
import { SAVED_CALL_FAILED } from '../../../../shared/domain/messages';
import { Modal } from '../../components/modal';
import { messageOf } from '../../lib/api/api-error';
import { useDeleteBacktest } from '../../lib/api/delete-backtest';
import { getSavedBacktest } from '../../lib/api/get-saved-backtest';
import { useSavedBacktests } from '../../lib/api/get-saved-backtests';
import { handOffSavedBacktest } from '../../lib/saved-handoff';
import { SavedCard } from './saved-card';
import { exportSaved, type SavedExportKind } from './saved-exports';
import { COMPARE_MAX, COMPARE_MIN, SavedToolbar } from './saved-toolbar';
import { toCardView } from './saved-display';
import { ShareDialog } from '../../components/share/share-dialog';
import './saved.css';

/**
 * /saved: the user's saved backtests (loading, empty, list, error banner), with Load and Delete,
 * the exports of each (trade log and equity CSV, JSON), JSON import and the compare selection.
 */
export function SavedPage() {
  const navigate = useNavigate();
  const list = useSavedBacktests();
  const remove = useDeleteBacktest();
  const [confirming, setConfirming] = useState<SavedBacktest | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [listErrorDismissed, setListErrorDismissed] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'error' | 'info'; text: string } | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [sharing, setSharing] = useState<SavedBacktest | null>(null);
  const closeShare = useCallback(() => setSharing(null), []);
  const select = (id: string, on: boolean) => setSelected((ids) => (on ? [...ids.filter((x) => x !== id), id].slice(0, COMPARE_MAX) : ids.filter((x) => x !== id)));
  const items = useMemo(() => (list.data ?? []).map((saved) => ({ saved, view: toCardView(saved) })), [list.data]);

  const confirmDelete = async () => {
    if (!confirming) return;
    const target = confirming;
    setConfirming(null);
    setDeleteError(null);
    setNotice(null);
    try {
      await remove.mutateAsync(target.backtest_id);
    } catch (error) {
      setDeleteError(messageOf(error, SAVED_CALL_FAILED.deleteBacktest));
    }
  };

  // The list holds summaries: the whole record is read when one is loaded.
  const load = async (saved: SavedBacktest) => {
    setDeleteError(null);
    setNotice(null);
    try {
      navigate(handOffSavedBacktest(await getSavedBacktest(saved.backtest_id)));
    } catch (error) {
      setDeleteError(messageOf(error, SAVED_CALL_FAILED.fetchBacktests));
    }
  };

  // The list holds summaries: the export reads the whole record first.
  const exportOne = async (saved: SavedBacktest, kind: SavedExportKind) => {
    setDeleteError(null);
    try {
      if (!exportSaved(await getSavedBacktest(saved.backtest_id), kind)) {
        setNotice({ kind: 'error', text: 'This backtest’s results cannot be read as a result, so there is no CSV to export' });
      }
    } catch (error) {
      setNotice({ kind: 'error', text: messageOf(error, SAVED_CALL_FAILED.fetchBacktests) });
    }
  };

  // One banner shows one error: the newest. An earlier delete error left in place hid an import's
  // 'Import failed: …' (the banner still read 'Failed to delete backtest', the import said nothing).
  const showNotice = (message: { kind: 'error' | 'info'; text: string }) => {
    setDeleteError(null);
    setNotice(message);
  };

  const comparable = items.length >= COMPARE_MIN;
  const listError = list.isError && !listErrorDismissed ? messageOf(list.error, SAVED_CALL_FAILED.fetchBacktests) : null;
  const error = deleteError ?? listError ?? (notice?.kind === 'error' ? notice.text : null);
  return (
    // The app header names the page (one title per page, as on the backtest screens); a heading here repeated it.
    <section className="saved" aria-label="Saved Backtests">
      <header className="saved-header">
        <p>Load a backtest to restore its strategy and results.</p>
      </header>
      {error && (
        <div className="banner banner-error" role="alert">
          <span>{error}</span>
          <button
            type="button"
            className="modal-close banner-close"
            aria-label="Dismiss error"
            onClick={() => (deleteError ? setDeleteError(null) : listError ? setListErrorDismissed(true) : setNotice(null))}
          >
            ×
          </button>
        </div>
      )}
      {notice?.kind === 'info' && (
        <div className="banner" role="status">
          <span>{notice.text}</span>
        </div>
      )}
      <SavedToolbar
        selectedCount={selected.length}
        comparable={comparable}
        onCompare={() => navigate(`/saved/compare?ids=${selected.map(encodeURIComponent).join(',')}`)}
        onMessage={showNotice}
        saved={list.data}
      />
      {list.isPending && (
        <div className="saved-grid" role="status" aria-label="Loading saved backtests">
          {[0, 1, 2].map((i) => (
            <div key={i} className="saved-card saved-skeleton" aria-hidden="true" />
          ))}
        </div>
      )}
      {/* The list could not be read: after the banner (or with it dismissed) the page was blank, with
          nothing to do but reload the app. */}
      {list.isError && items.length === 0 && (
        <div className="saved-empty">
          <h2>Your saved backtests could not be loaded</h2>
          <p>Nothing is lost: they are kept on the server.</p>
          <button type="button" className="btn" disabled={list.isFetching}
            onClick={() => { setListErrorDismissed(false); void list.refetch(); }}>
            {list.isFetching ? 'Trying again…' : 'Try again'}
          </button>
        </div>
      )}
      {list.isSuccess && items.length === 0 && (
        <div className="saved-empty">
          <h2>No saved backtests yet</h2>
          <p>Run a backtest and press Save Backtest to keep it here.</p>
        </div>
      )}
      {items.length > 0 && (
        <div className="saved-grid">
          {items.map(({ saved, view }) => (
            <SavedCard
              key={view.id}
              view={view}
              onLoad={() => void load(saved)}
              onDelete={() => setConfirming(saved)}
              onExport={(kind) => void exportOne(saved, kind)}
              selected={selected.includes(view.id)}
              selectable={selected.length < COMPARE_MAX}
              onSelect={comparable ? (on) => select(view.id, on) : undefined}
              onShare={() => setSharing(saved)}
              shared={saved.share_token !== undefined}
              resultsOrigin={saved.results_origin}
            />
          ))}
        </div>
      )}
      {sharing && <ShareDialog backtestId={sharing.backtest_id} name={sharing.name} existingToken={sharing.share_token} onClose={closeShare} />}
      {confirming && (
        <Modal title="Delete backtest" onClose={() => setConfirming(null)}>
          <p>{DELETE_CONFIRM_TEXT}</p>
          {/* Beside the spec's text: deleting also deletes its share link (saved-service.ts), which then shows "not found". */}
          {confirming.share_token !== undefined && <p>{SHARED_DELETE_NOTE}</p>}
          <div className="modal-actions">
            <button type="button" className="btn" onClick={() => setConfirming(null)}>
              Cancel
            </button>
            <button type="button" className="btn btn-danger" onClick={() => void confirmDelete()}>
              Delete
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}
