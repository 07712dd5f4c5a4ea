import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contract, coveredResult, coveredTrade, standardResult, standardTrade } from '../test/fixtures';
import { withLayoutBox } from '../test/virtual-rect';
import { AnyBacktestResultSchema, CoveredBacktestResultSchema } from '../lib/shared';
import { deriveResults } from './derive-results';
import { ResultsPanel } from './results-panel';
import { createFillModel } from '../../../../../shared/engine/execution/fill-model';
import { coveredPremiumNote, T_BILL_RATE_NOTE } from './metric-cards';

const noSave = () => Promise.resolve();

describe('results panel states', () => {
  it('loading: Performance, the mode text and 12/4/5 placeholders', () => {
    const { rerender } = render(<ResultsPanel mode="spreads" loading results={null} onSave={noSave} />);
    expect(screen.getByRole('heading', { name: 'Performance' })).toBeInTheDocument();
    expect(screen.getByText('Running backtest simulation...')).toBeInTheDocument();
    expect(screen.getByTestId('chart-placeholders').children).toHaveLength(12);
    expect(screen.getByTestId('summary-placeholders').children).toHaveLength(4);
    expect(screen.getByTestId('trade-placeholders').children).toHaveLength(5);
    rerender(<ResultsPanel mode="covered" loading results={null} onSave={noSave} />);
    expect(screen.getByText('Running covered strategy simulation...')).toBeInTheDocument();
  });

  it('empty: the texts of each mode', () => {
    const { rerender } = render(<ResultsPanel mode="spreads" loading={false} results={null} onSave={noSave} />);
    expect(screen.getByRole('heading', { name: 'No backtest data yet' })).toBeInTheDocument();
    expect(screen.getByText('Configure your strategy and run a backtest to see performance metrics')).toBeInTheDocument();
    rerender(<ResultsPanel mode="covered" loading={false} results={null} onSave={noSave} />);
    expect(screen.getByRole('heading', { name: 'No covered results yet' })).toBeInTheDocument();
    expect(screen.getByText('Run a covered strategy backtest to see results here')).toBeInTheDocument();
  });
});

describe('results panel with results', { timeout: 20_000 }, () => {
  withLayoutBox();

  it('shows the header, chart, metric cards (with Sharpe when present) and the benchmark toggle off', () => {
    render(<ResultsPanel mode="covered" loading={false} results={deriveResults(coveredResult())} onSave={noSave} />);
    expect(screen.getByRole('heading', { name: 'Performance' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Backtest' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'P&L Over Time' })).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Benchmark (Buy & Hold)' });
    expect(toggle).not.toBeChecked();
    // The premium card reads 'Net Premium Paid' when the run paid more premium than it received.
    const premiumLabel = screen.queryByRole('group', { name: 'Net Premium Paid' }) ? 'Net Premium Paid' : 'Net Premium Received';
    for (const label of ['Win Rate', 'Balance', 'Max Drawdown', 'CAGR', 'Total Return', 'Total Trades', premiumLabel, 'Sharpe Ratio']) {
      expect(screen.getByRole('group', { name: label })).toBeInTheDocument();
    }
    expect(within(screen.getByRole('group', { name: 'Balance' })).getByText('$50,000.00 → $51,000.00')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Win Rate' })).getByText('66.67%')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Net Premium Received' })).getByText('$640.00')).toBeInTheDocument();
  });

  it('says which saved backtest the results are once saved (or loaded from Saved), and nothing before', () => {
    const results = deriveResults(coveredResult());
    const { rerender } = render(<ResultsPanel mode="covered" loading={false} results={results} onSave={noSave} />);
    expect(screen.queryByText(/^Saved as/)).not.toBeInTheDocument();
    rerender(<ResultsPanel mode="covered" loading={false} results={results} onSave={noSave} saved={{ backtestId: 'b1', name: 'SPY calls 30d' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved as “SPY calls 30d”');
  });

  it('names the underlying that ran first in the header line (the form beside it may name another by now)', () => {
    const results = deriveResults(coveredResult());
    const period = `${results.dataPeriod?.start_date} → ${results.dataPeriod?.end_date}`;
    const { container, rerender } = render(<ResultsPanel mode="covered" loading={false} results={results} onSave={noSave} ticker="SPX" />);
    const summary = () => container.querySelector('.bt-run-summary')?.textContent;
    expect(summary()).toMatch(new RegExp(`^SPX · ${period}( · |$)`));
    rerender(<ResultsPanel mode="covered" loading={false} results={results} onSave={noSave} />);
    expect(summary()).toMatch(new RegExp(`^${period}( · |$)`));
  });

  it('the P&L chart is an image named in words (axe: an SVG image without a name said nothing to a screen reader)', async () => {
    const results = deriveResults(coveredResult());
    render(<ResultsPanel mode="covered" loading={false} results={results} onSave={noSave} />);
    const chart = await screen.findByRole('img', { name: /^Cumulative P&L chart from / }, { timeout: 10_000 });
    const last = results.pnlHistory[results.pnlHistory.length - 1];
    expect(chart).toHaveAccessibleName(expect.stringContaining(`to ${last?.date}: ended at `));
  });

  it('hides the benchmark toggle without benchmark prices and shows a null Sharpe as N/A', () => {
    render(<ResultsPanel mode="spreads" loading={false} onSave={noSave}
      results={deriveResults(standardResult({ benchmark_prices: [] }))} />);
    expect(screen.queryByRole('switch', { name: 'Benchmark (Buy & Hold)' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Sharpe Ratio' })).getByText('N/A')).toBeInTheDocument();
    expect(screen.getByText('Margin $500.0')).toBeInTheDocument();
    expect(screen.getByText('Capital $500.0')).toBeInTheDocument();
  });

  it('no-trade run: win rate, CAGR and Sharpe read N/A, the total return is shown (issue 14 item 7)', () => {
    render(<ResultsPanel mode="covered" loading={false} onSave={noSave}
      results={deriveResults(coveredResult({ win_rate: null, cagr_pct: null, sharpe_ratio: null, total_return_pct: 26.2, total_trades: 0, trades: [] }))} />);
    for (const label of ['Win Rate', 'CAGR', 'Sharpe Ratio']) {
      expect(within(screen.getByRole('group', { name: label })).getByText('N/A')).toBeInTheDocument();
    }
    expect(within(screen.getByRole('group', { name: 'CAGR' })).getByText('Not annualised: see the total return')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Total Return' })).getByText('+26.20%')).toBeInTheDocument();
  });

  it('signs the Total Return and CAGR cards: winners with a plus sign, losers with a minus (spec section 9)', () => {
    const { unmount } = render(<ResultsPanel mode="covered" loading={false} onSave={noSave}
      results={deriveResults(coveredResult({ total_return_pct: 12.5, cagr_pct: 8.25 }))} />);
    expect(within(screen.getByRole('group', { name: 'Total Return' })).getByText('+12.50%')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'CAGR' })).getByText('+8.25%')).toBeInTheDocument();
    unmount();
    render(<ResultsPanel mode="covered" loading={false} onSave={noSave}
      results={deriveResults(coveredResult({ total_return_pct: -3.1, cagr_pct: -4 }))} />);
    expect(within(screen.getByRole('group', { name: 'Total Return' })).getByText('-3.10%')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'CAGR' })).getByText('-4.00%')).toBeInTheDocument();
  });

  it('the CAGR tooltip states the engine rule: N/A under 358 calendar days, not under one year', () => {
    render(<ResultsPanel mode="covered" loading={false} onSave={noSave} results={deriveResults(coveredResult())} />);
    const tooltip = screen.getByRole('group', { name: 'CAGR' }).getAttribute('title') ?? '';
    expect(tooltip).toContain('fewer than 358 calendar days');
    expect(tooltip).not.toMatch(/shorter than one year/);
  });

  it('a spread run\'s premium card keeps its label and says under it what the sum is, beside the run\'s P&L (not read as profit)', () => {
    // The audit's iron condor read 'Net Premium Received $163,068.25' like a profit.
    const golden = AnyBacktestResultSchema.parse(JSON.parse(readFileSync(join(import.meta.dirname, '../../../../../test/golden/results/iron-condor-spy-2019.json'), 'utf8')));
    const results = deriveResults(golden);
    render(<ResultsPanel mode="spreads" loading={false} onSave={noSave} results={results} />);
    const card = screen.getByRole('group', { name: 'Net Premium Received' });
    expect(card.querySelector('.bt-metric__label')?.firstChild?.textContent).toBe('Net Premium Received');
    const pnl = golden.total_pnl;
    const sign = pnl < 0 ? '-' : '+';
    const dollars = Math.abs(pnl).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(card.querySelector('.bt-metric__note')?.textContent).toBe(
      `Credits less debits at the entry of all ${golden.trades.length} trades, before closing them; the run's P&L: ${sign}$${dollars}`,
    );
    // 59 since the chain expects SPY's ex-dates on its schedule (third Fridays, dividend-schedule.ts,
    // 2026-12-02): the March 2019 puts priced with the 03-15 dividend, a strike lower from 02-13, and
    // the path after it; 57 before, since stock and ETF options are priced as American (2026-12-02,
    // american-price.ts; 58 before, 59 before fills went on the tick: fill-model.ts); 58 since the put tail
    // is cut to keep butterflies >= 0 (2026-12-03: the 05-08 condor's target came 05-21, and the path after it).
    expect(golden.trades.length).toBe(58);
    // Not in the profit colour: the run lost money while its credits summed to a large positive figure.
    expect(card.querySelector('.bt-metric__value')?.className).not.toMatch(/bt-positive/);
  });

  it('a covered run\'s premium card says it nets the buy-backs: received on options sold, less paid buying them back', () => {
    // The golden SPY 2019 covered call paid $628.00 net: the card said only that, not that it sold $4,151.00 and bought back $4,779.00
    // (ex-dates on SPY's schedule since 2026-12-02: $4,148.00 and $4,779.00 before; American prices since 2026-12-02: $624.00,
    // $4,152.00 and $4,776.00 before; before fills went on the tick $614.00, $4,156.25 and $4,770.25; the put tail cut to keep
    // butterflies >= 0 since 2026-12-03, four calls sold and one bought back a cent dearer: $631.00, $4,147.00 and $4,778.00 before).
    const golden = CoveredBacktestResultSchema.parse(JSON.parse(readFileSync(join(import.meta.dirname, '../../../../../test/golden/results/covered-call-spy-2019.json'), 'utf8')));
    render(<ResultsPanel mode="covered" loading={false} onSave={noSave} results={deriveResults(golden)} />);
    const card = screen.getByRole('group', { name: 'Net Premium Paid' });
    expect(card.querySelector('.bt-metric__value')?.textContent).toBe('$628.00');
    // Its buy-backs, as the trade log names them: 10 profit-target closes, 8 rolls and the last day's close.
    expect(card.querySelector('.bt-metric__note')?.textContent).toBe('Received $4,151.00 selling options, less $4,779.00 buying them back (closes, rolls and the close at the end of the test)');
    // The buy-backs read from the net are the trades' own: each closed trade's exit price x 100 x contracts.
    const boughtBack = golden.trades.reduce((sum, t) => sum + (t.exit_position ? t.exit_position.price * 100 * t.exit_position.quantity : 0), 0);
    expect(boughtBack).toBeCloseTo(4779, 2);
    // Parts that do not add up (sales below the net) are not claimed.
    expect(coveredPremiumNote({ netPremiumReceived: 700, premiumSold: 640, trades: [] })).toBeUndefined();
    // None bought back: said so; nothing sold at all: nothing to add to '$0.00'.
    expect(coveredPremiumNote({ netPremiumReceived: 640, premiumSold: 640, trades: [] })).toBe('Received $640.00 selling options; none bought back');
    expect(coveredPremiumNote({ netPremiumReceived: 0, premiumSold: 0, trades: [] })).toBeUndefined();
    // The only buy-back was the close on the test's last day ('Closed at end of test' in the log): it read '(closes and rolls)'.
    const trade = (exitScenario: string, reason: string, exitPrice: number | null) => ({ ...deriveResults(golden).trades[0]!, exitScenario, reason, exitPrice });
    const expired = trade('EXPIRATION', 'Expired out of the money: close 300.00 vs the 310.00 call strike', 0);
    const lastDay = trade('BOUGHT_BACK', "End of the backtest range (2019-12-31): bought back at the day's price $1.20", 1.2);
    expect(coveredPremiumNote({ netPremiumReceived: 520, premiumSold: 640, trades: [expired, lastDay] })).toBe(
      'Received $640.00 selling options, less $120.00 buying them back (the close at the end of the test)',
    );
    const closed = trade('BOUGHT_BACK', 'take_profit_credit_capture: captured 50.00% of the 2.00 credit >= 50.00% (now 1.00)', 1);
    expect(coveredPremiumNote({ netPremiumReceived: 420, premiumSold: 640, trades: [closed, lastDay] })?.endsWith('(a close and the close at the end of the test)')).toBe(true);
  });

  it("reads 'Net Premium Paid' with the amount when net premium is negative", () => {
    render(<ResultsPanel mode="covered" loading={false} onSave={noSave} results={deriveResults(coveredResult({ net_premium_received: -412.5 }))} />);
    expect(screen.queryByRole('group', { name: 'Net Premium Received' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Net Premium Paid' })).getByText('$412.50')).toBeInTheDocument();
  });

  it('shows the excess return over buy-and-hold and the interest when the result carries them (issue 14)', () => {
    // Strategy +2 %, buy and hold 50,000 → 52,100 = +4.2 %: excess −2.20 points.
    const result = coveredResult({
      benchmark_equity: [['2024-01-02', 50_000], ['2024-01-05', 52_100]],
      benchmark_return_pct: 4.2,
      interest_earned: 123.45,
      interest_paid: 0,
    });
    render(<ResultsPanel mode="covered" loading={false} onSave={noSave} results={deriveResults(result)} />);
    const excess = screen.getByRole('group', { name: 'Excess Return vs Buy & Hold' });
    expect(within(excess).getByText('-2.20 pts')).toBeInTheDocument();
    // Saved before the buy and hold reinvested dividends (no benchmark_dividends): its stored curve kept them as cash, and says so.
    expect(within(excess).getByText('Buy & Hold: +4.20%, dividends kept as cash')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Interest on Cash' })).getByText('$123.45 earned')).toBeInTheDocument();
  });

  it('takes the excess return from the dollars, not from the two returns each rounded to 4 decimals (a basis point apart)', () => {
    // $30,000 to $33,000.17 (+10.0006%) against a buy and hold to $31,204.68 (+4.0156%): +5.98497 points; the difference of the returns, 5.985, read '+5.99 pts'.
    const result = coveredResult({
      start_balance: 30_000, end_balance: 33_000.17, total_pnl: 3000.17, total_return_pct: 10.0006,
      equity_curve: [['2024-01-02', 30_000], ['2024-01-05', 33_000.17]],
      benchmark_equity: [['2024-01-02', 30_000], ['2024-01-05', 31_204.68]], benchmark_return_pct: 4.0156, benchmark_dividends: 'reinvested',
    });
    render(<ResultsPanel mode="covered" loading={false} onSave={noSave} results={deriveResults(result)} />);
    const excess = screen.getByRole('group', { name: 'Excess Return vs Buy & Hold' });
    expect(within(excess).getByText('+5.98 pts')).toBeInTheDocument();
    expect(within(excess).queryByText('+5.99 pts')).toBeNull();
  });

  it("a run since the buy and hold reinvests dividends says so under the excess return, and the card's formula describes it (audit 7 N9)", () => {
    const result = coveredResult({ benchmark_equity: [['2024-01-02', 50_000], ['2024-01-05', 52_100]], benchmark_return_pct: 4.2, benchmark_dividends: 'reinvested' });
    render(<ResultsPanel mode="covered" loading={false} onSave={noSave} results={deriveResults(result)} />);
    const excess = screen.getByRole('group', { name: 'Excess Return vs Buy & Hold' });
    expect(within(excess).getByText('Buy & Hold: +4.20%, dividends reinvested')).toBeInTheDocument();
    expect(excess).toHaveAccessibleDescription(/reinvesting each dividend in shares at its ex-date's close/);
  });

  it('the interest a run paid is named as a trader knows it: a margin loan on borrowed cash (was \'paid on negative cash\')', () => {
    render(<ResultsPanel mode="covered" loading={false} onSave={noSave} results={deriveResults(coveredResult({ interest_earned: 29.9, interest_paid: 315.76 }))} />);
    expect(within(screen.getByRole('group', { name: 'Interest on Cash' })).getByText(`$29.90 earned ${T_BILL_RATE_NOTE} · $315.76 paid on borrowed cash (margin loan)`)).toBeInTheDocument();
  });

  it('a run that earned and paid interest shows the net as its figure, the one its P&L holds (it read "$29.90 earned" for a net cost)', () => {
    render(<ResultsPanel mode="covered" loading={false} onSave={noSave} results={deriveResults(coveredResult({ interest_earned: 15.06, interest_paid: 20.44 }))} />);
    const card = within(screen.getByRole('group', { name: 'Interest on Cash' }));
    const figure = card.getByText('-$5.38 net');
    expect(figure).toHaveClass('bt-negative');
    expect(card.queryByText(/^\$15\.06 earned$/)).not.toBeInTheDocument();
  });

  it('the interest earned says the rate it assumes, the most idle cash could earn, and that a broker sweep pays less', () => {
    render(<ResultsPanel mode="covered" loading={false} onSave={noSave} results={deriveResults(coveredResult({ interest_earned: 2123.04, interest_paid: 0 }))} />);
    const card = within(screen.getByRole('group', { name: 'Interest on Cash' }));
    expect(card.getByText('$2,123.04 earned')).toBeInTheDocument();
    expect(card.getByText(T_BILL_RATE_NOTE)).toBeInTheDocument();
    expect(T_BILL_RATE_NOTE).toMatch(/3-month T-bill rate.*sweep pays less/);
  });

  it('older results without benchmark_equity show no excess return card', () => {
    render(<ResultsPanel mode="covered" loading={false} onSave={noSave} results={deriveResults(coveredResult())} />);
    expect(screen.queryByRole('group', { name: 'Excess Return vs Buy & Hold' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Interest on Cash' })).not.toBeInTheDocument();
  });

  it('keeps each trade date on one line: a phone broke 2024-12-06 into 2024- / 12-06', () => {
    render(<ResultsPanel mode="covered" loading={false} results={deriveResults(coveredResult())} onSave={noSave} />);
    const trade = screen.getByRole('article', { name: 'Trade 1' });
    for (const date of ['2024-01-02', '2024-01-05']) expect(within(trade).getByText(date)).toHaveClass('bt-date');
    // jsdom applies no stylesheet: the rule itself is read from the CSS the app loads.
    const css = readFileSync(join(import.meta.dirname, '../backtest.css'), 'utf8');
    expect(css).toMatch(/\.bt-date\s*\{[^}]*white-space:\s*nowrap/);
  });

  it('sorts the trade log Newest First by default, then Oldest First', async () => {
    render(<ResultsPanel mode="covered" loading={false} results={deriveResults(coveredResult())} onSave={noSave} />);
    const sort = screen.getByRole('combobox', { name: 'Sort trades' });
    expect(sort).toHaveValue('newest');
    const order = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));
    expect(order()).toEqual(['Trade 2', 'Trade 1']);
    await userEvent.selectOptions(sort, 'Oldest First');
    expect(order()).toEqual(['Trade 1', 'Trade 2']);
    expect(within(screen.getByRole('article', { name: 'Trade 1' })).getByText('Expired')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Trade 2' })).getByText('Early assignment')).toBeInTheDocument();
  });

  it('opens the Exit Reason modal from the truncated chip; overlay and close button close it', async () => {
    render(<ResultsPanel mode="covered" loading={false} results={deriveResults(coveredResult())} onSave={noSave} />);
    const chip = screen.getByRole('button', { name: 'Reason: Take profit: 80% of …' });
    expect(chip).toHaveAttribute('title', 'Take profit: 80% of the credit captured');
    await userEvent.click(chip);
    const dialog = screen.getByRole('dialog', { name: 'Exit Reason' });
    expect(within(dialog).getByText('Take profit: 80% of the credit captured')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(chip);
    fireEvent.mouseDown(screen.getByTestId('modal-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens Contract Details on Entry; Exit is enabled only with an exit leg', async () => {
    render(<ResultsPanel mode="covered" loading={false} results={deriveResults(coveredResult())} onSave={noSave} />);
    const withExit = screen.getByRole('article', { name: 'Trade 1' });
    await userEvent.click(within(withExit).getByRole('button', { name: /SHORT 1× CALL/ }));
    let dialog = screen.getByRole('dialog', { name: 'Contract Details' });
    expect(within(dialog).getByRole('button', { name: 'Entry' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByText('$3.20')).toBeInTheDocument();
    expect(within(dialog).getByText('0.301')).toBeInTheDocument();
    expect(within(dialog).getByText('15.2%')).toBeInTheDocument();
    // The row's words, not 'Short 1×' beside the row's 'SHORT 1×'.
    expect(within(dialog).getByText('SHORT 1×')).toBeInTheDocument();
    // The greeks say their units (was 'Theta', 'Vega', 'Rho': per day or per year? per point or per 100?).
    for (const label of ['Theta (per day)', 'Vega (per vol point)', 'Rho (per rate point)']) {
      expect(within(dialog).getByText(label, { selector: 'dt' })).toBeInTheDocument();
    }
    // Delta and gamma are not dollars: delta is dollars per $1 of the underlying, gamma delta per $1.
    expect(within(dialog).getByText(/^Greeks are per share \(a contract is 100 shares\): delta and gamma per \$1 move of the underlying, theta, vega and rho in dollars/)).toBeInTheDocument();
    const exit = within(dialog).getByRole('button', { name: 'Exit' });
    expect(exit).toBeEnabled();
    await userEvent.click(exit);
    expect(within(dialog).getByText('$1.10')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    // No exit contract (assigned): the leg says how it ended rather than read as still open.
    expect(within(screen.getByRole('article', { name: 'Trade 2' })).getByRole('button', { name: /SHORT 1× CALL/ })).toHaveTextContent(/^SHORT 1× CALL \$500\.00 @ \$3\.20 → early assignment$/);
    await userEvent.click(within(screen.getByRole('article', { name: 'Trade 2' })).getByRole('button', { name: /SHORT 1× CALL/ }));
    dialog = screen.getByRole('dialog', { name: 'Contract Details' });
    expect(within(dialog).getByRole('button', { name: 'Exit' })).toBeDisabled();
    fireEvent.mouseDown(screen.getByTestId('modal-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("Contract Details shows a split-adjusted covered position beside the entry as sold; a trade without one shows no such rows (audit 6, N10)", async () => {
    // AAPL 2020 (audit 6, run 11 #1): 1 × the 390 call sold at 24.05, adjusted by the 4-for-1 to 4 × the
    // 97.5 call and assigned at 9.34 a share: 2,405 − 9.34 × 100 × 4 − 0.65 = −1,331.65.
    const assigned = coveredTrade(0, {
      entry_date: '2020-07-20', exit_date: '2020-09-18', exit_scenario: 3, pnl: -1_331.65, commissions: 0.65, settlement_price: 9.34, premium_received: 2_405,
      entry_position: { contract: contract({ id: 'AAPL200918C00390000', strike: 390, expiry_date: '2020-09-18', last_trade_price: 24.05 }), side: 'short', quantity: 1, price: 24.05 },
      exit_position: null,
      reason: 'Assigned at expiration: close 106.84 above the 97.5 strike. 4-for-1 split on 2020-08-31: OCC adjusted 1 contract of the 390 call to 4 of the 97.5 call',
      split_adjusted: { contracts: 4, strike: 97.5, shares_per_contract: 100 },
    });
    const saved = coveredTrade(1, { exit_position: null, exit_scenario: 1 });
    render(<ResultsPanel mode="covered" loading={false} results={deriveResults(coveredResult({ trades: [assigned, saved] }))} onSave={noSave} />);
    await userEvent.click(within(screen.getByRole('article', { name: 'Trade 1' })).getByRole('button', { name: /SHORT 1× CALL/ }));
    let dialog = screen.getByRole('dialog', { name: 'Contract Details' });
    const value = (term: string) => within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect([value('Strike'), value('After the Split: Contracts'), value('After the Split: Strike'), value('After the Split: Shares per Contract')])
      .toEqual(['$390.00', '4', '$97.50', '100']);
    fireEvent.mouseDown(screen.getByTestId('modal-overlay'));
    await userEvent.click(within(screen.getByRole('article', { name: 'Trade 2' })).getByRole('button', { name: /SHORT 1× CALL/ }));
    dialog = screen.getByRole('dialog', { name: 'Contract Details' });
    expect(within(dialog).queryByText(/After the Split/)).not.toBeInTheDocument();
  });

  it('renders only the visible rows of a long trade log', () => {
    const many = coveredResult({ trades: Array.from({ length: 5000 }, (_, i) => coveredResult().trades[i % 2] ?? coveredResult().trades[0]!) });
    render(<ResultsPanel mode="covered" loading={false} results={deriveResults(many)} onSave={vi.fn()} />);
    const rows = screen.getAllByRole('article');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(40);
  });

  it('speaks a trader\'s language: exit chips and reasons in words with $, leg P&L in dollars for the quantity', async () => {
    const trade = coveredTrade(0, {
      entry_date: '2024-01-02', exit_date: '2024-01-05', exit_scenario: 2,
      entry_position: { contract: contract({ expiry_date: '2024-02-16' }), side: 'short', quantity: 52, price: 2.1 },
      exit_position: { contract: contract({ expiry_date: '2024-02-16', last_trade_price: 1 }), side: 'long', quantity: 52, price: 1 },
      reason: 'take_profit_credit_capture: captured 52.38% of the 2.10 credit >= 50.00% (now 1.00)',
    });
    render(<ResultsPanel mode="covered" loading={false} results={deriveResults(coveredResult({ trades: [trade] }))} onSave={noSave} />);
    const row = screen.getByRole('article', { name: 'Trade 1' });
    expect(within(row).getByText('Bought back')).toBeInTheDocument();
    expect(row).not.toHaveTextContent(/BOUGHT_BACK|take_profit/);
    const leg = within(row).getByRole('button', { name: /SHORT 52× CALL/ });
    // $1.10 a share × 52 contracts × 100 shares, with the per-share prices beside it.
    expect(leg).toHaveTextContent('SHORT 52× CALL $500.00 @ $2.10 → $1.00 +$5,720.00');
    // The trade's percent says what it is of (the histogram divides the same P&L by the capital tied up).
    expect(within(row).getByText(/^\([+-]\d+\.\d\d% of premium\)$/)).toHaveAttribute('title', "P&L as a % of the option's premium at entry");
    await userEvent.click(within(row).getByRole('button', { name: /^Reason: / }));
    // A reason saved with the condition's code reads as the engine writes it today, in the form's label.
    expect(within(screen.getByRole('dialog', { name: 'Exit Reason' })).getByText(
      'Credit Capture: 52.38% of the $2.10 credit captured (target 50.00%; option marked at $1.00)',
    )).toBeInTheDocument();
  });

  it('a leg a 4-for-1 split adjusted reads its dollars from each side\'s own contracts, and says so', () => {
    // Short 1 × 400 put at 8.00; the split made it 4 × 100 puts, bought back at 1.50: +800 − 600.
    const trade = standardTrade({
      entry_date: '2024-01-02', exit_date: '2024-01-20', exit_scenario: 'EARLY_EXIT', pnl: 200,
      entry_contracts: [{ contract: contract({ id: 'SPY240216P00400000', call_or_put: 'put', strike: 400, last_trade_price: 8 }), side: 'short', quantity: 1, price: 8 }],
      exit_contracts: [{ contract: contract({ id: 'SPY240216P00100000', call_or_put: 'put', strike: 100, last_trade_price: 1.5 }), side: 'short', quantity: 4, price: 1.5 }],
    });
    render(<ResultsPanel mode="spreads" loading={false} onSave={noSave} results={deriveResults(standardResult({ trades: [trade] }), { strategyName: 'Short Put' })} />);
    const leg = within(screen.getByRole('article', { name: 'Trade 1' })).getByRole('button', { name: /SHORT 1× PUT/ });
    // Per share × the entry's 1 contract read +$650.00.
    expect(leg).toHaveTextContent('SHORT 1× PUT $400.00 @ $8.00 → $1.50 +$200.00');
    expect(within(leg).getByText('+$200.00')).toHaveAttribute('title', 'Split while open: in 1 × 100 shares at $8.00, out 4 × 100 shares at $1.50 (4× $100.00 after the split)');
  });

  it("a multi-leg leg a split adjusted shows what it became in Contract Details, and its dollars in the shares it states (audit 6, N10)", async () => {
    // AAPL's 7-for-1 of 2014-06-09 on LEAN's chain (audit 6, run 15): 1 × the 535/515 put spread at
    // 0.16/0.09 became 7 × 76.43/73.57 (OCC's strikes to the cent), closed at 0.01 each:
    // 16 − 7 = +9.00 and 7 − 9 = −2.00, less 10.40 of commissions, −3.40. From the strikes alone a
    // contract read 535 / 76.43 = 99.998 shares.
    const put = (strike: number, last: number) => contract({ id: `AAPL140621P${String(strike * 1000).padStart(8, '0')}`, call_or_put: 'put', strike, expiry_date: '2014-06-21', last_trade_price: last });
    const adjusted = (strike: number) => ({ split_adjusted: { contracts: 7, strike, shares_per_contract: 100 } });
    const trade = standardTrade({
      entry_date: '2014-06-02', exit_date: '2014-06-16', exit_scenario: 'END_OF_RANGE', pnl: -3.4, commissions: 10.4,
      entry_contracts: [{ contract: put(535, 0.16), side: 'short', quantity: 1, price: 0.16, ...adjusted(76.43) }, { contract: put(515, 0.09), side: 'long', quantity: 1, price: 0.09, ...adjusted(73.57) }],
      exit_contracts: [{ contract: put(76.43, 0.01), side: 'short', quantity: 7, price: 0.01 }, { contract: put(73.57, 0.01), side: 'long', quantity: 7, price: 0.01 }],
    });
    const plain = standardTrade({ entry_date: '2014-06-17', exit_date: '2014-06-20' });
    render(<ResultsPanel mode="spreads" loading={false} onSave={noSave} results={deriveResults(standardResult({ trades: [trade, plain] }), { strategyName: 'Bull Put Spread' })} />);
    const leg = within(screen.getByRole('article', { name: 'Trade 1' })).getByRole('button', { name: /SHORT 1× PUT/ });
    expect(within(leg).getByText('+$9.00')).toHaveAttribute('title', 'Split while open: in 1 × 100 shares at $0.16, out 7 × 100 shares at $0.01 (7× $76.43 after the split)');
    await userEvent.click(leg);
    let dialog = screen.getByRole('dialog', { name: 'Contract Details' });
    const value = (term: string) => within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect([value('Strike'), value('After the Split: Contracts'), value('After the Split: Strike'), value('After the Split: Shares per Contract')])
      .toEqual(['$535.00', '7', '$76.43', '100']);
    fireEvent.mouseDown(screen.getByTestId('modal-overlay'));
    await userEvent.click(within(screen.getByRole('article', { name: 'Trade 2' })).getAllByRole('button', { name: /SHORT|LONG/ })[0]!);
    dialog = screen.getByRole('dialog', { name: 'Contract Details' });
    expect(within(dialog).queryByText(/After the Split/)).not.toBeInTheDocument();
  });

  it('a multi-leg leg reads at its fill and settlement, and Contract Details shows the fill beside the last', async () => {
    // The real SPXW sample's 2765 call of the January 2018 condor, as saved before 2026-12-02 (fills
    // then kept the fraction of a cent the slippage gave): last 6.30 outside its 5.10/5.40
    // quote, sold at 5.175; settled at 58.8101 (a settlement, not a fill: never on a tick). At the last prices the chip read '@ $6.30 → $58.81 -$283,554.00'.
    const trade = standardTrade({
      entry_date: '2018-01-04', exit_date: '2018-01-31', exit_scenario: 'EXPIRATION', pnl: -20_120.4,
      entry_contracts: [{ contract: contract({ strike: 2765, expiry_date: '2018-01-31', last_trade_price: 6.3, bid_price: 5.1, ask_price: 5.4 }), side: 'short', quantity: 54, price: 5.175 }],
      exit_contracts: [{ contract: contract({ strike: 2765, expiry_date: '2018-01-31', last_trade_price: 58.81, bid_price: 58.81, ask_price: 58.81 }), side: 'short', quantity: 54, price: 58.8101 }],
    });
    render(<ResultsPanel mode="spreads" loading={false} onSave={noSave} results={deriveResults(standardResult({ trades: [trade] }), { strategyName: 'Iron Condor' })} />);
    const leg = within(screen.getByRole('article', { name: 'Trade 1' })).getByRole('button', { name: /SHORT 54× CALL/ });
    // The fills as booked, past the cent: '@ $5.18 → $58.81' made 54 × 100 × 53.63 = $289,602.00, not the leg's $289,629.54.
    expect(leg).toHaveTextContent('SHORT 54× CALL $2,765.00 @ $5.175 → $58.8101 -$289,629.54');
    expect(leg).toHaveAttribute('title', expect.stringContaining('as filled, slippage included'));
    expect(within(leg).getByText('-$289,629.54')).toHaveAttribute('title', '-$53.6351 a share × 54 × 100 shares');
    await userEvent.click(leg);
    const dialog = screen.getByRole('dialog', { name: 'Contract Details' });
    const value = (term: string) => within(dialog).getByText(term).nextElementSibling?.textContent;
    expect([value('Last Price'), value('Fill Price')]).toEqual(['$6.30', '$5.175 (as filled, slippage included)']);
    // Settled at 58.8101, its last 58.81: the settlement the leg was booked on, as the trade row shows it.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exit' }));
    expect([value('Last Price'), value('Fill Price')]).toEqual(['$58.81', '$58.8101 (its settlement value)']);
  });

  it("a new result's fills read to the cent: the engine fills on the contract's tick", () => {
    // The same SPXW 2765 call as the engine fills it since 2026-12-02 (fill-model.ts): sold at its
    // 5.10/5.40 quote less a quarter of the spread, 5.175, down to SPX's $0.10 tick, 5.10; bought back
    // at 12.30/12.60, 12.525 up to 12.60. A result saved before then keeps its 5.175 (the test above).
    const fill = createFillModel({ priceSource: 'last', slippageFractionOfSpread: 0.25, ticker: 'SPX' });
    const sold = contract({ strike: 2765, expiry_date: '2018-01-31', last_trade_price: 6.3, bid_price: 5.1, ask_price: 5.4 });
    const bought = contract({ strike: 2765, expiry_date: '2018-01-31', last_trade_price: 12.45, bid_price: 12.3, ask_price: 12.6 });
    const trade = standardTrade({
      entry_date: '2018-01-04', exit_date: '2018-01-24', exit_scenario: 'EARLY_EXIT', pnl: -40_500,
      entry_contracts: [{ contract: sold, side: 'short', quantity: 54, price: fill.fill(sold, 'sell', '2018-01-04') }],
      exit_contracts: [{ contract: bought, side: 'short', quantity: 54, price: fill.fill(bought, 'buy', '2018-01-24') }],
    });
    render(<ResultsPanel mode="spreads" loading={false} onSave={noSave} results={deriveResults(standardResult({ trades: [trade] }), { strategyName: 'Iron Condor' })} />);
    const leg = within(screen.getByRole('article', { name: 'Trade 1' })).getByRole('button', { name: /SHORT 54× CALL/ });
    expect(leg).toHaveTextContent('SHORT 54× CALL $2,765.00 @ $5.10 → $12.60 -$40,500.00');
  });

  it('a multi-leg leg of a result saved without fills says its prices are the last trades', () => {
    render(<ResultsPanel mode="spreads" loading={false} onSave={noSave} results={deriveResults(standardResult())} />);
    const leg = within(screen.getByRole('article', { name: 'Trade 1' })).getByRole('button', { name: /LONG 1× CALL/ });
    expect(leg).toHaveTextContent('LONG 1× CALL $480.00 @ $8.00 → $12.00 +$400.00');
    expect(leg).toHaveAttribute('title', expect.stringContaining("last trade: this result does not record the legs' fills"));
  });

  it('colours a $0.00 P&L neither green nor red, and explains every metric card with its formula', () => {
    render(<ResultsPanel mode="spreads" loading={false} onSave={noSave}
      results={deriveResults(standardResult({ total_pnl: 0, end_balance: 100_000, cagr_pct: 0, sharpe_ratio: 0.5, trades: [standardTrade({ pnl: 0 })] }))} />);
    const total = screen.getByText('Total P&L $0.00');
    expect(total).not.toHaveClass('bt-positive');
    expect(total).not.toHaveClass('bt-negative');
    expect(within(screen.getByRole('article', { name: 'Trade 1' })).getByText('$0.00')).not.toHaveClass('bt-positive');
    // The premium card reads 'Net Premium Paid' when the run paid more premium than it received.
    const premiumLabel = screen.queryByRole('group', { name: 'Net Premium Paid' }) ? 'Net Premium Paid' : 'Net Premium Received';
    for (const label of ['Win Rate', 'Balance', 'Max Drawdown', 'CAGR', 'Total Return', 'Total Trades', premiumLabel, 'Sharpe Ratio']) {
      const card = screen.getByRole('group', { name: label });
      expect(card.getAttribute('title')?.length ?? 0).toBeGreaterThan(30);
      expect(within(card).getByRole('button', { name: `Help: ${label}` })).toBeInTheDocument();
    }
    expect(screen.getByRole('group', { name: 'CAGR' })).toHaveAttribute('title', expect.stringContaining('365'));
  });

  it('Contract Details: N/A IV on a zero bid or an expired contract, modeled values labelled', async () => {
    const trade = coveredTrade(0, {
      entry_date: '2024-01-02', exit_date: '2024-02-16',
      entry_position: { contract: contract({ expiry_date: '2024-02-16', bid_price: 0, bid_implied_volatility: 0 }), side: 'short', quantity: 1, price: 3.2 },
      exit_position: { contract: contract({ expiry_date: '2024-02-16', quote_source: 'imported' }), side: 'long', quantity: 1, price: 0 },
    });
    render(<ResultsPanel mode="covered" loading={false} results={deriveResults(coveredResult({ trades: [trade] }))} onSave={noSave} />);
    await userEvent.click(within(screen.getByRole('article', { name: 'Trade 1' })).getByRole('button', { name: /SHORT 1× CALL/ }));
    const dialog = screen.getByRole('dialog', { name: 'Contract Details' });
    const value = (term: string) => within(dialog).getByText(term).nextElementSibling?.textContent;
    expect(value('Bid IV')).toBe('N/A');
    expect(value('Ask IV')).toBe('15.9%');
    expect(value('Volume')).toBe('1,200 (modeled)');
    expect(value('Open Interest')).toBe('5,400 (modeled)');
    expect(value('Bid')).toBe('$0.00 (modeled)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exit' }));
    expect(value('Bid IV')).toBe('N/A');
    expect(value('Ask IV')).toBe('N/A');
    expect(value('Volume')).toBe('1,200');
    expect(dialog).toHaveTextContent('imported real option chain');
  });
});
