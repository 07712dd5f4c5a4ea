import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { fakeBackend } from '../../../test/fake-api';
import { fakeAuth, renderWithApp } from '../../../test/providers';
import { defaultCoveredForm, defaultLegConfig } from '../covered/covered-form';
import { coveredResult, standardResult, standardTrade } from '../test/fixtures';
import type { MinVolumeCheck, ModelRisk, VolModelSummary } from '../lib/shared';
import { SharedBacktestPage } from './shared-backtest-page';
import { SENT_RESULTS_NOTICE } from '../../../../../shared/contracts/saved';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9';
const shared = {
  name: 'Shared wheel',
  description: 'A wheel on SPY',
  tags: [],
  strategy: { ticker: 'SPY', shares_multiple: 100, covered_call_config: { DTE_target: 30 } },
  results: coveredResult(),
  created_at: '2026-11-20T10:00:00Z',
  shared_at: '2026-11-25T10:00:00Z',
};

function open(path: string, reply: Parameters<typeof fakeBackend>[0]) {
  const backend = fakeBackend(reply);
  renderWithApp(
    <Routes>
      <Route path="/share" element={<SharedBacktestPage />} />
    </Routes>,
    { path, auth: fakeAuth({ status: 'signedOut' }) },
  );
  return backend;
}

afterEach(() => vi.unstubAllGlobals());

describe('shared backtest page (issue 18)', () => {
  it('shows a signed-out visitor the results and the strategy, read only, fetched without a token', async () => {
    const { calls } = open(`/share#${TOKEN}`, () => ({ status: 200, body: shared }));
    expect(await screen.findByRole('heading', { name: 'Shared wheel' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    // The token from the fragment, sent in the body: no URL a server logs holds it.
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/shared', body: { token: TOKEN } });
    expect(calls[0]?.url).not.toContain(TOKEN);
    expect(calls[0]?.headers.authorization).toBeUndefined();
    // Dated as the Saved cards date it ('Nov 20, 2026'), not in the browser's numeric form ('11/20/2026').
    expect(screen.getByText('Saved Nov 20, 2026 · shared Nov 25, 2026')).toBeInTheDocument();
    const results = screen.getByRole('generic', { name: 'Results' });
    expect(within(results).getByText(/^Total P&L [+-]?\$/)).toBeInTheDocument();
    // Under the trade log, the parts of the total (the line ends on the same figure).
    expect(within(results).getByRole('note', { name: 'Where the Total P&L comes from' })).toHaveTextContent(/= Total P&L [+-]?\$[\d,]+\.\d\d$/);
    expect(within(results).queryByRole('button', { name: /save/i })).toBeNull();
    const strategy = screen.getByRole('table', { name: 'Strategy settings' });
    expect(within(strategy).getByText('SPY')).toBeInTheDocument();
    expect(within(strategy).getByText('30')).toBeInTheDocument();
    // Read only, said at the top, with the way to sign up or open the app; the tab names the backtest.
    expect(screen.getByText('Read-only shared backtest')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sign up or open the app/ })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Shared wheel · Shared backtest · Options Backtester');
  });

  it("tells the visitor when the backtester cannot vouch for the results (saved from a copy the browser sent), and says nothing for a run's own copy", async () => {
    open(`/share#${TOKEN}`, () => ({ status: 200, body: { ...shared, results_origin: 'sent' } }));
    expect(await screen.findByText(SENT_RESULTS_NOTICE)).toHaveAttribute('role', 'note');
    cleanup();
    for (const origin of ['run', undefined]) {
      open(`/share#${TOKEN}`, () => ({ status: 200, body: { ...shared, ...(origin ? { results_origin: origin } : {}) } }));
      expect(await screen.findByRole('heading', { name: 'Shared wheel' })).toBeInTheDocument();
      expect(screen.queryByText(SENT_RESULTS_NOTICE)).toBeNull();
      cleanup();
    }
  });

  it("shows the after-tax estimate with the owner's filing status, read only; a share saved without one reads the default", async () => {
    open(`/share#${TOKEN}`, () => ({ status: 200, body: { ...shared, filing_status: 'married_filing_separately' } }));
    await screen.findByRole('heading', { name: 'Shared wheel' });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    const filing = screen.getByLabelText('Filing status');
    expect(filing).toHaveValue('married_filing_separately');
    expect(filing).toBeDisabled();
    expect(filing).toHaveAccessibleDescription('Filing status as the owner saved it (read-only).');
    cleanup();
    vi.unstubAllGlobals();
    open(`/share#${TOKEN}`, () => ({ status: 200, body: shared }));
    await screen.findByRole('heading', { name: 'Shared wheel' });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    expect(screen.getByLabelText('Filing status')).toHaveValue('single_or_joint');
    expect(screen.getByLabelText('Filing status')).toBeDisabled();
    // Not 'as the owner saved it': the owner chose none, so the visitor reads the default as the default.
    expect(screen.getByLabelText('Filing status')).toHaveAccessibleDescription('The owner kept no filing status: the default is shown (read-only).');
  });

  it('shows not found for a revoked or unknown link, and for a malformed one without asking the server', async () => {
    open(`/share#${TOKEN}`, () => ({ status: 404, body: { error: 'Share link not found' } }));
    expect(await screen.findByRole('heading', { name: 'Share link not found' })).toBeInTheDocument();
    expect(screen.getByText(/may have been revoked/)).toBeInTheDocument();
    expect(document.title).toBe('Share link not found · Options Backtester');
    vi.unstubAllGlobals();
    const { calls } = open('/share#not-a-token', () => ({ status: 200, body: shared }));
    expect((await screen.findAllByRole('heading', { name: 'Share link not found' })).length).toBeGreaterThan(0);
    expect(calls).toHaveLength(0);
    vi.unstubAllGlobals();
    // A link cut at '#' (no token at all) is not found either, without asking.
    const cut = open('/share', () => ({ status: 200, body: shared }));
    expect((await screen.findAllByRole('heading', { name: 'Share link not found' })).length).toBeGreaterThan(0);
    expect(cut.calls).toHaveLength(0);
  });

  it('a server error says the backtest could not be loaded and to reload, not only \'Internal server error\', and offers to try again', async () => {
    let up = false;
    const { calls } = open(`/share#${TOKEN}`, () => (up ? { status: 200, body: shared } : { status: 500, body: { error: 'Internal server error' } }));
    // A 5xx is asked once more (lib/api/share-links.ts) before the page says so.
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('The shared backtest could not be loaded (Internal server error). Reload the page in a moment; the link itself is fine.');
    expect(calls).toHaveLength(2);
    // It may pass: the same Try again as a network failure (there was none; only a reload of the page).
    up = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Shared wheel' })).toBeInTheDocument();
  });

  it('a refusal that is not a 404 does not say the link is fine', async () => {
    // The server sent no 410 or 403 of its own, but a proxy may: 'the link itself is fine' beside 'Gone' was a guess.
    open(`/share#${TOKEN}`, () => ({ status: 410, body: { error: 'Gone' } }));
    const gone = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(gone).toHaveTextContent('The shared backtest could not be loaded (Gone). Reload the page in a moment; if it still fails, ask whoever shared it to check the link.');
    expect(gone).not.toHaveTextContent(/link itself is fine/);
    vi.unstubAllGlobals();
  });

  it('an answer it cannot read does not say the link is fine either, nor show the parser\'s field list', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    open(`/share#${TOKEN}`, () => ({ status: 200, body: { nope: 1 } }));
    const unread = await screen.findByRole('alert', {}, { timeout: 8000 });
    // Was '(Unexpected shared backtest answer from the server (name, strategy, results, created_at, shared_at))'.
    expect(unread).toHaveTextContent(
      "The shared backtest could not be loaded (the server's answer could not be read). Reload the page in a moment; if it still fails, ask whoever shared it to check the link.",
    );
    expect(unread).not.toHaveTextContent(/created_at|Unexpected/);
    // The detail goes to the console, for whoever debugs the server.
    expect(String(logged.mock.calls[0]?.[0])).toContain('name, strategy, results, created_at, shared_at');
    logged.mockRestore();
  });

  it('a network failure says the network failed and offers to try again, not that the link is fine or gone', async () => {
    let up = false;
    const { calls } = open(`/share#${TOKEN}`, () => (up ? { status: 200, body: shared } : new TypeError('Failed to fetch')));
    // Asked once more (a network failure may pass) before the page says so.
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('The shared backtest could not be loaded: the network failed before the server answered. Check your connection and try again.');
    expect(alert).not.toHaveTextContent(/link itself is fine|revoked|Failed to fetch/);
    expect(screen.queryByRole('heading', { name: 'Share link not found' })).toBeNull();
    expect(calls).toHaveLength(2);
    up = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Shared wheel' })).toBeInTheDocument();
  });

  it('says to wait when the link is throttled (429)', async () => {
    open(`/share#${TOKEN}`, () => ({ status: 429, body: { message: 'Too Many Requests' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests for shared backtests');
  });

  describe('costs line: what the owner sees above the results, the visitor sees too', () => {
    const costsNote = async () => within(await screen.findByRole('generic', { name: 'Results' })).getByRole('note', { name: 'Costs of this run' });

    it("a covered run's costs from its saved form; an SPX run saved before the exchange fee existed says the fee was left out", async () => {
      const base = defaultCoveredForm();
      // The form the covered page saves, from before `exchange_fees` (covered-page.test.tsx: the owner's line says the same).
      const { exchange_fees: _fee, ...strategy } = { ...base, ticker: 'SPX', strategy: { ...base.strategy, covered_call_config: defaultLegConfig('covered_call_config') } };
      open(`/share#${TOKEN}`, () => ({ status: 200, body: { ...shared, strategy } }));
      const note = await costsNote();
      expect(note).toHaveTextContent(/^Costs: \$0\.65 per contract · slippage 25% of the spread · /);
      expect(note).toHaveTextContent("Cboe's SPX exchange fee not charged ($0.44 a contract a fill left out)");
    });

    it("a spreads request saved without costs ran with those its result applied, and the line says them, not 'no costs'", async () => {
      const strategy = { ticker: 'SPY', strategy: { name: 'API put', legs: [{ side: 'short', option_type: 'put', quantity: 1, dte_target: 45, target_strike_condition: { type: 'delta', value: -0.2 } }] } };
      const results = { ...standardResult(), costs: { commission_per_contract: 1.25, commission_per_share: 0, slippage_pct_of_spread: 10, price_source: 'last' } };
      open(`/share#${TOKEN}`, () => ({ status: 200, body: { ...shared, strategy, results } }));
      expect(await costsNote()).toHaveTextContent(/^Costs: \$1\.25 per contract · slippage 10% of the spread$/);
    });

    it("a covered run at the mid says so from its saved form, as the owner's line does (audit 10, N6)", async () => {
      const base = defaultCoveredForm();
      const strategy = { ...base, strategy: { ...base.strategy, price_source: 'mid', covered_call_config: defaultLegConfig('covered_call_config') } };
      open(`/share#${TOKEN}`, () => ({ status: 200, body: { ...shared, strategy } }));
      expect(await costsNote()).toHaveTextContent(/^Costs: \$0\.65 per contract · slippage 25% of the spread · price source Bid\/Ask Mid \(fills start from the bid\/ask midpoint, not the last trade\)$/);
    });

    it("a spreads run at the mid says so from its result's recorded costs", async () => {
      const strategy = { ticker: 'SPY', strategy: { name: 'API put', legs: [{ side: 'short', option_type: 'put', quantity: 1, dte_target: 45, target_strike_condition: { type: 'delta', value: -0.2 } }] } };
      const results = { ...standardResult(), costs: { commission_per_contract: 1.25, commission_per_share: 0, slippage_pct_of_spread: 10, price_source: 'mid' } };
      open(`/share#${TOKEN}`, () => ({ status: 200, body: { ...shared, strategy, results } }));
      expect(await costsNote()).toHaveTextContent('Costs: $1.25 per contract · slippage 10% of the spread · price source Bid/Ask Mid (fills start from the bid/ask midpoint, not the last trade)');
    });

    it('a run saved before costs existed says it ran without them', async () => {
      const strategy = { legs: [{ side: 'short', option_type: 'put', quantity: 1, dte_target: 45, target_strike_condition: { type: 'delta', value: -0.2 } }] };
      open(`/share#${TOKEN}`, () => ({ status: 200, body: { ...shared, strategy, results: standardResult() } }));
      expect(await costsNote()).toHaveTextContent('Run without trading costs (no commission, fills at the quoted price)');
    });
  });
  describe("how honest the numbers are: the visitor reads the owner's caveats", () => {
    // A spreads run of two legs of 1 contract a unit, held at 3 contracts each: 3 units.
    const legs = [
      { side: 'long', option_type: 'call', quantity: 1, dte_target: 45, target_strike_condition: { type: 'delta', value: 0.5 } },
      { side: 'short', option_type: 'call', quantity: 1, dte_target: 45, target_strike_condition: { type: 'delta', value: 0.3 } },
    ];
    const strategy = { ticker: 'SPY', strategy: { name: 'Call spread', legs } };
    const trade = standardTrade();
    const trades = [{ ...trade, entry_contracts: trade.entry_contracts.map((leg) => ({ ...leg, quantity: 3 })) }];
    const volModel: VolModelSummary = { anchors: ['VIX'], modeled_days: 13, fallback_days: 0, fallbacks: [], liquidity: 'modeled' };
    const shifted = (end: number, cagr: number): ModelRisk['low'] => ({
      end_balance: end, total_pnl: end - 100_000, total_return_pct: cagr, win_rate: 100, max_drawdown_pct: 0.2, cagr_pct: cagr, sharpe_ratio: null, total_trades: 1,
    });
    const modelRisk: ModelRisk = {
      shift_vol_points: 1.4,
      basis: 'average error of the modeled 30-day at-the-money volatility against published real S&P 500 at-the-money volatilities',
      low: shifted(100_050, 0.05),
      high: shifted(100_260, 0.26),
      equity_low: [100_000, 100_050],
      equity_high: [100_000, 100_260],
    };
    const results = async () => screen.findByRole('generic', { name: 'Results' });

    it("a modeled run shows the 'Modeled quotes' line, the implied-vol anchors note, the ranges across the vol model's error and the units line", async () => {
      open(`/share#${TOKEN}`, () => ({ status: 200, body: { ...shared, strategy, results: standardResult({ trades, vol_model: volModel, model_risk: modelRisk }) } }));
      const panel = await results();
      expect(within(panel).getByRole('note', { name: 'Quote source' })).toHaveTextContent(/^Modeled quotes$/);
      expect(within(panel).getByText('Implied volatility anchored to Cboe VIX, VIX9D, VIX3M, VIX6M and SKEW on all 13 modeled days.')).toBeInTheDocument();
      const range = (label: string) => within(within(panel).getByRole('group', { name: label })).getByText(/across the vol model's error/).textContent;
      expect(range('CAGR')).toBe("+0.05% to +0.26% across the vol model's error");
      expect(range('Balance')).toBe("$100,050.00 to $100,260.00 across the vol model's error");
      expect(within(panel).getByText(/^Shaded band: the same run with the modeled implied volatility 1\.4 vol points lower and higher/)).toBeInTheDocument();
      expect(within(panel).getByText('Sized 3 units per position (contracts per leg = quantity × units)')).toBeInTheDocument();
    });

    it('an old share, saved before the vol model summary and the band, still renders and claims neither', async () => {
      open(`/share#${TOKEN}`, () => ({ status: 200, body: { ...shared, strategy, results: standardResult({ trades }) } }));
      const panel = await results();
      expect(within(panel).getByText(/^Total P&L [+-]?\$/)).toBeInTheDocument();
      // Its quote source it does carry, and says: the run was priced by the model.
      expect(within(panel).getByRole('note', { name: 'Quote source' })).toHaveTextContent(/^Modeled quotes$/);
      expect(within(panel).queryByText(/Implied volatility anchored/)).toBeNull();
      expect(within(panel).queryByText(/across the vol model's error/)).toBeNull();
      expect(within(panel).queryByText(/^Shaded band/)).toBeNull();
      expect(within(panel).getAllByRole('group').length).toBeGreaterThan(3);
    });

    it("a run cut short by the data says so, as the owner's panel does; one that covered its dates, or whose request gives none, says nothing", async () => {
      // The request asked to 2024-03-29; the data (the result's period) stopped on 2024-01-20.
      const asked = { ...strategy, start_date: '2024-01-02', end_date: '2024-03-29' };
      open(`/share#${TOKEN}`, () => ({ status: 200, body: { ...shared, strategy: asked, results: standardResult({ trades }) } }));
      expect(within(await results()).getByRole('note', { name: 'Data period' })).toHaveTextContent(
        'This run covers 2024-01-02 → 2024-01-20 only: the data ends on 2024-01-20, before the requested end 2024-03-29.',
      );
      vi.unstubAllGlobals();
      cleanup();
      open(`/share#${TOKEN}`, () => ({ status: 200, body: { ...shared, strategy: { ...asked, end_date: '2024-01-20' }, results: standardResult({ trades }) } }));
      expect(within(await results()).queryByRole('note', { name: 'Data period' })).toBeNull();
      vi.unstubAllGlobals();
      cleanup();
      // No dates in the request: the loader takes the result's own period, so no shortfall is claimed.
      open(`/share#${TOKEN}`, () => ({ status: 200, body: { ...shared, strategy, results: standardResult({ trades }) } }));
      expect(within(await results()).queryByRole('note', { name: 'Data period' })).toBeNull();
    });

    it('a run whose minimum volume changed modeled picks shows the figure with no minimum under the cards, as the owner reads it', async () => {
      const check: MinVolumeCheck = {
        min_volume: 100, moved_picks: 33, largest_move_delta: 0.249, farther_expiries: 4, stopped_days: 0,
        without_minimum: { ...shifted(105_609.98, 5.61), max_drawdown_pct: 5.2948, cagr_pct: 5.6901, total_trades: 26 },
      };
      open(`/share#${TOKEN}`, () => ({ status: 200, body: { ...shared, strategy, results: standardResult({ trades, min_volume_check: check }) } }));
      const total = within(await results()).getByRole('group', { name: 'Total Return' });
      expect(within(total).getByText(/with no minimum volume/)).toHaveTextContent('+5.61% with no minimum volume (modeled volume moved 33 picks)');
    });

    it('a share whose request holds no legs it can read says no units rather than guessing them', async () => {
      open(`/share#${TOKEN}`, () => ({ status: 200, body: { ...shared, strategy: { ticker: 'SPY' }, results: standardResult({ trades }) } }));
      const panel = await results();
      expect(within(panel).getByRole('note', { name: 'Quote source' })).toBeInTheDocument();
      expect(within(panel).queryByText(/^Sized \d/)).toBeNull();
    });
  });
});
