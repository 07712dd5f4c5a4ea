import type { z } from 'zod';
import { errorMessageOf } from '../../../../shared/contracts/errors';
import { safeParseStored } from '../../../../shared/contracts/stored';
import { USER_NOT_AUTHENTICATED } from '../../../../shared/domain/messages';
import { ApiError } from './api-error';
import { reportSessionExpired } from './session-expiry';
import { getIdToken } from './token-source';

let baseUrl = '/api';

/** Set once at start from /config.json (`apiUrl`). */
export function configureApi(options: { baseUrl: string }): void {
  baseUrl = options.baseUrl.replace(/\/+$/, '');
}

export function apiUrl(path: string): string {
  return `${baseUrl}${path}`;
}

/** A call that got no answer: said in words, with what to do. */
export const SERVER_UNREACHABLE = 'Could not reach the server. Check your internet connection and try again.';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  /**
   * The message when a non-OK answer has no error field (spec section 8: payment and status calls
   * have their own, e.g. 'Failed to fetch user status: {status}'); default 'HTTP error! status: {code}'.
   */
  fallback?: (status: number) => string;
}

/** The raw answer: status, headers and parsed JSON body (null when the body is empty or not JSON). */
export interface RawAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * One authenticated JSON call: bearer ID token, JSON content type; a non-OK answer throws its
 * `error` field, otherwise the fallback message (spec section 8).
 */
export async function apiCall(path: string, options: RequestOptions = {}): Promise<RawAnswer> {
  const token = await getIdToken().catch(() => null);
  if (!token) {
    reportSessionExpired();
    throw new ApiError(USER_NOT_AUTHENTICATED, 401);
  }
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: options.method ?? 'GET',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
  } catch {
    // No answer at all (offline, a dropped connection): the browser's own words ('Failed to fetch',
    // 'Load failed') told a trader nothing. The call's prefix still says what failed.
    throw new ApiError(SERVER_UNREACHABLE, 0);
  }
  const body = parseJson(await response.text());
  // The token was refused: the session is over (sign in again), whatever the call was.
  if (response.status === 401) reportSessionExpired();
  if (!response.ok) {
    // The body's error field, else 'HTTP error! status: {code}' or the call's own fallback.
    let message = errorMessageOf(body, response.status);
    if (options.fallback && message === errorMessageOf(null, response.status)) message = options.fallback(response.status);
    throw new ApiError(message, response.status);
  }
  return { status: response.status, headers: response.headers, body };
}

/**
 * Parses an answer by its contract schema; a mismatch is an error naming the fields. Tolerant of
 * keys the contract does not know (a sweep answer carries its stored request, which is parsed by
 * the strict request contract): only requests are refused for them.
 */
export function parseAnswer<S extends z.ZodType>(schema: S, body: unknown, what: string): z.infer<S> {
  const parsed = safeParseStored(schema, body);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((i) => i.path.join('.') || '(root)').join(', ');
  throw new ApiError(`Unexpected ${what} answer from the server (${fields})`, 0);
}

/** apiCall + parseAnswer. */
export async function apiJson<S extends z.ZodType>(path: string, schema: S, what: string, options: RequestOptions = {}): Promise<z.infer<S>> {
  const { body } = await apiCall(path, options);
  return parseAnswer(schema, body, what);
}
