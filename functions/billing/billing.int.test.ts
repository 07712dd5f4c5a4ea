import { CheckoutAnswerSchema } from '../../shared/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deps } from '../platform/deps';
import { startBackend, TEST_APP_URL, TEST_WEBHOOK_SECRET, type Backend } from '../testing/backend-harness';
import { handler as getUserStatus } from '../users/get-user-status.http';
import { handler as cancel } from './cancel.http';
import { handler as checkout } from './checkout.http';
import { localStripe, signStripeEvent, type StripeEventShape } from './local-stripe-events';
import { handler as webhook } from './webhook.http';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend({});
});
afterAll(() => backend.stop());

const stripe = () => localStripe(deps().blobs);
const nowSeconds = () => Math.floor(Date.now() / 1000);
const status = async (user: string) => (await backend.call(getUserStatus, { method: 'GET', path: '/getuserstatus', user })).body;
const post = (e: StripeEventShape, secret = TEST_WEBHOOK_SECRET, base64 = false) => {
  const { body, signature } = signStripeEvent(e, secret);
  return backend.call(webhook, {
    method: 'POST',
    path: '/stripe/webhook',
    headers: { 'stripe-signature': signature },
    rawBody: base64 ? Buffer.from(body).toString('base64') : body,
    isBase64Encoded: base64,
  });
};
const deliver = async (events: StripeEventShape[]) => {
  for (const e of events) expect((await post(e)).status).toBe(200);
};
const subscriptionOf = (events: StripeEventShape[]): string => String(events.find((e) => e.type === 'customer.subscription.created')?.data.object.id);

async function checkoutSession(user: string): Promise<string> {
  const answer = await backend.call(checkout, { method: 'POST', path: '/stripe/checkout', user });
  expect(answer.status).toBe(200);
  // The answer must be exactly what the client reads (shared contract), not a cast.
  const url = new URL(CheckoutAnswerSchema.parse(answer.body).url);
  expect(url.origin + url.pathname).toBe(`${TEST_APP_URL}/local-checkout`);
  return url.searchParams.get('session') ?? '';
}

/** Checkout and pay as `user`: answers the new subscription's id. */
async function subscribe(user: string): Promise<string> {
  const events = await stripe().completeSession(await checkoutSession(user), user, nowSeconds());
  await deliver(events);
  return subscriptionOf(events);
}

describe('POST /stripe/checkout takes no body (spec section 7)', () => {
  it('refuses a return path by name: the browser keeps the page to return to, Stripe returns to /?checkout=...', async () => {
    const refused = await backend.call(checkout, { method: 'POST', path: '/stripe/checkout', user: 'returner', body: { return_path: '/backtest/covered' } });
    expect(refused).toMatchObject({ status: 400, body: { error: 'Unknown field return_path' } });
    const answer = await backend.call(checkout, { method: 'POST', path: '/stripe/checkout', user: 'returner' });
    expect(answer.status).toBe(200);
    const session = new URL(CheckoutAnswerSchema.parse(answer.body).url).searchParams.get('session') ?? '';
    expect(await stripe().getSession(session)).not.toHaveProperty('return_path');
  });
});

describe('Stripe billing through the webhook', () => {
  it('goes trial, then paid, then cancel scheduled, logging one finance line per event', async () => {
    const info = vi.spyOn(console, 'info');
    const now = nowSeconds();
    const sub = await subscribe('payer');
    expect(await status('payer')).toEqual({ paid: false, trial: true, trial_end: expect.any(Number), cancel: false, free_backtests_remaining: 3 });
    expect(((await status('payer')) as { trial_end: number }).trial_end - now).toBeGreaterThanOrEqual(7 * 86_400);

    const converted = await stripe().convertTrial(sub, nowSeconds());
    for (const e of converted) expect((await post(e, TEST_WEBHOOK_SECRET, true)).status).toBe(200);
    expect(await status('payer')).toMatchObject({ paid: true, trial: false, cancel: false });

    expect(await backend.call(cancel, { method: 'POST', path: '/stripe/cancel', user: 'payer' })).toMatchObject({ status: 200 });
    expect(await status('payer')).toMatchObject({ paid: true, cancel: true });
    expect(await backend.call(cancel, { method: 'POST', path: '/stripe/cancel', user: 'payer' })).toMatchObject({ status: 409 });
    expect(await backend.call(checkout, { method: 'POST', path: '/stripe/checkout', user: 'payer' })).toMatchObject({ status: 409 });

    const lines = info.mock.calls.map((c) => JSON.parse(String(c[0])) as Record<string, unknown>).filter((l) => l.message === 'stripe webhook');
    expect(lines).toHaveLength(6);
    expect(lines[3]).toMatchObject({ type: 'invoice.paid', user_id: 'payer', subscription: sub, amount: 4999, currency: 'usd', status: 'paid', outcome: 'paid' });
    for (const line of lines) expect(Object.keys(line)).toEqual(expect.arrayContaining(['event_id', 'type', 'user_id', 'customer', 'subscription', 'amount', 'currency', 'status', 'outcome']));
    info.mockRestore();
  });

  it('rejects a bad signature with 400 and changes nothing', async () => {
    const events = await stripe().completeSession(await checkoutSession('forger'), 'forger', nowSeconds());
    const before = await status('forger');
    for (const e of events) expect(await post(e, 'whsec_not_the_secret')).toMatchObject({ status: 400, body: { error: 'Invalid Stripe signature' } });
    const unsigned = await backend.call(webhook, { method: 'POST', path: '/stripe/webhook', rawBody: '{"id":"evt_1"}' });
    expect(unsigned).toMatchObject({ status: 400, body: { error: 'Invalid Stripe signature' } });
    expect(await status('forger')).toEqual(before);
  });

  it('applies an event once: a replay is acknowledged and changes nothing', async () => {
    const events = await stripe().completeSession(await checkoutSession('replayer'), 'replayer', nowSeconds());
    await deliver(events);
    const created = events[1];
    if (!created) throw new Error('events not built');
    expect(await post(created)).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });
  });

  it('refuses a genuine delivery replayed after the 5-minute tolerance, and a body changed under its signature', async () => {
    const events = await stripe().completeSession(await checkoutSession('late-replay'), 'late-replay', nowSeconds());
    const first = events[0];
    if (!first) throw new Error('events not built');
    const before = await status('late-replay');
    const old = signStripeEvent(first, TEST_WEBHOOK_SECRET, nowSeconds() - 301);
    const late = await backend.call(webhook, { method: 'POST', path: '/stripe/webhook', headers: { 'stripe-signature': old.signature }, rawBody: old.body });
    expect(late).toMatchObject({ status: 400, body: { error: 'Invalid Stripe signature' } });
    // The same signature over a body naming another user (client_reference_id) is refused too.
    const fresh = signStripeEvent(first, TEST_WEBHOOK_SECRET);
    const swapped = fresh.body.replaceAll('late-replay', 'victim-user');
    const spoofed = await backend.call(webhook, { method: 'POST', path: '/stripe/webhook', headers: { 'stripe-signature': fresh.signature }, rawBody: swapped });
    expect(spoofed).toMatchObject({ status: 400, body: { error: 'Invalid Stripe signature' } });
    expect(await status('late-replay')).toEqual(before);
  });

  it('completes a session only for the user who opened it, once', async () => {
    const session = await checkoutSession('opener');
    await expect(stripe().completeSession(session, 'someone-else', nowSeconds())).rejects.toMatchObject({ status: 404 });
    await expect(stripe().completeSession('cs_local_' + 'ab'.repeat(16), 'opener', nowSeconds())).rejects.toMatchObject({ status: 404 });
    await stripe().completeSession(session, 'opener', nowSeconds());
    await expect(stripe().completeSession(session, 'opener', nowSeconds())).rejects.toMatchObject({ status: 409 });
  });
});

describe('billing events: the right subscription, its current state, the trial once (issue 17)', () => {
  it('applies the current state, not the copy in a late event created in the same second', async () => {
    const sub = await subscribe('racer');
    const [paid, activeUpdate] = await stripe().convertTrial(sub, nowSeconds());
    if (!paid || !activeUpdate) throw new Error('events not built');
    // A stale 'trialing' update with the same created second, delivered after the 'active' one.
    const stale: StripeEventShape = { ...activeUpdate, id: 'evt_local_stale_trialing', data: { object: { ...activeUpdate.data.object, status: 'trialing' } } };
    await deliver([activeUpdate, paid, stale]);
    expect(await status('racer')).toMatchObject({ paid: true, trial: false, trial_end: null });
  });

  it('ignores events of an older subscription: its deletion does not take Pro from the new one', async () => {
    const old = await subscribe('switcher');
    await deliver(await stripe().failPayment(old, nowSeconds()));
    expect(await status('switcher')).toMatchObject({ paid: false, trial: false });
    const current = await subscribe('switcher');
    expect(current).not.toBe(old);
    expect(await status('switcher')).toMatchObject({ paid: true, trial: false });
    expect(await post(await stripe().deleteSubscription(old, nowSeconds()))).toMatchObject({ status: 200, body: { outcome: 'not_current_subscription' } });
    expect(await status('switcher')).toMatchObject({ paid: true, trial: false });
    // The current one's deletion does end it.
    await deliver([await stripe().deleteSubscription(current, nowSeconds())]);
    expect(await status('switcher')).toEqual({ paid: false, trial: false, trial_end: null, cancel: false, free_backtests_remaining: 3 });
  });

  it('offers the 7-day trial once per user: the second checkout is paid at once', async () => {
    const first = await subscribe('twice');
    expect(await status('twice')).toMatchObject({ trial: true });
    await deliver([await stripe().deleteSubscription(first, nowSeconds())]);
    const session = await checkoutSession('twice');
    expect(await stripe().getSession(session)).toMatchObject({ trial: false });
    const events = await stripe().completeSession(session, 'twice', nowSeconds());
    expect(events.find((e) => e.type === 'invoice.paid')?.data.object).toMatchObject({ amount_paid: 4999 });
    await deliver(events);
    expect(await status('twice')).toMatchObject({ paid: true, trial: false, trial_end: null });
  });

  it('gives past_due and invoice.payment_failed the same status: no Pro, subscription past_due', async () => {
    const byInvoice = await subscribe('late-a');
    await deliver(await stripe().convertTrial(byInvoice, nowSeconds()));
    const [failedInvoice] = await stripe().failPayment(byInvoice, nowSeconds());
    if (!failedInvoice) throw new Error('events not built');
    await deliver([failedInvoice]);

    const byUpdate = await subscribe('late-b');
    await deliver(await stripe().convertTrial(byUpdate, nowSeconds()));
    const [, pastDueUpdate] = await stripe().failPayment(byUpdate, nowSeconds());
    if (!pastDueUpdate) throw new Error('events not built');
    await deliver([pastDueUpdate]);

    const { users } = deps();
    for (const user of ['late-a', 'late-b']) {
      expect(await status(user)).toMatchObject({ paid: false, trial: false });
      expect(await users.get(user)).toMatchObject({ subscription_status: 'past_due' });
    }
  });

  it('applies invoice.payment_failed as past_due even when Stripe still reads the subscription active (the invoice is newer)', async () => {
    const sub = await subscribe('late-c');
    await deliver(await stripe().convertTrial(sub, nowSeconds()));
    const [failedInvoice] = await stripe().failPayment(sub, nowSeconds());
    if (!failedInvoice) throw new Error('events not built');
    // Stripe has not moved the subscription to past_due yet when the invoice event arrives.
    await stripe().convertTrial(sub, nowSeconds());
    expect(await stripe().retrieveSubscription(sub)).toMatchObject({ status: 'active' });
    await deliver([failedInvoice]);
    expect(await status('late-c')).toMatchObject({ paid: false, trial: false });
    expect(await deps().users.get('late-c')).toMatchObject({ subscription_status: 'past_due' });
  });

  it('refuses cancel when there is nothing to cancel', async () => {
    expect(await backend.call(cancel, { method: 'POST', path: '/stripe/cancel', user: 'free-user' })).toMatchObject({
      status: 409,
      body: { error: 'There is no active subscription to cancel' },
    });
  });
});
