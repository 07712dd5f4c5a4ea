/**
 * Stripe's keys: the values themselves in local mode, Secrets Manager secret names when deployed
 * (read once per container, never logged, never answered).
 */
import { GetSecretValueCommand, type SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { AppError } from '../platform/errors';
import { UNSET_SECRET } from '../platform/resources';

const cache = new Map<string, Promise<string>>();

export { UNSET_SECRET };

const notSet = (what: string) => new AppError('config.secret_unset', 503, `Billing is not configured yet (${what} is not set)`, true);

export function resolveSecret(secrets: SecretsManagerClient, value: string | undefined, secretName: string | undefined, what: string): Promise<string> {
  if (value) return Promise.resolve(value);
  if (!secretName) return Promise.reject(new AppError('config.secret_missing', 500, `${what} is not configured`, false));
  let pending = cache.get(secretName);
  if (!pending) {
    pending = secrets.send(new GetSecretValueCommand({ SecretId: secretName })).then((answer) => {
      const value = answer.SecretString?.trim();
      if (!value || value === UNSET_SECRET) throw notSet(what);
      return value;
    });
    // A failed read is not cached, so the next call retries.
    pending.catch(() => cache.delete(secretName));
    cache.set(secretName, pending);
  }
  return pending;
}
