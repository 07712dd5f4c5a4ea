import { equityCsv } from '../../../../shared/analytics/export/equity-csv';
import { pnlSummaryCsv } from '../../../../shared/analytics/export/pnl-summary-csv';
import { fileSlug } from '../../../../shared/analytics/export/file-names';
import { savedBacktestFile } from '../../../../shared/analytics/export/saved-file';
import { savedResultOf } from '../../../../shared/analytics/export/saved-result';
import { tradeLogCsv } from '../../../../shared/analytics/export/trade-log-csv';
import type { SavedBacktest } from '../../../../shared/contracts/saved';
import { downloadText } from '../../lib/download';

export type SavedExportKind = 'trades' | 'equity' | 'pnl' | 'json';

const CSV_OF = { trades: tradeLogCsv, equity: equityCsv, pnl: pnlSummaryCsv } as const;

/** Downloads one export of a saved backtest; false when its stored results cannot be read as a result (CSV only). */
export function exportSaved(saved: SavedBacktest, kind: SavedExportKind, now: () => Date = () => new Date()): boolean {
  const base = fileSlug(saved.name);
  if (kind === 'json') {
    downloadText(`${base}.json`, `${JSON.stringify(savedBacktestFile(saved, now().toISOString()), null, 1)}\n`, 'application/json');
    return true;
  }
  const result = savedResultOf(saved.results);
  if (!result) return false;
  downloadText(`${base}-${kind}.csv`, CSV_OF[kind](result), 'text/csv');
  return true;
}
