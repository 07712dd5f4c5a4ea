/**
 * The Stripe webhook (CONVENTIONS.md item 11): verify the signature on the raw body first, record
 * the event id with a conditional put (seen before: acknowledge and stop), dispatch through the
 * handler map, log one JSON line per event for finance, answer fast.
 */
import Stripe from 'stripe';
import { z } from 'zod';
import type { BillingEvents } from '../adapters/billing-events-table';
import type { PaymentGateway } from '../adapters/payment-gateway';
import type { UsersTable } from '../adapters/users-table';
import { AppError } from '../platform/errors';
import { log } from '../platform/logger';
import { STRIPE_EVENT_HANDLERS, type EventOutcome } from './stripe-event-handlers';

export const BAD_SIGNATURE = 'Invalid Stripe signature';

const EventSchema = z.object({ id: z.string().min(1), type: z.string().min(1), created: z.number(), data: z.object({ object: z.unknown() }) });

export interface WebhookStores {
  users: UsersTable;
  billingEvents: BillingEvents;
  /** Where the subscription's current state is read (Stripe, or the local Stripe). */
  gateway: Pick<PaymentGateway, 'retrieveSubscription'>;
}

function financeLog(event: { id: string; type: string }, o: EventOutcome): void {
  log.info('stripe webhook', {
    event_id: event.id,
    type: event.type,
    user_id: o.user_id ?? null,
    customer: o.customer ?? null,
    subscription: o.subscription ?? null,
    amount: o.amount ?? null,
    currency: o.currency ?? null,
    status: o.status ?? null,
    outcome: o.outcome,
  });
}

export async function processWebhook(s: WebhookStores, rawBody: string, signature: string | undefined, secret: string): Promise<{ received: true; outcome: string }> {
  let verified: unknown;
  try {
    if (!signature) throw new Error('missing signature');
    verified = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    log.warn('stripe webhook rejected', { outcome: 'bad_signature' });
    throw new AppError('billing.bad_signature', 400, BAD_SIGNATURE);
  }
  const parsed = EventSchema.safeParse(verified);
  if (!parsed.success) throw new AppError('billing.bad_event', 400, 'Stripe event is malformed');
  const event = parsed.data;

  if (!(await s.billingEvents.record(event.id, event.type, event.created))) {
    financeLog(event, { outcome: 'duplicate' });
    return { received: true, outcome: 'duplicate' };
  }
  const handle = STRIPE_EVENT_HANDLERS[event.type];
  let outcome: EventOutcome;
  try {
    outcome = handle ? await handle(event.data.object, { users: s.users, gateway: s.gateway }) : { outcome: 'ignored' };
  } catch (e) {
    if (e instanceof z.ZodError) {
      // Signed by Stripe but not the shape we read: retrying cannot help; finance sees it.
      await s.billingEvents.setOutcome(event.id, 'malformed_object');
      financeLog(event, { outcome: 'malformed_object' });
      return { received: true, outcome: 'malformed_object' };
    }
    // Not applied: forget the id so Stripe's retry is processed, and answer 500 so it retries.
    await s.billingEvents.forget(event.id);
    financeLog(event, { outcome: 'error' });
    throw e;
  }
  await s.billingEvents.setOutcome(event.id, outcome.outcome);
  financeLog(event, outcome);
  return { received: true, outcome: outcome.outcome };
}
