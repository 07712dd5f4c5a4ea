/**
 * A stand-in identity provider for tests: an RSA key, its JWKS served on loopback, and ID tokens
 * shaped like Cognito's (and cognito-local's): RS256, kid, iss, aud = client id, token_use "id".
 */
import { createServer } from 'node:http';
import { createSign, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { closeServer, listenOnLoopback } from './local-aws';

export interface TestIdentity {
  issuer: string;
  jwksUri: string;
  clientId: string;
  /** A signed ID token for `sub`; claims override the defaults (e.g. exp, aud, token_use). */
  idToken(sub: string, claims?: Record<string, unknown>, key?: 'trusted' | 'untrusted'): string;
  stop(): Promise<void>;
}

const b64 = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

function sign(privateKey: KeyObject, kid: string, payload: Record<string, unknown>): string {
  const input = `${b64({ alg: 'RS256', typ: 'JWT', kid })}.${b64(payload)}`;
  const signature = createSign('RSA-SHA256').update(input).sign(privateKey).toString('base64url');
  return `${input}.${signature}`;
}

export async function startTestIdentity(): Promise<TestIdentity> {
  const kid = 'test-key';
  const trusted = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const untrusted = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...trusted.publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  const server = createServer((req, res) => {
    if (req.url?.endsWith('/.well-known/jwks.json')) res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    else res.writeHead(404).end();
  });
  const base = await listenOnLoopback(server);
  const issuer = `${base}/local_testpool`;
  const clientId = 'test-client-id';
  return {
    issuer,
    jwksUri: `${issuer}/.well-known/jwks.json`,
    clientId,
    idToken(sub, claims = {}, key = 'trusted') {
      const now = Math.floor(Date.now() / 1000);
      const payload = { sub, iss: issuer, aud: clientId, token_use: 'id', iat: now, auth_time: now, exp: now + 3600, jti: randomUUID(), email: `${sub}@example.com`, ...claims };
      return sign(key === 'trusted' ? trusted.privateKey : untrusted.privateKey, kid, payload);
    },
    stop: () => closeServer(server),
  };
}
