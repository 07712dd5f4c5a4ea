import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { BacktestResultSchema, CoveredBacktestResultSchema } from '../../shared/contracts';
import { loadMarketData } from '../market/load-market-data';
import { runCli } from './run-cli';

/** The CLI wired as `npm run backtest` wires it, on the bundled data (model only). */
async function cli(body: unknown, flags: string[] = []) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(['request.json', ...flags], {
    readFile: async () => JSON.stringify(body),
    loadMarketData: (ticker) => loadMarketData(ticker, { store: null }),
    stdout: (t) => out.push(t),
    stderr: (t) => err.push(t),
  });
  return { code, out, err };
}

describe('backtest CLI on the bundled data', () => {
  it('runs a covered call on QQQ and clips the range to the data', async () => {
    const { code, out } = await cli({
      ticker: 'qqq',
      start_date: '2009-06-01',
      end_date: '2010-03-31',
      strategy: { covered_call_config: { DTE_target: 30 } },
    });
    expect(code).toBe(0);
    const result = CoveredBacktestResultSchema.parse(JSON.parse(out[0]!));
    expect(result.data_period.start_date >= '2010-01-01').toBe(true);
    expect(result.data_period.end_date).toBe('2010-03-31');
    expect(result.trades.length).toBeGreaterThan(0);
  });

  it('runs a preset spread request as the UI sends it', async () => {
    const body = JSON.parse(await readFile(new URL('./examples/bull-call-spread.json', import.meta.url), 'utf8')) as unknown;
    const { code, out, err } = await cli(body);
    expect(err).toEqual([]);
    expect(code).toBe(0);
    const result = BacktestResultSchema.parse(JSON.parse(out[0]!));
    expect(result.trades.length).toBeGreaterThan(0);
    expect(result.trades[0]!.entry_contracts.map((c) => c.side)).toEqual(['long', 'short']);
  });

  it('adds the model-risk band with --model-risk, as the app shows it, and leaves it out without', async () => {
    const body = { ticker: 'SPY', start_date: '2022-01-03', end_date: '2022-12-30', strategy: { covered_call_config: { DTE_target: 30 } } };
    const plain = await cli(body);
    const banded = await cli(body, ['--model-risk']);
    expect([plain.code, banded.code]).toEqual([0, 0]);
    const single = CoveredBacktestResultSchema.parse(JSON.parse(plain.out[0]!));
    const withBand = CoveredBacktestResultSchema.parse(JSON.parse(banded.out[0]!));
    expect(single.model_risk).toBeUndefined();
    expect(withBand.model_risk?.shift_vol_points).toBe(1.4);
    expect(withBand.model_risk?.equity_low.length).toBe(withBand.equity_curve.length);
    const { model_risk: _band, ...base } = withBand;
    expect(base).toEqual(single);
  });

  it('names the ticker and the tickers with data when there is none', async () => {
    const { code, err } = await cli({ ticker: 'ZZZZ', start_date: '2020-01-01', end_date: '2020-02-01', strategy: { covered_call_config: {} } });
    expect(code).toBe(1);
    expect(err[0]).toMatch(/No market data for ticker 'ZZZZ'\. Tickers with data: .*SPY/);
  });
  it('trades no option of a new listing before its options were listed, and says why', async () => {
    // HOOD's shares began trading 2021-07-29, its options 2021-08-04 (options-listing.ts): the old
    // chain listed them from the first bar and sold a put on the IPO day.
    const { code, out } = await cli({
      ticker: 'HOOD',
      start_date: '2021-07-29',
      end_date: '2021-09-30',
      strategy: { start_type: 'cash_secured_put', wheel_enabled: true, cash_secured_put_config: { DTE_target: 30 }, covered_call_config: { DTE_target: 30 } },
    });
    expect(code).toBe(0);
    const result = CoveredBacktestResultSchema.parse(JSON.parse(out[0]!));
    expect(result.data_period.start_date).toBe('2021-07-29');
    expect(result.trades.every((t) => t.entry_date >= '2021-08-04')).toBe(true);
    expect(result.diagnostics.skipped_entries.slice(0, 4)).toEqual(
      ['2021-07-29', '2021-07-30', '2021-08-02', '2021-08-03'].map((date) => ({ date, reason: 'cash-secured put: no expiration listed' })),
    );
    expect(result.diagnostics.notes).toContain(
      "HOOD options were first listed on 2021-08-04: the run's first 4 trading days had no option chain, so no option was traded on them.",
    );
  });
});
