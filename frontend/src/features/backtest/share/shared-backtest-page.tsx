import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { savedResultOf } from '../../../../../shared/analytics/export/saved-result';
import { isShareToken, SHARE_MESSAGES, type SharedBacktest } from '../../../../../shared/contracts/share';
import { SENT_RESULTS_NOTICE, strategyTypeOf } from '../../../../../shared/contracts/saved';
import { ApiError, messageOf, NetworkError } from '../../../lib/api/api-error';
import { useSharedBacktest } from '../../../lib/api/share-links';
import { formatDay } from '../../../lib/format-day';
import { shareTokenOfHash } from '../../../lib/share-location';
import { formatSignedUsd } from '../lib/format';
import { deriveResults } from '../results/derive-results';
import { runSummary } from '../results/run-diagnostics';
import { ResultsSections, RunHeaderLines } from '../results/results-sections';
import { ResultAfterTax } from '../insights/result-insights';
import { pnlClass } from '../results/trade-row';
import { sharedRunCosts } from './shared-run-costs';
import { strategyFields } from './strategy-fields';
import { usePageTitle } from './use-page-title';
import type { LegShape } from '../../../../../shared/domain/leg-structure';
import { spreadsStrategyTitle } from '../../../../../shared/domain/spreads-title';
import '../backtest.css';
import './shared-backtest.css';

/**
 * /share#<token> (issue 18): a shared backtest, read only, for anyone with the link, signed in or
 * not. The token is read from the fragment and sent in the read's body (lib/api/share-links.ts), so
 * no server sees it in a URL. The results are drawn by the same components as the builders'
 * results panel (results-sections.tsx: the data-period notice, the units, quote source and costs lines, the chart with the
 * vol model's error band, the implied-vol anchors note, the metric cards with their ranges, the
 * trade log, diagnostics), so a visitor reads the caveats the owner reads; without Save and the
 * Pro sections; the strategy as a table of its fields. An
 * unknown, malformed or revoked link shows "not found"; a network failure or a server error says so and
 * offers to try again.
 */
export function SharedBacktestPage() {
  const token = shareTokenOfHash(useLocation().hash);
  const valid = isShareToken(token);
  const query = useSharedBacktest(token, valid);
  const notFound = !valid || (query.isError && query.error instanceof ApiError && query.error.status === 404);
  usePageTitle(notFound ? `${SHARE_MESSAGES.notFound} · Options Backtester` : query.data ? `${query.data.name} · Shared backtest · Options Backtester` : 'Shared backtest · Options Backtester');
  return (
    <div className="share-page">
      <header className="share-page__bar">
        <Link to="/" className="share-page__brand">Options Backtester</Link>
        <span className="share-page__readonly">
          <span className="badge badge-info">Read-only shared backtest</span>
          <span className="bt-muted share-page__hint">Someone shared this with you: you can look, not change it.</span>
        </span>
        {/* Signed out, "/" is the landing page with sign-up; signed in, it opens the app. */}
        <Link to="/" className="btn btn-primary btn-small share-page__cta">Backtest your own · Sign up or open the app</Link>
      </header>
      <main className="share-page__main">
        {notFound ? (
          <NotFound />
        ) : query.isPending ? (
          <div role="status" aria-label="Loading shared backtest" className="bt-chart bt-shimmer" />
        ) : query.isError && query.error instanceof NetworkError ? (
          // No answer at all: nothing is known of the link, so neither 'fine' nor 'not found'; try again here.
          <div className="banner banner-error" role="alert">
            <span>The shared backtest could not be loaded: {query.error.message}. Check your connection and try again.</span>
            <RetryButton query={query} />
          </div>
        ) : query.isError && query.error instanceof ApiError && query.error.status >= 500 ? (
          // Said with what to do: a server error read only 'Internal server error'. Only a server error
          // says the link is fine; it may pass, so it is retried here as a network failure is.
          <div className="banner banner-error" role="alert">
            <span>The shared backtest could not be loaded ({query.error.message}). Reload the page in a moment; the link itself is fine.</span>
            <RetryButton query={query} />
          </div>
        ) : query.isError ? (
          <div className="banner banner-error" role="alert">
            {query.error instanceof ApiError && query.error.status === 429
              ? 'Too many requests for shared backtests right now. Please try again in a minute.'
              : // A refusal (403, 410) or an answer this page cannot read says nothing of the link being fine.
                `The shared backtest could not be loaded (${messageOf(query.error, 'no answer from the server')}). Reload the page in a moment; if it still fails, ask whoever shared it to check the link.`}
          </div>
        ) : (
          <SharedView shared={query.data} />
        )}
      </main>
    </div>
  );
}

/** Asks the server again in place (a network failure or a server error may pass). */
function RetryButton({ query }: { query: { isFetching: boolean; refetch: () => Promise<unknown> } }) {
  return (
    <button type="button" className="btn btn-small share-page__retry" disabled={query.isFetching} onClick={() => void query.refetch()}>
      {query.isFetching ? 'Trying again…' : 'Try again'}
    </button>
  );
}

function NotFound() {
  return (
    <section className="share-page__missing" aria-labelledby="share-missing">
      <h1 id="share-missing">{SHARE_MESSAGES.notFound}</h1>
      <p>The link may have been revoked by its owner, or the backtest deleted; or the link is incomplete (check that it was copied whole).</p>
      <p><Link to="/">Go to Options Backtester</Link></p>
    </section>
  );
}

function SharedView({ shared }: { shared: SharedBacktest }) {
  const result = useMemo(() => savedResultOf(shared.results), [shared.results]);
  const legs = Array.isArray(shared.strategy.legs) ? (shared.strategy.legs as unknown[]).filter((l): l is LegShape => typeof l === 'object' && l !== null) : undefined;
  // A spreads run's title: a default name gives way to the legs' kind (spreads-title.ts).
  const strategyName = spreadsStrategyTitle(typeof shared.strategy.name === 'string' ? shared.strategy.name : undefined, legs);
  const results = useMemo(() => (result ? deriveResults(result, { strategyName }) : null), [result, strategyName]);
  const fields = useMemo(() => strategyFields(shared.strategy), [shared.strategy]);
  // The costs and units lines the owner's results panel shows (results-panel.tsx), and the dates the
  // data-period notice reads, from the saved request.
  const ran = useMemo(() => sharedRunCosts(shared.strategy, result), [shared.strategy, result]);
  const summary = results ? runSummary(results, ran.ticker) : null;
  return (
    <article className="share-page__content" aria-labelledby="shared-name">
      <header className="share-page__title">
        <h1 id="shared-name">{shared.name}</h1>
        <span className="badge badge-info">{strategyTypeOf(shared.strategy) === 'covered' ? 'Covered' : 'Spreads'}</span>
        {shared.description ? <p className="share-page__description">{shared.description}</p> : null}
        <p className="bt-muted">Saved {formatDay(shared.created_at)} · shared {formatDay(shared.shared_at)}</p>
        {/* Results stored as a browser sent them may have been edited: a visitor is told (audit 21 F2). */}
        {shared.results_origin === 'sent' ? <p className="banner banner-info share-page__sent-copy" role="note">{SENT_RESULTS_NOTICE}</p> : null}
      </header>
      {results ? (
        <div className="bt-panel" aria-label="Results">
          <div className="bt-panel__header">
            <div>
              <h2>Performance</h2>
              <span className={pnlClass(results.totalPnL)}>Total P&amp;L {formatSignedUsd(results.totalPnL)}</span>
              {summary ? <span className="bt-muted bt-run-summary">{summary}</span> : null}
              <RunHeaderLines mode={results.mode} results={results} result={result} costs={ran.costs} ticker={ran.ticker} legQuantities={ran.legQuantities} />
            </div>
          </div>
          {/* The after-tax estimate with the owner's filing status, which the visitor reads but cannot change. */}
          <ResultsSections results={results} result={result} requested={ran.requested}
            afterMetrics={result ? <ResultAfterTax result={result} filingKept={{ status: shared.filing_status, readOnly: true }} /> : null} />
        </div>
      ) : (
        <div className="banner banner-error" role="alert">These results were saved in a form this page cannot draw.</div>
      )}
      <section className="bt-panel" aria-labelledby="shared-strategy">
        <h2 id="shared-strategy">Strategy</h2>
        <table className="share-strategy" aria-label="Strategy settings">
          <tbody>
            {fields.map((f) => (
              <tr key={f.path}>
                <th scope="row" title={f.path}>{f.label}</th>
                <td>{f.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </article>
  );
}
