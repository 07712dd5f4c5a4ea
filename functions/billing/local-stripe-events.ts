/**
 * Stripe played locally (BILLING_MODE=local): the Checkout Sessions and subscriptions a real
 * Stripe account would hold, kept as JSON in the results bucket under `local-stripe/`, and the
 * Stripe-shaped events each change produces. The local checkout page and the local cancel sign
 * those events with the webhook secret and post them to the real webhook, which then reads the
 * subscription's current state back from here, as it reads it from Stripe when deployed: the
 * webhook stays the only writer of billing state in every mode.
 */
import { createHash, randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { PRO_BILLING_INTERVAL, PRO_CURRENCY, PRO_PRICE_CENTS, TRIAL_DAYS } from '../../shared/domain/constants';
import type { BlobStore } from '../adapters/blob-store';
import { AppError } from '../platform/errors';

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

/** A local Checkout Session: who opened it (server-side, so the page cannot be forged) and whether it has the trial. */
export interface LocalSession {
  id: string;
  user_id: string;
  customer_id: string;
  trial: boolean;
  status: 'open' | 'complete';
  expires_at: number;
  subscription_id?: string;
}

type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'canceled';

interface LocalSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: SubscriptionStatus;
  trial_start: number | null;
  trial_end: number | null;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  current_period_end: number;
  metadata: { user_id: string };
}

const DAY = 86_400;
const MONTH = 30 * DAY;
/** Stripe's Checkout Sessions expire after 24 hours. */
const SESSION_SECONDS = DAY;
const SESSION_ID = /^cs_local_[0-9a-f]{32}$/;
const SUBSCRIPTION_ID = /^sub_local_[0-9a-f]{32}$/;

const hash = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 24);
const randomId = (): string => randomBytes(16).toString('hex');

export const localCustomerId = (userId: string): string => `cus_local_${hash(`customer:${userId}`)}`;

function event(type: string, created: number, object: Record<string, unknown>): StripeEventShape {
  return {
    id: `evt_local_${randomId()}`,
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

function invoice(sub: LocalSubscription, type: 'invoice.paid' | 'invoice.payment_failed', amount: number, reason: string, now: number): StripeEventShape {
  const paid = type === 'invoice.paid';
  return event(type, now, {
    id: `in_local_${randomId()}`,
    object: 'invoice',
    customer: sub.customer,
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    currency: PRO_CURRENCY,
    status: paid ? 'paid' : 'open',
    billing_reason: reason,
    lines: { object: 'list', data: [{ price: { unit_amount: PRO_PRICE_CENTS, currency: PRO_CURRENCY, recurring: { interval: PRO_BILLING_INTERVAL } } }] },
    parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
  });
}

const asObject = (s: LocalSubscription): Record<string, unknown> => ({ ...s });

export function localStripe(blobs: BlobStore) {
  const key = (kind: 'sessions' | 'subscriptions', id: string) => `local-stripe/${kind}/${id}.json`;
  const read = async <T>(kind: 'sessions' | 'subscriptions', id: string, pattern: RegExp): Promise<T | undefined> => {
    if (!pattern.test(id)) return undefined;
    try {
      return (await blobs.getJson(key(kind, id))) as T;
    } catch (e) {
      if (e instanceof Error && (e.name === 'NoSuchKey' || e.name === 'NotFound')) return undefined;
      throw e;
    }
  };
  const subscription = async (id: string): Promise<LocalSubscription> => {
    const sub = await read<LocalSubscription>('subscriptions', id, SUBSCRIPTION_ID);
    if (!sub) throw new AppError('billing.no_subscription', 404, `No such subscription: ${id}`);
    return sub;
  };
  const save = async (sub: LocalSubscription): Promise<LocalSubscription> => {
    await blobs.putJson(key('subscriptions', sub.id), sub);
    return sub;
  };

  return {
    async createSession(o: { userId: string; customerId: string; trial: boolean; now: number }): Promise<LocalSession> {
      const session: LocalSession = { id: `cs_local_${randomId()}`, user_id: o.userId, customer_id: o.customerId, trial: o.trial, status: 'open', expires_at: o.now + SESSION_SECONDS };
      await blobs.putJson(key('sessions', session.id), session);
      return session;
    },
    getSession: (id: string) => read<LocalSession>('sessions', id, SESSION_ID),
    retrieveSubscription: (id: string) => read<LocalSubscription>('subscriptions', id, SUBSCRIPTION_ID).then((s) => s && asObject(s)),

    /** Pay: the session's owner completes it once; a new subscription (trialing, or active and paid). */
    async completeSession(id: string, userId: string, now: number): Promise<StripeEventShape[]> {
      const session = await read<LocalSession>('sessions', id, SESSION_ID);
      if (!session || session.user_id !== userId) throw new AppError('billing.unknown_session', 404, 'Unknown checkout session');
      if (session.status !== 'open' || session.expires_at < now) throw new AppError('billing.session_closed', 409, 'This checkout session is already complete or expired');
      const trialEnd = session.trial ? now + TRIAL_DAYS * DAY : null;
      const sub = await save({
        id: `sub_local_${randomId()}`,
        object: 'subscription',
        customer: session.customer_id,
        status: session.trial ? 'trialing' : 'active',
        trial_start: session.trial ? now : null,
        trial_end: trialEnd,
        cancel_at_period_end: false,
        cancel_at: null,
        current_period_end: trialEnd ?? now + MONTH,
        metadata: { user_id: userId },
      });
      await blobs.putJson(key('sessions', id), { ...session, status: 'complete', subscription_id: sub.id } satisfies LocalSession);
      const amount = session.trial ? 0 : PRO_PRICE_CENTS;
      const completed = { id, object: 'checkout.session', mode: 'subscription', status: 'complete', payment_status: 'paid', client_reference_id: userId, customer: sub.customer, subscription: sub.id, amount_total: amount, currency: PRO_CURRENCY };
      return [event('checkout.session.completed', now, completed), event('customer.subscription.created', now, asObject(sub)), invoice(sub, 'invoice.paid', amount, 'subscription_create', now)];
    },

    /** The trial ends and the first month is paid. */
    async convertTrial(id: string, now: number): Promise<StripeEventShape[]> {
      const sub = await save({ ...(await subscription(id)), status: 'active', current_period_end: now + MONTH });
      return [invoice(sub, 'invoice.paid', PRO_PRICE_CENTS, 'subscription_cycle', now), event('customer.subscription.updated', now, asObject(sub))];
    },

    /** A renewal's payment fails: Stripe marks the subscription past_due and retries. */
    async failPayment(id: string, now: number): Promise<StripeEventShape[]> {
      const sub = await save({ ...(await subscription(id)), status: 'past_due' });
      return [invoice(sub, 'invoice.payment_failed', PRO_PRICE_CENTS, 'subscription_cycle', now), event('customer.subscription.updated', now, asObject(sub))];
    },

    /** Cancel at period end: the subscription keeps its status and gains cancel_at_period_end. */
    async scheduleCancel(id: string, now: number): Promise<StripeEventShape> {
      const current = await subscription(id);
      const sub = await save({ ...current, cancel_at_period_end: true, cancel_at: current.current_period_end });
      return event('customer.subscription.updated', now, asObject(sub));
    },

    /** The subscription ends (period over after a cancel, or deleted in the dashboard). */
    async deleteSubscription(id: string, now: number): Promise<StripeEventShape> {
      const sub = await save({ ...(await subscription(id)), status: 'canceled', cancel_at_period_end: false });
      return event('customer.subscription.deleted', now, asObject(sub));
    },
  };
}
export type LocalStripe = ReturnType<typeof localStripe>;

/** The body and `stripe-signature` header Stripe would send for this event. */
export function signStripeEvent(e: StripeEventShape, secret: string, nowSeconds?: number): { body: string; signature: string } {
  const body = JSON.stringify(e);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: nowSeconds });
  return { body, signature };
}
