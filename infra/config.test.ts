import { describe, expect, it } from 'vitest';
import { parseDeployConfig } from './config';

describe('deploy configuration', () => {
  it('fills defaults from a minimal context', () => {
    const config = parseDeployConfig({ stage: 'prod' });
    expect(config.passwordPolicy.minimumLength).toBe(6);
    expect(config.stripeSecretName).toBe('options-backtester/stripe-secret-key');
  });

  it('ignores CDK feature flags and lists every bad key at once', () => {
    const act = () =>
      parseDeployConfig({
        '@aws-cdk/core:newStyleStackSynthesis': true,
        stage: 'Prod!',
        alarmEmail: 'not-an-email',
        googleClientId: 'abc',
        unknownKey: 1,
      });
    expect(act).toThrowError(/stage/);
    expect(act).toThrowError(/alarmEmail/);
    expect(act).toThrowError(/googleClientSecretName/);
    expect(act).toThrowError(/unknownKey/);
  });

  it('takes the browser policy shape, within what Cognito can enforce', () => {
    expect(parseDeployConfig({ stage: 'prod', passwordPolicy: { minimumLength: 8, requireNumbers: true } }).passwordPolicy).toMatchObject({
      minimumLength: 8,
      requireNumbers: true,
    });
    expect(() => parseDeployConfig({ stage: 'prod', passwordPolicy: { minimumLength: 100 } })).toThrowError(/passwordPolicy.minimumLength/);
    expect(() => parseDeployConfig({ stage: 'prod', passwordPolicy: { maximumLength: 20 } })).toThrowError(/maximumLength/);
  });

  it('takes a Secrets Manager version id for the origin verification secret, and nothing else there', () => {
    expect(parseDeployConfig({ stage: 'prod' }).originVerifyVersionId).toBeUndefined();
    const versionId = 'a1b2c3d4-0000-4000-8000-123456789abc';
    expect(parseDeployConfig({ stage: 'prod', originVerifyVersionId: versionId }).originVerifyVersionId).toBe(versionId);
    expect(() => parseDeployConfig({ stage: 'prod', originVerifyVersionId: '}}:SecretString' })).toThrowError(/originVerifyVersionId/);
  });
});
