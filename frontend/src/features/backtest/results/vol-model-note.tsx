import type { VolModelSummary } from '../lib/shared';
import { formatInteger } from '../lib/format';

/**
 * What the modeled chain rested on (issue 15), from the result's `vol_model`: the real Cboe indices
 * that anchored the implied-vol surface, and every day a documented fallback replaced a missing
 * index value (chain-rules.ts section 3), so the user sees which days stood on weaker ground.
 * Nothing for results without it (older results, runs priced only by imported chains).
 */
const ANCHOR_TEXT: Readonly<Record<string, string>> = {
  VIX: 'Cboe VIX, VIX9D, VIX3M, VIX6M and SKEW',
  'single-name model': "the single-name model (the stock's realised vol, its beta and the market's implied vol)",
};

export function anchorsText(anchors: readonly string[]): string {
  const named = anchors.filter((a) => a !== 'single-name model').map((a) => ANCHOR_TEXT[a] ?? `Cboe ${a}`);
  const single = anchors.includes('single-name model');
  if (named.length === 0) return single ? (ANCHOR_TEXT['single-name model'] ?? '') : '';
  return single ? `${named.join(', ')}; on days without it, the single-name model` : named.join(', ');
}

function daysText(f: VolModelSummary['fallbacks'][number]): string {
  return f.from === f.to ? f.from : `${f.from} → ${f.to} (${formatInteger(f.days)} days)`;
}

export function VolModelNote({ volModel }: { volModel: VolModelSummary | null | undefined }) {
  if (!volModel) return null;
  const head = `Implied volatility anchored to ${anchorsText(volModel.anchors)}`;
  if (volModel.fallback_days === 0) {
    return <p className="bt-muted bt-vol-model">{head} on all {formatInteger(volModel.modeled_days)} modeled days.</p>;
  }
  const n = volModel.fallback_days;
  return (
    <details className="bt-diagnostics bt-vol-model">
      {/* 'Fallback used on N days' named the engine's rule, not what happened: an index value was missing. */}
      <summary>{head}. On {formatInteger(n)} of {formatInteger(volModel.modeled_days)} modeled {volModel.modeled_days === 1 ? 'day' : 'days'} an index was missing and filled in by rule</summary>
      <ul aria-label="Vol model fallback days">
        {volModel.fallbacks.map((f) => <li key={`${f.from} ${f.rule}`}>{daysText(f)}: {f.rule}</li>)}
      </ul>
    </details>
  );
}
