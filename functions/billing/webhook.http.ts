/** POST /stripe/webhook: no JWT; the Stripe signature on the raw body authenticates the call. */
import { deps } from '../platform/deps';
import { json, publicRoute, rawBody } from '../platform/http';
import { paymentGateway, webhookSecret } from './billing-deps';
import { processWebhook } from './webhook-service';

export const handler = publicRoute('POST /stripe/webhook', async (event) => {
  const d = deps();
  const signature = event.headers?.['stripe-signature'] ?? event.headers?.['Stripe-Signature'];
  return json(200, await processWebhook({ ...d, gateway: await paymentGateway(d) }, rawBody(event), signature, await webhookSecret(d)));
});
