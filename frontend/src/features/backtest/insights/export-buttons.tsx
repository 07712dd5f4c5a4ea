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
    // One row at any width ('Export trades (CSV)' and its two siblings wrapped two and one at 1280 px,
    // one a line on a phone): the format said once in front, each button named whole for a screen
    // reader and a voice user ('Export trades (CSV)', the words the app's messages use; the visible
    // word is in it, WCAG 2.5.3).
    <div className="bt-actions bt-exports" role="group" aria-label="Export">
      <span className="bt-exports__format" aria-hidden="true">CSV</span>
      <button type="button" className="bt-btn" aria-label="Export trades (CSV)" onClick={() => downloadText(`backtest-${period}-trades.csv`, tradeLogCsv(result), 'text/csv')}>
        Trades
      </button>
      <button type="button" className="bt-btn" aria-label="Export equity (CSV)" onClick={() => downloadText(`backtest-${period}-equity.csv`, equityCsv(result), 'text/csv')}>
        Equity
      </button>
      <button type="button" className="bt-btn" aria-label="Export P&L summary (CSV)" onClick={() => downloadText(`backtest-${period}-pnl.csv`, pnlSummaryCsv(result), 'text/csv')}>
        P&amp;L summary
      </button>
    </div>
  );
}
