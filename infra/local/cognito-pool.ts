/**
 * The local user pool and app client, created through the Cognito API at first start and found
 * by name after that (cognito-local keeps them in its data folder), so users and ids persist.
 */
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../functions/platform/local-mode';
import { LOCAL_PASSWORD_POLICY } from './password-policy';

export const POOL_NAME = 'options-backtester-local';
export const CLIENT_NAME = 'options-backtester-web';

export async function ensurePoolAndClient(endpoint: string): Promise<{ userPoolId: string; userPoolClientId: string }> {
  const client = new CognitoIdentityProviderClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
    let userPoolId = pools.UserPools?.find((p) => p.Name === POOL_NAME)?.Id;
    if (!userPoolId) {
      const created = await client.send(
        new CreateUserPoolCommand({
          PoolName: POOL_NAME,
          // As deployed: email is the username, the spec's policy (minimum 6, nothing else required).
          UsernameAttributes: ['email'],
          AutoVerifiedAttributes: ['email'],
          Policies: { PasswordPolicy: LOCAL_PASSWORD_POLICY },
        }),
      );
      userPoolId = created.UserPool?.Id;
    }
    if (!userPoolId) throw new Error('cognito-local did not return a user pool id');
    const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
    let userPoolClientId = clients.UserPoolClients?.find((c) => c.ClientName === CLIENT_NAME)?.ClientId;
    if (!userPoolClientId) {
      const created = await client.send(
        new CreateUserPoolClientCommand({
          UserPoolId: userPoolId,
          ClientName: CLIENT_NAME,
          GenerateSecret: false,
          // cognito-local has no SRP: the local frontend signs in with USER_PASSWORD_AUTH.
          ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        }),
      );
      userPoolClientId = created.UserPoolClient?.ClientId;
    }
    if (!userPoolClientId) throw new Error('cognito-local did not return an app client id');
    return { userPoolId, userPoolClientId };
  } finally {
    client.destroy();
  }
}
