import { GetSecretValueCommand, ResourceNotFoundException, type SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { describe, expect, it, vi } from 'vitest';
import { ORIGIN_SECRET_REFRESH_MS, originCheck, secretsManagerOriginValues } from './origin-verify';

/** A Secrets Manager stand-in holding one secret's staged versions; counts GetSecretValue calls. */
function fakeSecrets(stages: Record<string, string | undefined>) {
  const calls: string[] = [];
  const client = {
    send: vi.fn(async (command: GetSecretValueCommand) => {
      const stage = command.input.VersionStage ?? 'AWSCURRENT';
      calls.push(stage);
      const value = stages[stage];
      if (value === undefined) throw new ResourceNotFoundException({ message: `no version with stage ${stage}`, $metadata: {} });
      return { SecretString: value };
    }),
  };
  return { client: client as unknown as SecretsManagerClient, calls, stages };
}

describe('origin check', () => {
  it('accepts the current and, during a rotation, the previous value, and nothing else', async () => {
    const { client } = fakeSecrets({ AWSCURRENT: 'new-value', AWSPREVIOUS: 'old-value' });
    const check = originCheck(secretsManagerOriginValues(client, 'arn:secret'));
    expect(await check('new-value')).toBe(true);
    expect(await check('old-value')).toBe(true);
    expect(await check('new-valu')).toBe(false);
    expect(await check('new-value ')).toBe(false);
    expect(await check('')).toBe(false);
    expect(await check(undefined)).toBe(false);
  });

  it('works for a secret never rotated (no AWSPREVIOUS version)', async () => {
    const { client } = fakeSecrets({ AWSCURRENT: 'only-value' });
    const check = originCheck(secretsManagerOriginValues(client, 'arn:secret'));
    expect(await check('only-value')).toBe(true);
    expect(await check('other')).toBe(false);
  });

  it('reads the secret once per container, and not at all for a request without the header', async () => {
    const { client, calls } = fakeSecrets({ AWSCURRENT: 'v' });
    const check = originCheck(secretsManagerOriginValues(client, 'arn:secret'));
    expect(await check(undefined)).toBe(false);
    expect(calls).toEqual([]);
    await Promise.all(Array.from({ length: 20 }, () => check('v')));
    expect(calls.sort()).toEqual(['AWSCURRENT', 'AWSPREVIOUS']);
  });

  it('re-reads on an unknown value at most once per refresh interval, so a rotation needs no cold start', async () => {
    let now = 1_000_000;
    const { client, calls, stages } = fakeSecrets({ AWSCURRENT: 'v1' });
    const check = originCheck(secretsManagerOriginValues(client, 'arn:secret'), () => now);
    expect(await check('v1')).toBe(true);
    // The operator puts a new value; CloudFront still sends v1, then switches to v2.
    stages.AWSCURRENT = 'v2';
    stages.AWSPREVIOUS = 'v1';
    expect(await check('v2')).toBe(false); // read less than a minute ago: no re-read yet
    expect(await check('forged')).toBe(false);
    expect(calls).toHaveLength(2);
    now += ORIGIN_SECRET_REFRESH_MS;
    expect(await check('v2')).toBe(true); // re-read: v2 is current
    expect(await check('v1')).toBe(true); // and v1 previous
    expect(calls).toHaveLength(4);
    // Wrong values within the interval cost no read.
    for (let i = 0; i < 50; i++) expect(await check(`forged-${i}`)).toBe(false);
    expect(calls).toHaveLength(4);
  });

  it('fails (no answer either way) when the secret cannot be read, and retries on the next request', async () => {
    const { client } = fakeSecrets({});
    const check = originCheck(secretsManagerOriginValues(client, 'arn:secret'));
    await expect(check('v')).rejects.toThrow();
    const fixed = fakeSecrets({ AWSCURRENT: 'v' });
    const read = vi.fn().mockRejectedValueOnce(new Error('throttled')).mockImplementation(secretsManagerOriginValues(fixed.client, 'arn:secret'));
    const retrying = originCheck(read);
    await expect(retrying('v')).rejects.toThrow('throttled');
    expect(await retrying('v')).toBe(true);
  });
});
