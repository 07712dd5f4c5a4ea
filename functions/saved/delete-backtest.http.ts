/** DELETE /backtests/{id}: the caller's own saved backtest only; 404 otherwise. */
import { deps } from '../platform/deps';
import { authedRoute, json, pathParam } from '../platform/http';
import { deleteBacktest } from './saved-service';

export const handler = authedRoute('DELETE /backtests/{id}', async (actor, event) => {
  const id = pathParam(event, 'id');
  await deleteBacktest(deps(), actor.userId, id);
  return json(200, { deleted: id });
});
