import { isCoveredResult, type AnyBacktestResult, type Trade } from '../contracts/results';
import { legCash, legSides } from './leg-cash';
import { dayNumber } from './dates';
import { exercisedLongLegs } from './tax/exercised-longs';

/**
 * What the analytics read from a result, the same way for both result shapes. Everything here is
 * taken from fields the engine already returns; nothing is re-simulated.
 */
export interface EquityPoint {
  date: string;
  equity: number;
}

export interface AnalyticsTrade {
  entryDate: string;
  exitDate: string;
  pnl: number;
  /**
   * Cash the trade tied up while open, in dollars: a spread's `entry_capital_required` (debit
   * paid or margin reserved); a covered call the shares it covers at the entry price; a
   * cash-secured put its strike × 100 × contracts.
   */
  capital: number;
  /** Credit received at entry in dollars (0 for a net debit): the premium a short seller hopes to keep. */
  credit: number;
  /**
   * The part of `pnl` that is short term for tax whatever the holding period: a written option's
   * result (IRC §1234(b)), so all of a covered trade's, and a multi-leg trade's P&L less its long
   * legs' (their fills' P&L; the costs go with the written side). A multi-leg trade saved without
   * leg fills: all of it when it has a short leg. 0 for a trade of long legs only.
   */
  shortTermPnl: number;
  /**
   * The part of `pnl` less `shortTermPnl` that long legs exercised rather than sold made (at a close
   * the engine exercised them, or in the money at expiration: tax/exercised-longs.ts): short term for
   * tax whatever the option's age, the shares' holding period starting at the exercise. All of it
   * (costs included) when every long leg was exercised; 0 when none was, and for a covered trade
   * (all short term already).
   */
  exercisedPnl: number;
}

export interface AnalyticsInput {
  startBalance: number;
  endBalance: number;
  totalPnl: number;
  /** The result's total return in percent (4 decimals), the figure its Total Return card shows. */
  totalReturnPct: number;
  /**
   * Net interest on the account's cash (earned − paid) of a multi-leg result, which Return on Max
   * Capital leaves out: a spread ties up its debit or margin, and the T-bill on the rest of the
   * balance is not its return. 0 for a covered result: its cash secures the put or the shares'
   * margin loan, so its interest belongs to the capital the trades tie up.
   */
  idleCashInterest: number;
  /** Null when the engine does not annualise (no trade, a flat curve, under one year). */
  cagrPct: number | null;
  maxDrawdownPct: number;
  equity: EquityPoint[];
  /** Buy and hold of the underlying in dollars, from the same start balance (see benchmarkEquityOf). */
  benchmark: EquityPoint[];
  /** How `benchmark` treats dividends (benchmarkEquityOf): see BenchmarkKind. */
  benchmarkKind: BenchmarkKind;
  trades: AnalyticsTrade[];
}

/**
 * How a result's buy and hold treats dividends: 'reinvested' at each ex-date's close (its
 * `benchmark_dividends`, every run since audit 7's N9), 'kept_as_cash' (a stored `benchmark_equity`
 * without that field: saved before it, the dividends kept as cash earning the T-bill), 'price_only'
 * (an older result with prices only), 'none'. The first two are total returns.
 */
export type BenchmarkKind = 'reinvested' | 'kept_as_cash' | 'price_only' | 'none';
export const isTotalReturnBenchmark = (kind: BenchmarkKind): boolean => kind === 'reinvested' || kind === 'kept_as_cash';

const SHARES_PER_CONTRACT = 100;

/** A curve point in either shape the results use: [date, value] or {date, equity|value|price}. */
function pointOf(raw: unknown): EquityPoint | null {
  if (Array.isArray(raw) && typeof raw[0] === 'string' && typeof raw[1] === 'number') return { date: raw[0], equity: raw[1] };
  if (typeof raw !== 'object' || raw === null) return null;
  const p = raw as Record<string, unknown>;
  const value = p.equity ?? p.value ?? p.price;
  return typeof p.date === 'string' && typeof value === 'number' ? { date: p.date, equity: value } : null;
}

function curveOf(raw: unknown): EquityPoint[] | null {
  if (!Array.isArray(raw)) return null;
  const points = raw.map(pointOf);
  return points.every((p): p is EquityPoint => p !== null && Number.isFinite(dayNumber(p.date))) ? points : null;
}

/**
 * The benchmark in dollars: the result's `benchmark_equity` (total-return buy and hold, added by a
 * later engine; its dividends reinvested or, saved before `benchmark_dividends`, kept as cash) when present and well formed; otherwise the start balance put into the underlying
 * on the first day at its close and held (price only: dividends not counted, which flatters the
 * strategy against the benchmark by the dividend yield; the UI says so).
 */
export function benchmarkEquityOf(result: AnyBacktestResult): Pick<AnalyticsInput, 'benchmark' | 'benchmarkKind'> {
  const total = curveOf((result as Record<string, unknown>).benchmark_equity);
  if (total && total.length > 0) return { benchmark: total, benchmarkKind: result.benchmark_dividends === 'reinvested' ? 'reinvested' : 'kept_as_cash' };
  const prices = curveOf(result.benchmark_prices) ?? [];
  const first = prices[0]?.equity;
  if (!first || first <= 0) return { benchmark: [], benchmarkKind: 'none' };
  const shares = result.start_balance / first;
  return { benchmark: prices.map((p) => ({ date: p.date, equity: shares * p.equity })), benchmarkKind: 'price_only' };
}

/**
 * The buy-and-hold total return in percent: the result's `benchmark_return_pct`, else from its
 * `benchmark_equity`; null for an older result with prices only (no total return to compare with).
 */
export function benchmarkReturnPctOf(result: AnyBacktestResult): number | null {
  if (result.benchmark_return_pct !== undefined) return result.benchmark_return_pct;
  const { benchmark, benchmarkKind } = benchmarkEquityOf(result);
  const last = benchmark.at(-1);
  if (!isTotalReturnBenchmark(benchmarkKind) || !last || !(result.start_balance > 0)) return null;
  return ((last.equity - result.start_balance) / result.start_balance) * 100;
}

const round4 = (x: number): number => Math.round(x * 1e4) / 1e4;

/**
 * The excess return over the buy and hold, in percentage points. From the dollars, (end balance −
 * the buy and hold's last equity) / start balance × 100, when the result has both and they give its
 * two stored returns (to their 4 decimals); else the difference of those returns. The difference of
 * two returns each rounded to 4 decimals can be a basis point off at 2: $30,000 to $33,000.17
 * (+10.0006%) against a buy and hold to $31,204.68 (+4.0156%) is +5.98497 points, shown '+5.98 pts',
 * where the difference, 5.985, showed '+5.99 pts'. Null without a total-return buy and hold.
 */
export function excessReturnPctOf(result: AnyBacktestResult): number | null {
  const benchmarkPct = benchmarkReturnPctOf(result);
  if (benchmarkPct === null) return null;
  const derived = result.total_return_pct - benchmarkPct;
  const { benchmark, benchmarkKind } = benchmarkEquityOf(result);
  const last = benchmark.at(-1)?.equity;
  const start = result.start_balance;
  if (!isTotalReturnBenchmark(benchmarkKind) || last === undefined || !(start > 0)) return derived;
  const pct = (end: number) => ((end - start) / start) * 100;
  // A result whose dollars do not give its stored returns (hand-made, or saved otherwise) keeps the difference.
  const agrees = round4(pct(result.end_balance)) === result.total_return_pct && round4(pct(last)) === round4(benchmarkPct);
  return agrees ? ((result.end_balance - last) / start) * 100 : derived;
}

function tradesOf(result: AnyBacktestResult): AnalyticsTrade[] {
  if (isCoveredResult(result)) {
    return result.trades.map((t) => {
      const c = t.entry_position.contract;
      const perContract = c.call_or_put === 'put' ? c.strike : c.underlying_price;
      return {
        entryDate: t.entry_date,
        exitDate: t.exit_date,
        pnl: t.pnl,
        capital: perContract * SHARES_PER_CONTRACT * t.entry_position.quantity,
        credit: Math.max(0, t.premium_received),
        shortTermPnl: t.pnl,
        exercisedPnl: 0,
      };
    });
  }
  return result.trades.map((t) => {
    let net = 0;
    for (const leg of t.entry_contracts) {
      // The fill the engine traded at (older results carry none: the last price, as they showed).
      const cash = (leg.price ?? leg.contract.last_trade_price) * SHARES_PER_CONTRACT * leg.quantity;
      net += leg.side === 'short' ? cash : -cash;
    }
    const shortTermPnl = writtenPnl(t);
    return { entryDate: t.entry_date, exitDate: t.exit_date, pnl: t.pnl, capital: t.entry_capital_required, credit: Math.max(0, net), shortTermPnl, exercisedPnl: exercisedPnl(t, shortTermPnl) };
  });
}

/** A long leg's fill P&L in dollars (entry to exit), or undefined when the trade saved no fill price for it. */
function longLegPnl(t: Trade, k: number): number | undefined {
  const leg = t.entry_contracts[k];
  const exitLeg = t.exit_contracts[k];
  const exit = exitLeg?.price;
  if (leg?.price === undefined || exitLeg === undefined || exit === undefined) return undefined;
  // A split while open: the exit is in other contracts (or shares) than the entry, each side's
  // cash at its own (leg-cash.ts; NVDA's 10-for-1: in 2 contracts, out 20).
  const split = leg.split_adjusted !== undefined || exitLeg.quantity !== leg.quantity || exitLeg.contract.strike !== leg.contract.strike;
  return split ? legCash('long', ...legSides(leg, exitLeg)) : (exit - leg.price) * SHARES_PER_CONTRACT * leg.quantity;
}

/** A multi-leg trade's short-term part (see AnalyticsTrade.shortTermPnl): pnl less its long legs' fill P&L. */
function writtenPnl(t: Trade): number {
  if (!t.entry_contracts.some((leg) => leg.side === 'short')) return 0;
  let longLegs = 0;
  for (const [k, leg] of t.entry_contracts.entries()) {
    if (leg.side !== 'long') continue;
    const pnl = longLegPnl(t, k);
    if (pnl === undefined) return t.pnl;
    longLegs += pnl;
  }
  return t.pnl - longLegs;
}

/**
 * The exercised long legs' part of a multi-leg trade (see AnalyticsTrade.exercisedPnl): all of what
 * the holding period would decide (`pnl` − `shortTermPnl`, the costs with it) when every long leg
 * was exercised, else those legs' fill P&L. A trade saved without leg fills that exercised a leg:
 * all of it (its legs cannot be told apart; the short-term rate does not flatter a gain).
 */
function exercisedPnl(t: Trade, shortTermPnl: number): number {
  const exercised = exercisedLongLegs(t);
  if (exercised.size === 0) return 0;
  const rest = t.pnl - shortTermPnl;
  const longs = t.entry_contracts.flatMap((leg, k) => (leg.side === 'long' ? [k] : []));
  if (longs.every((k) => exercised.has(k))) return rest;
  let sum = 0;
  for (const k of exercised) {
    const pnl = longLegPnl(t, k);
    if (pnl === undefined) return rest;
    sum += pnl;
  }
  return sum;
}

/** The analytics view of either result shape. */
export function analyticsInputOf(result: AnyBacktestResult): AnalyticsInput {
  return {
    startBalance: result.start_balance,
    endBalance: result.end_balance,
    totalPnl: result.total_pnl,
    totalReturnPct: result.total_return_pct,
    idleCashInterest: isCoveredResult(result) ? 0 : (result.interest_earned ?? 0) - (result.interest_paid ?? 0),
    cagrPct: result.cagr_pct,
    maxDrawdownPct: result.max_drawdown_pct,
    equity: curveOf(result.equity_curve) ?? [],
    ...benchmarkEquityOf(result),
    trades: tradesOf(result),
  };
}
