/**
 * What each Stripe event does to the user status (DESIGN.md section 8), as a map from event type
 * to handler. Objects are read through small tolerant schemas of the fields used, so API-version
 * differences elsewhere in Stripe's objects do not matter.
 */
import { z } from 'zod';
import type { BillingPatch, UsersTable } from '../adapters/users-table';

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

const InvoiceSchema = z.object({
  customer: Id.nullish(),
  amount_paid: z.number().nullish(),
  amount_due: z.number().nullish(),
  currency: z.string().nullish(),
  status: z.string().nullish(),
  subscription: Id.nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: Id.nullish(), metadata: Meta }).nullish() }).nullish(),
});

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
  created: number;
}

type EventHandler = (object: unknown, ctx: EventContext) => Promise<EventOutcome>;

async function findUserId(users: UsersTable, metaUserId: string | null | undefined, customer: string | null | undefined): Promise<string | undefined> {
  if (metaUserId) return metaUserId;
  if (customer) return (await users.findByCustomer(customer))?.user_id;
  return undefined;
}

async function apply(ctx: EventContext, userId: string | undefined, patch: BillingPatch, report: Omit<EventOutcome, 'outcome'>, outcome: string): Promise<EventOutcome> {
  if (!userId) return { ...report, outcome: 'unknown_user' };
  const applied = await ctx.users.applyBilling(userId, patch, ctx.created);
  return { ...report, user_id: userId, outcome: applied ? outcome : 'stale_or_unknown_user' };
}

/** The access a subscription status gives: trialing is the trial, active (or past_due, while Stripe retries) is paid. */
function subscriptionPatch(s: z.infer<typeof SubscriptionSchema>): BillingPatch {
  const cancel = Boolean(s.cancel_at_period_end) || (s.cancel_at ?? null) !== null;
  const base = { stripe_customer_id: s.customer, stripe_subscription_id: s.id, subscription_status: s.status };
  if (s.status === 'trialing') return { ...base, trial: true, paid: false, trial_end: s.trial_end ?? null, cancel };
  if (s.status === 'active' || s.status === 'past_due') return { ...base, paid: true, trial: false, trial_end: null, cancel };
  return { ...base, paid: false, trial: false, trial_end: null, cancel: false };
}

type Invoice = z.infer<typeof InvoiceSchema>;

/** An invoice's finance report; its subscription sits under parent.subscription_details in newer API versions. */
function invoiceReport(i: Invoice, amount: number | null | undefined): Omit<EventOutcome, 'outcome'> {
  const subscription = i.parent?.subscription_details?.subscription ?? i.subscription ?? undefined;
  return { customer: i.customer ?? undefined, subscription, amount: amount ?? undefined, currency: i.currency ?? undefined, status: i.status ?? undefined };
}

const invoiceUserId = (i: Invoice): string | undefined => i.parent?.subscription_details?.metadata?.user_id;

const subscriptionChanged: EventHandler = async (object, ctx) => {
  const s = SubscriptionSchema.parse(object);
  const userId = await findUserId(ctx.users, s.metadata?.user_id, s.customer);
  const patch = subscriptionPatch(s);
  const outcome = patch.trial ? (patch.cancel ? 'trial_cancel_scheduled' : 'trial') : patch.paid ? (patch.cancel ? 'paid_cancel_scheduled' : 'paid') : 'no_access';
  return apply(ctx, userId, patch, { customer: s.customer, subscription: s.id, status: s.status }, outcome);
};

export const STRIPE_EVENT_HANDLERS: Record<string, EventHandler> = {
  'checkout.session.completed': async (object, ctx) => {
    const s = SessionSchema.parse(object);
    const userId = await findUserId(ctx.users, s.client_reference_id ?? s.metadata?.user_id, s.customer);
    const patch: BillingPatch = {};
    if (s.customer) patch.stripe_customer_id = s.customer;
    if (s.subscription) patch.stripe_subscription_id = s.subscription;
    const report = { customer: s.customer ?? undefined, subscription: s.subscription ?? undefined, amount: s.amount_total ?? undefined, currency: s.currency ?? undefined, status: s.status ?? undefined };
    return apply(ctx, userId, patch, report, 'linked');
  },
  'customer.subscription.created': subscriptionChanged,
  'customer.subscription.updated': subscriptionChanged,
  'customer.subscription.deleted': async (object, ctx) => {
    const s = SubscriptionSchema.parse(object);
    const userId = await findUserId(ctx.users, s.metadata?.user_id, s.customer);
    const patch: BillingPatch = { paid: false, trial: false, trial_end: null, cancel: false, stripe_subscription_id: null, subscription_status: s.status };
    return apply(ctx, userId, patch, { customer: s.customer, subscription: s.id, status: s.status }, 'ended');
  },
  'invoice.paid': async (object, ctx) => {
    const i = InvoiceSchema.parse(object);
    const report = invoiceReport(i, i.amount_paid);
    // The trial's first invoice is $0: it proves nothing was paid, so it grants nothing.
    if (!i.amount_paid) return { ...report, outcome: 'zero_amount_ignored' };
    const userId = await findUserId(ctx.users, invoiceUserId(i), i.customer);
    return apply(ctx, userId, { paid: true, trial: false, trial_end: null, subscription_status: 'active' }, report, 'paid');
  },
  'invoice.payment_failed': async (object, ctx) => {
    const i = InvoiceSchema.parse(object);
    const report = invoiceReport(i, i.amount_due);
    const userId = await findUserId(ctx.users, invoiceUserId(i), i.customer);
    // No payment, no Pro: access returns with the next invoice.paid.
    return apply(ctx, userId, { paid: false, trial: false, trial_end: null, subscription_status: 'payment_failed' }, report, 'payment_failed');
  },
};
