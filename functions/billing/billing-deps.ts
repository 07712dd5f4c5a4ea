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

export async function paymentGateway(d: Deps): Promise<PaymentGateway> {
  const { billing } = d.config;
  if (billing.mode === 'local') return localGateway(d, await webhookSecret(d));
  const key = await resolveSecret(awsClients(d.config).secrets, billing.secretKey, billing.secretKeyName, 'Stripe secret key');
  return stripeGateway(key, billing.priceId);
}

export function appUrl(d: Deps): string {
  if (!d.config.appUrl) throw new AppError('config.app_url', 500, 'APP_URL is not configured', false);
  return d.config.appUrl;
}
