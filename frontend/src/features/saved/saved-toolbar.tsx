import { useRef, useState } from 'react';
import { importSavedBacktestFile } from '../../../../shared/analytics/export/saved-file';
import { importTooLargeMessage, SAVE_BODY_MAX_BYTES } from '../../../../shared/contracts/limits';
import type { SaveBacktestPayload, SavedBacktest } from '../../../../shared/contracts/saved';
import { BACKTEST_NAME_MAX } from '../../../../shared/domain/constants';
import { SAVED_CALL_FAILED } from '../../../../shared/domain/messages';
import { messageOf } from '../../lib/api/api-error';
import { saveBodyBytes, useSaveBacktest } from '../../lib/api/save-backtest';

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

interface SavedToolbarProps {
  selectedCount: number;
  /**
   * Enough backtests are listed to compare (at least COMPARE_MIN): with none or one, a disabled
   * 'Compare (0)' and 'Select 2 to 4 backtests' asked for what the list could not give.
   */
  comparable?: boolean;
  onCompare: () => void;
  onMessage: (message: { kind: 'error' | 'info'; text: string }) => void;
  /** The backtests listed now, to tell an import of one of them. */
  saved?: readonly Pick<SavedBacktest, 'name' | 'created_at'>[];
}

const COPY_SUFFIX = ' (copy)';

/**
 * An import of a file exported from a backtest still listed (the same name and the same saved
 * time): it is saved as a copy named '… (copy)' and said so; it is not skipped, since the file may
 * hold what the list's summary cannot show was changed, and an import must lose nothing. Anything
 * else is saved under the file's name as written.
 */
export function importAsCopy(payload: SaveBacktestPayload, createdAt: string | undefined, saved: readonly Pick<SavedBacktest, 'name' | 'created_at'>[]): { payload: SaveBacktestPayload; message: string } {
  const name = payload.backtest_name;
  const same = createdAt !== undefined && saved.some((b) => b.name === name && b.created_at === createdAt);
  if (!same) return { payload, message: `Imported “${name}”` };
  const copy = freeCopyName(name, new Set(saved.map((b) => b.name)));
  return { payload: { ...payload, backtest_name: copy }, message: `“${name}” is already saved: imported as a copy, “${copy}”` };
}

/**
 * '… (copy)', or '… (copy 2)', '… (copy 3)' … when that name is listed too: the same file imported
 * twice made two cards both named '… (copy)', which the list could not tell apart.
 */
function freeCopyName(name: string, listed: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? COPY_SUFFIX : ` (copy ${n})`;
    const candidate = `${name.slice(0, BACKTEST_NAME_MAX - suffix.length)}${suffix}`;
    if (!listed.has(candidate)) return candidate;
  }
}

/** Import a saved-backtest JSON file (saved as a new backtest) and open the comparison of the selected ones. */
export function SavedToolbar({ selectedCount, comparable = true, onCompare, onMessage, saved = [] }: SavedToolbarProps) {
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
      const imported = importAsCopy(outcome.payload, outcome.createdAt, saved);
      // A result over the save body (a run saved by its job, exported) cannot be sent back: say so and what to do.
      const bytes = saveBodyBytes(imported.payload);
      if (bytes > SAVE_BODY_MAX_BYTES) {
        onMessage({ kind: 'error', text: importTooLargeMessage(outcome.payload.backtest_name, bytes) });
        return;
      }
      await save.mutateAsync(imported.payload);
      onMessage({ kind: 'info', text: imported.message });
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
      {comparable && (
        <>
          <button type="button" className="btn btn-primary" disabled={!canCompare} onClick={onCompare}>
            Compare ({selectedCount})
          </button>
          <span className="saved-date">Select {COMPARE_MIN} to {COMPARE_MAX} backtests to compare.</span>
        </>
      )}
      <span className="saved-import">
        <button type="button" className="btn" disabled={importing} onClick={() => input.current?.click()}>
          {importing ? 'Importing…' : 'Import JSON'}
        </button>
        <input ref={input} type="file" accept="application/json,.json" aria-label="Import saved backtest file" onChange={(e) => void onFile(e.target.files?.[0])} />
      </span>
    </div>
  );
}
