/** Reading `npm start`'s environment into runtime options, with one-line errors. */
import { LocalRuntimeError } from './errors';
import type { Billing } from '../../functions/platform/local-mode';

export function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new LocalRuntimeError(`PORT must be a port number (0-65535), not "${value}".`);
  return port;
}

/** Real Stripe (test mode) when STRIPE_SECRET_KEY is set; otherwise the local checkout page. */
export function billingFromEnv(env: Record<string, string | undefined>): Billing | undefined {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return undefined;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!webhookSecret) {
    throw new LocalRuntimeError(
      'STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not: run `stripe listen --forward-to localhost:3000/api/stripe/webhook` and set STRIPE_WEBHOOK_SECRET to the whsec_… it prints (or unset STRIPE_SECRET_KEY for local billing).',
    );
  }
  const priceId = env.STRIPE_PRICE_ID?.trim();
  return { mode: 'stripe', secretKey, webhookSecret, ...(priceId ? { priceId } : {}) };
}
