import { decodeJWT, type JWT } from 'aws-amplify/auth';

/**
 * Amplify 6.22 refreshes tokens with GetTokensFromRefreshToken, which cognito-local does not
 * implement. With a custom user-pool endpoint (local mode) the app refreshes with InitiateAuth
 * REFRESH_TOKEN_AUTH instead, which both cognito-local and Cognito support.
 */
export interface RefreshInput {
  endpoint: string;
  clientId: string;
  refreshToken: string;
  username: string;
}

export interface RefreshedTokens {
  accessToken: JWT;
  idToken?: JWT;
  refreshToken: string;
  clockDrift: number;
  username: string;
}

interface InitiateAuthAnswer {
  AuthenticationResult?: { AccessToken?: unknown; IdToken?: unknown; RefreshToken?: unknown };
  message?: unknown;
}

function asInitiateAuthAnswer(value: unknown): InitiateAuthAnswer {
  return typeof value === 'object' && value !== null ? value : {};
}

export async function refreshWithInitiateAuth(input: RefreshInput, fetchFn: typeof fetch = fetch): Promise<RefreshedTokens> {
  const response = await fetchFn(input.endpoint, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: input.clientId,
      AuthParameters: { REFRESH_TOKEN: input.refreshToken },
    }),
  });
  const answer = asInitiateAuthAnswer(await response.json().catch(() => ({})));
  const result = answer.AuthenticationResult;
  if (!response.ok || !result || typeof result.AccessToken !== 'string') {
    throw new Error(typeof answer.message === 'string' ? answer.message : `Token refresh failed (HTTP ${response.status})`);
  }
  const accessToken = decodeJWT(result.AccessToken);
  const iat = accessToken.payload.iat ?? Math.floor(Date.now() / 1000);
  return {
    accessToken,
    idToken: typeof result.IdToken === 'string' ? decodeJWT(result.IdToken) : undefined,
    refreshToken: typeof result.RefreshToken === 'string' ? result.RefreshToken : input.refreshToken,
    clockDrift: iat * 1000 - Date.now(),
    username: input.username,
  };
}
