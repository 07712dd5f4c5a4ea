import { describe, expect, it } from 'vitest';
import { RuntimeConfigSchema } from '../../shared/contracts/runtime-config';
import { localRuntimeConfig, requestOrigin } from './config-json';

describe('/config.json of the local runtime', () => {
  const config = localRuntimeConfig({ origin: 'http://localhost:3000', userPoolId: 'local_abc123', userPoolClientId: 'client1', billing: 'local' });

  it('answers the fields the issue names, valid under the shared schema', () => {
    expect(RuntimeConfigSchema.parse(config)).toEqual(config);
    expect(config).toMatchObject({
      apiBaseUrl: '/api',
      cognito: { region: 'local', userPoolId: 'local_abc123', userPoolClientId: 'client1', endpoint: 'http://localhost:3000/cognito' },
      googleSignIn: false,
      billing: 'local',
      passwordPolicy: { minimumLength: 6, requireLowercase: false, requireUppercase: false, requireNumbers: false, requireSymbols: false },
    });
    expect(config.googleSignInDisabledReason).toMatch(/local/);
    expect(config.cognito.authFlowType).toBe('USER_PASSWORD_AUTH');
  });

  it('uses the host the browser used, and ignores a malformed Host header', () => {
    expect(requestOrigin('127.0.0.1:4000', 'http://localhost:3000')).toBe('http://127.0.0.1:4000');
    expect(requestOrigin('evil/"><script>', 'http://localhost:3000')).toBe('http://localhost:3000');
    expect(requestOrigin(undefined, 'http://localhost:3000')).toBe('http://localhost:3000');
  });
});
