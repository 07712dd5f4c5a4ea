import type { AnyBacktestResult } from '../../contracts/results';
import { BENCHMARK_NAME } from '../../domain/ui-texts';
import { analyticsInputOf, benchmarkEquityOf, benchmarkReturnPctOf, excessReturnPctOf } from '../analytics-input';
import { ANALYTICS_METRICS, analyticsMetrics, type MetricDefinition, type MetricKey } from '../analytics-metrics';
import type { MetricFormat } from '../format-metric';
import { bestIndexes } from './best-of';
import { lostMoney, ratioAboveZeroOnLoss } from '../ratio-on-loss';

/**
 * Why a run's figure has no star though it reads at least as good as the starred one (or would have
 * been the best): 'other_dates' / 'other_balance', the row's star went to the runs sharing another
 * period or start balance; 'dates_differ' / 'balances_differ', no two runs share one, so the row has
 * no star; 'few_trades', fewer than MIN_TRADES_FOR_BEST_RATIO trades; 'lost_money', a positive Sharpe or
 * Sortino ratio of a run that lost money (MEAN_OF_DAILY_RETURNS, below); 'lost_money_trades', the win
 * rate of a run that lost money (COUNTS_TRADES_NOT_DOLLARS, below); 'other_benchmark' /
 * 'benchmarks_differ', the excess return over a buy and hold that treated dividends otherwise (a
 * result saved before they were reinvested kept them as cash, audit 7 N9).
 */
export type Unstarred =
  | { kind: 'other_dates' | 'dates_differ' | 'other_balance' | 'balances_differ' | 'other_benchmark' | 'benchmarks_differ' }
  | { kind: 'few_trades'; trades: number }
  | { kind: 'lost_money' | 'lost_money_trades'; total_return_pct: number };

export interface CompareRow {
  label: string;
  format: MetricFormat;
  values: Array<number | null>;
  best: number[];
  /** The runs left out of this row's star whose figure reads as good, each with why: without it the star beside a lower figure reads as wrong. */
  unstarred: Array<{ run: number; why: Unstarred[] }>;
}

/**
 * What a row's runs must share before one can be called best. Dollars compare only on the same start
 * balance (+$19,074 on $38,082 is not better than +$4,576 on $100,000). What grows with the length
 * of the run compares only over the same dates: a total return (50% over two years against 4.6% over
 * six months), a max drawdown or a losing streak (0.52% over six months of 2024 is not better than
 * 16.22% over 2022-2023's bear market). Rates per year or per trade (CAGR, which is N/A under a year,
 * the ratios, the win rate, the premium capture, the average win and loss) compare across dates.
 * No row needs the same ticker: comparing a strategy on two underlyings is what the page is for, the
 * balance is the size of each, and the excess return measures each against its own underlying.
 */
type Comparable = 'always' | 'same_balance' | 'same_period' | 'same_balance_and_period';

interface RowDefinition {
  label: string;
  format: MetricFormat;
  better: MetricDefinition['better'];
  comparable: Comparable;
  /** Only among runs whose buy and hold treated dividends alike (reinvested, or kept as cash in results saved before). */
  sameBenchmark?: true;
  read: (r: AnyBacktestResult) => number | null;
}

/** The standard metrics every result carries, with the way each is better. */
const STANDARD: RowDefinition[] = [
  { label: 'Start Balance', format: 'usd', better: null, comparable: 'always', read: (r) => r.start_balance },
  // Dollars made over the whole run: like the total return it grows with the run (+$20,000 over two years is not better than +$5,000 over six months on the same balance).
  { label: 'Total P&L', format: 'pnl', better: 'higher', comparable: 'same_balance_and_period', read: (r) => r.total_pnl },
  { label: 'Total Return', format: 'return', better: 'higher', comparable: 'same_period', read: (r) => r.total_return_pct },
  // Each run's own underlying over its own dates, with dividends: what the money would have made without the strategy.
  // Signed as the Total Return row above it and the results' Excess card note ('Buy & Hold: +15.88%'):
  // unsigned, '15.88%' sat between '-24.90%' and '-40.78 pts' in the same column.
  { label: `${BENCHMARK_NAME} Return`, format: 'return', better: null, comparable: 'always', read: benchmarkReturnPctOf },
  // Against its own buy and hold, so runs on different tickers compare on what the strategy added; but
  // only over the same dates: it is the difference of two total returns, so it grows with the run
  // (-7.58 pts over two years had the star over -11.28 pts over six months), and what an income
  // strategy adds to holding depends on the market of its dates (a covered call trails a rally and
  // leads a fall), so over other dates it compares the markets, not the strategies.
  // And only against a buy and hold of the same kind: reinvested dividends read higher in a rising
  // market than the cash a result saved before kept (SPY 2016-2019 +73.13% vs +70.42%).
  { label: `Excess Return vs ${BENCHMARK_NAME}`, format: 'points', better: 'higher', comparable: 'same_period', sameBenchmark: true, read: excessReturnPctOf },
  // A rate per year, N/A under a year (the engine's CAGR_MIN_DAYS), so no short run is raised to a year: compares across dates.
  { label: 'CAGR', format: 'return', better: 'higher', comparable: 'always', read: (r) => r.cagr_pct },
  { label: 'Max Drawdown', format: 'percent', better: 'lower', comparable: 'same_period', read: (r) => r.max_drawdown_pct },
  { label: 'Sharpe Ratio', format: 'ratio', better: 'higher', comparable: 'always', read: (r) => r.sharpe_ratio },
  // 2 decimals like every other percentage of the table and its card on the results panel: '100.0%' beside '100.00%' read as two precisions.
  { label: 'Win Rate', format: 'percent', better: 'higher', comparable: 'always', read: (r) => r.win_rate },
  { label: 'Total Trades', format: 'count', better: null, comparable: 'always', read: (r) => r.total_trades },
];

/**
 * Analytics rows that do not follow their format's rule (dollars: the same balance; the rest: always).
 * Return on Max Capital is the total P&L over the capital, not annualised: like Total Return it grows
 * with the run (4.42% over three months had the star over 1.87% over six weeks). A losing streak
 * grows with the count of trades. The Calmar ratio divides a CAGR by the max drawdown, which grows
 * with the run: a longer run's Calmar reads worse for its length alone. The largest win and loss are
 * the extremes of the trades, further out the more trades a run has. The average win and loss are
 * means per trade: the same balance is enough.
 */
const ANALYTICS_COMPARABLE: Partial<Record<MetricKey, Comparable>> = {
  maxConsecutiveLosses: 'same_period',
  returnOnMaxCapitalPct: 'same_period',
  calmar: 'same_period',
  largestWin: 'same_balance_and_period',
  largestLoss: 'same_balance_and_period',
};

/**
 * A run needs at least this many trades before a ratio or a win rate of it can be called best. Below
 * it one trade is more than a tenth of the sample and decides the figure: one winning trade is a
 * 100% win rate, a profit factor of N/A or infinity, a Sortino of 21 from a month with no losing
 * day. Ten is about a year of monthly options, the shortest run whose ratios mean anything.
 */
export const MIN_TRADES_FOR_BEST_RATIO = 10;

/**
 * Ratios of the mean daily return (Sharpe, Sortino). The arithmetic mean of daily returns exceeds the
 * compounded growth by about half their variance a day, so a run with large daily swings can lose
 * money and still read a positive ratio (audit 8, F1: a QQQ put spread lost 38.15% with a Sharpe of
 * +1.32 and took this row's star from an AVGO wheel that made 30.26% at 1.09). Such a run is not
 * starred there: a positive ratio says nothing good of a run that lost money.
 */
const MEAN_OF_DAILY_RETURNS = new Set(['Sharpe Ratio', 'Sortino Ratio']);

/**
 * A win rate counts trades, not dollars: a put spread that wins most trades and loses more on the
 * rest reads high and loses money (audit 11 N5: the SPX put spread's 88.52% on a run that lost
 * 12.02% had the star over three runs that made money). A trader reads a star as 'the best run on
 * this row', so the win rate is starred only among runs that made money (a total return of 0 or
 * more); a run that lost says so in its cell, and when every run lost no win rate has the star.
 */
const COUNTS_TRADES_NOT_DOLLARS = new Set(['Win Rate']);

/**
 * Rows that rest on the count of trades or on their spread: starred only among runs with enough
 * trades. Premium Capture is a ratio of the trades (P&L over the credits) shown as a percentage: on
 * 7 trades its -5.71% had the star.
 */
const needsTrades = (label: string, format: MetricFormat) => format === 'ratio' || label === 'Win Rate' || label === 'Premium Capture';

const BALANCE_NEEDED: Record<Comparable, boolean> = { always: false, same_balance: true, same_period: false, same_balance_and_period: true };
const PERIOD_NEEDED: Record<Comparable, boolean> = { always: false, same_balance: false, same_period: true, same_balance_and_period: true };

const balanceOf = (r: AnyBacktestResult) => String(r.start_balance);
const periodOf = (r: AnyBacktestResult) => `${r.data_period.start_date}/${r.data_period.end_date}`;

/** The key shared by the most runs, when at least two share it and no other key is as common; else null (no group to star in). */
function commonestKey(keys: readonly string[]): string | null {
  const counts = new Map<string, number>();
  keys.forEach((k) => counts.set(k, (counts.get(k) ?? 0) + 1));
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first || first[1] < 2 || (second && second[1] === first[1])) return null;
  return first[0];
}

/** Whether `v` is at least as good as `than` the way the row is better. */
const atLeastAsGood = (v: number, than: number, better: 'higher' | 'lower') => (better === 'higher' ? v >= than : v <= than);

/**
 * Why each run may or may not have a row's star: [] when it may. A row that needs the same dates
 * (or balance) stars among the runs sharing the commonest one, when two or more do; the others say
 * 'other dates'. When no two share one, nobody has the star and the runs say their dates differ.
 */
function exclusions(results: readonly AnyBacktestResult[], comparable: Comparable, byTrades: boolean, byBenchmark = false): Unstarred[][] {
  const balances = results.map(balanceOf);
  const periods = results.map(periodOf);
  const benchmarks = results.map((r) => (byBenchmark ? benchmarkEquityOf(r).benchmarkKind : ''));
  const keys = results.map((_, i) => `${BALANCE_NEEDED[comparable] ? balances[i] : ''}|${PERIOD_NEEDED[comparable] ? periods[i] : ''}|${benchmarks[i]}`);
  const group = commonestKey(keys);
  const at = group === null ? -1 : keys.indexOf(group);
  return results.map((r, i) => {
    const why: Unstarred[] = [];
    if (PERIOD_NEEDED[comparable] && (at < 0 ? new Set(periods).size > 1 : periods[i] !== periods[at])) why.push({ kind: at < 0 ? 'dates_differ' : 'other_dates' });
    if (BALANCE_NEEDED[comparable] && (at < 0 ? new Set(balances).size > 1 : balances[i] !== balances[at])) why.push({ kind: at < 0 ? 'balances_differ' : 'other_balance' });
    if (byBenchmark && (at < 0 ? new Set(benchmarks).size > 1 : benchmarks[i] !== benchmarks[at])) why.push({ kind: at < 0 ? 'benchmarks_differ' : 'other_benchmark' });
    if (byTrades && r.total_trades < MIN_TRADES_FOR_BEST_RATIO) why.push({ kind: 'few_trades', trades: r.total_trades });
    return why;
  });
}

/**
 * The runs left out of the star whose value would have been the row's best, or is at least as good
 * as the starred value, with why: a star on 1.20 beside an unstarred 9.00 must say why.
 */
function unstarredReadingBest(values: ReadonlyArray<number | null>, why: readonly Unstarred[][], best: readonly number[], better: 'higher' | 'lower'): CompareRow['unstarred'] {
  const bestOfAll = bestIndexes(values, better);
  const starred = best.length > 0 ? values[best[0] as number] : null;
  return values.flatMap((v, i) => {
    const reasons = why[i] ?? [];
    if (reasons.length === 0 || v === null || !Number.isFinite(v)) return [];
    const reads = bestOfAll.includes(i) || (starred !== null && starred !== undefined && atLeastAsGood(v, starred, better));
    return reads ? [{ run: i, why: reasons }] : [];
  });
}

/** One row per metric (standard, then analytics), each run's value and the best marked among the runs that compare. */
export function compareRows(results: readonly AnyBacktestResult[]): CompareRow[] {
  const row = (d: Omit<RowDefinition, 'read'>, values: Array<number | null>): CompareRow => {
    if (d.better === null) return { label: d.label, format: d.format, values, best: [], unstarred: [] };
    const why = exclusions(results, d.comparable, needsTrades(d.label, d.format), d.sameBenchmark === true);
    if (MEAN_OF_DAILY_RETURNS.has(d.label)) {
      results.forEach((r, i) => {
        if (ratioAboveZeroOnLoss(values[i], r.total_return_pct)) why[i]?.push({ kind: 'lost_money', total_return_pct: r.total_return_pct });
      });
    }
    if (COUNTS_TRADES_NOT_DOLLARS.has(d.label)) {
      results.forEach((r, i) => {
        if (lostMoney(r.total_return_pct)) why[i]?.push({ kind: 'lost_money_trades', total_return_pct: r.total_return_pct });
      });
    }
    const best = bestIndexes(values.map((v, i) => ((why[i] ?? []).length === 0 ? v : null)), d.better);
    return { label: d.label, format: d.format, values, best, unstarred: unstarredReadingBest(values, why, best, d.better) };
  };
  const analytics = results.map((r) => analyticsMetrics(analyticsInputOf(r)));
  const standard = STANDARD.map((d) => row(d, results.map(d.read)));
  const extra = ANALYTICS_METRICS.map((d) => row({ ...d, comparable: ANALYTICS_COMPARABLE[d.key] ?? (d.format === 'pnl' ? 'same_balance' : 'always') }, analytics.map((a) => a[d.key])));
  return [...standard, ...extra];
}
