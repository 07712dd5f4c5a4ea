/**
 * The http wrapper every API handler goes through: refuse a request that did not come through
 * CloudFront (origin-verify.ts), authenticate the caller (defence in depth behind the API Gateway
 * authorizer), parse input by contract, map errors to `{error}` answers and log unexpected faults
 * with their cause (never a stack or a secret in an answer or a log).
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { z } from 'zod';
import { FIELD, firstIssueMessage } from '../../shared/contracts/fields';
import { REQUEST_BODY_MAX_BYTES, bodyTooLargeMessage } from '../../shared/contracts/limits';
import { parseRunRequest, REQUEST_NOT_AN_OBJECT } from '../../shared/contracts/validation/run-request';
import { isJsonObject } from '../../shared/contracts/validation/run-fault';
import type { RunRuleFault } from '../../shared/contracts/validation/run-fault';
import { awsClients } from '../adapters/aws-clients';
import { authenticate, type Actor } from './auth';
import { getConfig, type Config } from './config';
import { AppError, badRequest, describeCause, isAppError } from './errors';
import { log } from './logger';
import { ORIGIN_REFUSED, originCheck, secretsManagerOriginValues, type OriginCheck } from './origin-verify';
import { ORIGIN_VERIFY_HEADER } from './resources';

/** API Gateway HTTP API v2 events; a JWT-authorizer event (claims under requestContext.authorizer.jwt) is one. */
export type HttpEvent = APIGatewayProxyEventV2;
export type HttpResult = APIGatewayProxyStructuredResultV2;

export interface HttpAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export const GENERIC_ERROR = 'Internal server error';

/** The body of a route without input: absent or `{}`. */
const NoBodySchema = z.strictObject({}, FIELD).optional();

/** The query string of a route that reads none: no parameter at all. */
const NoQuerySchema = z.strictObject({}, FIELD);

export interface RouteOptions<Q extends z.ZodType> {
  /**
   * The query parameters the route reads (a strict object contract, e.g. `{cursor}`); without it
   * the route reads none. Every other parameter is a 400 naming it, checked here for every route;
   * the handler gets the parsed query, so it never reads or checks the raw query string again.
   */
  query?: Q;
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): HttpAnswer => ({ status, body, headers });

function toResult(answer: HttpAnswer): HttpResult {
  return {
    statusCode: answer.status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...answer.headers },
    body: JSON.stringify(answer.body ?? null),
  };
}

function errorResult(error: unknown, event: HttpEvent, route: string): HttpResult {
  if (isAppError(error) && error.expose) {
    return toResult(json(error.status, { error: error.message }));
  }
  const status = isAppError(error) ? error.status : 500;
  log.error('request failed', { route, request_id: event.requestContext?.requestId, status, ...describeCause(error) });
  return toResult(json(status, { error: GENERIC_ERROR }));
}

let origin: { config: Config; check: OriginCheck } | undefined;

/** The origin check of this configuration, built once per container (its secret read once). */
function originCheckOf(config: Config): OriginCheck {
  if (origin?.config === config) return origin.check;
  const { value, secretName } = config.originVerify;
  let check: OriginCheck;
  if (value) check = originCheck(async () => [value]);
  else if (secretName) check = originCheck(secretsManagerOriginValues(awsClients(config).secrets, secretName));
  // Never open by omission: a handler deployed without the setting answers nothing but 500.
  else throw new AppError('config.origin_verify_missing', 500, 'Origin verification is not configured', false);
  origin = { config, check };
  return check;
}

/** 403 unless the request carries the origin header CloudFront (or the local server) adds. */
async function requireOrigin(event: HttpEvent): Promise<void> {
  const headers = event.headers ?? {};
  // HTTP API payload 2.0 lowercases header names; a hand-built event may not.
  const presented = headers[ORIGIN_VERIFY_HEADER] ?? Object.entries(headers).find(([k]) => k.toLowerCase() === ORIGIN_VERIFY_HEADER)?.[1];
  if (!(await originCheckOf(getConfig())(presented))) throw new AppError('request.origin', 403, ORIGIN_REFUSED);
}

/**
 * Every route: refuse a request that bypassed CloudFront, then (signed-in routes) authenticate,
 * then refuse any query parameter the route does not read, then handle. Authentication comes
 * before the query check so a caller without a token learns nothing of a route's contract.
 */
function route<Q extends z.ZodType>(name: string, handle: (actor: Actor | undefined, event: HttpEvent, query: z.infer<Q>) => Promise<HttpAnswer>, options: RouteOptions<Q>, authed: boolean) {
  return async (event: HttpEvent): Promise<HttpResult> => {
    try {
      await requireOrigin(event);
      const actor = authed ? await authenticate(event.headers, getConfig().auth) : undefined;
      const query = parseQuery(event, options.query ?? NoQuerySchema) as z.infer<Q>;
      return toResult(await handle(actor, event, query));
    } catch (error) {
      return errorResult(error, event, name);
    }
  };
}

/**
 * A route without the JWT authorizer (the Stripe webhook, which authenticates by signature; the
 * share read). Like every route, it first refuses a request that bypassed CloudFront.
 */
export function publicRoute<Q extends z.ZodType = typeof NoQuerySchema>(name: string, handle: (event: HttpEvent, query: z.infer<Q>) => Promise<HttpAnswer>, options: RouteOptions<Q> = {}) {
  return route(name, (_actor, event, query) => handle(event, query), options, false);
}

/** A route for signed-in users: the actor comes from the verified ID token only. */
export function authedRoute<Q extends z.ZodType = typeof NoQuerySchema>(name: string, handle: (actor: Actor, event: HttpEvent, query: z.infer<Q>) => Promise<HttpAnswer>, options: RouteOptions<Q> = {}) {
  return route(name, (actor, event, query) => handle(actor as Actor, event, query), options, true);
}

/** The body as the client sent it (base64-decoded when API Gateway encoded it). */
export function rawBody(event: HttpEvent): string {
  const body = event.body ?? '';
  return event.isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
}

/**
 * How deeply a body's arrays and objects may nest. A real saved backtest nests 8 levels (the
 * golden results 6, under `{strategy, results}`); JSON.parse reads any depth, but JSON.stringify
 * (saving, summarising) recurses and threw RangeError past ~4,000 levels: a 5 MB body of `[[[…]]]`
 * was a 500.
 */
export const JSON_MAX_DEPTH = 64;

/** Whether `value` nests deeper than `max` (iterative: the check itself cannot overflow the stack). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop() as [unknown, number];
    if (typeof v !== 'object' || v === null) continue;
    if (depth + 1 > max) return true;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * The JSON body parsed by its contract; a 413 over `maxBytes` (shared/contracts/limits.ts), a 400
 * naming the field otherwise, or saying it nests too deeply. The size is checked before parsing,
 * so an oversized body costs nothing and never reaches a table item.
 */
export function parseBody<S extends z.ZodType>(
  event: HttpEvent,
  schema: S,
  maxBytes = REQUEST_BODY_MAX_BYTES,
  tooLarge: (bytes: number) => string = () => bodyTooLargeMessage(maxBytes),
): z.infer<S> {
  const value = jsonBody(event, maxBytes, tooLarge);
  // A body that is no object (none where one is needed, a list, a string) in the run routes'
  // words, not the contract's 'value is required' / 'value must be an object'.
  if (value !== undefined && !isJsonObject(value)) throw badRequest(REQUEST_NOT_AN_OBJECT);
  if (value === undefined && !schema.safeParse(undefined).success) throw badRequest(REQUEST_NOT_AN_OBJECT);
  return parseInput(value, schema, 'body');
}

/** The JSON body, before any contract: a 413 over `maxBytes`, a 400 when not JSON or nesting too deeply. */
function jsonBody(event: HttpEvent, maxBytes: number, tooLarge: (bytes: number) => string = () => bodyTooLargeMessage(maxBytes)): unknown {
  const text = rawBody(event);
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > maxBytes) throw new AppError('request.too_large', 413, tooLarge(bytes));
  let value: unknown;
  try {
    value = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    throw badRequest('Request body must be valid JSON');
  }
  if (nestsDeeperThan(value, JSON_MAX_DEPTH)) throw badRequest(`Request body nests too deeply: the limit is ${JSON_MAX_DEPTH} levels of arrays and objects`);
  return value;
}

/**
 * A new run request's body (POST /backtest, POST /backtest/covered): as parseBody, but checked by
 * the run forms' rules of spec section 5 first (parseRunRequest), so a caller of the API gets the
 * message the form would show ('Ticker symbol is required'), and a field the rules require is
 * never filled in by a contract default.
 */
export function parseRunBody<S extends z.ZodType>(event: HttpEvent, schema: S, faultsOf: (body: unknown) => RunRuleFault[]): z.infer<S> {
  const parsed = parseRunRequest(schema, jsonBody(event, REQUEST_BODY_MAX_BYTES), faultsOf);
  if (parsed.success) return parsed.data;
  throw new AppError('request.invalid', 400, parsed.messages[0] ?? 'body is invalid');
}

/**
 * A route that takes no input in its body (checkout, cancel, share): nothing, or an empty JSON
 * object. Anything more is a 400 naming it ('Unknown field plan'), never an option ignored in silence.
 */
export function parseNoBody(event: HttpEvent): void {
  parseBody(event, NoBodySchema);
}

/**
 * The query string parsed by its contract: an unknown parameter is a 400 naming it as a query
 * parameter ('Unknown query parameter curser (did you mean cursor?)'), not as a body's field.
 */
function parseQuery<S extends z.ZodType>(event: HttpEvent, schema: S): z.infer<S> {
  const parsed = schema.safeParse(event.queryStringParameters ?? {});
  if (parsed.success) return parsed.data;
  throw badRequest(firstIssueMessage(parsed.error, 'query is invalid').replace(/^Unknown field(s?) /, 'Unknown query parameter$1 '));
}

/**
 * Validates a value by its contract; a 400 otherwise. The contracts' error map already names the
 * field by its full path (or carries the spec's own message), so the first issue is the answer.
 */
export function parseInput<S extends z.ZodType>(value: unknown, schema: S, what: string): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new AppError('request.invalid', 400, firstIssueMessage(parsed.error, `${what} is invalid`));
}

/** A path parameter (e.g. `{jobId}`), required and bounded so it can be used as a key. */
export function pathParam(event: HttpEvent, name: string): string {
  const value = event.pathParameters?.[name];
  if (!value || value.length > 200 || !/^[A-Za-z0-9_.:-]+$/.test(value)) {
    throw badRequest(`Invalid path parameter: ${name}`);
  }
  return value;
}
