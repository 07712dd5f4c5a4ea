/**
 * The payment provider as the billing service sees it. `stripeGateway` calls Stripe's API (never
 * in tests); the local gateway (functions/billing/local-gateway.ts) plays Stripe for local mode.
 */
import Stripe from 'stripe';
import type { UserRecord } from './users-table';
import { PRO_BILLING_INTERVAL, PRO_CURRENCY, PRO_PRICE_CENTS, TRIAL_DAYS } from '../../shared/domain/constants';

export interface CheckoutRequest {
  userId: string;
  email: string | undefined;
  customerId: string;
  appUrl: string;
  /** The 7-day trial is offered once per user (issue 17): false once the user has had one. */
  trial: boolean;
}

export interface PaymentGateway {
  createCustomer(userId: string, email: string | undefined): Promise<string>;
  /** A subscription Checkout Session at the Pro price with the trial; answers its url. */
  createCheckout(request: CheckoutRequest): Promise<string>;
  /** Schedules the user's subscription to end at the current period's end. */
  cancelAtPeriodEnd(user: UserRecord, subscriptionId: string): Promise<void>;
  /**
   * The subscription as Stripe holds it now (undefined when Stripe does not know it). The webhook
   * applies this, not the event's copy: events are not delivered in order and their `created` has
   * a one-second resolution, so the event itself cannot say which state is the latest.
   */
  retrieveSubscription(subscriptionId: string): Promise<unknown>;
}

export function stripeGateway(secretKey: string, priceId: string | undefined): PaymentGateway {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 8000 });
  return {
    async createCustomer(userId, email) {
      const customer = await stripe.customers.create({ email, metadata: { user_id: userId } }, { idempotencyKey: `customer-${userId}` });
      return customer.id;
    },
    async createCheckout({ userId, customerId, appUrl, trial }) {
      const lineItem = priceId
        ? { price: priceId, quantity: 1 }
        : {
            quantity: 1,
            price_data: {
              currency: PRO_CURRENCY,
              unit_amount: PRO_PRICE_CENTS,
              recurring: { interval: PRO_BILLING_INTERVAL },
              product_data: { name: 'Options Backtester Pro' },
            },
          };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: userId,
        line_items: [lineItem],
        subscription_data: { ...(trial ? { trial_period_days: TRIAL_DAYS } : {}), metadata: { user_id: userId } },
        success_url: `${appUrl}/?checkout=success`,
        cancel_url: `${appUrl}/?checkout=cancelled`,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a url');
      return session.url;
    },
    async cancelAtPeriodEnd(_user, subscriptionId) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    },
    async retrieveSubscription(subscriptionId) {
      try {
        return await stripe.subscriptions.retrieve(subscriptionId);
      } catch (e) {
        if (e instanceof Stripe.errors.StripeInvalidRequestError && e.code === 'resource_missing') return undefined;
        throw e;
      }
    },
  };
}
