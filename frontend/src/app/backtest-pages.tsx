import { lazyNamed } from '../lib/lazy-chunk';

/**
 * The two builders come from the backtest feature (frontend-backtest's area), each a lazy chunk:
 * they carry ECharts and the builders, which the landing page and the saved screen do not need.
 */
export const CoveredPage = lazyNamed(() => import('../features/backtest'), 'CoveredBacktestPage');
export const SpreadsPage = lazyNamed(() => import('../features/backtest'), 'SpreadsBacktestPage');
