/**
 * Stripe played locally (BILLING_MODE=local): checkout answers the local checkout page's url
 * (infra/local serves it and posts the events of local-stripe-events.ts to the webhook); cancel
 * signs the cancel event with the webhook secret and hands it to the real webhook processing, so
 * the webhook logic stays the only writer of billing state. Never reaches the network.
 */
import type { PaymentGateway } from '../adapters/payment-gateway';
import { cancelScheduledEvent, localCheckoutSessionId, localCustomerId, signStripeEvent } from './local-stripe-events';
import { processWebhook, type WebhookStores } from './webhook-service';

const MONTH = 30 * 86_400;

export function localGateway(stores: WebhookStores, webhookSecret: string): PaymentGateway {
  return {
    async createCustomer(userId) {
      return localCustomerId(userId);
    },
    async createCheckout({ userId, customerId, appUrl }) {
      return `${appUrl}/local-checkout?session=${encodeURIComponent(localCheckoutSessionId(userId, customerId))}`;
    },
    async cancelAtPeriodEnd(user, subscriptionId) {
      const now = Math.floor(Date.now() / 1000);
      if (!user.stripe_customer_id) throw new Error('local subscription has no customer');
      const trialing = user.trial && !user.paid;
      const event = cancelScheduledEvent(
        { userId: user.user_id, customerId: user.stripe_customer_id, subscriptionId },
        { status: trialing ? 'trialing' : 'active', trialEnd: trialing ? user.trial_end : null, periodEnd: trialing && user.trial_end ? user.trial_end : now + MONTH },
        now,
      );
      const { body, signature } = signStripeEvent(event, webhookSecret);
      await processWebhook(stores, body, signature, webhookSecret);
    },
  };
}
