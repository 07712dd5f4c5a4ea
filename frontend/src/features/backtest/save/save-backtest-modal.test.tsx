import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOO_MANY_SAVED_BACKTESTS } from '../../../../../shared/contracts/limits';
import { saveBacktest } from '../../../lib/api/save-backtest';
import { fakeBackend } from '../../../test/fake-api';
import { SaveBacktestModal } from './save-backtest-modal';

afterEach(() => vi.unstubAllGlobals());

describe('Save Backtest modal', () => {
  it('keeps Save disabled while the name is blank, then saves trimmed fields and closes', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    render(<SaveBacktestModal onSave={onSave} onClose={onClose} />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const name = screen.getByRole('textbox', { name: 'Backtest Name *' });
    expect(name).toHaveAttribute('maxlength', '100');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('maxlength', '500');
    await userEvent.type(name, '   ');
    expect(save).toBeDisabled();
    await userEvent.type(name, ' Wheel 2024 ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), '  monthly  ');
    await userEvent.click(save);
    expect(onSave).toHaveBeenCalledWith({ backtest_name: 'Wheel 2024', description: 'monthly' });
    expect(onClose).toHaveBeenCalled();
    expect(name).toHaveValue('');
  });

  it("says 'Backtest name is required' under a name typed blank or left empty (Save stays disabled), not before it is touched", async () => {
    render(<SaveBacktestModal onSave={vi.fn()} onClose={vi.fn()} />);
    const name = screen.getByRole('textbox', { name: 'Backtest Name *' });
    // Opened: nothing typed yet, no mistake to name.
    expect(screen.queryByText('Backtest name is required')).not.toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid');
    await userEvent.type(name, '   ');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Backtest name is required');
    await userEvent.type(name, 'Wheel');
    expect(screen.queryByText('Backtest name is required')).not.toBeInTheDocument();
    await userEvent.clear(name);
    expect(screen.getByText('Backtest name is required')).toBeInTheDocument();
  });

  it('names the missing name when the field is left empty', async () => {
    render(<SaveBacktestModal onSave={vi.fn()} onClose={vi.fn()} />);
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Backtest Name *' })).toHaveAccessibleDescription('Backtest name is required');
  });

  it('disables Save while saving', async () => {
    let resolve: () => void = () => undefined;
    const onSave = vi.fn(() => new Promise<void>((r) => { resolve = r; }));
    render(<SaveBacktestModal onSave={onSave} onClose={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Backtest Name *' }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    resolve();
  });

  it('shows the error and stays open on failure', async () => {
    const onSave = vi.fn().mockRejectedValue(new Error('Failed to save backtest: HTTP error! status: 500'));
    const onClose = vi.fn();
    render(<SaveBacktestModal onSave={onSave} onClose={onClose} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Backtest Name *' }), 'Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save backtest: HTTP error! status: 500');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Save Backtest' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Backtest Name *' })).toHaveValue('Mine');
  });

  it('shows the account-full refusal the server sends (409), keeps the modal open and the fields typed', async () => {
    const { calls } = fakeBackend(() => ({ status: 409, body: { error: TOO_MANY_SAVED_BACKTESTS } }));
    const onClose = vi.fn();
    const onSave = (fields: { backtest_name: string; description: string }) =>
      saveBacktest({ ...fields, strategy: { name: 'Condor' }, results: { total_pnl: 1 }, tags: [] }).then(() => undefined);
    render(<SaveBacktestModal onSave={onSave} onClose={onClose} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Backtest Name *' }), 'One more');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to save backtest: You have 500 saved backtests, the most an account can keep. Delete some to save new ones.',
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/save-backtest' });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Backtest Name *' })).toHaveValue('One more');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
