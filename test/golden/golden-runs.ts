import { BacktestRequestSchema, CoveredBacktestRequestSchema } from '../../shared/contracts';
import { runCoveredBacktest, runMultiLegBacktest } from '../../shared/engine';
import { coveredRequests, multiLegRequests, spxRequests } from './requests';
import { realMarket } from './real-market';

/** Where the reviewed results live: one pretty-printed JSON file per fixed request. */
export const GOLDEN_DIR = new URL('./results/', import.meta.url);

/** The engine's current answer to every golden request, as the exact text a golden file holds. */
export async function goldenRuns(): Promise<Array<{ name: string; text: string }>> {
  const [spy, spx] = await Promise.all([realMarket('SPY'), realMarket('SPX')]);
  const text = (result: unknown) => `${JSON.stringify(result, null, 1)}\n`;
  return [
    ...coveredRequests.map((g) => ({ name: g.name, text: text(runCoveredBacktest(CoveredBacktestRequestSchema.parse(g.request), spy)) })),
    ...multiLegRequests.map((g) => ({ name: g.name, text: text(runMultiLegBacktest(BacktestRequestSchema.parse(g.request), spy)) })),
    ...spxRequests.map((g) => ({ name: g.name, text: text(runMultiLegBacktest(BacktestRequestSchema.parse(g.request), spx)) })),
  ];
}
