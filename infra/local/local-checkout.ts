/**
 * Billing without Stripe (BILLING_MODE=local). POST /stripe/checkout opens a session in the local
 * Stripe (functions/billing/local-stripe-events.ts) and answers /local-checkout?session=cs_local_…;
 * this page shows the plan and, on Pay, its script sends the signed-in user's ID token (the app's
 * own, from this origin's storage) to POST /local-checkout/pay, which completes the session only
 * for the user who opened it (issue 17: a forged session without a token gave anyone a trial),
 * signs the resulting Stripe-shaped events with the local webhook secret and POSTs them to
 * /api/stripe/webhook, the same handler and signature check Stripe's deliveries meet.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { localStripe, signStripeEvent } from '../../functions/billing/local-stripe-events';
import { deps } from '../../functions/platform/deps';
import { isAppError } from '../../functions/platform/errors';
import { PRO_DISCOUNT_LABEL, PRO_FEATURES, PRO_FEATURES_ADDED, PRO_PRICE_USD, PRO_STRUCK_PRICE_USD, TRIAL_DAYS } from '../../shared/domain/constants';
import { readBody, sendJson } from './api-proxy';
import type { Authorize } from './authorizer';
import type { SameOriginCheck } from './same-origin';

export const CHECKOUT_PATH = '/local-checkout';

const escape = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Reads the app's ID token where Amplify keeps it (localStorage of this origin) and pays with it. */
const PAY_SCRIPT = `(() => {
  const form = document.getElementById('pay');
  const msg = document.getElementById('msg');
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const prefix = 'CognitoIdentityServiceProvider.' + form.dataset.client + '.';
    const last = localStorage.getItem(prefix + 'LastAuthUser');
    const token = last ? localStorage.getItem(prefix + last + '.idToken') : null;
    if (!token) { msg.textContent = 'Sign in to the app first, then start again from Upgrade.'; return; }
    const res = await fetch(form.action, { method: 'POST', headers: { authorization: 'Bearer ' + token, 'content-type': 'application/json' }, body: JSON.stringify({ session: form.elements.session.value }) });
    const body = await res.json().catch(() => ({}));
    if (res.ok && body.redirect) location.assign(body.redirect);
    else msg.textContent = body.error || 'Payment not recorded (' + res.status + ')';
  });
})();
`;

function page(res: ServerResponse, status: number, body: string): void {
  res
    .writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; script-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    })
    .end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout (local) · Options Backtester Pro</title><style>
body{font-family:system-ui,sans-serif;background:#0b1220;color:#e5e7eb;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#111a2e;border:1px solid #24304a;border-radius:12px;padding:32px;max-width:420px;width:calc(100% - 32px);box-sizing:border-box}
.price{font-size:2.2rem;font-weight:700}.was{text-decoration:line-through;color:#9ca3af;margin-right:8px}.badge{background:#16a34a;color:#fff;border-radius:6px;padding:2px 8px;font-size:.8rem}
button{background:#2563eb;color:#fff;border:0;border-radius:8px;padding:12px;font-size:1rem;width:100%;cursor:pointer}a{color:#93c5fd;display:inline-block;padding:3px 0;margin:-3px 0}.note{color:#9ca3af;font-size:.85rem}
</style></head><body><main>${body}</main></body></html>`);
}

const unknownSession = '<h1>Unknown checkout session</h1><p>Start again from Upgrade in the app.</p><p><a href="/">Return to the app</a></p>';

export function localCheckout(options: { webhookUrl: string; webhookSecret: string; clientId: string; authorize: Authorize; sameOrigin: SameOriginCheck }) {
  const stripe = () => localStripe(deps().blobs);

  // The features as the paywall lists them, the added ones too: the page a trader pays on named four
  // of the six the paywall had just offered (no sweeps, no share links).
  const checkoutPage = (res: ServerResponse, session: string, trial: boolean) => {
    const terms = trial ? `<strong>${TRIAL_DAYS}-day free trial</strong>, then $${PRO_PRICE_USD} per month. Cancel any time.` : `$${PRO_PRICE_USD} per month, charged today (your free trial was used). Cancel any time.`;
    page(
      res,
      200,
      `<p class="note">Local checkout: no card is charged, nothing leaves this machine.</p>
<h1>Options Backtester Pro</h1>
<p><span class="was">$${PRO_STRUCK_PRICE_USD}</span><span class="badge">${escape(PRO_DISCOUNT_LABEL)}</span></p>
<p class="price">$${PRO_PRICE_USD}<small>/month</small></p>
<p>${terms}</p>
<ul>${[...PRO_FEATURES, ...PRO_FEATURES_ADDED].map((f) => `<li>${escape(f)}</li>`).join('')}</ul>
<form id="pay" method="post" action="${CHECKOUT_PATH}/pay" data-client="${escape(options.clientId)}"><input type="hidden" name="session" value="${escape(session)}"><button type="submit">Pay</button></form>
<p id="msg" role="alert"></p>
<p><a href="/?checkout=cancelled">Cancel and return to the app</a></p>
<script src="${CHECKOUT_PATH}/pay.js"></script>`,
    );
  };

  /** Completes the caller's own open session and delivers its events to the webhook. */
  const pay = async (req: IncomingMessage, res: ServerResponse) => {
    const foreign = options.sameOrigin(req.headers);
    const body = await readBody(req, 4 * 1024);
    if (foreign) return sendJson(res, 403, { error: foreign });
    const claims = await options.authorize(req.headers.authorization);
    if (!claims || typeof claims.sub !== 'string') return sendJson(res, 401, { error: 'Sign in to the app first, then start again from Upgrade.' });
    let session: string;
    try {
      session = String((JSON.parse(body?.toString('utf8') ?? '') as { session?: unknown }).session ?? '');
    } catch {
      return sendJson(res, 400, { error: 'Request body must be valid JSON' });
    }
    const now = Math.floor(Date.now() / 1000);
    let events;
    try {
      events = await stripe().completeSession(session, claims.sub, now);
    } catch (e) {
      if (isAppError(e) && e.expose) return sendJson(res, e.status, { error: e.message });
      throw e;
    }
    for (const event of events) {
      const { body: payload, signature } = signStripeEvent(event, options.webhookSecret, now);
      const answer = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
        body: payload,
      });
      if (!answer.ok) return sendJson(res, 502, { error: `The webhook answered ${answer.status} to ${event.type}: ${(await answer.text()).slice(0, 300)}` });
    }
    sendJson(res, 200, { redirect: '/?checkout=success' });
  };

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (req.method === 'GET' && url.pathname === CHECKOUT_PATH) {
      const found = await stripe().getSession(url.searchParams.get('session') ?? '');
      if (!found || found.status !== 'open') return page(res, 400, unknownSession);
      return checkoutPage(res, found.id, found.trial);
    }
    if (req.method === 'GET' && url.pathname === `${CHECKOUT_PATH}/pay.js`) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }).end(PAY_SCRIPT);
      return;
    }
    if (req.method === 'POST' && url.pathname === `${CHECKOUT_PATH}/pay`) return pay(req, res);
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  };
}
