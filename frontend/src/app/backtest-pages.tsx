import { lazy } from 'react';
import { loadChunk } from '../lib/lazy-chunk';

/**
 * The two builders come from the backtest feature (frontend-backtest's area), in one lazy chunk:
 * they carry ECharts and the builders, which the landing page and the saved screen do not need.
 */
const loadBacktestFeature = () => loadChunk(() => import('../features/backtest'));

export const CoveredPage = lazy(async () => ({ default: (await loadBacktestFeature()).CoveredRoutePage }));
export const SpreadsPage = lazy(async () => ({ default: (await loadBacktestFeature()).SpreadsRoutePage }));
