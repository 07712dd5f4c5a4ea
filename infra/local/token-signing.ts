/**
 * The user pool's token-signing key, locally. cognito-local signs every token with one RSA key
 * that ships inside its npm package (lib/keys/cognitoLocal.private.json): anyone could sign an ID
 * token for any `sub` that the API's authorizer then accepted, and its user operations (GetUser,
 * ChangePassword, GlobalSignOut) read an access token without checking any signature. Here each
 * state folder gets its own key (created at first start, readable by its owner only, kept so tokens
 * stay valid across restarts, as Cognito's do): the tokens cognito-local issues are signed again
 * with it, its JWKS is the one served, and an access token presented to a user operation must
 * carry its signature.
 */
import { createSign, createVerify, generateKeyPairSync, createPrivateKey, createPublicKey, randomUUID, type JsonWebKey, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Tokens, TokenGenerator } from 'cognito-local/lib/services/tokenGenerator';

export const SIGNING_KEY_FILE = 'token-signing-key.json';

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The public key as the JWKS lists it. */
  jwk: JsonWebKey & { kid: string; alg: 'RS256'; use: 'sig' };
}

/** The key of this state folder (`dir`/token-signing-key.json), created on first use. */
export function loadSigningKey(dir: string): SigningKey {
  const file = `${dir}/${SIGNING_KEY_FILE}`;
  if (!existsSync(file)) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const stored = { kid: `local-${randomUUID()}`, privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString() };
    writeFileSync(file, JSON.stringify(stored), { mode: 0o600, flag: 'wx' });
  }
  const { kid, privateKeyPem } = JSON.parse(readFileSync(file, 'utf8')) as { kid: string; privateKeyPem: string };
  const privateKey = createPrivateKey(privateKeyPem);
  const publicKey = createPublicKey(privateKey);
  return { kid, privateKey, publicKey, jwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' } };
}

const part = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

function decodePart(segment: string | undefined): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment ?? '', 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The same claims, signed RS256 with `key` under its kid. */
export function resign(token: string, key: SigningKey): string {
  const claims = decodePart(token.split('.')[1]);
  if (!claims) throw new Error('cognito-local issued a token that is not a JWT');
  const input = `${part({ alg: 'RS256', typ: 'JWT', kid: key.kid })}.${part(claims)}`;
  return `${input}.${createSign('RSA-SHA256').update(input).sign(key.privateKey).toString('base64url')}`;
}

/** The claims of a token signed with `key` (RS256, our kid) and not expired; undefined otherwise. */
export function verifiedClaims(token: unknown, key: SigningKey, nowSeconds = Math.floor(Date.now() / 1000)): Record<string, unknown> | undefined {
  if (typeof token !== 'string') return undefined;
  const [head, body, signature] = token.split('.');
  const header = decodePart(head);
  if (!header || header.alg !== 'RS256' || header.kid !== key.kid || !body || !signature) return undefined;
  if (!createVerify('RSA-SHA256').update(`${head}.${body}`).verify(key.publicKey, Buffer.from(signature, 'base64url'))) return undefined;
  const claims = decodePart(body);
  if (!claims || typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return undefined;
  return claims;
}

/** cognito-local's generator, its ID and access tokens signed with this folder's key. */
export function signingTokenGenerator(inner: TokenGenerator, key: SigningKey): TokenGenerator {
  return {
    async generate(...args): Promise<Tokens> {
      const tokens = await inner.generate(...args);
      // The refresh token is only looked up by its text in the user's record; it is not a credential
      // the API accepts (no audience, no token_use), so it is left as issued.
      return { ...tokens, IdToken: resign(tokens.IdToken, key), AccessToken: resign(tokens.AccessToken, key) };
    },
  };
}

/** `/<pool id>/.well-known/jwks.json`: the path cognito-local serves its (published) key on. */
export const JWKS_PATH = /^\/[\w-]+\/\.well-known\/jwks\.json(\?.*)?$/;
