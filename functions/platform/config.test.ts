import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

const base = {
  USERS_TABLE: 'Users',
  JOBS_TABLE: 'Jobs',
  SAVED_BACKTESTS_TABLE: 'Saved',
  BILLING_EVENTS_TABLE: 'Events',
  SHARES_TABLE: 'Shares',
  RESULTS_BUCKET: 'results',
  USER_POOL_ID: 'us-east-1_abc',
  USER_POOL_CLIENT_ID: 'client',
  STRIPE_SECRET_NAME: 'stripe/secret',
  STRIPE_WEBHOOK_SECRET_NAME: 'stripe/webhook',
};

describe('configuration', () => {
  it('parses a deployed environment', () => {
    const config = parseConfig(base);
    expect(config.tables.users).toBe('Users');
    expect(config.billing).toMatchObject({ mode: 'stripe', secretKeyName: 'stripe/secret', webhookSecretName: 'stripe/webhook' });
    expect(config.auth).toEqual({ clientId: 'client', userPoolId: 'us-east-1_abc', issuer: undefined, jwksUri: undefined });
    expect(config.aws.endpoints).toEqual({});
  });

  it('lists every bad key in one error', () => {
    const { USERS_TABLE: _u, RESULTS_BUCKET: _r, ...rest } = base;
    const parse = () => parseConfig({ ...rest, BILLING_MODE: 'paypal', COGNITO_ISSUER: 'not a url' });
    for (const bad of ['USERS_TABLE is required', 'RESULTS_BUCKET is required', "BILLING_MODE must be 'stripe' or 'local'", 'COGNITO_ISSUER must be a URL']) {
      expect(parse).toThrow(bad);
    }
  });

  it('requires the issuer and JWKS together, and a webhook secret in local billing', () => {
    const { USER_POOL_ID: _p, STRIPE_WEBHOOK_SECRET_NAME: _w, ...rest } = base;
    expect(() => parseConfig({ ...rest, COGNITO_ISSUER: 'http://127.0.0.1:9229/pool', BILLING_MODE: 'local' })).toThrow(
      /COGNITO_JWKS_URI is required.*STRIPE_WEBHOOK_SECRET is required/s,
    );
  });

  it('reads imported chains from the market-data bucket deployed, from the folder with a local S3 unless CHAIN_STORE=s3', () => {
    const withBucket = { ...base, MARKET_DATA_BUCKET: 'market-data' };
    expect(parseConfig(withBucket).chainStore).toBe('s3');
    expect(parseConfig(base).chainStore).toBe('folder');
    expect(parseConfig({ ...withBucket, AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:4569' }).chainStore).toBe('folder');
    expect(parseConfig({ ...withBucket, AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:4569', CHAIN_STORE: 's3' }).chainStore).toBe('s3');
    expect(parseConfig({ ...withBucket, CHAIN_STORE: 'folder' }).chainStore).toBe('folder');
    expect(() => parseConfig({ ...base, CHAIN_STORE: 's3' })).toThrow('MARKET_DATA_BUCKET is required when CHAIN_STORE is s3');
    expect(() => parseConfig({ ...withBucket, CHAIN_STORE: 'dynamo' })).toThrow('CHAIN_STORE');
  });
});
