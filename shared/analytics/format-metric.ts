import type { MetricDefinition } from './analytics-metrics';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** One display rule for the analytics metrics, shared by the results panel, the comparison and shared links. */
export function formatMetric(format: MetricDefinition['format'], value: number | null): string {
  if (value === null || !Number.isFinite(value)) return 'N/A';
  switch (format) {
    case 'usd':
      return usd.format(value);
    case 'percent':
      return `${value.toFixed(2)}%`;
    case 'days':
      return `${value.toFixed(1)} d`;
    case 'count':
      return String(Math.round(value));
    case 'ratio':
      return value.toFixed(2);
  }
}
