/** POST /stripe/checkout: a subscription Checkout Session ($49.99/month, 7-day trial) → `{url}`. */
import { CheckoutAnswerSchema } from '../../shared/contracts/billing';
import { deps } from '../platform/deps';
import { authedRoute, json, parseNoBody } from '../platform/http';
import { appUrl, paymentGateway } from './billing-deps';
import { startCheckout } from './billing-service';

export const handler = authedRoute('POST /stripe/checkout', async (actor, event) => {
  parseNoBody(event);
  const d = deps();
  // Written through the shared schema, so the answer is exactly the `{url}` the client reads.
  return json(200, CheckoutAnswerSchema.parse(await startCheckout(d.users, await paymentGateway(d), actor, appUrl(d))));
});
