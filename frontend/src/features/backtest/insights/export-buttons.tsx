import { equityCsv } from '../../../../../shared/analytics/export/equity-csv';
import { pnlSummaryCsv } from '../../../../../shared/analytics/export/pnl-summary-csv';
import { tradeLogCsv } from '../../../../../shared/analytics/export/trade-log-csv';
import { fileSlug } from '../../../../../shared/analytics/export/file-names';
import { downloadText } from '../../../lib/download';
import type { AnyBacktestResult } from '../lib/shared';

/**
 * CSV of the trade log, of the daily equity with the benchmark, and of the P&L summary (the lines,
 * trades to dividends, interest and shares, that add up to the total P&L), named after what ran
 * ('SPY-wheel', when the page says) and the period: a folder of exports tells the runs apart.
 */
export function ExportButtons({ result, runName = null }: { result: AnyBacktestResult; runName?: string | null }) {
  const dates = `${result.data_period.start_date}_${result.data_period.end_date}`;
  const period = runName ? `${fileSlug(runName)}-${dates}` : dates;
  return (
    <div className="bt-actions" role="group" aria-label="Export">
      <button type="button" className="bt-btn" onClick={() => downloadText(`backtest-${period}-trades.csv`, tradeLogCsv(result), 'text/csv')}>
        Export trades (CSV)
      </button>
      <button type="button" className="bt-btn" onClick={() => downloadText(`backtest-${period}-equity.csv`, equityCsv(result), 'text/csv')}>
        Export equity (CSV)
      </button>
      <button type="button" className="bt-btn" onClick={() => downloadText(`backtest-${period}-pnl.csv`, pnlSummaryCsv(result), 'text/csv')}>
        Export P&amp;L summary (CSV)
      </button>
    </div>
  );
}
