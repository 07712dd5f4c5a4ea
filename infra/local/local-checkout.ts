/**
 * Billing without Stripe (BILLING_MODE=local). POST /stripe/checkout answers
 * /local-checkout?session=cs_local_…; this page shows the plan and, on Pay, signs the Stripe-shaped
 * events of a completed Checkout (functions/billing/local-stripe-events.ts) with the local webhook
 * secret and POSTs them over HTTP to /api/stripe/webhook, the same handler and signature check
 * Stripe's deliveries meet; then it returns to the app as Stripe's success_url does.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkoutCompletedEvents, parseLocalCheckoutSessionId, signStripeEvent } from '../../functions/billing/local-stripe-events';
import { PRO_DISCOUNT_LABEL, PRO_FEATURES, PRO_PRICE_USD, PRO_STRUCK_PRICE_USD, TRIAL_DAYS } from '../../shared/domain/constants';
import { readBody } from './api-proxy';

export const CHECKOUT_PATH = '/local-checkout';

const escape = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(res: ServerResponse, status: number, body: string): void {
  res
    .writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
    })
    .end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout (local) · Options Backtester Pro</title><style>
body{font-family:system-ui,sans-serif;background:#0b1220;color:#e5e7eb;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#111a2e;border:1px solid #24304a;border-radius:12px;padding:32px;max-width:420px;width:100%}
.price{font-size:2.2rem;font-weight:700}.was{text-decoration:line-through;color:#9ca3af;margin-right:8px}.badge{background:#16a34a;color:#fff;border-radius:6px;padding:2px 8px;font-size:.8rem}
button{background:#2563eb;color:#fff;border:0;border-radius:8px;padding:12px;font-size:1rem;width:100%;cursor:pointer}a{color:#93c5fd}.note{color:#9ca3af;font-size:.85rem}
</style></head><body><main>${body}</main></body></html>`);
}

export function localCheckout(options: { webhookUrl: string; webhookSecret: string }) {
  const checkoutPage = (res: ServerResponse, session: string) => {
    page(
      res,
      200,
      `<p class="note">Local checkout: no card is charged, nothing leaves this machine.</p>
<h1>Options Backtester Pro</h1>
<p><span class="was">$${PRO_STRUCK_PRICE_USD}</span><span class="badge">${escape(PRO_DISCOUNT_LABEL)}</span></p>
<p class="price">$${PRO_PRICE_USD}<small>/month</small></p>
<p><strong>${TRIAL_DAYS}-day free trial</strong>, then $${PRO_PRICE_USD} per month. Cancel any time.</p>
<ul>${PRO_FEATURES.map((f) => `<li>${escape(f)}</li>`).join('')}</ul>
<form method="post" action="${CHECKOUT_PATH}/pay"><input type="hidden" name="session" value="${escape(session)}"><button type="submit">Pay</button></form>
<p><a href="/?checkout=cancelled">Cancel and return to the app</a></p>`,
    );
  };

  const pay = async (res: ServerResponse, session: string) => {
    const now = Math.floor(Date.now() / 1000);
    for (const event of checkoutCompletedEvents(session, now)) {
      const { body, signature } = signStripeEvent(event, options.webhookSecret, now);
      const answer = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
        body,
      });
      if (!answer.ok) {
        const text = await answer.text();
        return page(res, 502, `<h1>Payment not recorded</h1><p>The webhook answered ${answer.status} to ${escape(event.type)}: ${escape(text.slice(0, 300))}</p><p><a href="/">Return to the app</a></p>`);
      }
    }
    res.writeHead(303, { location: '/?checkout=success', 'cache-control': 'no-store' }).end();
  };

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (req.method === 'GET' && url.pathname === CHECKOUT_PATH) {
      const session = url.searchParams.get('session') ?? '';
      if (!parseLocalCheckoutSessionId(session)) return page(res, 400, '<h1>Unknown checkout session</h1><p>Start again from Upgrade in the app.</p><p><a href="/">Return to the app</a></p>');
      return checkoutPage(res, session);
    }
    if (req.method === 'POST' && url.pathname === `${CHECKOUT_PATH}/pay`) {
      const body = (await readBody(req, 64 * 1024))?.toString('utf8') ?? '';
      const session = new URLSearchParams(body).get('session') ?? '';
      if (!parseLocalCheckoutSessionId(session)) return page(res, 400, '<h1>Unknown checkout session</h1><p><a href="/">Return to the app</a></p>');
      return pay(res, session);
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  };
}
