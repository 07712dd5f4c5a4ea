/**
 * Audit 9 (F1): the two golden iron condors whose results the sizing rule moves: end balance, return,
 * drawdown, trades, margin calls, units opened. Run once on the engine as it is and once with
 * entry.ts's open margin re-marked (the experiment of F1), to measure the effect.
 * usage: npx tsx test/audits/scripts9/golden-condors.ts
 */
import { BacktestRequestSchema } from '../../../shared/contracts';
import { runMultiLegBacktest } from '../../../shared/engine';
import { multiLegRequests, spxRequests } from '../../golden/requests';
import { realMarket } from '../../golden/real-market';

const [spy, spx] = await Promise.all([realMarket('SPY'), realMarket('SPX')]);
for (const [g, m] of [[multiLegRequests.find((x) => x.name === 'iron-condor-spy-2019'), spy], [spxRequests.find((x) => x.name === 'iron-condor-spx-2018'), spx]] as const) {
  if (!g) continue;
  const r = runMultiLegBacktest(BacktestRequestSchema.parse(g.request), m);
  const calls = r.trades.filter((t) => t.exit_scenario === 'MARGIN_CALL').length;
  const units = r.trades.reduce((s, t) => s + (t.entry_contracts[0]?.quantity ?? 0), 0);
  process.stdout.write(`${JSON.stringify({ name: g.name, end: r.end_balance, ret: r.total_return_pct, dd: r.max_drawdown_pct, sharpe: r.sharpe_ratio, trades: r.total_trades, margin_calls: calls, units })}\n`);
}
