/** A failed backend call. `status` is the HTTP status (0 for a network failure or a local check). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * No answer reached the browser: fetch itself failed (offline, a dropped connection, a name that did
 * not resolve). Nothing is known of the request, so a page says to retry, not what the server would
 * have said. Thrown by fetchAnswer; the authenticated calls (apiCall) say it as SERVER_UNREACHABLE
 * under spec section 8's prefixes ('Backtest failed: Could not reach the server...').
 */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('the network failed before the server answered', { cause });
    this.name = 'NetworkError';
  }
}

/** fetch, with its own failure (no answer at all) told apart as a NetworkError. */
export async function fetchAnswer(input: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (error) {
    throw new NetworkError(error);
  }
}

/**
 * Spec section 8, wrapped errors: 'Backtest failed: ', 'Covered backtest failed: ', 'Failed to save
 * backtest: ', 'Failed to fetch backtests: ', 'Failed to delete backtest: '. The status survives
 * the wrapping so callers can still tell a 402 (no free backtests left) from other failures.
 */
export function withPrefix(prefix: string, error: unknown): ApiError {
  const message = error instanceof Error ? error.message : String(error);
  const status = error instanceof ApiError ? error.status : 0;
  return new ApiError(`${prefix}${message}`, status);
}

export async function wrapErrors<T>(prefix: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw withPrefix(prefix, error);
  }
}

/** The message to show for any thrown value, or the given fallback. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
