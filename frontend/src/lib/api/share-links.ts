import { useQuery } from '@tanstack/react-query';
import { SHARED_READ_PATH, SharedBacktestSchema, ShareLinkSchema, sharePath, type SharedBacktest, type SharedReadBody, type ShareLink } from '../../../../shared/contracts/share';
import { errorMessageOf } from '../../../../shared/contracts/errors';
import { ApiError, fetchAnswer } from './api-error';
import { withResults } from './get-saved-backtest';
import { apiCall, apiJson, apiUrl, parseAnswer } from './http';
import { queryKeys } from './query-keys';

/** POST /backtests/{id}/share: the backtest's read-only link (the existing one when it has one). A 402 means Pro only. */
export function createShareLink(backtestId: string): Promise<ShareLink> {
  return apiJson(`/backtests/${encodeURIComponent(backtestId)}/share`, ShareLinkSchema, 'share link', { method: 'POST' });
}

/** DELETE /backtests/{id}/share: the link answers 404 from then on. */
export async function revokeShareLink(backtestId: string): Promise<void> {
  await apiCall(`/backtests/${encodeURIComponent(backtestId)}/share`, { method: 'DELETE' });
}

/** The link to show and copy: on this site's origin (the server's APP_URL may name another host locally), the token in its fragment. */
export const shareUrlOf = (token: string, origin = window.location.origin): string => `${origin}${sharePath(token)}`;

/**
 * POST /shared {token}: public, so no bearer token (a signed-out visitor opens it). The share token
 * goes in the body, never the URL, so no access log keeps it; no Referer is sent either. A 404
 * (unknown, malformed or revoked) throws an ApiError with status 404, which the page shows as not
 * found; no answer at all, a NetworkError.
 */
export async function getSharedBacktest(token: string): Promise<SharedBacktest> {
  const request: SharedReadBody = { token };
  const response = await fetchAnswer(apiUrl(SHARED_READ_PATH), {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
    referrerPolicy: 'no-referrer',
  });
  const body = parseJsonText(await response.text());
  if (!response.ok) throw new ApiError(errorMessageOf(body, response.status), response.status);
  let shared: SharedBacktest;
  try {
    shared = parseAnswer(SharedBacktestSchema, body, 'shared backtest');
  } catch (error) {
    // The fields the parser refused ('name, strategy, results, created_at, shared_at') help whoever
    // debugs the server, not the visitor, who is told in plain words (SHARED_ANSWER_UNREADABLE).
    console.error(error);
    throw new ApiError(SHARED_ANSWER_UNREADABLE, 0);
  }
  // A large result comes as a presigned URL (as a saved backtest's).
  return withResults(shared);
}

/** What a visitor reads when the server answered 200 with something that is not a shared backtest. */
export const SHARED_ANSWER_UNREADABLE = "the server's answer could not be read";

function parseJsonText(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** `enabled` false for a token of the wrong shape: it is not found without asking the server. */
export function useSharedBacktest(token: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: queryKeys.sharedBacktest(token),
    queryFn: () => getSharedBacktest(token),
    // A 404 is an answer (not found or revoked), not a failure worth retrying.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
    staleTime: 0,
  });
}
