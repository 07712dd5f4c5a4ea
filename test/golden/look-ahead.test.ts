import { describe, expect, it } from 'vitest';
import { BacktestRequestSchema, CoveredBacktestRequestSchema } from '../../shared/contracts';
import { runCoveredBacktest, runMultiLegBacktest } from '../../shared/engine';
import type { Bar } from '../../shared/engine/market/market-data';
import { coveredRequests, multiLegRequests } from './requests';
import { realMarket } from './real-market';

const CUT = '2019-06-14';

/** Every bar after CUT moved: a 25% crash and wilder ranges, dividends unchanged. */
const shock = (bars: Bar[]): Bar[] =>
  bars.map((b) => (b.date <= CUT ? b : { ...b, open: b.open * 0.75, high: b.high * 0.8, low: b.low * 0.7, close: b.close * 0.75 }));

interface Decided {
  equity: unknown[];
  trades: Array<{ entry_date: string; exit_date: string; entry_position?: unknown; entry_contracts?: unknown }>;
}

/** What the run decided up to CUT: the equity to CUT, trades closed by CUT, and entries made by CUT. */
function upToCut(r: Decided) {
  const equity = r.equity.filter((p) => {
    const date = Array.isArray(p) ? p[0] : (p as { date: string }).date;
    return date <= CUT;
  });
  const closed = r.trades.filter((t) => t.exit_date <= CUT);
  // Trades are logged in exit order, which may differ after the cut: compare entries by date.
  const opened = [...r.trades]
    .filter((t) => t.entry_date <= CUT)
    .sort((x, y) => x.entry_date.localeCompare(y.entry_date))
    .map((t) => t.entry_position ?? t.entry_contracts);
  return { equity, closed, opened };
}

describe('no look-ahead: changing the data after day t changes nothing decided up to t', async () => {
  const [real, shocked] = await Promise.all([realMarket('SPY'), realMarket('SPY', shock)]);

  it.each(coveredRequests.map((g) => [g.name, g] as const))('covered: %s', (_n, g) => {
    const request = CoveredBacktestRequestSchema.parse(g.request);
    const a = runCoveredBacktest(request, real);
    const b = runCoveredBacktest(request, shocked);
    expect(a.trades.length).toBeGreaterThan(0);
    expect(upToCut({ equity: b.equity_curve, trades: b.trades })).toEqual(upToCut({ equity: a.equity_curve, trades: a.trades }));
    // …and the shock does change what comes after, so the comparison can fail.
    expect(b.end_balance).not.toBe(a.end_balance);
  });

  it.each(multiLegRequests.map((g) => [g.name, g] as const))('multi-leg: %s', (_n, g) => {
    const request = BacktestRequestSchema.parse(g.request);
    const a = runMultiLegBacktest(request, real);
    const b = runMultiLegBacktest(request, shocked);
    expect(a.trades.length).toBeGreaterThan(0);
    expect(upToCut({ equity: b.equity_curve, trades: b.trades })).toEqual(upToCut({ equity: a.equity_curve, trades: a.trades }));
    expect(b.end_balance).not.toBe(a.end_balance);
  });
});
