import { useMemo } from 'react';
import type { AnalyticsInput } from '../../../../../shared/analytics/analytics-input';
import { ANALYTICS_METRICS, analyticsMetrics } from '../../../../../shared/analytics/analytics-metrics';
import { formatMetric } from '../../../../../shared/analytics/format-metric';
import { positiveRatioOnLoss, ratioOnLossCardNote } from '../../../../../shared/analytics/ratio-on-loss';

/** A metric card whose tooltip (the formula) shows on hover and focus and is its accessible description. */
function AnalyticsCard({ id, label, value, tooltip, note }: { id: string; label: string; value: string; tooltip: string; note?: string }) {
  const tipId = `${id}-tip`;
  return (
    <div className="bt-metric bt-metric--tip" role="group" aria-label={label} aria-describedby={tipId} tabIndex={0} title={tooltip}>
      <div className="bt-metric__label">{label}<span className="bt-help__mark" aria-hidden="true">?</span></div>
      <div className="bt-metric__value">{value}</div>
      {note ? <div className="bt-metric__note">{note}</div> : null}
      <div className="bt-metric__tooltip" role="tooltip" id={tipId}>{tooltip}</div>
    </div>
  );
}

/** The Pro analytics metric cards (each from one pure function of shared/analytics/metrics). */
export function AnalyticsCards({ input }: { input: AnalyticsInput }) {
  const metrics = useMemo(() => analyticsMetrics(input), [input]);
  // A positive Sortino on a run that lost money says so, as the Sharpe card does (audit 8, F1: +1.77 on a loss of 38.15%),
  // with the loss the Total Return card and the Sharpe note show: recomputed from the balances it
  // could read a basis point apart from them ('lost 0.02%' beside a Total Return of -0.01%).
  const returnPct = input.totalReturnPct;
  const sortinoNote = positiveRatioOnLoss(metrics.sortino, returnPct) ? ratioOnLossCardNote(returnPct, 'Sortino') : undefined;
  return (
    <div className="bt-metrics" aria-label="Analytics metrics">
      {ANALYTICS_METRICS.map((def) => (
        <AnalyticsCard
          key={def.key}
          id={`analytics-${def.key}`}
          label={def.label}
          tooltip={def.tooltip}
          value={formatMetric(def.format, metrics[def.key])}
          note={def.key === 'sortino' ? sortinoNote : undefined}
        />
      ))}
    </div>
  );
}

/** What a free user sees in place of a Pro section. */
export function ProLocked({ what, onUpgrade }: { what: string; onUpgrade: () => void }) {
  return (
    <div className="bt-locked" role="note">
      <span>{what} are part of Pro.</span>
      <button type="button" className="bt-btn bt-btn--primary" onClick={onUpgrade}>Upgrade to Pro</button>
    </div>
  );
}
