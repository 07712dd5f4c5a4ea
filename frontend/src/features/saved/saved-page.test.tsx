import { DEFAULT_STANDARD_TICKER } from '../../../../shared/domain/constants';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { savedBacktestFile } from '../../../../shared/analytics/export/saved-file';
import { TOO_MANY_SAVED_BACKTESTS } from '../../../../shared/contracts/limits';
import { peekSavedBacktest } from '../../lib/saved-handoff';
import { fakeBackend, type FakeReply } from '../../test/fake-api';
import { renderWithApp } from '../../test/providers';
import { SavedPage } from './saved-page';
import { SENT_RESULTS_NOTICE } from '../../../../shared/contracts/saved';

const covered = {
  backtest_id: 'c1',
  name: 'SPY wheel',
  description: 'Monthly wheel on SPY',
  strategy: { ticker: 'SPY', shares_multiple: 100, start_date: '2023-01-03', end_date: '2023-12-29', strategy: { name: 'Covered Strategy' } },
  results: { total_pnl: 1234.5 },
  tags: [],
  created_at: '2025-03-04T10:00:00Z',
};
const spreads = {
  backtest_id: 's1',
  name: 'Condor',
  description: '',
  strategy: { name: 'Iron Condor', ticker: 'QQQ', year: 2022, legs: [] },
  results: { total_pnl: -50 },
  tags: [],
  created_at: 'not a date',
};
const odd = { backtest_id: 'o1', name: 'Odd one', description: '', strategy: {}, results: {}, tags: [], created_at: '2025-01-01T00:00:00Z' };

function renderSaved(reply: (call: { method: string; url: string }) => FakeReply | Promise<FakeReply>) {
  const backend = fakeBackend(reply);
  renderWithApp(
    <Routes>
      <Route path="/saved" element={<SavedPage />} />
      <Route path="/backtest/covered" element={<p>covered builder</p>} />
      <Route path="/backtest/spreads" element={<p>spreads builder</p>} />
    </Routes>,
    { path: '/saved' },
  );
  return backend;
}

afterEach(() => vi.unstubAllGlobals());

describe('Saved screen (spec sections 2, 8 and 9)', () => {
  it('shows the loading state, then the empty state', async () => {
    let release: (reply: FakeReply) => void = () => {};
    renderSaved(() => new Promise<FakeReply>((resolve) => (release = resolve)));
    expect(await screen.findByRole('status', { name: 'Loading saved backtests' })).toBeInTheDocument();
    release({ status: 200, body: { backtests: [] } });
    expect(await screen.findByText('No saved backtests yet')).toBeInTheDocument();
  });

  it('offers Compare only when two or more backtests are listed: none or one has nothing to compare', async () => {
    const noCompare = () => {
      expect(screen.queryByRole('button', { name: /^Compare \(/ })).not.toBeInTheDocument();
      expect(screen.queryByText(/backtests to compare/)).not.toBeInTheDocument();
      expect(screen.queryByRole('checkbox', { name: /^Compare / })).not.toBeInTheDocument();
    };
    renderSaved(() => ({ status: 200, body: { backtests: [] } }));
    await screen.findByText('No saved backtests yet');
    expect(screen.getByRole('button', { name: 'Import JSON' })).toBeInTheDocument();
    noCompare();
  });

  it('one saved backtest: no Compare button, hint or checkbox (a comparison needs two)', async () => {
    renderSaved(() => ({ status: 200, body: { backtests: [covered] } }));
    await screen.findByRole('article', { name: 'SPY wheel' });
    expect(screen.queryByRole('button', { name: /^Compare \(/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/backtests to compare/)).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Compare SPY wheel' })).not.toBeInTheDocument();
  });

  it('two saved backtests: the Compare button, its hint and a checkbox on each card', async () => {
    renderSaved(() => ({ status: 200, body: { backtests: [covered, spreads] } }));
    await screen.findByRole('article', { name: 'SPY wheel' });
    expect(screen.getByRole('button', { name: 'Compare (0)' })).toBeDisabled();
    expect(screen.getByText('Select 2 to 4 backtests to compare.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Compare SPY wheel' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Compare Condor' })).toBeInTheDocument();
  });

  it('a spreads run request saved whole without its ticker names the ticker it ran on (the default, as it reloads), not N/A', async () => {
    const whole = { backtest_id: 'w1', name: 'API condor', description: '', tags: [], created_at: '2025-03-04T10:00:00Z', strategy: { strategy: { name: 'Iron Condor' } }, results: { total_pnl: 5 } };
    renderSaved(() => ({ status: 200, body: { backtests: [whole] } }));
    const card = await screen.findByRole('article', { name: 'API condor' });
    expect(within(card).getByText('Spreads')).toBeInTheDocument();
    expect(within(card).getByText(DEFAULT_STANDARD_TICKER)).toBeInTheDocument();
  });

  it('lists cards with name, type badge, Strategy, Ticker, Year, Total P&L, description and Saved date', async () => {
    renderSaved(() => ({ status: 200, body: { backtests: [covered, spreads, odd] } }));
    const card = (await screen.findByRole('article', { name: 'SPY wheel' }));
    expect(within(card).getByText('Covered')).toBeInTheDocument();
    expect(within(card).getByText('Covered Strategy')).toBeInTheDocument();
    expect(within(card).getByText('SPY')).toBeInTheDocument();
    expect(within(card).getByText('2023')).toBeInTheDocument();
    expect(within(card).getByText('+$1,234.50')).toBeInTheDocument();
    expect(within(card).getByText('Monthly wheel on SPY')).toBeInTheDocument();
    expect(within(card).getByText('Saved Mar 4, 2025')).toBeInTheDocument();
    const condor = screen.getByRole('article', { name: 'Condor' });
    expect(within(condor).getByText('Spreads')).toBeInTheDocument();
    expect(within(condor).getByText('Iron Condor')).toBeInTheDocument();
    expect(within(condor).getByText('2022')).toBeInTheDocument();
    expect(within(condor).getByText('-$50.00')).toBeInTheDocument();
    expect(within(condor).getByText('Saved Unknown date')).toBeInTheDocument();
    const unknown = screen.getByRole('article', { name: 'Odd one' });
    expect(within(unknown).getByText('Unknown')).toBeInTheDocument();
    expect(within(unknown).getAllByText('N/A')).toHaveLength(3);
  });

  it('covered cards name the strategy that ran (Covered Call, Cash-Secured Put, Wheel), not the default name', async () => {
    // Every covered card read 'Strategy: Covered Strategy', so a call, a put and a wheel looked alike.
    const inner = (extra: object) => ({ ticker: 'SPY', shares_multiple: 100, start_date: '2023-01-03', end_date: '2023-12-29', strategy: { name: 'Covered Strategy', ...extra } });
    const card = (id: string, name: string, strategy: object) => ({ ...covered, backtest_id: id, name, strategy });
    renderSaved(() => ({
      status: 200,
      body: {
        backtests: [
          card('k1', 'Call run', inner({ start_type: 'covered_call', wheel_enabled: false })),
          card('k2', 'Put run', inner({ start_type: 'cash_secured_put', wheel_enabled: false })),
          card('k3', 'Wheel run', inner({ start_type: 'cash_secured_put', wheel_enabled: true })),
          card('k4', 'Put config only', inner({ cash_secured_put_config: {} })),
          card('k5', 'Renamed', { ...inner({ start_type: 'covered_call' }), strategy: { name: 'My income', start_type: 'covered_call' } }),
        ],
      },
    }));
    const strategyOf = async (name: string) => within(await screen.findByRole('article', { name })).getByText('Strategy').nextElementSibling?.textContent;
    expect(await strategyOf('Call run')).toBe('Covered Call');
    expect(await strategyOf('Put run')).toBe('Cash-Secured Put');
    expect(await strategyOf('Wheel run')).toBe('Wheel');
    expect(await strategyOf('Put config only')).toBe('Cash-Secured Put');
    expect(await strategyOf('Renamed')).toBe('My income (Covered Call)');
  });

  it("spreads cards name what the legs make when the strategy kept the form's default name", async () => {
    // A spreads run saved with the new form's name read 'Strategy: My Strategy', whatever it traded.
    const { presetLegs } = await import('../../../../shared/domain/presets');
    const card = (id: string, name: string, strategy: object) => ({ ...spreads, backtest_id: id, name, strategy });
    renderSaved(() => ({
      status: 200,
      body: {
        backtests: [
          card('d1', 'Default condor', { name: 'My Strategy', ticker: 'SPY', legs: presetLegs('Iron Condor') }),
          card('d2', 'Request straddle', { ticker: 'SPY', strategy: { name: 'My Strategy', legs: presetLegs('Long Straddle') } }),
          card('d3', 'Own name', { name: 'Weekly condor', ticker: 'SPY', legs: presetLegs('Iron Condor') }),
        ],
      },
    }));
    const strategyOf = async (name: string) => within(await screen.findByRole('article', { name })).getByText('Strategy').nextElementSibling?.textContent;
    expect(await strategyOf('Default condor')).toBe('Iron Condor');
    expect(await strategyOf('Request straddle')).toBe('Long Straddle');
    expect(await strategyOf('Own name')).toBe('Weekly condor');
  });

  it('a run over several years shows each of them in Year: its Total P&L is not one year\'s', async () => {
    // A SPY condor of 2023-03-01..2024-06-28 read 'Year 2023, Total P&L -$63,396.03'.
    const span = { ...covered, backtest_id: 'y1', name: 'Sixteen months', strategy: { ...covered.strategy, start_date: '2023-03-01', end_date: '2024-06-28' }, results: { total_pnl: -63396.03, data_period: { start_date: '2023-03-01', end_date: '2024-06-28' } } };
    renderSaved(() => ({ status: 200, body: { backtests: [span, covered] } }));
    expect(within(await screen.findByRole('article', { name: 'Sixteen months' })).getByText('2023–2024')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'SPY wheel' })).getByText('2023')).toBeInTheDocument();
  });

  it("reads Year from the run's period before a spreads form's `year` label, which a form loaded from an older save keeps after its dates change", async () => {
    const relabelled = { ...spreads, backtest_id: 'y2', name: 'Loaded and rerun', strategy: { ...spreads.strategy, start_date: '2024-01-02', end_date: '2024-12-31' }, results: { total_pnl: 10, data_period: { start_date: '2024-01-02', end_date: '2024-12-31' } } };
    renderSaved(() => ({ status: 200, body: { backtests: [relabelled, spreads] } }));
    const card = await screen.findByRole('article', { name: 'Loaded and rerun' });
    expect(within(card).getByText('Year').nextElementSibling?.textContent).toBe('2024');
    // A save with nothing but the label still shows it.
    expect(within(screen.getByRole('article', { name: 'Condor' })).getByText('Year').nextElementSibling?.textContent).toBe('2022');
  });

  it('says on each card whether real or modeled quotes priced it, and nothing for an older record without it', async () => {
    const real = { ...covered, backtest_id: 'r1', name: 'Real chain', results: { total_pnl: 10, data_source: 'imported' } };
    const model = { ...covered, backtest_id: 'm1', name: 'Model chain', results: { total_pnl: 10, data_source: 'modeled' } };
    renderSaved(() => ({ status: 200, body: { backtests: [real, model, covered] } }));
    const card = await screen.findByRole('article', { name: 'Real chain' });
    expect(within(card).getByText('Quotes')).toBeInTheDocument();
    expect(within(card).getByText('Real quotes')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Model chain' })).getByText('Modeled quotes')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'SPY wheel' })).queryByText('Quotes')).not.toBeInTheDocument();
  });

  it("marks a card whose results were stored as the browser sent them ('Sent copy', the reason on hover and on a press); a run's own copy and an older answer are not marked", async () => {
    const sent = { ...covered, backtest_id: 'sent-1', name: 'Sent one', results_origin: 'sent' };
    const run = { ...covered, backtest_id: 'run-1', name: 'Copied one', results_origin: 'run' };
    renderSaved(() => ({ status: 200, body: { backtests: [sent, run, covered] } }));
    const card = await screen.findByRole('article', { name: 'Sent one' });
    const marker = within(card).getByRole('button', { name: 'Sent copy' });
    expect(marker).toHaveAttribute('title', SENT_RESULTS_NOTICE);
    // A touch screen has no hover and a screen reader does not read a title as text: a press says it (audit 22 F6).
    expect(marker).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByRole('note')).toBeNull();
    await userEvent.click(marker);
    expect(marker).toHaveAttribute('aria-expanded', 'true');
    const note = within(card).getByRole('note');
    expect(note).toHaveTextContent(SENT_RESULTS_NOTICE);
    expect(marker).toHaveAttribute('aria-controls', note.id);
    await userEvent.click(marker);
    expect(within(card).queryByRole('note')).toBeNull();
    expect(within(screen.getByRole('article', { name: 'Copied one' })).queryByText('Sent copy')).toBeNull();
    expect(within(screen.getByRole('article', { name: 'SPY wheel' })).queryByText('Sent copy')).toBeNull();
  });

  it('folds a 500-character description to three lines with Show more, and a $0.00 P&L is not green', async () => {
    const long = { ...covered, backtest_id: 'l1', name: 'Long notes', description: 'x'.repeat(500), results: { total_pnl: 0 } };
    renderSaved(() => ({ status: 200, body: { backtests: [long] } }));
    const card = await screen.findByRole('article', { name: 'Long notes' });
    const text = within(card).getByText('x'.repeat(500));
    expect(text).toHaveClass('saved-description--folded');
    await userEvent.click(within(card).getByRole('button', { name: 'Show more' }));
    expect(text).not.toHaveClass('saved-description--folded');
    expect(within(card).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByText('$0.00')).not.toHaveClass('pnl-positive');
  });

  it('export and share buttons look like buttons and keep their label on one line', async () => {
    renderSaved(() => ({ status: 200, body: { backtests: [covered] } }));
    const exports = within(await screen.findByRole('article', { name: 'SPY wheel' })).getByRole('group', { name: 'Export SPY wheel' });
    for (const button of within(exports).getAllByRole('button')) {
      expect(button).toHaveClass('saved-export');
      expect(button).not.toHaveClass('btn-ghost');
    }
    // Share too (it was a ghost button: plain text beside bordered buttons).
    const share = within(screen.getByRole('article', { name: 'SPY wheel' })).getByRole('button', { name: 'Share SPY wheel' });
    expect(share).toHaveClass('saved-share');
    expect(share).not.toHaveClass('btn-ghost');
    const css = readFileSync(join(import.meta.dirname, 'saved.css'), 'utf8');
    expect(css).toMatch(/\.saved-export, \.saved-share\s*\{[^}]*white-space:\s*nowrap[^}]*border-color:\s*var\(--color-border\)/);
  });

  it('shows a list error in a dismissible banner', async () => {
    renderSaved(() => ({ status: 500, body: { error: 'Database unavailable' } }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Failed to fetch backtests: Database unavailable');
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a list that could not be read offers Try again, which reads it again and lists the saves', async () => {
    let fail = true;
    const { calls } = renderSaved(() => (fail ? { status: 500, body: { error: 'Database unavailable' } } : { status: 200, body: { backtests: [spreads] } }));
    const banner = await screen.findByRole('alert');
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss error' }));
    // Dismissed, the page still says what happened and what to do, not nothing at all.
    expect(screen.getByRole('heading', { name: 'Your saved backtests could not be loaded' })).toBeInTheDocument();
    const before = calls.length;
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Condor')).toBeInTheDocument();
    expect(calls.length).toBe(before + 1);
    expect(screen.queryByRole('heading', { name: 'Your saved backtests could not be loaded' })).not.toBeInTheDocument();
  });

  it('the delete confirmation of a shared backtest says its share link stops working, beside the spec text', async () => {
    renderSaved(() => ({ status: 200, body: { backtests: [{ ...spreads, share_token: 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9' }] } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Condor' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete backtest' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this backtest? This action cannot be undone.');
    expect(dialog).toHaveTextContent('This backtest is shared: its share link will stop working.');
  });

  it('Delete asks for confirmation with the spec text, then deletes and refreshes the list', async () => {
    let list = [covered, spreads];
    const { calls } = renderSaved((call) => {
      if (call.method === 'DELETE') {
        list = list.filter((b) => !call.url.endsWith(b.backtest_id));
        return { status: 200, body: { ok: true } };
      }
      return { status: 200, body: { backtests: list } };
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Condor' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete backtest' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this backtest? This action cannot be undone.');
    // Not shared: no word of a link.
    expect(dialog).not.toHaveTextContent('share link');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Condor' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Condor' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/backtests/s1']);
  });

  it('a delete error shows in the banner and the card stays', async () => {
    renderSaved((call) => (call.method === 'DELETE' ? { status: 403, body: {} } : { status: 200, body: { backtests: [spreads] } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Condor' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete backtest: HTTP error! status: 403');
    expect(screen.getByRole('article', { name: 'Condor' })).toBeInTheDocument();
  });

  it('an import that fails after a failed delete says the import failed: the newest error is the one shown', async () => {
    renderSaved((call) => (call.method === 'DELETE' ? { status: 500, body: { error: 'Internal server error' } } : { status: 200, body: { backtests: [spreads] } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Condor' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete backtest: Internal server error');
    const file = new File(['{"hello": 1}'], 'not-a-backtest.json', { type: 'application/json' });
    await userEvent.upload(screen.getByLabelText('Import saved backtest file'), file);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Import failed: /));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('Load reads the whole record (GET /backtests/{id}), routes by strategy type and hands it over', async () => {
    // The list holds summaries; the whole record (here with its trades) comes from GET /backtests/{id}.
    const whole = { ...covered, results: { ...covered.results, trades: [{ pnl: 1 }] } };
    renderSaved((call) => ({ status: 200, body: call.url.endsWith('/backtests/c1') ? whole : { backtests: [covered, spreads] } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Load SPY wheel' }));
    expect(await screen.findByText('covered builder')).toBeInTheDocument();
    expect(peekSavedBacktest('covered')).toMatchObject({ backtest_id: 'c1', strategy: covered.strategy, results: whole.results });
    expect(peekSavedBacktest('spreads')).toBeNull();
  });

  it('an import into a full account shows the refusal in the banner and lists the saves as they were', async () => {
    const { calls } = renderSaved((call) => (call.method === 'POST' ? { status: 409, body: { error: TOO_MANY_SAVED_BACKTESTS } } : { status: 200, body: { backtests: [covered] } }));
    await screen.findByRole('article', { name: 'SPY wheel' });
    // A covered run that made no trade: the smallest result the import reads as a backtest result.
    const results = {
      start_balance: 50_000, end_balance: 50_000, total_pnl: 0, total_return_pct: 0, win_rate: null, max_drawdown_pct: 0, cagr_pct: null, sharpe_ratio: null, total_trades: 0,
      data_period: { start_date: '2024-01-02', end_date: '2024-01-05' }, data_source: 'modeled', diagnostics: { skipped_entries: [], notes: [] }, net_premium_received: 0,
      equity_curve: [['2024-01-02', 50_000]], benchmark_prices: [['2024-01-02', 472.65]], trades: [],
    };
    const file = new File([JSON.stringify(savedBacktestFile({ ...covered, name: 'Imported wheel', results }, '2025-05-01T00:00:00Z'))], 'wheel.json', { type: 'application/json' });
    await userEvent.upload(screen.getByLabelText('Import saved backtest file'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to save backtest: You have 500 saved backtests, the most an account can keep. Delete some to save new ones.',
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/save-backtest']);
    expect(screen.getByRole('article', { name: 'SPY wheel' })).toBeInTheDocument();
  });

  it('an import whose result is over the save limit (the export of a large run) says so before sending, and what to do instead', async () => {
    const { calls } = renderSaved(() => ({ status: 200, body: { backtests: [covered] } }));
    await screen.findByRole('article', { name: 'SPY wheel' });
    // A long daily curve makes a result of about 5.3 MB, as a run saved by its job can be.
    const results = {
      start_balance: 50_000, end_balance: 50_000, total_pnl: 0, total_return_pct: 0, win_rate: null, max_drawdown_pct: 0, cagr_pct: null, sharpe_ratio: null, total_trades: 0,
      data_period: { start_date: '2024-01-02', end_date: '2024-01-05' }, data_source: 'modeled', diagnostics: { skipped_entries: [], notes: [] }, net_premium_received: 0,
      equity_curve: Array.from({ length: 260_000 }, () => ['2024-01-02', 50_000]), benchmark_prices: [['2024-01-02', 472.65]], trades: [],
    };
    const file = new File([JSON.stringify(savedBacktestFile({ ...covered, name: 'Biggest', results }, '2025-05-01T00:00:00Z'))], 'big.json', { type: 'application/json' });
    await userEvent.upload(screen.getByLabelText('Import saved backtest file'), file);
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      '“Biggest” cannot be imported: its result is 5.3 MB, and an imported file holds at most 5 MB. ' +
        'Your file is unchanged. To have this backtest in Saved, run its strategy again and save the run: a run is saved whatever its size.',
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('an import of a backtest still saved says so and saves a copy under a name of its own; nothing is skipped', async () => {
    // Re-importing an export of a listed backtest made a second card of the same name, silently.
    const results = {
      start_balance: 50_000, end_balance: 50_000, total_pnl: 0, total_return_pct: 0, win_rate: null, max_drawdown_pct: 0, cagr_pct: null, sharpe_ratio: null, total_trades: 0,
      data_period: { start_date: '2024-01-02', end_date: '2024-01-05' }, data_source: 'modeled', diagnostics: { skipped_entries: [], notes: [] }, net_premium_received: 0,
      equity_curve: [['2024-01-02', 50_000]], benchmark_prices: [['2024-01-02', 472.65]], trades: [],
    };
    const { calls } = renderSaved((call) => (call.method === 'POST' ? { status: 200, body: { ...covered, backtest_id: 'c2' } } : { status: 200, body: { backtests: [covered] } }));
    await screen.findByRole('article', { name: 'SPY wheel' });
    const upload = (name: string) => userEvent.upload(screen.getByLabelText('Import saved backtest file'), new File([JSON.stringify(savedBacktestFile({ ...covered, name, results }, '2025-05-01T00:00:00Z'))], 'b.json', { type: 'application/json' }));
    await upload('SPY wheel');
    expect(await screen.findByText('“SPY wheel” is already saved: imported as a copy, “SPY wheel (copy)”')).toBeInTheDocument();
    const bodyOf = (i: number) => calls.filter((c) => c.method === 'POST')[i]?.body as { backtest_name: string; description: string };
    expect(bodyOf(0)).toMatchObject({ backtest_name: 'SPY wheel (copy)', description: 'Monthly wheel on SPY' });
    // Another backtest: its own name, as written.
    await upload('Other run');
    expect(await screen.findByText('Imported “Other run”')).toBeInTheDocument();
    expect(bodyOf(1).backtest_name).toBe('Other run');
  });

  it('the same file imported again while its first copy is listed is named "(copy 2)": two cards of one name could not be told apart', async () => {
    const results = {
      start_balance: 50_000, end_balance: 50_000, total_pnl: 0, total_return_pct: 0, win_rate: null, max_drawdown_pct: 0, cagr_pct: null, sharpe_ratio: null, total_trades: 0,
      data_period: { start_date: '2024-01-02', end_date: '2024-01-05' }, data_source: 'modeled', diagnostics: { skipped_entries: [], notes: [] }, net_premium_received: 0,
      equity_curve: [['2024-01-02', 50_000]], benchmark_prices: [['2024-01-02', 472.65]], trades: [],
    };
    const firstCopy = { ...covered, backtest_id: 'c2', name: 'SPY wheel (copy)' };
    const { calls } = renderSaved((call) => (call.method === 'POST' ? { status: 200, body: { ...covered, backtest_id: 'c3' } } : { status: 200, body: { backtests: [covered, firstCopy] } }));
    await screen.findByRole('article', { name: 'SPY wheel (copy)' });
    await userEvent.upload(screen.getByLabelText('Import saved backtest file'), new File([JSON.stringify(savedBacktestFile({ ...covered, name: 'SPY wheel', results }, '2025-05-01T00:00:00Z'))], 'b.json', { type: 'application/json' }));
    expect(await screen.findByText('“SPY wheel” is already saved: imported as a copy, “SPY wheel (copy 2)”')).toBeInTheDocument();
    expect((calls.filter((c) => c.method === 'POST')[0]?.body as { backtest_name: string }).backtest_name).toBe('SPY wheel (copy 2)');
  });
});
