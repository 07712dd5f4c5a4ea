import { createContext, useContext } from 'react';
import type { MinVolumeCheck } from '../lib/shared';
import { formatInteger, formatNumber, formatPercent, formatSignedPercent, formatUsd } from '../lib/format';

/**
 * Under a metric card, the same figure with no minimum volume (audit 15 F1; the result's
 * `min_volume_check`, shared/engine/strategy/min-volume-check.ts): written when the run's minimum
 * volume was checked against modeled volume and changed what it traded. The modeled volume of a
 * 2020s single name put most strikes under the default 100 and the filter took far-off strikes
 * (an AAPL 2023 strangle +13.82%, +5.61% with no minimum), which no real chain here can confirm;
 * the card shows both so that neither reads as the only answer. Nothing for older results.
 */
export const NO_MINIMUM_SUFFIX = 'with no minimum volume';

const MinVolumeCheckContext = createContext<MinVolumeCheck | null>(null);

export function MinVolumeCheckProvider({ check, children }: { check: MinVolumeCheck | null | undefined; children: React.ReactNode }) {
  return <MinVolumeCheckContext.Provider value={check ?? null}>{children}</MinVolumeCheckContext.Provider>;
}

/** Each figure written as its card writes it. */
const READS: Readonly<Record<string, (c: MinVolumeCheck) => string>> = {
  Balance: (c) => formatUsd(c.without_minimum.end_balance),
  'Max Drawdown': (c) => formatPercent(c.without_minimum.max_drawdown_pct),
  CAGR: (c) => formatSignedPercent(c.without_minimum.cagr_pct, 2),
  'Total Return': (c) => formatSignedPercent(c.without_minimum.total_return_pct, 2),
};

/** What the filter did, in a trader's words: 'the minimum volume of 100, checked against modeled volume, moved 33 picks (by up to 0.249 of delta)…'. */
export function minVolumeCheckWhat(c: MinVolumeCheck): string {
  const parts = [
    c.moved_picks > 0 ? `moved ${formatInteger(c.moved_picks)} ${c.moved_picks === 1 ? 'pick' : 'picks'} off the contract nearest the target${c.largest_move_delta > 0 ? ` (by up to ${formatNumber(c.largest_move_delta, 3)} of delta)` : ''}` : null,
    c.farther_expiries > 0 ? `sent ${formatInteger(c.farther_expiries)} to a farther expiry` : null,
    c.stopped_days > 0 ? `stopped an entry on ${daysText(c.stopped_days)}` : null,
    // Absent on results written before it was counted (2026-12-04): those say nothing of refused entries.
    (c.refused_entries ?? 0) > 0 ? `chose the contract of an entry refused afterwards for margin or cash on ${daysText(c.refused_entries ?? 0)}` : null,
  ].filter((p): p is string => p !== null);
  // Counts grouped as the engine's note groups them ('The minimum volume of 1,000 …').
  return `The minimum volume of ${formatInteger(c.min_volume)}, checked against modeled volume, ${parts.join(', ')}`;
}

/** '+5.61% with no minimum volume' for a card the check has a figure for, else null. */
export function minVolumeCheckText(label: string, check: MinVolumeCheck): string | null {
  const read = READS[label];
  if (!read) return null;
  // The headline card says in view why there is a second figure (the title is out of reach on a phone).
  const why = label === 'Total Return' ? ` (${minVolumeCheckWhy(check)})` : '';
  return `${read(check)} ${NO_MINIMUM_SUFFIX}${why}`;
}

const daysText = (n: number): string => `${formatInteger(n)} ${n === 1 ? 'day' : 'days'}`;

/**
 * 'modeled volume moved 33 picks', or the farther expiries, stopped days or refused entries when no
 * pick moved (a run whose every changed entry was refused for margin traded nothing the filter moved,
 * yet the run without it may have entered).
 */
function minVolumeCheckWhy(c: MinVolumeCheck): string {
  if (c.moved_picks > 0) return `modeled volume moved ${c.moved_picks} ${c.moved_picks === 1 ? 'pick' : 'picks'}`;
  if (c.farther_expiries > 0) return `modeled volume moved ${c.farther_expiries} ${c.farther_expiries === 1 ? 'entry' : 'entries'} to a farther expiry`;
  if (c.stopped_days > 0) return `modeled volume stopped entries on ${daysText(c.stopped_days)}`;
  return `modeled volume chose entries refused for margin or cash on ${daysText(c.refused_entries ?? 0)}`;
}

export function MinVolumeCheckLine({ label }: { label: string }) {
  const check = useContext(MinVolumeCheckContext);
  const text = check ? minVolumeCheckText(label, check) : null;
  if (!check || !text) return null;
  const title = `${minVolumeCheckWhat(check)}: this figure is the same strategy run with no minimum volume. `
    + 'On real chains of these dates the filter could have moved other picks, fewer or none.';
  return <div className="bt-metric__note bt-min-volume-check" title={title}>{text}</div>;
}
