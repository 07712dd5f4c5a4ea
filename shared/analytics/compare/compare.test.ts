import { describe, expect, it } from 'vitest';
import { AnyBacktestResultSchema } from '../../contracts/results';
import { coveredResult, standardResult } from '../../contracts/test-support/examples';
import { formatMetric } from '../format-metric';
import { bestIndexes } from './best-of';
import { compareRows, MIN_TRADES_FOR_BEST_RATIO } from './compare-rows';
import { onlyInEach, sharedDifferences, strategyDiff } from './strategy-diff';

describe('bestIndexes', () => {
  it('marks nothing without a direction, with fewer than two values or when all are equal', () => {
    expect(bestIndexes([1, 2], null)).toEqual([]);
    expect(bestIndexes([1, null], 'higher')).toEqual([]);
    expect(bestIndexes([3, 3, null], 'higher')).toEqual([]);
  });
  it('marks the highest or lowest, ties together', () => {
    expect(bestIndexes([1, 5, 5, null], 'higher')).toEqual([1, 2]);
    expect(bestIndexes([12.5, 4, 8], 'lower')).toEqual([1]);
  });
});

describe('strategyDiff', () => {
  it("reads no difference in a stale year label beside the dates (audit 23 F3), but compares the dates", () => {
    const a = { name: 'Condor', year: 2020, start_date: '2024-01-02', end_date: '2024-12-31' };
    const b = { name: 'Condor', year: 2024, start_date: '2024-01-02', end_date: '2024-12-31' };
    expect(strategyDiff([a, b])).toEqual([]);
    expect(strategyDiff([a, { ...b, start_date: '2023-01-03' }]).map((d) => [d.label, ...d.values])).toEqual([['Start Date', '2024-01-02', '2023-01-03']]);
    expect(strategyDiff([{ name: 'Condor', year: 2020 }, { name: 'Condor', year: 2021 }]).map((d) => d.values)).toEqual([['2020', '2021']]);
  });

  it('lists nothing for identical strategies', () => {
    expect(strategyDiff([{ a: 1, b: { c: [1, 2] } }, { a: 1, b: { c: [1, 2] } }])).toEqual([]);
  });
  it('lists each differing leaf with every strategy’s value, missing fields as N/A', () => {
    const a = { ticker: 'SPY', covered_call_config: { DTE_target: 30, delta: 0.3 }, legs: [{ strike: 1 }] };
    const b = { ticker: 'QQQ', covered_call_config: { DTE_target: 30, delta: 0.2 }, legs: [{ strike: 1 }, { strike: 2 }] };
    const c = { ticker: 'SPY', covered_call_config: { DTE_target: 45, delta: 0.3 }, legs: [{ strike: 1 }], note: 'x' };
    expect(strategyDiff([a, b, c]).map((d) => [d.path, d.values])).toEqual([
      ['ticker', ['SPY', 'QQQ', 'SPY']],
      ['covered_call_config.DTE_target', ['30', '30', '45']],
      ['covered_call_config.delta', ['0.3', '0.2', '0.3']],
      ['legs.2.strike', ['N/A', '2', 'N/A']],
      ['note', ['N/A', 'N/A', 'x']],
    ]);
  });
  it('names each field as the form does and shows its values in words (was legs.0.target_strike_condition.type: delta)', () => {
    const condor = { starting_balance: 100000, price_source: 'last', exact_dte: false, max_units_per_position: null, legs: [{ target_strike_condition: { type: 'delta', value: -0.2 } }], global_exit_conditions: [] };
    const bull = { starting_balance: 50000, price_source: 'mid', exact_dte: true, max_units_per_position: 2, legs: [{ target_strike_condition: { type: 'percentage_otm', value: -0.2 } }], global_exit_conditions: [{ type: 'time_stop', value: 5 }] };
    expect(strategyDiff([condor, bull]).map((d) => [d.label, ...d.values])).toEqual([
      ['Starting Balance', '$100,000.00', '$50,000.00'],
      ['Price Source', 'Last Trade', 'Bid/Ask Mid'],
      ['Exact DTE', 'No', 'Yes'],
      ['Max Units per Position', 'No limit', '2'],
      ['Leg 1 Target Strike Type', 'Delta', '% OTM'],
      ['Exit Condition', 'None', 'N/A'],
      // The spreads Exit Type select's words (before: 'Time Stop', the covered condition's).
      ['Exit Condition 1 Type', 'N/A', 'Time Stop (days)'],
      ['Exit Condition 1 Value', 'N/A', '5'],
    ]);
  });
  it('shows a field once when a covered and a spreads strategy keep it at different paths (was two Strategy Name rows, each N/A for the other)', () => {
    const spreads = { name: 'Condor', ticker: 'SPX', price_source: 'last', starting_balance: 100000 };
    const covered = { ticker: 'SPY', shares_multiple: 100, strategy: { name: 'Covered Strategy', price_source: 'last' } };
    expect(strategyDiff([spreads, covered]).map((d) => [d.path, d.label, ...d.values])).toEqual([
      ['name / strategy.name', 'Strategy Name', 'Condor', 'Covered Strategy'],
      ['ticker', 'Ticker', 'SPX', 'SPY'],
      ['starting_balance', 'Starting Balance', '$100,000.00', 'N/A'],
      ['shares_multiple', 'Starting Shares', 'N/A', '100'],
    ]);
  });
  it('says which strategies have each differing field, and lists a field one alone has apart (onlyInEach)', () => {
    const spreads = { name: 'Condor', ticker: 'SPX', starting_balance: 100000 };
    const covered = { ticker: 'SPY', shares_multiple: 100, strategy: { name: 'Covered Strategy' } };
    const diff = strategyDiff([spreads, covered]);
    expect(diff.map((d) => [d.label, d.presentIn])).toEqual([
      ['Strategy Name', [true, true]], ['Ticker', [true, true]], ['Starting Balance', [true, false]], ['Starting Shares', [false, true]],
    ]);
    expect(sharedDifferences(diff).map((d) => d.label)).toEqual(['Strategy Name', 'Ticker']);
    expect(onlyInEach(diff, 2)).toEqual([['Starting Balance: $100,000.00'], ['Starting Shares: 100']]);
  });
  it('keeps two fields of one strategy that read alike apart, by path', () => {
    // A spreads global exit reads in the spreads Exit Type select's words (was 'dte_stop', not a spreads exit: it read raw and failed).
    const a = { exit_conditions: [{ type: 'time_stop' }], global_exit_conditions: [{ type: 'percentage_profit' }] };
    expect(strategyDiff([a, {}]).map((d) => [d.path, d.values])).toEqual([
      ['exit_conditions.1.type', ['Time Stop', 'N/A']],
      ['global_exit_conditions.1.type', ['Profit Target (%)', 'N/A']],
    ]);
  });
  it('lines the same path up when only one strategy has two fields that read alike (was two rows, each N/A for the other)', () => {
    const a = { exit_conditions: [{ type: 'time_stop' }], global_exit_conditions: [{ type: 'percentage_profit' }] };
    const b = { global_exit_conditions: [{ type: 'percentage_profit' }] };
    expect(strategyDiff([a, b]).map((d) => [d.path, d.values])).toEqual([['exit_conditions.1.type', ['Time Stop', 'N/A']]]);
  });
  it('lists no row whose cells read alike: a field set to nothing and a field missing read alike (N/A, or the form\'s word for a blank: Any)', () => {
    expect(strategyDiff([{ tolerance: null }, {}])).toEqual([]);
    expect(strategyDiff([{ tolerance: null }, { tolerance: 0.05 }]).map((d) => d.values)).toEqual([['Any', '0.05']]);
    // A covered call beside a cash-secured put as the builder saves them: the rows were
    // 'Cash-Secured Put: N/A | N/A', 'Cash-Secured Put Tolerance: N/A | N/A', '… Roll: N/A | N/A'.
    const call = { strategy: { start_type: 'covered_call' }, cash_secured_put_config: null };
    const put = { strategy: { start_type: 'cash_secured_put' }, cash_secured_put_config: { DTE_target: 30, tolerance: null, min_premium: null, roll: null } };
    expect(strategyDiff([call, put]).map((d) => [d.label, ...d.values])).toEqual([
      ['Start Type', 'Covered Call', 'Cash-Secured Put'],
      ['Cash-Secured Put DTE Target', 'N/A', '30'],
    ]);
  });
});

describe('strategyDiff of covered legs a run never wrote', () => {
  it('lists no difference in the settings of a leg neither run wrote (a put saved with the call card\'s leftover settings)', () => {
    const put = (callDte: number) => ({ strategy: { wheel_enabled: false, start_type: 'cash_secured_put', covered_call_config: { DTE_target: callDte }, cash_secured_put_config: { DTE_target: 30 } } });
    expect(strategyDiff([put(30), put(45)])).toEqual([]);
  });
});

describe('compareRows', () => {
  it('shows Total P&L signed as the results panel does, and every percentage to 2 decimals', () => {
    const winner = AnyBacktestResultSchema.parse({ ...coveredResult, win_rate: 55.5556 });
    const loser = AnyBacktestResultSchema.parse(standardResult);
    const shown = (label: string) => {
      const row = compareRows([winner, loser]).find((r) => r.label === label);
      return row?.values.map((v) => formatMetric(row.format, v));
    };
    // Was '$1,074.50' beside the results header's and the saved card's '+$1,074.50'.
    expect(shown('Total P&L')).toEqual(['+$1,074.50', '-$210.00']);
    // Was '100.0%' in Win Rate next to '100.00%' in the rows around it: one precision for the table's percentages.
    expect(shown('Win Rate')).toEqual(['55.56%', '0.00%']);
    const percentRows = compareRows([winner, loser]).filter((r) => formatMetric(r.format, 1).endsWith('%'));
    expect(new Set(percentRows.map((r) => formatMetric(r.format, 100).replace(/^\+/, '')))).toEqual(new Set(['100.00%']));
    expect(shown('Max Drawdown')).toEqual(['4.10%', '0.30%']);
  });

  it("signs a return as the results' cards do ('+38.59%', Total Return, CAGR and the buy and hold's, as the excess card's note writes it); a drawdown, a win rate: no sign", () => {
    const gained = AnyBacktestResultSchema.parse({ ...standardResult, total_return_pct: 38.5915, cagr_pct: 17.7823, benchmark_return_pct: 15.8763 });
    const lost = AnyBacktestResultSchema.parse({ ...standardResult, total_return_pct: -57.7974, cagr_pct: -2.5 });
    const rows = compareRows([gained, lost]);
    const shown = (label: string) => { const row = rows.find((r) => r.label === label); return row?.values.map((v) => formatMetric(row.format, v)); };
    // Was '38.59%' beside the card's '+38.59%' (formatSignedPercent) and the lab's '+38.59%'.
    expect(shown('Total Return')).toEqual(['+38.59%', '-57.80%']);
    expect(shown('CAGR')).toEqual(['+17.78%', '-2.50%']);
    // Was '15.88%' beside the Excess card's 'Buy & Hold: +15.88%' and the signed Total Return above it.
    expect(shown('Buy & Hold Return')?.[0]).toBe('+15.88%');
    expect(shown('Max Drawdown')?.every((t) => !t.startsWith('+'))).toBe(true);
  });

  it('stars dollars only on the same start balance and the total return only over the same dates; shows each run\'s buy and hold', () => {
    // bull-call-spread.json ($100,000, 2024 H1) beside a covered call ($38,082, 2023-2024), figures of
    // npm run -s backtest: +$19,074.38 had the star for Total P&L and 50.09% for Total Return, beside
    // +$4,575.65 and 4.58% over a quarter of the time, and the covered call trailed its own buy and hold.
    const spread = AnyBacktestResultSchema.parse({ ...standardResult, start_balance: 100_000, total_pnl: 4575.65, total_return_pct: 4.5756, benchmark_return_pct: 15.8576, data_period: { start_date: '2024-01-02', end_date: '2024-06-28' } });
    const covered = AnyBacktestResultSchema.parse({ ...coveredResult, start_balance: 38_082, total_pnl: 19_074.38, total_return_pct: 50.0877, benchmark_return_pct: 57.6672, data_period: { start_date: '2023-01-03', end_date: '2024-12-31' } });
    const rows = compareRows([spread, covered]);
    const row = (label: string) => rows.find((r) => r.label === label);
    expect(row('Total P&L')?.best).toEqual([]);
    expect(row('Total Return')?.best).toEqual([]);
    expect(row('Average Win')?.best).toEqual([]);
    expect(row('Max Drawdown')?.best).toEqual([]);
    expect(row('Max Consecutive Losses')?.best).toEqual([]);
    expect(row('Buy & Hold Return')?.values).toEqual([15.8576, 57.6672]);
    const excess = row('Excess Return vs Buy & Hold');
    expect(excess?.values.map((v) => formatMetric(excess.format, v))).toEqual(['-11.28 pts', '-7.58 pts']);
    // Was [1]: -7.58 pts over two years starred over -11.28 pts over six months. It is a difference of
    // total returns (it grows with the run) and of two markets; the higher one says why it has no star.
    expect(excess?.best).toEqual([]);
    expect(excess?.unstarred).toEqual([{ run: 1, why: [{ kind: 'dates_differ' }] }]);
    expect(row('Total P&L')?.unstarred).toEqual([{ run: 1, why: [{ kind: 'dates_differ' }, { kind: 'balances_differ' }] }]);
    // The same balance and dates: dollars and the total return compare again.
    const same = compareRows([spread, AnyBacktestResultSchema.parse({ ...spread, total_pnl: 5000, total_return_pct: 5 })]);
    expect(same.find((r) => r.label === 'Total P&L')?.best).toEqual([1]);
    expect(same.find((r) => r.label === 'Total Return')?.best).toEqual([1]);
    expect(same.find((r) => r.label === 'Max Drawdown')?.best).toEqual([]);
    expect(same.find((r) => r.label === 'Excess Return vs Buy & Hold')?.best).toEqual([1]);
  });

  it('takes the excess return from the dollars when they give both stored returns, else their difference', () => {
    // $30,000 to $33,000.17 (+10.0006%) against a buy and hold to $31,204.68 (+4.0156%): +5.98497 points,
    // where the difference of the rounded returns, 5.985, read '+5.99 pts'.
    const year = { data_period: { start_date: '2024-01-02', end_date: '2024-12-31' } };
    const run = (end: number, total_return_pct: number) => AnyBacktestResultSchema.parse({
      ...standardResult, ...year, start_balance: 30_000, end_balance: end, total_pnl: Math.round((end - 30_000) * 100) / 100, total_return_pct,
      benchmark_equity: [{ date: '2024-01-02', equity: 30_000 }, { date: '2024-12-31', equity: 31_204.68 }], benchmark_return_pct: 4.0156, benchmark_dividends: 'reinvested',
    });
    const excess = (rs: ReturnType<typeof run>[]) => compareRows(rs).find((r) => r.label === 'Excess Return vs Buy & Hold');
    const row = excess([run(33_000.17, 10.0006), run(33_000.2, 10.0007)]);
    // (The second, $33,000.20, is +5.98507 points: '+5.99 pts' either way.)
    expect(row?.values.map((v) => formatMetric('points', v))).toEqual(['+5.98 pts', '+5.99 pts']);
    expect(row?.values[0]).toBeCloseTo(5.984966667, 8);
    // Dollars that do not give the stored return (hand-made, or saved otherwise): the difference, as before.
    expect(excess([run(33_000.17, 10.5), run(33_000.2, 10.0007)])?.values[0]).toBeCloseTo(10.5 - 4.0156, 10);
  });

  it('stars a row that needs the same dates among the runs sharing the commonest dates; a better run on other dates says why', () => {
    const period = (start_date: string, end_date: string) => ({ data_period: { start_date, end_date } });
    const a = AnyBacktestResultSchema.parse({ ...standardResult, ...period('2024-01-02', '2024-12-31'), total_return_pct: 4, total_pnl: 4000, benchmark_return_pct: 2 });
    const b = AnyBacktestResultSchema.parse({ ...standardResult, ...period('2024-01-02', '2024-12-31'), total_return_pct: 6, total_pnl: 6000, benchmark_return_pct: 2 });
    const longer = AnyBacktestResultSchema.parse({ ...standardResult, ...period('2022-01-03', '2024-12-31'), total_return_pct: 30, total_pnl: 30_000, benchmark_return_pct: 10 });
    const rows = compareRows([a, b, longer]);
    for (const label of ['Excess Return vs Buy & Hold', 'Total Return', 'Total P&L']) {
      expect(rows.find((r) => r.label === label), label).toMatchObject({ best: [1], unstarred: [{ run: 2, why: [{ kind: 'other_dates' }] }] });
    }
    // A rate per year compares across dates: CAGR keeps its star over all three.
    expect(rows.find((r) => r.label === 'CAGR')?.unstarred).toEqual([]);
    // Two runs over 2024, two over 2022-2024: no group is the larger, no star, and the best says why.
    const tie = compareRows([a, b, longer, AnyBacktestResultSchema.parse({ ...longer, total_return_pct: 1 })]);
    expect(tie.find((r) => r.label === 'Total Return')).toMatchObject({ best: [], unstarred: [{ run: 2, why: [{ kind: 'dates_differ' }] }] });
  });

  it("stars the excess return only among runs whose buy and hold treated dividends alike: a result saved before they were reinvested says why (audit 7 N9)", () => {
    const year = { data_period: { start_date: '2024-01-02', end_date: '2024-12-31' } };
    const curve = standardResult.equity_curve.map((p) => ({ date: p.date, equity: p.equity }));
    const fresh = (total_return_pct: number) => AnyBacktestResultSchema.parse({ ...standardResult, ...year, total_return_pct, benchmark_return_pct: 2, benchmark_equity: curve, benchmark_dividends: 'reinvested' });
    // Saved before: its buy and hold kept the dividends as cash (lower in a rising year), so its excess reads higher.
    const saved = AnyBacktestResultSchema.parse({ ...standardResult, ...year, total_return_pct: 6, benchmark_return_pct: 1, benchmark_equity: curve });
    const excess = (rs: ReturnType<typeof fresh>[]) => compareRows(rs).find((r) => r.label === 'Excess Return vs Buy & Hold');
    expect(excess([fresh(4), fresh(5), saved])).toMatchObject({ best: [1], unstarred: [{ run: 2, why: [{ kind: 'other_benchmark' }] }] });
    // One of each: no two alike, no star.
    expect(excess([fresh(4), saved])).toMatchObject({ best: [], unstarred: [{ run: 1, why: [{ kind: 'benchmarks_differ' }] }] });
    // The total return does not rest on the buy and hold: its star is over all three.
    expect(compareRows([fresh(4), fresh(5), saved]).find((r) => r.label === 'Total Return')).toMatchObject({ best: [2], unstarred: [] });
  });

  it('stars the Calmar ratio and the largest win and loss only over the same dates: they move with the length of a run', () => {
    // Twelve trades each (enough for a ratio's star): a year of them against three years of bigger ones.
    const trades = (pnls: number[]) => pnls.map((pnl) => ({ ...standardResult.trades[0], pnl }));
    const year = { total_trades: 12, trades: trades([300, -200, ...Array<number>(10).fill(100)]), cagr_pct: 8, max_drawdown_pct: 2, data_period: { start_date: '2024-01-02', end_date: '2024-12-31' } };
    const threeYears = { total_trades: 12, trades: trades([900, -800, ...Array<number>(10).fill(100)]), cagr_pct: 8, max_drawdown_pct: 9, data_period: { start_date: '2022-01-03', end_date: '2024-12-31' } };
    const rows = compareRows([year, threeYears].map((r) => AnyBacktestResultSchema.parse({ ...standardResult, ...r })));
    // Were starred: Calmar 4.00 over 0.89, Largest Win +$900 and Largest Loss -$200.
    expect(rows.find((r) => r.label === 'Calmar Ratio')).toMatchObject({ best: [], unstarred: [{ run: 0, why: [{ kind: 'dates_differ' }] }] });
    expect(rows.find((r) => r.label === 'Largest Win')).toMatchObject({ best: [], unstarred: [{ run: 1, why: [{ kind: 'dates_differ' }] }] });
    expect(rows.find((r) => r.label === 'Largest Loss')).toMatchObject({ best: [], unstarred: [{ run: 0, why: [{ kind: 'dates_differ' }] }] });
    // A mean per trade on the same balance compares across dates.
    expect(rows.find((r) => r.label === 'Average Win')?.best).toEqual([1]);
  });

  it('stars a ratio or a win rate only among runs with at least MIN_TRADES_FOR_BEST_RATIO trades', () => {
    // Audit: 'Sortino 21.29 ★' from a one-trade run beside 27 trades.
    const oneTrade = AnyBacktestResultSchema.parse({ ...standardResult, total_trades: 1, sharpe_ratio: 9, total_return_pct: 2, win_rate: 100 });
    const many = AnyBacktestResultSchema.parse({ ...standardResult, total_trades: 27, sharpe_ratio: 1.2, total_return_pct: 2, win_rate: 70 });
    const alsoMany = AnyBacktestResultSchema.parse({ ...standardResult, total_trades: MIN_TRADES_FOR_BEST_RATIO, sharpe_ratio: 0.8, total_return_pct: 2, win_rate: 60 });
    const rows = compareRows([oneTrade, many, alsoMany]);
    expect(rows.find((r) => r.label === 'Sharpe Ratio')?.best).toEqual([1]);
    expect(rows.find((r) => r.label === 'Win Rate')?.best).toEqual([1]);
    // One run with enough trades: nothing to prefer it to.
    expect(compareRows([oneTrade, many]).find((r) => r.label === 'Sharpe Ratio')?.best).toEqual([]);
  });

  it('gives no Sharpe or Sortino star to a positive ratio of a run that lost money, and says so', () => {
    // Audit 8 (F1): a QQQ put spread lost 38.15% at a Sharpe of +1.3242 (its daily returns' mean
    // +1.23% a day, their compounded growth negative) and took the Sharpe star from an AVGO wheel
    // that made +30.26% at 1.0926. Equity here: +100% then -75% a day, a mean of +12.5% and a loss of 50%.
    const swings = [{ date: '2022-01-18', equity: 200000 }, { date: '2022-01-19', equity: 50000 }, { date: '2022-01-20', equity: 50000 }];
    const lost = AnyBacktestResultSchema.parse({ ...standardResult, total_trades: 168, sharpe_ratio: 1.3242, total_return_pct: -38.1473, equity_curve: swings });
    const gained = AnyBacktestResultSchema.parse({ ...standardResult, total_trades: 10, sharpe_ratio: 1.0926, total_return_pct: 30.2637 });
    const gainedLess = AnyBacktestResultSchema.parse({ ...standardResult, total_trades: 36, sharpe_ratio: 0.2375, total_return_pct: 10.7838 });
    const rows = compareRows([lost, gained, gainedLess]);
    expect(rows.find((r) => r.label === 'Sharpe Ratio')).toMatchObject({ best: [1], unstarred: [{ run: 0, why: [{ kind: 'lost_money', total_return_pct: -38.1473 }] }] });
    const sortino = rows.find((r) => r.label === 'Sortino Ratio');
    expect(sortino?.values[0]).toBeGreaterThan(0);
    expect(sortino?.unstarred).toEqual([{ run: 0, why: [{ kind: 'lost_money', total_return_pct: -38.1473 }] }]);
    // A losing run whose ratio is negative, and a gaining one, keep the row's rules as before.
    const lostNegative = AnyBacktestResultSchema.parse({ ...standardResult, total_trades: 47, sharpe_ratio: -0.3331, total_return_pct: -6.0918 });
    expect(compareRows([lostNegative, gained, gainedLess]).find((r) => r.label === 'Sharpe Ratio')).toMatchObject({ best: [1], unstarred: [] });
  });

  it('stars the win rate only among runs that made money; a losing run that reads higher says so; all lost, no star (audit 11 N5)', () => {
    // The SPX put spread won 88.52% of 61 trades and lost 12.02%; the three runs that made money won fewer.
    const lost = AnyBacktestResultSchema.parse({ ...standardResult, total_trades: 61, win_rate: 88.5246, total_return_pct: -12.0228 });
    const made = AnyBacktestResultSchema.parse({ ...standardResult, total_trades: 28, win_rate: 78.5714, total_return_pct: 0.8249 });
    const madeMore = AnyBacktestResultSchema.parse({ ...standardResult, total_trades: 14, win_rate: 57.1429, total_return_pct: 15.3291 });
    const rows = compareRows([lost, made, madeMore]);
    expect(rows.find((r) => r.label === 'Win Rate')).toMatchObject({ best: [1], unstarred: [{ run: 0, why: [{ kind: 'lost_money_trades', total_return_pct: -12.0228 }] }] });
    // A run that broke even made no loss: it may have the star.
    const even = AnyBacktestResultSchema.parse({ ...standardResult, total_trades: 20, win_rate: 95, total_return_pct: 0 });
    expect(compareRows([lost, made, even]).find((r) => r.label === 'Win Rate')?.best).toEqual([2]);
    // Every run lost: no win rate is the best of runs that made money.
    const alsoLost = AnyBacktestResultSchema.parse({ ...standardResult, total_trades: 30, win_rate: 60, total_return_pct: -3 });
    expect(compareRows([lost, alsoLost]).find((r) => r.label === 'Win Rate')).toMatchObject({ best: [], unstarred: [{ run: 0, why: [{ kind: 'lost_money_trades', total_return_pct: -12.0228 }] }] });
    // The other rows are as before: the losing run's Sharpe and return keep their own rules.
    expect(rows.find((r) => r.label === 'Total Return')?.best).toEqual([2]);
  });

  it('marks the short run whose higher value has no star, so the star beside a lower figure reads right', () => {
    const oneTrade = AnyBacktestResultSchema.parse({ ...standardResult, total_trades: 1, sharpe_ratio: 9, total_return_pct: 2, win_rate: 50 });
    const many = AnyBacktestResultSchema.parse({ ...standardResult, total_trades: 27, sharpe_ratio: 1.2, total_return_pct: 2, win_rate: 70 });
    const alsoMany = AnyBacktestResultSchema.parse({ ...standardResult, total_trades: MIN_TRADES_FOR_BEST_RATIO, sharpe_ratio: 0.8, total_return_pct: 2, win_rate: 60 });
    const rows = compareRows([oneTrade, many, alsoMany]);
    // Sharpe 9.00 on one trade beside the starred 1.20: that cell says why it has no star.
    expect(rows.find((r) => r.label === 'Sharpe Ratio')).toMatchObject({ best: [1], unstarred: [{ run: 0, why: [{ kind: 'few_trades', trades: 1 }] }] });
    // Its 50% win rate is below the star: nothing to explain.
    expect(rows.find((r) => r.label === 'Win Rate')).toMatchObject({ best: [1], unstarred: [] });
    // No star at all (one run with enough trades): the short run that would have had it still says why.
    expect(compareRows([oneTrade, many]).find((r) => r.label === 'Sharpe Ratio')).toMatchObject({ best: [], unstarred: [{ run: 0, why: [{ kind: 'few_trades', trades: 1 }] }] });
    // Rows not counted by trades, and rows with no best, never carry it.
    expect(rows.filter((r) => r.unstarred.length > 0).map((r) => r.label).every((label) => label !== 'Total Trades' && label !== 'Start Balance')).toBe(true);
  });
});
