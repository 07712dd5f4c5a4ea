/**
 * The HTTP API's Cognito JWT authorizer, locally: the bearer token's RS256 signature against
 * cognito-local's JWKS, its issuer, audience (the app client) and expiry. On success the claims go
 * into the event where API Gateway puts them; otherwise 401 before any handler runs.
 */
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { httpJwksFetcher } from '../../functions/platform/auth';

export type Authorize = (authorization: string | undefined) => Promise<Record<string, unknown> | undefined>;

export function cognitoAuthorizer(options: { issuer: string; jwksUri: string; clientId: string }): Authorize {
  const verifier = JwtRsaVerifier.create(
    { issuer: options.issuer, audience: options.clientId, jwksUri: options.jwksUri },
    { jwksCache: new SimpleJwksCache({ fetcher: httpJwksFetcher }) },
  );
  return async (authorization) => {
    // API Gateway's identity source is the Authorization header, with or without "Bearer ".
    const token = authorization?.replace(/^Bearer\s+/i, '').trim();
    if (!token) return undefined;
    try {
      return (await verifier.verify(token)) as Record<string, unknown>;
    } catch {
      return undefined;
    }
  };
}
