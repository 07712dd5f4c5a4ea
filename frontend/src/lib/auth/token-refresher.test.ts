import { describe, expect, it, vi } from 'vitest';
import { refreshWithInitiateAuth } from './token-refresher';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (payload: object) => `${b64({ alg: 'RS256' })}.${b64(payload)}.sig`;

describe('refreshWithInitiateAuth (cognito-local has no GetTokensFromRefreshToken)', () => {
  it('posts InitiateAuth REFRESH_TOKEN_AUTH and returns decoded tokens, keeping the refresh token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const fetchFn = vi.fn(async () =>
      new Response(JSON.stringify({ AuthenticationResult: { AccessToken: jwt({ iat: now, exp: now + 3600 }), IdToken: jwt({ email: 'a@b.co', exp: now + 3600 }) } }), { status: 200 }),
    );
    const tokens = await refreshWithInitiateAuth({ endpoint: 'http://localhost:3000/cognito', clientId: 'c1', refreshToken: 'r1', username: 'u1' }, fetchFn);
    expect(tokens.idToken?.payload.email).toBe('a@b.co');
    expect(tokens.refreshToken).toBe('r1');
    expect(tokens.username).toBe('u1');
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://localhost:3000/cognito');
    expect(new Headers(init.headers).get('x-amz-target')).toBe('AWSCognitoIdentityProviderService.InitiateAuth');
    expect(JSON.parse(String(init.body))).toEqual({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: 'c1', AuthParameters: { REFRESH_TOKEN: 'r1' } });
  });

  it("fails with the service's message", async () => {
    const fetchFn = vi.fn(async () => new Response(JSON.stringify({ __type: 'NotAuthorizedException', message: 'Refresh Token has expired' }), { status: 400 }));
    await expect(refreshWithInitiateAuth({ endpoint: 'e', clientId: 'c', refreshToken: 'r', username: 'u' }, fetchFn)).rejects.toThrow('Refresh Token has expired');
  });
});
