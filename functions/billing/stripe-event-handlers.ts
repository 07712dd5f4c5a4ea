/**
 * What each Stripe event does to the user status (DESIGN.md section 8), as a map from event type
 * to handler. Objects are read through small tolerant schemas of the fields used, so API-version
 * differences elsewhere in Stripe's objects do not matter.
 *
 * Rules (issue 17):
 * - subscription and invoice events change the user only through the user's current subscription
 *   (`stripe_subscription_id`, set by the checkout that created it): events of an older
 *   subscription (its deletion, its invoices) change nothing;
 * - the state applied is the subscription as Stripe holds it now (`retrieveSubscription`), never the
 *   event's copy: deliveries come in any order and `created` has a one-second resolution;
 * - a payment that failed is one status whichever event says it first: `past_due`, without Pro,
 *   until an invoice is paid (the subscription is active again).
 */
import { z } from 'zod';
import type { PaymentGateway } from '../adapters/payment-gateway';
import type { BillingPatch, UserRecord, UsersTable } from '../adapters/users-table';

const Id = z.string().min(1);
const Meta = z.object({ user_id: z.string().optional() }).partial().nullish();

const SessionSchema = z.object({
  client_reference_id: z.string().nullish(),
  customer: Id.nullish(),
  subscription: Id.nullish(),
  amount_total: z.number().nullish(),
  currency: z.string().nullish(),
  status: z.string().nullish(),
  metadata: Meta,
});

const SubscriptionSchema = z.object({
  id: Id,
  customer: Id,
  status: z.string(),
  trial_end: z.number().nullish(),
  cancel_at_period_end: z.boolean().nullish(),
  cancel_at: z.number().nullish(),
  metadata: Meta,
});
type Subscription = z.infer<typeof SubscriptionSchema>;

const InvoiceSchema = z.object({
  customer: Id.nullish(),
  amount_paid: z.number().nullish(),
  amount_due: z.number().nullish(),
  currency: z.string().nullish(),
  status: z.string().nullish(),
  subscription: Id.nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: Id.nullish(), metadata: Meta }).nullish() }).nullish(),
});
type Invoice = z.infer<typeof InvoiceSchema>;

/** The status of a subscription whose payment failed (also the status an invoice.payment_failed sets). */
export const PAYMENT_FAILED_STATUS = 'past_due';
const PAYMENT_FAILED = new Set(['past_due', 'unpaid', 'incomplete']);
/** A subscription that still exists (as opposed to canceled or expired). */
const LIVE = new Set(['trialing', 'active', ...PAYMENT_FAILED]);

/** What the finance log line reports about one event. */
export interface EventOutcome {
  user_id?: string;
  customer?: string;
  subscription?: string;
  amount?: number;
  currency?: string;
  status?: string;
  outcome: string;
}

export interface EventContext {
  users: UsersTable;
  gateway: Pick<PaymentGateway, 'retrieveSubscription'>;
}

type Report = Omit<EventOutcome, 'outcome'>;
type EventHandler = (object: unknown, ctx: EventContext) => Promise<EventOutcome>;

async function findUser(users: UsersTable, metaUserId: string | null | undefined, customer: string | null | undefined): Promise<UserRecord | undefined> {
  if (metaUserId) return users.get(metaUserId);
  if (customer) return users.findByCustomer(customer);
  return undefined;
}

/** The access a subscription status gives: trialing is the trial, active is paid, a failed payment or an end is neither. */
function subscriptionPatch(s: Subscription, paymentFailed: boolean): BillingPatch {
  const cancel = Boolean(s.cancel_at_period_end) || (s.cancel_at ?? null) !== null;
  const base = { stripe_customer_id: s.customer, stripe_subscription_id: s.id };
  const trialUsed = s.trial_end ? { trial_used: true } : {};
  if (paymentFailed || PAYMENT_FAILED.has(s.status)) return { ...base, ...trialUsed, subscription_status: PAYMENT_FAILED_STATUS, paid: false, trial: false, trial_end: null, cancel };
  if (s.status === 'trialing') return { ...base, trial_used: true, subscription_status: s.status, trial: true, paid: false, trial_end: s.trial_end ?? null, cancel };
  if (s.status === 'active') return { ...base, ...trialUsed, subscription_status: s.status, paid: true, trial: false, trial_end: null, cancel };
  return { ...base, ...trialUsed, subscription_status: s.status, paid: false, trial: false, trial_end: null, cancel: false };
}

function outcomeOf(patch: BillingPatch): string {
  if (patch.subscription_status === PAYMENT_FAILED_STATUS) return 'payment_failed';
  if (patch.trial) return patch.cancel ? 'trial_cancel_scheduled' : 'trial';
  if (patch.paid) return patch.cancel ? 'paid_cancel_scheduled' : 'paid';
  return 'no_access';
}

/**
 * Applies the current state of `subscriptionId` to the user, if it is the user's current
 * subscription. `link` (a completed checkout) makes it current unless the user's current one is
 * still live and this one is not (a late event of an old checkout must not take over).
 */
async function applyCurrent(ctx: EventContext, user: UserRecord | undefined, subscriptionId: string, report: Report, o: { link?: boolean; paymentFailed?: boolean } = {}): Promise<EventOutcome> {
  if (!user) return { ...report, outcome: 'unknown_user' };
  const out = { ...report, user_id: user.user_id, subscription: subscriptionId };
  const raw = await ctx.gateway.retrieveSubscription(subscriptionId);
  if (raw === undefined) return { ...out, outcome: 'unknown_subscription' };
  const current = SubscriptionSchema.parse(raw);
  const holds = user.stripe_subscription_id;
  const userLive = LIVE.has(user.subscription_status ?? '');
  const adopt = !holds || holds === subscriptionId || (LIVE.has(current.status) && (o.link || !userLive));
  if (!adopt) return { ...out, outcome: 'not_current_subscription' };
  // A failed invoice is newer than a subscription Stripe has not moved to past_due yet.
  const patch = subscriptionPatch(current, Boolean(o.paymentFailed) && LIVE.has(current.status));
  const applied = await ctx.users.applyBilling(user.user_id, patch);
  return { ...out, status: report.status ?? current.status, outcome: applied ? outcomeOf(patch) : 'unknown_user' };
}

/** An invoice's finance report; its subscription sits under parent.subscription_details in newer API versions. */
function invoiceReport(i: Invoice, amount: number | null | undefined): Report {
  const subscription = i.parent?.subscription_details?.subscription ?? i.subscription ?? undefined;
  return { customer: i.customer ?? undefined, subscription, amount: amount ?? undefined, currency: i.currency ?? undefined, status: i.status ?? undefined };
}

const subscriptionEvent: EventHandler = async (object, ctx) => {
  const s = SubscriptionSchema.parse(object);
  const user = await findUser(ctx.users, s.metadata?.user_id, s.customer);
  return applyCurrent(ctx, user, s.id, { customer: s.customer, subscription: s.id, status: s.status });
};

const invoiceEvent =
  (paymentFailed: boolean): EventHandler =>
  async (object, ctx) => {
    const i = InvoiceSchema.parse(object);
    const report = invoiceReport(i, paymentFailed ? i.amount_due : i.amount_paid);
    if (!report.subscription) return { ...report, outcome: 'not_a_subscription_invoice' };
    const user = await findUser(ctx.users, i.parent?.subscription_details?.metadata?.user_id, i.customer);
    return applyCurrent(ctx, user, report.subscription, report, { paymentFailed });
  };

export const STRIPE_EVENT_HANDLERS: Record<string, EventHandler> = {
  'checkout.session.completed': async (object, ctx) => {
    const s = SessionSchema.parse(object);
    const user = await findUser(ctx.users, s.client_reference_id ?? s.metadata?.user_id, s.customer);
    const report = { customer: s.customer ?? undefined, subscription: s.subscription ?? undefined, amount: s.amount_total ?? undefined, currency: s.currency ?? undefined, status: s.status ?? undefined };
    if (!s.subscription) return { ...report, outcome: 'not_a_subscription_checkout' };
    return applyCurrent(ctx, user, s.subscription, report, { link: true });
  },
  'customer.subscription.created': subscriptionEvent,
  'customer.subscription.updated': subscriptionEvent,
  'customer.subscription.deleted': subscriptionEvent,
  'invoice.paid': invoiceEvent(false),
  'invoice.payment_failed': invoiceEvent(true),
};
