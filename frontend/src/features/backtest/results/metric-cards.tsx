import { useContext, createContext } from 'react';
import { HelpPopover } from '../common/help-popover';
import { formatNumber, formatPercent, formatUsd } from '../lib/format';
import type { BacktestMode, DerivedResults } from './derived-types';
import { metricFormula } from './metric-formulas';

const ModeContext = createContext<BacktestMode>('covered');

/** A card with its formula as a tooltip (hover) and a help popover (tap, keyboard). */
function Metric({ label, value, tone, small }: { label: string; value: string; tone?: 'positive' | 'negative'; small?: boolean }) {
  const formula = metricFormula(label, useContext(ModeContext));
  return (
    <div className="bt-metric" role="group" aria-label={label} title={formula}>
      <div className="bt-metric__label">{label}{formula ? <HelpPopover topic={label} text={formula} /> : null}</div>
      <div className={`bt-metric__value ${small ? 'bt-metric__value--small' : ''} ${tone ? `bt-${tone}` : ''}`}>{value}</div>
    </div>
  );
}

/** Green above zero, red below, no colour at zero (a flat $0.00 is not a win). */
const tone = (value: number | null) => (value === null || Math.abs(value) < 0.005 ? undefined : value > 0 ? 'positive' : 'negative');

/** Spec metric cards, plus Sharpe whenever the result carries it (the landing page promises it). */
export function MetricCards({ results }: { results: DerivedResults }) {
  return (
    <ModeContext.Provider value={results.mode}>
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
    </ModeContext.Provider>
  );
}
