/** GET /sweeps/{sweepId}: the owner's sweep, its progress and (finished) result; 404 for anyone else. */
import { authedRoute, json, pathParam } from '../platform/http';
import { sweepDeps } from './sweep-deps';
import { readSweep } from './sweep-service';

export const handler = authedRoute('GET /sweeps/{sweepId}', async (actor, event) => json(200, await readSweep(sweepDeps(), actor.userId, pathParam(event, 'sweepId'))));
