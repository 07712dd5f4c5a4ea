import { lazy, type ComponentType } from 'react';
import { loadChunk } from '../lib/lazy-chunk';

/**
 * The two builders come from the backtest feature (frontend-backtest's area), loaded lazily: they
 * carry ECharts. Looked up by glob so the shell builds before the feature's index lands; an absent
 * export renders nothing.
 */
const modules = import.meta.glob<Record<string, unknown>>('../features/backtest/index.ts');
const loadFeature = modules['../features/backtest/index.ts'];

function Nothing() {
  return null;
}

function isComponent(value: unknown): value is ComponentType {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

function featurePage(name: string) {
  return lazy(async () => {
    if (!loadFeature) return { default: Nothing };
    const mod = await loadChunk(loadFeature);
    const page = mod[name];
    return { default: isComponent(page) ? page : Nothing };
  });
}

export const CoveredPage = featurePage('CoveredBacktestPage');
export const SpreadsPage = featurePage('SpreadsBacktestPage');
