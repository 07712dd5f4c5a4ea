import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useAuth } from '../lib/auth/auth-context';
import { checkoutReturnPath, forgetCheckoutReturn } from '../lib/checkout-return';
import { arriveFromCheckout } from '../lib/checkout-run';
import { lazyNamed } from '../lib/lazy-chunk';
import { SHARE_PAGE_PATH, legacyShareToken, shareAddress } from '../lib/share-location';
import { CoveredPage, SpreadsPage } from './backtest-pages';
import { RouteErrorBoundary } from './route-error-boundary';
import { Splash } from './splash';
import { useMinimumDelay } from './use-minimum-delay';

const LandingRoute = lazyNamed(() => import('./landing-route'), 'LandingRoute');
const DashboardLayout = lazyNamed(() => import('./layout/dashboard-layout'), 'DashboardLayout');
const StrategyPickerPage = lazyNamed(() => import('../features/strategy-picker/strategy-picker-page'), 'StrategyPickerPage');
const SavedPage = lazyNamed(() => import('../features/saved/saved-page'), 'SavedPage');
const ComparePage = lazyNamed(() => import('../features/saved/compare/compare-page'), 'ComparePage');
// A shared backtest (issue 18): public, signed in or not, in its own lazy chunk.
const SharedBacktestPage = lazyNamed(() => import('../features/backtest/share/shared-backtest-page'), 'SharedBacktestPage');

/**
 * '/' keeps its query (the checkout return, `?checkout=success`, is read by the frame). Stripe
 * returns to '/': with `?checkout=...` it goes on to the page checkout was started from, kept in
 * the tab (checked again there), so the notice shows where the user was, with the backtest that was
 * on screen (lib/checkout-run.ts).
 */
function ToBacktest({ keepQuery = false }: { keepQuery?: boolean }) {
  const { search } = useLocation();
  const fromCheckout = keepQuery && new URLSearchParams(search).has('checkout');
  // Read in render (the same on a second render), removed once followed; '/' itself would loop.
  const kept = fromCheckout ? checkoutReturnPath() : null;
  const pathname = kept && kept !== '/' ? kept : '/backtest';
  useEffect(() => {
    if (!fromCheckout) return;
    forgetCheckoutReturn();
    // The backtest that was on screen, handed to its builder (it loads the result again by its job).
    arriveFromCheckout();
  }, [fromCheckout]);
  return <Navigate to={{ pathname, search: keepQuery ? search : '' }} replace />;
}

/**
 * An old share link (/share/<token>) opened within the app: the same page at /share#<token>,
 * replacing the entry (a link opened from outside was moved before the app started, main.tsx).
 */
function LegacyShareLink() {
  const { pathname, search } = useLocation();
  return <Navigate to={shareAddress(legacyShareToken(pathname) ?? '', search)} replace />;
}

function PageFallback() {
  return <div className="page-loading" role="status" aria-label="Loading page" />;
}

/**
 * Spec section 2, routes: signed out, every path shows the landing page (but a share link,
 * /share#<token> or the older /share/<token>, which anyone may open); signed in, '/' and any
 * unknown path redirect to /backtest. The splash stays until the auth state is known and at least
 * one second has passed.
 */
export function AppRoutes({ splashMs }: { splashMs?: number }) {
  const { state } = useAuth();
  const minimumElapsed = useMinimumDelay(splashMs);
  if (state.status === 'loading' || !minimumElapsed) return <Splash />;
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<Splash />}>
        {state.status === 'signedOut' ? (
          <Routes>
            <Route path={SHARE_PAGE_PATH} element={<SharedBacktestPage />} />
            <Route path="/share/:token" element={<LegacyShareLink />} />
            <Route path="*" element={<LandingRoute />} />
          </Routes>
        ) : (
          <Routes>
            <Route path="/" element={<ToBacktest keepQuery />} />
            <Route path="/landing" element={<LandingRoute />} />
            <Route path={SHARE_PAGE_PATH} element={<SharedBacktestPage />} />
            <Route path="/share/:token" element={<LegacyShareLink />} />
            <Route
              element={
                <Suspense fallback={<PageFallback />}>
                  <DashboardLayout />
                </Suspense>
              }
            >
              <Route path="/backtest" element={<StrategyPickerPage />} />
              <Route path="/backtest/covered" element={<CoveredPage />} />
              <Route path="/backtest/spreads" element={<SpreadsPage />} />
              <Route path="/saved" element={<SavedPage />} />
              <Route path="/saved/compare" element={<ComparePage />} />
            </Route>
            <Route path="*" element={<ToBacktest />} />
          </Routes>
        )}
      </Suspense>
    </RouteErrorBoundary>
  );
}
