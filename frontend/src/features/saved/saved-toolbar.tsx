import { useRef, useState } from 'react';
import { importSavedBacktestFile } from '../../../../shared/analytics/export/saved-file';
import { SAVED_CALL_FAILED } from '../../../../shared/domain/messages';
import { messageOf } from '../../lib/api/api-error';
import { useSaveBacktest } from '../../lib/api/save-backtest';

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

interface SavedToolbarProps {
  selectedCount: number;
  onCompare: () => void;
  onMessage: (message: { kind: 'error' | 'info'; text: string }) => void;
}

/** Import a saved-backtest JSON file (saved as a new backtest) and open the comparison of the selected ones. */
export function SavedToolbar({ selectedCount, onCompare, onMessage }: SavedToolbarProps) {
  const input = useRef<HTMLInputElement>(null);
  const save = useSaveBacktest();
  const [importing, setImporting] = useState(false);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setImporting(true);
    try {
      const outcome = importSavedBacktestFile(await file.text());
      if (!outcome.ok) {
        onMessage({ kind: 'error', text: `Import failed: ${outcome.message}` });
        return;
      }
      await save.mutateAsync(outcome.payload);
      onMessage({ kind: 'info', text: `Imported “${outcome.payload.backtest_name}”` });
    } catch (error) {
      onMessage({ kind: 'error', text: messageOf(error, SAVED_CALL_FAILED.saveBacktest) });
    } finally {
      setImporting(false);
      if (input.current) input.current.value = '';
    }
  };

  const canCompare = selectedCount >= COMPARE_MIN && selectedCount <= COMPARE_MAX;
  return (
    <div className="saved-toolbar">
      <button type="button" className="btn btn-primary" disabled={!canCompare} onClick={onCompare}>
        Compare ({selectedCount})
      </button>
      <span className="saved-date">Select {COMPARE_MIN} to {COMPARE_MAX} backtests to compare.</span>
      <span className="saved-import">
        <button type="button" className="btn" disabled={importing} onClick={() => input.current?.click()}>
          {importing ? 'Importing…' : 'Import JSON'}
        </button>
        <input ref={input} type="file" accept="application/json,.json" aria-label="Import saved backtest file" onChange={(e) => void onFile(e.target.files?.[0])} />
      </span>
    </div>
  );
}
