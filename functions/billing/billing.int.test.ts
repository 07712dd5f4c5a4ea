import { CheckoutAnswerSchema } from '../../shared/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startBackend, TEST_APP_URL, TEST_WEBHOOK_SECRET, type Backend } from '../testing/backend-harness';
import { handler as getUserStatus } from '../users/get-user-status.http';
import { handler as cancel } from './cancel.http';
import { handler as checkout } from './checkout.http';
import { checkoutCompletedEvents, parseLocalCheckoutSessionId, signStripeEvent, trialConvertedEvents, type StripeEventShape } from './local-stripe-events';
import { handler as webhook } from './webhook.http';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend({});
});
afterAll(() => backend.stop());

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

async function checkoutSession(user: string): Promise<string> {
  const answer = await backend.call(checkout, { method: 'POST', path: '/stripe/checkout', user });
  expect(answer.status).toBe(200);
  // The answer must be exactly what the client reads (shared contract), not a cast.
  const url = new URL(CheckoutAnswerSchema.parse(answer.body).url);
  expect(url.origin + url.pathname).toBe(`${TEST_APP_URL}/local-checkout`);
  return url.searchParams.get('session') ?? '';
}

describe('Stripe billing through the webhook', () => {
  it('goes trial, then paid, then cancel scheduled, logging one finance line per event', async () => {
    const info = vi.spyOn(console, 'info');
    const session = await checkoutSession('payer');
    const now = Math.floor(Date.now() / 1000);
    for (const e of checkoutCompletedEvents(session, now)) expect((await post(e)).status).toBe(200);
    expect(await status('payer')).toEqual({ paid: false, trial: true, trial_end: now + 7 * 86_400, cancel: false, free_backtests_remaining: 3 });

    const ref = parseLocalCheckoutSessionId(session);
    if (!ref) throw new Error('session id not parsed');
    for (const e of trialConvertedEvents(ref, now)) expect((await post(e, TEST_WEBHOOK_SECRET, true)).status).toBe(200);
    expect(await status('payer')).toMatchObject({ paid: true, trial: false, cancel: false });

    expect(await backend.call(cancel, { method: 'POST', path: '/stripe/cancel', user: 'payer' })).toMatchObject({ status: 200 });
    expect(await status('payer')).toMatchObject({ paid: true, cancel: true });
    expect(await backend.call(cancel, { method: 'POST', path: '/stripe/cancel', user: 'payer' })).toMatchObject({ status: 409 });
    expect(await backend.call(checkout, { method: 'POST', path: '/stripe/checkout', user: 'payer' })).toMatchObject({ status: 409 });

    const lines = info.mock.calls.map((c) => JSON.parse(String(c[0])) as Record<string, unknown>).filter((l) => l.message === 'stripe webhook');
    expect(lines).toHaveLength(6);
    expect(lines[3]).toMatchObject({ type: 'invoice.paid', user_id: 'payer', customer: ref.customerId, subscription: ref.subscriptionId, amount: 4999, currency: 'usd', status: 'paid', outcome: 'paid' });
    for (const line of lines) expect(Object.keys(line)).toEqual(expect.arrayContaining(['event_id', 'type', 'user_id', 'customer', 'subscription', 'amount', 'currency', 'status', 'outcome']));
    info.mockRestore();
  });

  it('rejects a bad signature with 400 and changes nothing', async () => {
    const session = await checkoutSession('forger');
    const before = await status('forger');
    for (const e of checkoutCompletedEvents(session, Math.floor(Date.now() / 1000))) {
      expect(await post(e, 'whsec_not_the_secret')).toMatchObject({ status: 400, body: { error: 'Invalid Stripe signature' } });
    }
    const unsigned = await backend.call(webhook, { method: 'POST', path: '/stripe/webhook', rawBody: '{"id":"evt_1"}' });
    expect(unsigned).toMatchObject({ status: 400, body: { error: 'Invalid Stripe signature' } });
    expect(await status('forger')).toEqual(before);
  });

  it('applies an event once: a replay is acknowledged and changes nothing', async () => {
    const session = await checkoutSession('replayer');
    const now = Math.floor(Date.now() / 1000);
    const [completed, created] = checkoutCompletedEvents(session, now);
    const ref = parseLocalCheckoutSessionId(session);
    if (!completed || !created || !ref) throw new Error('events not built');
    await post(completed);
    expect(await post(created)).toMatchObject({ status: 200, body: { outcome: 'trial' } });
    const [paid, active] = trialConvertedEvents(ref, now);
    if (!paid || !active) throw new Error('events not built');
    await post(paid);
    expect(await status('replayer')).toMatchObject({ paid: true, trial: false });
    // The trialing event again: applied twice it would put the user back on trial.
    expect(await post(created)).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });
    expect(await status('replayer')).toMatchObject({ paid: true, trial: false, trial_end: null });
  });

  it('ends access on subscription deleted and on a failed payment; an older event arriving late is not applied', async () => {
    const session = await checkoutSession('leaver');
    const now = Math.floor(Date.now() / 1000);
    const [completed, created] = checkoutCompletedEvents(session, now - 10);
    const ref = parseLocalCheckoutSessionId(session);
    if (!completed || !created || !ref) throw new Error('events not built');
    const [paid, active] = trialConvertedEvents(ref, now);
    if (!paid || !active) throw new Error('events not built');
    await post(completed);
    await post(paid);
    expect(await post(created)).toMatchObject({ status: 200, body: { outcome: 'stale_or_unknown_user' } });
    expect(await status('leaver')).toMatchObject({ paid: true, trial: false });

    const failed = { ...paid, id: 'evt_local_failed_payment', type: 'invoice.payment_failed', created: now + 1 };
    expect(await post(failed)).toMatchObject({ status: 200, body: { outcome: 'payment_failed' } });
    expect(await status('leaver')).toMatchObject({ paid: false, trial: false });

    const deleted = { ...active, id: 'evt_local_deleted', type: 'customer.subscription.deleted', created: now + 2 };
    deleted.data = { object: { ...active.data.object, status: 'canceled' } };
    expect(await post(deleted)).toMatchObject({ status: 200, body: { outcome: 'ended' } });
    expect(await status('leaver')).toEqual({ paid: false, trial: false, trial_end: null, cancel: false, free_backtests_remaining: 3 });
    // Checkout is open again once nothing is active.
    expect((await backend.call(checkout, { method: 'POST', path: '/stripe/checkout', user: 'leaver' })).status).toBe(200);
  });

  it('refuses cancel when there is nothing to cancel', async () => {
    expect(await backend.call(cancel, { method: 'POST', path: '/stripe/cancel', user: 'free-user' })).toMatchObject({
      status: 409,
      body: { error: 'There is no active subscription to cancel' },
    });
  });
});
