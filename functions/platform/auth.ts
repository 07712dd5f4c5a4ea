/**
 * Verifies the caller's Cognito ID token (signature against the pool's JWKS, issuer, audience,
 * token_use "id", expiry) with aws-jwt-verify. Deployed: CognitoJwtVerifier for the user pool.
 * Local mode: cognito-local signs RS256 ID tokens with iss = COGNITO_ISSUER, aud = the client id and
 * token_use = "id", served over plain http, so JwtRsaVerifier with an http-capable JWKS fetcher.
 */
import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { USER_NOT_AUTHENTICATED } from '../../shared/domain/messages';
import { AppError } from './errors';
import type { Config } from './config';

/** The signed-in caller. The id is the token's `sub`, never anything from the request body. */
export interface Actor {
  userId: string;
  email: string | undefined;
}

type Verify = (token: string) => Promise<Record<string, unknown>>;

/** aws-jwt-verify's own fetcher speaks https only; cognito-local serves its JWKS over http. */
export const httpJwksFetcher = {
  async fetch(uri: string): Promise<ArrayBuffer> {
    const res = await fetch(uri, { signal: AbortSignal.timeout(3000) });
    if (!res.ok) throw new Error(`JWKS fetch failed with status ${res.status}`);
    return res.arrayBuffer();
  },
};

function buildVerifier(auth: Config['auth']): Verify {
  if (auth.issuer && auth.jwksUri) {
    const verifier = JwtRsaVerifier.create(
      {
        issuer: auth.issuer,
        audience: auth.clientId,
        jwksUri: auth.jwksUri,
        customJwtCheck: ({ payload }) => {
          if (payload.token_use !== 'id') throw new Error('not an ID token');
        },
      },
      { jwksCache: new SimpleJwksCache({ fetcher: httpJwksFetcher }) },
    );
    return async (token) => (await verifier.verify(token)) as Record<string, unknown>;
  }
  const verifier = CognitoJwtVerifier.create({ userPoolId: auth.userPoolId ?? '', clientId: auth.clientId, tokenUse: 'id' });
  return async (token) => (await verifier.verify(token)) as Record<string, unknown>;
}

let cache: { auth: Config['auth']; verify: Verify } | undefined;

function verifierFor(auth: Config['auth']): Verify {
  if (cache?.auth !== auth) cache = { auth, verify: buildVerifier(auth) };
  return cache.verify;
}

const unauthenticated = (): AppError => new AppError('auth.unauthenticated', 401, USER_NOT_AUTHENTICATED);

/** The actor of a request from its `Authorization: Bearer <ID token>` header, or a 401. */
export async function authenticate(headers: Record<string, string | undefined> | undefined, auth: Config['auth']): Promise<Actor> {
  const header = headers?.authorization ?? headers?.Authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  const token = match?.[1];
  if (!token) throw unauthenticated();
  let claims: Record<string, unknown>;
  try {
    claims = await verifierFor(auth)(token);
  } catch {
    throw unauthenticated();
  }
  const sub = claims.sub;
  if (typeof sub !== 'string' || sub.length === 0) throw unauthenticated();
  return { userId: sub, email: typeof claims.email === 'string' ? claims.email : undefined };
}
