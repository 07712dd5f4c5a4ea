/** POST /stripe/cancel: cancel at period end; refused when there is nothing to cancel. */
import { deps } from '../platform/deps';
import { authedRoute, json, parseNoBody } from '../platform/http';
import { paymentGateway } from './billing-deps';
import { cancelSubscription } from './billing-service';

export const handler = authedRoute('POST /stripe/cancel', async (actor, event) => {
  parseNoBody(event);
  const d = deps();
  return json(200, await cancelSubscription(d.users, await paymentGateway(d), actor));
});
