/**
 * Local billing (BILLING_MODE=local): the Stripe-shaped events a real Checkout and subscription
 * produce, built here so the local checkout page (infra/local) and the local cancel signs them with
 * `stripe.webhooks.generateTestHeaderString` and posts them to the real webhook handler: the
 * webhook stays the only writer of billing state in every mode. Pure and deterministic: the same
 * inputs give the same events and ids, so a page reload replays (and is ignored) rather than doubles.
 */
import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import { PRO_BILLING_INTERVAL, PRO_CURRENCY, PRO_PRICE_CENTS, TRIAL_DAYS } from '../../shared/domain/constants';

export interface LocalSubscriptionRef {
  userId: string;
  customerId: string;
  subscriptionId: string;
}

export interface StripeEventShape {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
  data: { object: Record<string, unknown> };
}

const DAY = 86_400;
const hash = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 24);

export const localCustomerId = (userId: string): string => `cus_local_${hash(`customer:${userId}`)}`;
export const localSubscriptionId = (userId: string): string => `sub_local_${hash(`subscription:${userId}`)}`;

/** The session id carries who is checking out, since the page is opened without a token. */
export function localCheckoutSessionId(userId: string, customerId: string): string {
  return `cs_local_${Buffer.from(JSON.stringify({ u: userId, c: customerId })).toString('base64url')}`;
}

export function parseLocalCheckoutSessionId(sessionId: string): LocalSubscriptionRef | undefined {
  if (!sessionId.startsWith('cs_local_')) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(sessionId.slice('cs_local_'.length), 'base64url').toString('utf8'));
    if (!parsed || typeof parsed !== 'object' || !('u' in parsed) || !('c' in parsed)) return undefined;
    const { u, c } = parsed;
    if (typeof u !== 'string' || typeof c !== 'string' || !u || !c) return undefined;
    return { userId: u, customerId: c, subscriptionId: localSubscriptionId(u) };
  } catch {
    return undefined;
  }
}

function event(type: string, created: number, object: Record<string, unknown>, salt: string): StripeEventShape {
  return {
    id: `evt_local_${hash(`${type}:${salt}:${created}`)}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

interface SubscriptionState {
  status: 'trialing' | 'active';
  trialEnd: number | null;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
}

function subscription(ref: LocalSubscriptionRef, s: SubscriptionState): Record<string, unknown> {
  return {
    id: ref.subscriptionId,
    object: 'subscription',
    customer: ref.customerId,
    status: s.status,
    trial_start: s.trialEnd === null ? null : s.trialEnd - TRIAL_DAYS * DAY,
    trial_end: s.trialEnd,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    cancel_at: s.cancelAtPeriodEnd ? s.periodEnd : null,
    metadata: { user_id: ref.userId },
    items: {
      object: 'list',
      data: [
        {
          object: 'subscription_item',
          current_period_start: s.periodStart,
          current_period_end: s.periodEnd,
          price: { object: 'price', unit_amount: PRO_PRICE_CENTS, currency: PRO_CURRENCY, recurring: { interval: PRO_BILLING_INTERVAL } },
        },
      ],
    },
  };
}

function invoicePaid(ref: LocalSubscriptionRef, amount: number, reason: string, nowSeconds: number): StripeEventShape {
  const id = `in_local_${hash(`invoice:${ref.subscriptionId}:${reason}:${nowSeconds}`)}`;
  return event('invoice.paid', nowSeconds, invoice(ref, id, amount, reason), id);
}

function invoice(ref: LocalSubscriptionRef, id: string, amount: number, reason: string): Record<string, unknown> {
  return {
    id,
    object: 'invoice',
    customer: ref.customerId,
    amount_due: amount,
    amount_paid: amount,
    currency: PRO_CURRENCY,
    status: 'paid',
    billing_reason: reason,
    parent: { type: 'subscription_details', subscription_details: { subscription: ref.subscriptionId, metadata: { user_id: ref.userId } } },
  };
}

/** A completed Checkout with the trial: session completed, subscription created (trialing), the $0 invoice. */
export function checkoutCompletedEvents(sessionId: string, nowSeconds: number): StripeEventShape[] {
  const ref = parseLocalCheckoutSessionId(sessionId);
  if (!ref) throw new Error(`Not a local checkout session: ${sessionId}`);
  const trialEnd = nowSeconds + TRIAL_DAYS * DAY;
  const session = {
    id: sessionId,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    client_reference_id: ref.userId,
    customer: ref.customerId,
    subscription: ref.subscriptionId,
    amount_total: 0,
    currency: PRO_CURRENCY,
  };
  const sub = subscription(ref, { status: 'trialing', trialEnd, periodStart: nowSeconds, periodEnd: trialEnd, cancelAtPeriodEnd: false });
  return [
    event('checkout.session.completed', nowSeconds, session, sessionId),
    event('customer.subscription.created', nowSeconds, sub, ref.subscriptionId),
    invoicePaid(ref, 0, 'subscription_create', nowSeconds),
  ];
}

/** The trial ends and the first month is paid: invoice.paid ($49.99), subscription updated to active. */
export function trialConvertedEvents(ref: LocalSubscriptionRef, nowSeconds: number): StripeEventShape[] {
  const sub = subscription(ref, { status: 'active', trialEnd: nowSeconds, periodStart: nowSeconds, periodEnd: nowSeconds + 30 * DAY, cancelAtPeriodEnd: false });
  return [
    invoicePaid(ref, PRO_PRICE_CENTS, 'subscription_cycle', nowSeconds),
    event('customer.subscription.updated', nowSeconds, sub, `${ref.subscriptionId}:active`),
  ];
}

/** Cancel at period end: the subscription keeps its status and gains cancel_at_period_end. */
export function cancelScheduledEvent(
  ref: LocalSubscriptionRef,
  state: { status: 'trialing' | 'active'; trialEnd: number | null; periodEnd: number },
  nowSeconds: number,
): StripeEventShape {
  const sub = subscription(ref, { ...state, periodStart: nowSeconds, cancelAtPeriodEnd: true });
  return event('customer.subscription.updated', nowSeconds, sub, `${ref.subscriptionId}:cancel`);
}

/** The body and `stripe-signature` header Stripe would send for this event. */
export function signStripeEvent(e: StripeEventShape, secret: string, nowSeconds?: number): { body: string; signature: string } {
  const body = JSON.stringify(e);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: nowSeconds });
  return { body, signature };
}
