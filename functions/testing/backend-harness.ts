/**
 * The whole backend on loopback for integration tests: dynalite, s3rver, a JWKS-serving identity
 * provider and the state machine on aws-local-stepfunctions, with the environment set the way the
 * local runtime and CDK set it. Handlers are called in-process with API Gateway v2 events.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { resetConfig } from '../platform/config';
import { localEnv } from '../platform/local-mode';
import { ORIGIN_VERIFY_HEADER } from '../platform/resources';
import { apiEvent, type EventOptions } from './api-event';
import { startLocalAws, type LocalAws } from './local-aws';
import { startLocalSfn, type ExtraMachine, type LocalSfn, type TaskFunction } from './local-sfn';
import { startTestIdentity, type TestIdentity } from './test-auth';

export const TEST_WEBHOOK_SECRET = 'whsec_test_integration_secret';
export const TEST_APP_URL = 'http://localhost:3000';
/** The origin verification value, which `call` sends as CloudFront would (unless told not to). */
export const TEST_ORIGIN_SECRET = 'origin-verify-test-value';

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
  /**
   * Calls a handler as API Gateway would behind CloudFront; `user` signs a token for that sub,
   * `token` sends one as is; `bypassCloudFront` leaves the origin header out (a direct call to
   * the execute-api endpoint), `originHeader` sends that value instead.
   */
  call(
    handler: Handler,
    o: Omit<EventOptions, 'body'> & { body?: unknown; rawBody?: string; user?: string; token?: string; bypassCloudFront?: boolean; originHeader?: string },
  ): Promise<Answer>;
  stop(): Promise<void>;
}

export async function startBackend(tasks: Record<string, TaskFunction>, extraMachines: ExtraMachine[] = []): Promise<Backend> {
  const [aws, identity, sfn] = await Promise.all([startLocalAws(), startTestIdentity(), startLocalSfn(tasks, extraMachines)]);
  Object.assign(
    process.env,
    localEnv({
      dynamodb: aws.dynamodbEndpoint,
      s3: aws.s3Endpoint,
      sfn: sfn.endpoint,
      userPoolClientId: identity.clientId,
      issuer: identity.issuer,
      jwksUri: identity.jwksUri,
      appUrl: TEST_APP_URL,
      billing: { mode: 'local', webhookSecret: TEST_WEBHOOK_SECRET },
      originSecret: TEST_ORIGIN_SECRET,
    }),
  );
  resetConfig();
  return {
    aws,
    sfn,
    identity,
    async call(handler, o) {
      const token = o.token ?? (o.user ? identity.idToken(o.user) : undefined);
      const origin: Record<string, string> = o.bypassCloudFront ? {} : { [ORIGIN_VERIFY_HEADER]: o.originHeader ?? TEST_ORIGIN_SECRET };
      const headers = { ...o.headers, ...origin, ...(token ? { authorization: `Bearer ${token}` } : {}) };
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
