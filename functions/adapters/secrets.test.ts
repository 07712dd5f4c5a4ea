import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveSecret, UNSET_SECRET } from './secrets';

const client = new SecretsManagerClient({ region: 'us-east-1' });
const mock = mockClient(client);
afterEach(() => mock.reset());

describe('Stripe secrets from Secrets Manager', () => {
  it('refuses the placeholder the stack stores until the operator sets the secret', async () => {
    mock.on(GetSecretValueCommand).resolves({ SecretString: UNSET_SECRET });
    await expect(resolveSecret(client, undefined, 'stripe/unset', 'Stripe secret key')).rejects.toMatchObject({ status: 503, expose: true });
  });

  it('does not cache a failed read, so the next call retries', async () => {
    mock.on(GetSecretValueCommand).rejectsOnce(new Error('throttled')).resolves({ SecretString: ' sk_test_value \n' });
    await expect(resolveSecret(client, undefined, 'stripe/flaky', 'Stripe secret key')).rejects.toThrow('throttled');
    await expect(resolveSecret(client, undefined, 'stripe/flaky', 'Stripe secret key')).resolves.toBe('sk_test_value');
  });

  it('uses a value given directly (local mode) without calling Secrets Manager', async () => {
    await expect(resolveSecret(client, 'whsec_local', 'ignored', 'webhook secret')).resolves.toBe('whsec_local');
    expect(mock.calls()).toHaveLength(0);
  });
});
