import { formatNumber, formatPercent, formatUsd } from '../lib/format';
import type { DerivedResults } from './derived-types';

function Metric({ label, value, tone, small }: { label: string; value: string; tone?: 'positive' | 'negative'; small?: boolean }) {
  return (
    <div className="bt-metric" role="group" aria-label={label}>
      <div className="bt-metric__label">{label}</div>
      <div className={`bt-metric__value ${small ? 'bt-metric__value--small' : ''} ${tone ? `bt-${tone}` : ''}`}>{value}</div>
    </div>
  );
}

const tone = (value: number | null) => (value === null ? undefined : value > 0 ? 'positive' : value < 0 ? 'negative' : undefined);

/** Spec metric cards, plus Sharpe whenever the result carries it (the landing page promises it). */
export function MetricCards({ results }: { results: DerivedResults }) {
  return (
    <div className="bt-metrics">
      <Metric label="Win Rate" value={formatPercent(results.winRate, 1)} />
      <Metric
        label="Balance"
        small
        value={`${formatUsd(results.startBalance)} → ${formatUsd(results.endBalance)}`}
        tone={tone(results.endBalance !== null && results.startBalance !== null ? results.endBalance - results.startBalance : null)}
      />
      <Metric label="Max Drawdown" value={formatPercent(results.maxDrawdown)} tone={results.maxDrawdown > 0 ? 'negative' : undefined} />
      <Metric label="CAGR" value={formatPercent(results.cagrPercent)} tone={tone(results.cagrPercent)} />
      <Metric label="Total Trades" value={String(results.totalTrades)} />
      <Metric label="Net Premium Received" value={formatUsd(results.netPremiumReceived)} tone={tone(results.netPremiumReceived)} />
      {results.sharpeRatio !== null ? <Metric label="Sharpe Ratio" value={formatNumber(results.sharpeRatio)} /> : null}
    </div>
  );
}
