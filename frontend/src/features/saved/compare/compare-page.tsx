import { Suspense, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { analyticsInputOf } from '../../../../../shared/analytics/analytics-input';
import { compareRows, MIN_TRADES_FOR_BEST_RATIO } from '../../../../../shared/analytics/compare/compare-rows';
import { onlyInEach, sharedDifferences, strategyDiff, type FieldDifference } from '../../../../../shared/analytics/compare/strategy-diff';
import { savedResultOf } from '../../../../../shared/analytics/export/saved-result';
import { formatMetric } from '../../../../../shared/analytics/format-metric';
import { SAVED_CALL_FAILED } from '../../../../../shared/domain/messages';
import { BENCHMARK_NAME } from '../../../../../shared/domain/ui-texts';
import { messageOf } from '../../../lib/api/api-error';
import { useSavedBacktestsByIds } from '../../../lib/api/get-saved-backtest';
import { lazyNamed } from '../../../lib/lazy-chunk';
import { COMPARE_MAX, COMPARE_MIN } from '../saved-toolbar';
import { compareChartOption } from './compare-chart-options';
import { unstarredText } from './unstarred-text';
import { holdsFieldParent } from './field-absence';
import { SideScroll } from '../../../components/side-scroll';
import '../saved.css';

/** A shared field's cell in the column of a run whose strategy has no such field. */
export const NOT_IN_RUN = 'not in this run';
export const NOT_IN_RUN_LEGEND = "'not in this run': that run's strategy has no such field (a covered strategy has no legs, a two-leg spread no Leg 3), so there is no value to compare, not a zero; 'N/A' is a field the run has and left blank.";

const EChartView = lazyNamed(() => import('../../../components/echart-view'), 'EChartView');

/** The ids in ?ids=a,b,c (deduplicated, at most COMPARE_MAX). */
export function compareIdsOf(param: string | null): string[] {
  return [...new Set((param ?? '').split(',').map((s) => s.trim()).filter(Boolean))].slice(0, COMPARE_MAX);
}

/** /saved/compare?ids=…: two to four saved backtests side by side (curves, drawdowns, metrics, strategy differences). */
export function ComparePage() {
  const [params] = useSearchParams();
  const ids = useMemo(() => compareIdsOf(params.get('ids')), [params]);
  const query = useSavedBacktestsByIds(ids);
  const runs = useMemo(
    () => (query.data ?? []).flatMap((saved) => {
      const result = savedResultOf(saved.results);
      return result ? [{ saved, result }] : [];
    }),
    [query.data],
  );
  const option = useMemo(() => compareChartOption(runs.map(({ saved, result }) => ({ name: saved.name, startBalance: result.start_balance, equity: analyticsInputOf(result).equity }))), [runs]);
  const rows = useMemo(() => compareRows(runs.map((r) => r.result)), [runs]);
  const diff = useMemo(() => strategyDiff(runs.map((r) => r.saved.strategy)), [runs]);
  // Fields two or more runs have go in the table; a field one run alone has is listed under it
  // ('Only in …'): a covered run beside a spread had ~60 rows of one value and 'N/A'.
  const shared = useMemo(() => sharedDifferences(diff), [diff]);
  const onlyIn = useMemo(() => onlyInEach(diff, runs.length), [diff, runs.length]);
  // Not in run i at all; a field missing from an object the run has (a leg without its tolerance) was
  // left at its default, and keeps the words that default reads as ('Any').
  const absent = (d: FieldDifference, i: number) => d.presentIn[i] === false && !holdsFieldParent(runs[i]?.saved.strategy, d.path);

  return (
    // The app header names the page ('Compare Backtests'); a heading here repeated it.
    <section className="saved compare" aria-label="Compare Backtests">
      <header className="saved-header">
        <p><Link to="/saved">Back to Saved Backtests</Link></p>
      </header>
      {query.isPending && <div role="status" aria-label="Loading comparison" className="saved-card saved-skeleton" />}
      {query.isError && <div className="banner banner-error" role="alert">{messageOf(query.error, SAVED_CALL_FAILED.fetchBacktests)}</div>}
      {query.isSuccess && runs.length < COMPARE_MIN && (
        <div className="banner banner-error" role="alert">
          Choose {COMPARE_MIN} to {COMPARE_MAX} saved backtests with readable results to compare ({runs.length} found).
        </div>
      )}
      {runs.length >= COMPARE_MIN && (
        <>
          <Suspense fallback={<div className="bt-chart bt-shimmer compare-chart" aria-label="Loading chart" />}>
            <EChartView option={option} className="compare-chart" label="P&L and drawdown of the compared backtests" />
          </Suspense>
          <SideScroll label="Metrics comparison, scrolling" what={`all ${runs.length} runs`}>
            <table className="compare-table compare-table--figures" aria-label="Metrics comparison">
              <thead>
                <tr>
                  <th>Metric</th>
                  {runs.map(({ saved, result }) => (
                    <th key={saved.backtest_id}>
                      {saved.name}{' '}
                      <span className="compare-period">{result.data_period.start_date} → {result.data_period.end_date}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    {row.values.map((v, i) => {
                      const best = row.best.includes(i);
                      // A higher figure without the star says why right in its cell (the note below is far from it).
                      const reasons = row.unstarred.find((u) => u.run === i)?.why;
                      const why = reasons ? unstarredText(reasons) : null;
                      const label = best ? `${formatMetric(row.format, v)} (best)` : why ? `${formatMetric(row.format, v)} (${why.spoken})` : undefined;
                      return (
                        <td key={i} className={best ? 'compare-best' : undefined} aria-label={label}>
                          {formatMetric(row.format, v)}{best ? ' ★' : ''}
                          {why ? <span className="compare-few" aria-hidden="true">{why.shown}</span> : null}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </SideScroll>
          {/* One sentence in view, the rules behind it: the whole note was 13 lines at 375 px, under the table. */}
          <details className="compare-note compare-star-rules">
            <summary>★ marks the best of a row among the runs that compare.</summary>
            <p>
            A figure that reads as good without one says why:
            dollar figures among runs with the same start balance; Total P&amp;L, Total Return, Excess Return, Max Drawdown, Return on
            Max Capital, the Calmar ratio, the largest win and loss and Max Consecutive Losses, which grow with the length of a run, among
            runs over the same dates; ratios, the win rate and the premium capture among runs of at least {MIN_TRADES_FOR_BEST_RATIO} trades
            (below that one trade decides them); the win rate only among runs that made money (it counts trades, not dollars: a run can
            win most of its trades and still lose), and no star for a Sharpe or Sortino ratio above 0 on a run that lost money (large daily
            swings lift it). Across different dates a star also compares their markets. Each run's {BENCHMARK_NAME} is
            its own underlying over its own dates, dividends reinvested (in results saved before that, kept as cash).
            </p>
          </details>
          <h2>Strategy differences</h2>
          {diff.length === 0 ? (
            <p>The strategies are identical.</p>
          ) : shared.length === 0 ? null : (
            <SideScroll label="Strategy differences, scrolling" what={`all ${runs.length} runs`}>
              <table className="compare-table compare-table--diff" aria-label="Strategy differences">
                <thead>
                  <tr><th>Field</th>{runs.map(({ saved }) => <th key={saved.backtest_id}>{saved.name}</th>)}</tr>
                </thead>
                <tbody>
                  {shared.map((d) => (
                    <tr key={d.path}>
                      <th scope="row" title={d.path}>{d.label}</th>
                      {d.values.map((v, i) => (absent(d, i)
                        // A field two of three runs share read 'N/A' in the third, as a field left blank
                        // reads: the run has no such field at all (a covered run has no Leg 2), so it says so.
                        ? <td key={i} className="compare-absent">{NOT_IN_RUN}</td>
                        : <td key={i}>{v}</td>))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </SideScroll>
          )}
          {shared.some((d) => d.presentIn.some((_, i) => absent(d, i))) ? (
            <p className="compare-note">{NOT_IN_RUN_LEGEND}</p>
          ) : null}
          {runs.map(({ saved }, i) => (onlyIn[i]?.length ? (
            <div key={saved.backtest_id} className="compare-only-in">
              <h3>Only in {saved.name}</h3>
              <ul aria-label={`Only in ${saved.name}`}>
                {onlyIn[i]?.map((field, j) => <li key={j}>{field}</li>)}
              </ul>
            </div>
          ) : null))}
        </>
      )}
    </section>
  );
}
