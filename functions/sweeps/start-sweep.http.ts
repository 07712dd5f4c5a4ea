/** POST /sweeps: validate by the run rules and the contract, check the ticker, start the sweep; 202 `{sweep_id, cells_total}`. */
import { SweepRequestSchema } from '../../shared/contracts/sweep';
import { sweepRequestFaults } from '../../shared/contracts/validation/sweep-run';
import { assertRangeHasData, assertTickerHasData } from '../backtests/ticker-check';
import { authedRoute, json, parseRunBody } from '../platform/http';
import { sweepDeps } from './sweep-deps';
import { startSweep } from './sweep-service';

export const handler = authedRoute('POST /sweeps', async (actor, event) => {
  const sweep = parseRunBody(event, SweepRequestSchema, sweepRequestFaults);
  await assertTickerHasData(sweep.base.ticker);
  await assertRangeHasData(sweep.base.ticker, sweep.base.start_date, sweep.base.end_date);
  return json(202, await startSweep(sweepDeps(), actor.userId, sweep));
});
