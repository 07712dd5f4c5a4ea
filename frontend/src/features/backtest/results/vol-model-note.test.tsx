import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CoveredBacktestResultSchema, type VolModelSummary } from '../lib/shared';
import { coveredResult } from '../test/fixtures';
import { withLayoutBox } from '../test/virtual-rect';
import { deriveResults } from './derive-results';
import { ResultsPanel } from './results-panel';

const noSave = () => Promise.resolve();

// What the engine writes for a 2010-2025 QQQ run (issue 15): VXN ends 2025-06-04 in Cboe's file.
const qqq: VolModelSummary = {
  anchors: ['VXN'],
  modeled_days: 4024,
  fallback_days: 3,
  fallbacks: [
    { from: '2017-02-21', to: '2017-02-21', days: 1, rule: 'VXN missing: VIX × its last 21-day median ratio' },
    { from: '2025-06-05', to: '2025-06-06', days: 2, rule: 'VXN missing: last VXN carried' },
  ],
  liquidity: 'modeled',
};

function renderWith(volModel: VolModelSummary | undefined) {
  const result = CoveredBacktestResultSchema.parse(coveredResult(volModel ? { vol_model: volModel } : {}));
  return render(<ResultsPanel mode="covered" loading={false} results={deriveResults(result)} onSave={noSave} />);
}

describe('results: what the modeled implied vol was anchored to, and the fallback days', { timeout: 20_000 }, () => {
  withLayoutBox();

  it('names the anchoring index and lists every fallback day with its rule', async () => {
    renderWith(qqq);
    const summary = screen.getByText(/^Implied volatility anchored to Cboe VXN\. On 3 of 4,024 modeled days an index was missing and filled in by rule$/);
    await userEvent.click(summary);
    const list = screen.getByRole('list', { name: 'Vol model fallback days' });
    const items = within(list).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      '2017-02-21: VXN missing: VIX × its last 21-day median ratio',
      '2025-06-05 → 2025-06-06 (2 days): VXN missing: last VXN carried',
    ]);
  });

  it('says so when no day fell back, names the single-name model for a stock, and says nothing without vol_model', () => {
    const { unmount } = renderWith({ anchors: ['VIX'], modeled_days: 252, fallback_days: 0, fallbacks: [], liquidity: 'modeled' });
    expect(screen.getByText('Implied volatility anchored to Cboe VIX, VIX9D, VIX3M, VIX6M and SKEW on all 252 modeled days.')).toBeInTheDocument();
    unmount();
    const stock = renderWith({ anchors: ['VXAPL', 'single-name model'], modeled_days: 10, fallback_days: 0, fallbacks: [], liquidity: 'modeled' });
    expect(screen.getByText(/^Implied volatility anchored to Cboe VXAPL; on days without it, the single-name model on all 10/)).toBeInTheDocument();
    stock.unmount();
    renderWith(undefined);
    expect(screen.queryByText(/Implied volatility anchored to/)).toBeNull();
  });
});
