/**
 * Stripe played locally (BILLING_MODE=local), over the local Stripe of local-stripe-events.ts:
 * checkout opens a server-side session and answers the local checkout page's url (infra/local
 * serves it; Pay completes the session for its signed-in owner and posts the events to the
 * webhook); cancel signs the cancel event and hands it to the real webhook processing; the webhook
 * reads subscriptions back from it. Never reaches the network.
 */
import type { BlobStore } from '../adapters/blob-store';
import type { PaymentGateway } from '../adapters/payment-gateway';
import { localCustomerId, localStripe, signStripeEvent } from './local-stripe-events';
import { processWebhook, type WebhookStores } from './webhook-service';

export function localGateway(stores: Omit<WebhookStores, 'gateway'> & { blobs: BlobStore }, webhookSecret: string): PaymentGateway {
  const stripe = localStripe(stores.blobs);
  const gateway: PaymentGateway = {
    async createCustomer(userId) {
      return localCustomerId(userId);
    },
    async createCheckout({ userId, customerId, appUrl, trial }) {
      const session = await stripe.createSession({ userId, customerId, trial, now: Math.floor(Date.now() / 1000) });
      return `${appUrl}/local-checkout?session=${encodeURIComponent(session.id)}`;
    },
    async cancelAtPeriodEnd(_user, subscriptionId) {
      const { body, signature } = signStripeEvent(await stripe.scheduleCancel(subscriptionId, Math.floor(Date.now() / 1000)), webhookSecret);
      await processWebhook({ ...stores, gateway }, body, signature, webhookSecret);
    },
    retrieveSubscription: (subscriptionId) => stripe.retrieveSubscription(subscriptionId),
  };
  return gateway;
}
