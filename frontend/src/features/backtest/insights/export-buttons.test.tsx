import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { coveredResult } from '../test/fixtures';
import { coveredRunName, defaultCoveredForm } from '../covered/covered-form';
import { defaultSpreadsForm, spreadsRunName } from '../spreads/spreads-form';
import { ExportButtons } from './export-buttons';

const downloadText = vi.fn();
vi.mock('../../../lib/download', () => ({ downloadText: (...args: unknown[]) => downloadText(...args) }));

describe('export file names', () => {
  it('name the ticker and the kind of strategy that ran, then the period', async () => {
    const result = coveredResult();
    render(<ExportButtons result={result} runName="SPY-wheel" />);
    await userEvent.click(screen.getByRole('button', { name: 'Export trades (CSV)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export equity (CSV)' }));
    expect(downloadText.mock.calls.map((c) => c[0])).toEqual(['backtest-SPY-wheel-2024-01-02_2024-01-05-trades.csv', 'backtest-SPY-wheel-2024-01-02_2024-01-05-equity.csv']);
  });

  it('say wheel, covered call or cash-secured put, and spreads', () => {
    const covered = defaultCoveredForm();
    expect(coveredRunName({ ...covered, ticker: 'spy', strategy: { ...covered.strategy, wheel_enabled: true } })).toBe('SPY-wheel');
    expect(coveredRunName({ ...covered, ticker: 'AAPL', strategy: { ...covered.strategy, wheel_enabled: false, start_type: 'cash_secured_put' } })).toBe('AAPL-cash-secured-put');
    expect(spreadsRunName({ ...defaultSpreadsForm(), ticker: 'QQQ' })).toBe('QQQ-spreads');
  });
});
