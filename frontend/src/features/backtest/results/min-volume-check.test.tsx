import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoveredBacktestResultSchema, type MinVolumeCheck } from '../lib/shared';
import { coveredResult } from '../test/fixtures';
import { deriveResults } from './derive-results';
import { MetricCards } from './metric-cards';
import { RunDiagnostics } from './run-diagnostics';
import { minVolumeCheckWhat, NO_MINIMUM_SUFFIX } from './min-volume-check-line';

// The AAPL 25-delta strangle of 2023 (audit 15 F1): +13.82% at the default minimum volume, +5.61% with none.
const check: MinVolumeCheck = {
  min_volume: 100, moved_picks: 33, largest_move_delta: 0.249, farther_expiries: 4, stopped_days: 0,
  without_minimum: {
    end_balance: 105_609.98, total_pnl: 5_609.98, total_return_pct: 5.61, win_rate: 61.5385, max_drawdown_pct: 5.2948,
    cagr_pct: 5.6901, sharpe_ratio: 0.069, total_trades: 26,
  },
};
const note = 'The minimum volume of 100 was checked against modeled volume, not contracts that really traded, and moved 33 picks off the contract nearest the target '
  + '(by up to 0.249 of delta) and sent 4 entries or rolls to a farther expiry; with no minimum volume the same strategy returned +5.61% (max drawdown 5.29%), this run +13.82%. '
  + 'On real chains of these dates the filter could have moved other picks, fewer or none: the gap between the two returns is what it did on modeled volume, '
  + 'and no real chain of these dates is here to say which of the two a trader would have traded.';

describe('the run with no minimum volume beside a run whose minimum moved modeled picks', () => {
  const result = CoveredBacktestResultSchema.parse(coveredResult({ min_volume_check: check, diagnostics: { skipped_entries: [], notes: [note] } }));
  const results = deriveResults(result);
  const line = (label: string) => within(screen.getByRole('group', { name: label })).queryByText(new RegExp(NO_MINIMUM_SUFFIX))?.textContent ?? null;

  it('puts the same figure with no minimum volume under the balance, drawdown, CAGR and total return, and says why on the total return', () => {
    render(<MetricCards results={results} />);
    expect(line('Total Return')).toBe('+5.61% with no minimum volume (modeled volume moved 33 picks)');
    expect(line('CAGR')).toBe('+5.69% with no minimum volume');
    expect(line('Max Drawdown')).toBe('5.29% with no minimum volume');
    expect(line('Balance')).toBe('$105,609.98 with no minimum volume');
    // Figures the check does not carry get no line.
    expect(line('Win Rate')).toBeNull();
    const title = within(screen.getByRole('group', { name: 'Total Return' })).getByText(/with no minimum volume/).getAttribute('title');
    expect(title).toBe('The minimum volume of 100, checked against modeled volume, moved 33 picks off the contract nearest the target (by up to 0.249 of delta), '
      + 'sent 4 to a farther expiry: this figure is the same strategy run with no minimum volume. On real chains of these dates the filter could have moved other picks, fewer or none.');
  });

  it("shows the engine's note whole in the run notes", () => {
    render(<RunDiagnostics results={results} />);
    expect(screen.getByText(note)).toBeInTheDocument();
  });

  it('a run whose only changes were entries refused for margin after the filter chose them says so on the total return', () => {
    const refused: MinVolumeCheck = {
      ...check, moved_picks: 0, largest_move_delta: 0, farther_expiries: 0, refused_entries: 4,
      without_minimum: { ...check.without_minimum, total_return_pct: 4.5766 },
    };
    render(<MetricCards results={deriveResults(CoveredBacktestResultSchema.parse(coveredResult({ min_volume_check: refused })))} />);
    expect(line('Total Return')).toBe('+4.58% with no minimum volume (modeled volume chose entries refused for margin or cash on 4 days)');
    const title = within(screen.getByRole('group', { name: 'Total Return' })).getByText(/with no minimum volume/).getAttribute('title');
    expect(title).toContain('checked against modeled volume, chose the contract of an entry refused afterwards for margin or cash on 4 days: this figure');
  });

  it('groups a four-digit minimum and large counts, as the engine\'s note does', () => {
    const big: MinVolumeCheck = { ...check, min_volume: 1000, moved_picks: 1200, farther_expiries: 0, stopped_days: 1113 };
    expect(minVolumeCheckWhat(big)).toMatch(/^The minimum volume of 1,000, checked against modeled volume, moved 1,200 picks off the contract nearest the target .*, stopped an entry on 1,113 days$/);
  });

  it('a result saved before it (no min_volume_check) loads and shows no such line', () => {
    const old = deriveResults(CoveredBacktestResultSchema.parse(coveredResult({})));
    expect(old.minVolumeCheck).toBeNull();
    render(<MetricCards results={old} />);
    expect(line('Total Return')).toBeNull();
  });
});
