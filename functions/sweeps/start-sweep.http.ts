/** POST /sweeps: validate by contract, check the ticker, start the sweep; 202 `{sweep_id, cells_total}`. */
import { SweepRequestSchema } from '../../shared/contracts/sweep';
import { assertTickerHasData } from '../backtests/ticker-check';
import { authedRoute, json, parseBody } from '../platform/http';
import { sweepDeps } from './sweep-deps';
import { startSweep } from './sweep-service';

export const handler = authedRoute('POST /sweeps', async (actor, event) => {
  const sweep = parseBody(event, SweepRequestSchema);
  await assertTickerHasData(sweep.base.ticker);
  return json(202, await startSweep(sweepDeps(), actor.userId, sweep));
});
