/** The payment gateway and webhook secret for this configuration (Stripe, or local mode). */
import { awsClients } from '../adapters/aws-clients';
import { stripeGateway, type PaymentGateway } from '../adapters/payment-gateway';
import { resolveSecret } from '../adapters/secrets';
import type { Deps } from '../platform/deps';
import { AppError } from '../platform/errors';
import { localGateway } from './local-gateway';

export async function webhookSecret(d: Deps): Promise<string> {
  const { billing } = d.config;
  return resolveSecret(awsClients(d.config).secrets, billing.webhookSecret, billing.webhookSecretName, 'Stripe webhook secret');
}

// One Stripe client per container (per key and price), not one per request.
let stripeCache: { key: string; priceId: string | undefined; gateway: PaymentGateway } | undefined;

export async function paymentGateway(d: Deps): Promise<PaymentGateway> {
  const { billing } = d.config;
  if (billing.mode === 'local') return localGateway(d, await webhookSecret(d));
  const key = await resolveSecret(awsClients(d.config).secrets, billing.secretKey, billing.secretKeyName, 'Stripe secret key');
  if (stripeCache?.key !== key || stripeCache.priceId !== billing.priceId) {
    stripeCache = { key, priceId: billing.priceId, gateway: stripeGateway(key, billing.priceId) };
  }
  return stripeCache.gateway;
}

export function appUrl(d: Deps): string {
  if (!d.config.appUrl) throw new AppError('config.app_url', 500, 'APP_URL is not configured', false);
  return d.config.appUrl;
}
