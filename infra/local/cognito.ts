/**
 * cognito-local: the real Cognito user-pool API on loopback, its JSON files under the state folder.
 * Started from its parts (as its own createDefaultServer does) so that the data folder, issuer and
 * port are ours, the PreSignUp trigger runs in this process, and passwords meet the pool's policy.
 */
import { createServer } from 'node:http';
import { mkdirSync } from 'node:fs';
import pino from 'pino';
import { createServer as createCognitoApp } from 'cognito-local/lib/server/server';
import { Router } from 'cognito-local/lib/server/Router';
import { DefaultConfig, type Config } from 'cognito-local/lib/server/config';
import { DateClock, LambdaService, MessagesService, TriggersService } from 'cognito-local/lib/services';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService';
import { CryptoService } from 'cognito-local/lib/services/crypto';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb';
import { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery';
import { otp } from 'cognito-local/lib/services/otp';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator';
import { UserPoolServiceFactoryImpl } from 'cognito-local/lib/services/userPoolService';
import { InvalidPasswordError, NotAuthorizedError } from 'cognito-local/lib/errors';
import { corruptStore } from './errors';
import { closeServer, listen, LOOPBACK } from './ports';
import { inProcessLambda, type TriggerHandlers } from './cognito-triggers';
import { LOCAL_PASSWORD_POLICY, passwordOf, passwordViolation, type PasswordPolicy } from './password-policy';
import { ensurePoolAndClient } from './cognito-pool';
import type { LocalMailbox } from './local-mailbox';
import { JWKS_PATH, loadSigningKey, signingTokenGenerator, verifiedClaims } from './token-signing';

export interface LocalCognito {
  endpoint: string;
  userPoolId: string;
  userPoolClientId: string;
  issuer: string;
  jwksUri: string;
  stop(): Promise<void>;
}

/**
 * `issuerDomain`: tokens' `iss` is `<issuerDomain>/<pool id>`. The runtime passes the public
 * origin's /cognito path, which does not change with cognito-local's own (free) port, so tokens
 * stay valid across restarts as Cognito's do.
 */
export async function startCognito(
  dir: string,
  port: number,
  triggers: TriggerHandlers,
  issuerDomain: string | undefined,
  mailbox: LocalMailbox,
): Promise<LocalCognito> {
  const dataDirectory = `${dir}/db`;
  mkdirSync(dataDirectory, { recursive: true });
  const logger = pino({ level: process.env.DEBUG_COGNITO ? 'debug' : 'silent' });
  const ctx = { logger };
  const config: Config = {
    ...DefaultConfig,
    TriggerFunctions: Object.fromEntries(Object.keys(triggers).map((name) => [name, name])),
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    // The issuer needs the bound port: set below, read by the token generator at sign-in time.
    TokenConfig: { IssuerDomain: '' },
    ServerConfig: { port, hostname: LOOPBACK, development: false, https: false },
  };
  const clock = new DateClock();
  // This folder's own signing key, not the one published in cognito-local's package (token-signing.ts).
  let signingKey;
  try {
    signingKey = loadSigningKey(dir);
  } catch (err) {
    throw corruptStore('Cognito signing key', dir, err);
  }
  const dataStoreFactory = new StormDBDataStoreFactory(dataDirectory);
  let cognito;
  try {
    cognito = await new CognitoServiceFactoryImpl(
      dataDirectory,
      dataStoreFactory,
      new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
    ).create(ctx, config.UserPoolDefaults);
  } catch (err) {
    throw corruptStore('Cognito', dataDirectory, err);
  }
  const lambda = new LambdaService(config.TriggerFunctions, inProcessLambda(triggers));
  const triggerService = new TriggersService(clock, cognito, lambda, new CryptoService(config.KMSConfig ?? {}));
  const services = {
    clock,
    cognito,
    config,
    // Codes go to the local mailbox page (local-mailbox.ts), not to cognito-local's silenced logger.
    messages: new MessagesService(triggerService, new MessageDeliveryService(mailbox.sender() as never)),
    otp,
    tokenGenerator: signingTokenGenerator(new JwtTokenGenerator(clock, triggerService, config.TokenConfig), signingKey),
    triggers: triggerService,
  };
  const router = Router(services);
  const policyFor = async (req: Record<string, unknown>): Promise<PasswordPolicy> => {
    const pool =
      typeof req.ClientId === 'string'
        ? await cognito.getUserPoolForClientId(ctx, req.ClientId).catch(() => undefined)
        : typeof req.UserPoolId === 'string'
          ? await cognito.getUserPool(ctx, req.UserPoolId).catch(() => undefined)
          : undefined;
    return pool?.options.Policies?.PasswordPolicy ?? LOCAL_PASSWORD_POLICY;
  };
  const enforcingRouter = (target: string) => {
    const route = router(target);
    return async (c: Parameters<typeof route>[0], req: Record<string, unknown>) => {
      // cognito-local decodes an access token without checking its signature (GetUser, ChangePassword…).
      if ('AccessToken' in req && !verifiedClaims(req.AccessToken, signingKey)) throw new NotAuthorizedError();
      const password = passwordOf(target, req);
      if (password !== undefined) {
        const violation = passwordViolation(password, await policyFor(req));
        if (violation) throw Object.assign(new InvalidPasswordError(), { message: violation });
      }
      return route(c, req);
    };
  };
  const app = createCognitoApp(enforcingRouter, logger, config.ServerConfig, services);
  const jwks = JSON.stringify({ keys: [signingKey.jwk] });
  const server = createServer((req, res) => {
    if (req.method === 'GET' && JWKS_PATH.test(req.url ?? '')) return void res.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
    return app.application(req, res);
  });
  const bound = await listen(server, port, LOOPBACK, 'local Cognito');
  const endpoint = `http://${LOOPBACK}:${bound}`;
  config.TokenConfig.IssuerDomain = issuerDomain ?? endpoint;
  const stop = () => closeServer(server);
  try {
    const { userPoolId, userPoolClientId } = await ensurePoolAndClient(endpoint);
    return {
      endpoint,
      userPoolId,
      userPoolClientId,
      issuer: `${config.TokenConfig.IssuerDomain}/${userPoolId}`,
      jwksUri: `${endpoint}/${userPoolId}/.well-known/jwks.json`,
      stop,
    };
  } catch (err) {
    await stop();
    throw corruptStore('Cognito', dataDirectory, err);
  }
}
