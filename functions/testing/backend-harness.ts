/**
 * The whole backend on loopback for integration tests: dynalite, s3rver, a JWKS-serving identity
 * provider and the state machine on aws-local-stepfunctions, with the environment set the way the
 * local runtime and CDK set it. Handlers are called in-process with API Gateway v2 events.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { resetConfig } from '../platform/config';
import { ENV } from '../platform/resources';
import { apiEvent, type EventOptions } from './api-event';
import { startLocalAws, TEST_REGION, type LocalAws } from './local-aws';
import { startLocalSfn, TEST_STATE_MACHINE_ARN, type LocalSfn, type TaskFunction } from './local-sfn';
import { startTestIdentity, type TestIdentity } from './test-auth';

export const TEST_WEBHOOK_SECRET = 'whsec_test_integration_secret';
export const TEST_APP_URL = 'http://localhost:3000';

export type Handler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

export interface Answer {
  status: number;
  body: unknown;
  headers: Record<string, unknown>;
}

export interface Backend {
  aws: LocalAws;
  sfn: LocalSfn;
  identity: TestIdentity;
  /** Calls a handler as API Gateway would; `user` signs a token for that sub, `token` sends one as is. */
  call(handler: Handler, o: Omit<EventOptions, 'body'> & { body?: unknown; rawBody?: string; user?: string; token?: string }): Promise<Answer>;
  stop(): Promise<void>;
}

export async function startBackend(tasks: Record<string, TaskFunction>): Promise<Backend> {
  const [aws, identity, sfn] = await Promise.all([startLocalAws(), startTestIdentity(), startLocalSfn(tasks)]);
  Object.assign(process.env, aws.env, {
    AWS_REGION: TEST_REGION,
    AWS_ENDPOINT_URL_DYNAMODB: aws.dynamodbEndpoint,
    AWS_ENDPOINT_URL_S3: aws.s3Endpoint,
    AWS_ENDPOINT_URL_SFN: sfn.endpoint,
    [ENV.s3ForcePathStyle]: 'true',
    [ENV.stateMachineArn]: TEST_STATE_MACHINE_ARN,
    [ENV.userPoolClientId]: identity.clientId,
    [ENV.cognitoIssuer]: identity.issuer,
    [ENV.cognitoJwksUri]: identity.jwksUri,
    [ENV.billingMode]: 'local',
    [ENV.stripeWebhookSecret]: TEST_WEBHOOK_SECRET,
    [ENV.appUrl]: TEST_APP_URL,
  });
  resetConfig();
  return {
    aws,
    sfn,
    identity,
    async call(handler, o) {
      const token = o.token ?? (o.user ? identity.idToken(o.user) : undefined);
      const headers = { ...o.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) };
      const body = o.rawBody ?? (o.body === undefined ? undefined : JSON.stringify(o.body));
      const result = await handler(apiEvent({ ...o, headers, body }));
      return { status: result.statusCode ?? 200, body: result.body ? (JSON.parse(result.body) as unknown) : undefined, headers: result.headers ?? {} };
    },
    async stop() {
      await sfn.stop();
      await Promise.all([aws.stop(), identity.stop()]);
    },
  };
}
