import { describe, expect, it } from 'vitest';
import { BacktestResultSchema, CoveredBacktestRequestSchema, CoveredBacktestResultSchema } from '../../shared/contracts';
import { exitScenarioWords } from '../../shared/domain/trade-words';
import { runCoveredBacktest } from '../../shared/engine';
import { oneContractMarket } from '../../shared/engine/testing/one-contract';
import { runCli, USAGE, type CliIo } from './run-cli';

function io(files: Record<string, unknown>) {
  const out: string[] = [];
  const err: string[] = [];
  const cli: CliIo = {
    readFile: async (path) => {
      if (!(path in files)) throw new Error(`ENOENT ${path}`);
      return JSON.stringify(files[path]);
    },
    loadMarketData: async (ticker) => {
      if (ticker !== 'TEST') throw new Error(`No market data for ticker '${ticker}'. Tickers with data: TEST`);
      return oneContractMarket({ closes: [100, 100, 100], prices: [1, 0.9, 0.8] });
    },
    stdout: (t) => out.push(t),
    stderr: (t) => err.push(t),
  };
  return { cli, out, err };
}

const covered = {
  ticker: 'test',
  shares_multiple: 100,
  start_date: '2024-01-01',
  end_date: '2024-12-31',
  strategy: { min_volume_for_entry: 0, covered_call_config: { DTE_target: 17 } },
};

describe('backtest CLI', () => {
  it('runs a covered request (picked by shape) and prints only the result JSON', async () => {
    const { cli, out, err } = io({ 'r.json': covered });
    expect(await runCli(['r.json'], cli)).toBe(0);
    expect(err).toEqual([]);
    expect(out).toHaveLength(1);
    const result = CoveredBacktestResultSchema.parse(JSON.parse(out[0]!));
    expect(result.trades).toHaveLength(1);
  });

  it("prints a covered trade's exit_scenario in words, as a spread's; the engine's result keeps its code (audit 6, N3)", async () => {
    const { cli, out } = io({ 'r.json': covered });
    expect(await runCli(['r.json'], cli)).toBe(0);
    const printed = CoveredBacktestResultSchema.parse(JSON.parse(out[0]!));
    // The call is bought back on the range's last day: code 2 in the result, 'BOUGHT_BACK' printed.
    expect(printed.trades.map((t) => t.exit_scenario)).toEqual(['BOUGHT_BACK']);
    const stored = runCoveredBacktest(CoveredBacktestRequestSchema.parse(covered), oneContractMarket({ closes: [100, 100, 100], prices: [1, 0.9, 0.8] }));
    expect(stored.trades.map((t) => t.exit_scenario)).toEqual([2]);
    // Nothing else differs, and the trade log shows the same chip for either form.
    expect({ ...printed, trades: printed.trades.map((t) => ({ ...t, exit_scenario: 2 })) }).toEqual(stored);
    expect(exitScenarioWords(printed.trades[0]!.exit_scenario)).toBe(exitScenarioWords(2));
  });

  it('runs a standard (multi-leg) request', async () => {
    const standard = {
      ticker: 'TEST',
      min_volume: 0,
      strategy: { name: 'one call', legs: [{ side: 'short', option_type: 'call', dte_target: 17, target_strike_condition: { type: 'delta', value: 0.3 } }] },
    };
    const { cli, out } = io({ 's.json': standard });
    expect(await runCli(['s.json'], cli)).toBe(0);
    expect(BacktestResultSchema.parse(JSON.parse(out[0]!)).trades).toHaveLength(1);
  });

  it('--summary prints the result\'s headline figures on one labelled line instead of the JSON', async () => {
    const json = io({ 'r.json': covered });
    expect(await runCli(['r.json'], json.cli)).toBe(0);
    const result = CoveredBacktestResultSchema.parse(JSON.parse(json.out[0]!));
    const { cli, out, err } = io({ 'r.json': covered });
    expect(await runCli(['r.json', '--summary'], cli)).toBe(0);
    expect(err).toEqual([]);
    expect(out).toHaveLength(1);
    const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const pct = `${result.total_return_pct >= 0 ? '+' : '−'}${Math.abs(result.total_return_pct).toFixed(2)}%`;
    expect(out[0]).toBe(
      `start_balance ${money(result.start_balance)} · end_balance ${money(result.end_balance)} · total_return_pct ${pct} · total_trades 1 · `
      + `interest_earned ${money(result.interest_earned ?? Number.NaN)} · interest_paid ${money(result.interest_paid ?? Number.NaN)}`,
    );
    // 100 shares at the first close of 100: the figure is the run's, not a default.
    expect(out[0]).toMatch(/^start_balance 10,000\.00 · /);
  });

  it('exits 2 with the validation message on an invalid request', async () => {
    const { cli, out, err } = io({ 'bad.json': { ...covered, shares_multiple: 150 } });
    expect(await runCli(['bad.json'], cli)).toBe(2);
    expect(out).toEqual([]);
    expect(err.join('\n')).toContain('shares_multiple must be a multiple of 100');
    const missing = io({ 'm.json': { ...covered, strategy: {} } });
    expect(await runCli(['m.json'], missing.cli)).toBe(2);
    expect(missing.err.join('\n')).toContain('Please configure Covered Call');
  });

  it('exits 2 naming a misspelt field instead of running without it', async () => {
    const { cli, out, err } = io({ 'typo.json': { ...covered, strategy: { ...covered.strategy, max_dayz: 30 } } });
    expect(await runCli(['typo.json'], cli)).toBe(2);
    expect(out).toEqual([]);
    expect(err.join('\n')).toBe('Unknown field strategy.max_dayz');
    const standard = io({ 's.json': { ticker: 'TEST', strategy: { name: 'one call', legs: [{ dte_target: 17, qty: 2 }] } } });
    expect(await runCli(['s.json'], standard.cli)).toBe(2);
    expect(standard.err.join('\n')).toContain('Unknown field strategy.legs[0].qty');
  });

  it('names the field a misspelt key most likely means, instead of only its missing twin', async () => {
    const { ticker, ...rest } = covered;
    const { cli, err } = io({ 'tickr.json': { ...rest, tickr: ticker } });
    expect(await runCli(['tickr.json'], cli)).toBe(2);
    // Before: 'ticker is required' first, and the unknown key without a hint.
    expect(err.join('\n')).toBe('Unknown field tickr (did you mean ticker?)');
  });

  it('exits 2 on usage and unreadable files, 1 on a ticker without data', async () => {
    const { cli, err } = io({ 'x.json': { ...covered, ticker: 'NOPE' } });
    expect(await runCli([], cli)).toBe(2);
    expect(err).toContain(USAGE);
    expect(await runCli(['missing.json'], cli)).toBe(2);
    expect(await runCli(['x.json', 'y.json'], cli)).toBe(2);
    expect(await runCli(['--model-risk'], cli)).toBe(2);
    expect(await runCli(['--band', 'x.json'], cli)).toBe(2);
    expect(await runCli(['x.json'], cli)).toBe(1);
    expect(err.at(-1)).toContain("No market data for ticker 'NOPE'");
  });

  describe('speaks the run forms\' words (spec section 5), one line per fault', () => {
    const standard = {
      ticker: 'TEST',
      min_volume: 0,
      strategy: { name: 'one call', legs: [{ side: 'short', option_type: 'call', dte_target: 17, target_strike_condition: { type: 'delta', value: 0.3 } }] },
    };
    const leg = standard.strategy.legs[0]!;
    const strategy = (s: object) => ({ ...standard, strategy: { ...standard.strategy, ...s } });
    const withLeg = (l: object) => strategy({ legs: [{ ...leg, ...l }] });
    it.each([
      // Before: run as 'Loaded Strategy', and on TSLA, a ticker the file never named.
      ['Strategy name is required', strategy({ name: undefined })],
      ['Ticker symbol is required', { ...standard, ticker: undefined }],
      ['Please select a valid start and end date', { ...standard, start_date: '' }],
      ['Start date must be before end date', { ...standard, start_date: '2024-12-31', end_date: '2024-01-02' }],
      ['Strategy must have at least one leg', strategy({ legs: [] })],
      // Before: 'strategy.legs[0].target_strike_condition.value is required'.
      ['Leg 1 requires a target strike condition value', withLeg({ target_strike_condition: { type: 'delta' } })],
      // Before: 'strategy.legs[0].dte_target must be > 0'.
      ['Leg 1 requires a valid DTE target (>0)', withLeg({ dte_target: 0 })],
      // Before: 'strategy.legs[0].quantity must be >= 1'.
      ['Leg 1 requires a valid quantity (>0)', withLeg({ quantity: 0 })],
      // Before: 'ticker is required'.
      ['Please fill ticker and date range', { ...covered, ticker: '' }],
      ['Start date must be before end date', { ...covered, start_date: '2025-01-01' }],
      ['Wheel requires both Covered Call and Cash-Secured Put configs', { ...covered, strategy: { ...covered.strategy, wheel_enabled: true } }],
      ['Please configure Cash-Secured Put', { ...covered, strategy: { start_type: 'cash_secured_put', covered_call_config: null } }],
      // Before: 'start_date must be a date YYYY-MM-DD' (Date.parse read it, so no rule did).
      ['Please select a valid start and end date', { ...standard, start_date: '2024/01/02' }],
      ['Start date must be YYYY-MM-DD', { ...covered, start_date: 'Jan 2 2024' }],
      // Before: run on TEST and the strategy left saying SPY.
      ['ticker TEST and strategy.ticker SPY differ: send the same value in both, or leave strategy.ticker out', strategy({ ticker: 'SPY' })],
    ])('%s', async (message, body) => {
      const { cli, out, err } = io({ 'r.json': body });
      expect(await runCli(['r.json'], cli)).toBe(2);
      expect(out).toEqual([]);
      expect(err.join('\n')).toBe(message);
    });
  });
});
