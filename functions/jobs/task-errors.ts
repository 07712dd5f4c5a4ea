/**
 * How task failures are named for the state machine. Step Functions matches Retry and Catch on the
 * error's name: `BacktestFailed` (the request cannot run: unknown ticker, engine error) is final and
 * its message is shown to the user; `TransientError` (throttling, a 5xx, a dropped connection) is
 * retried; anything else is caught, logged and shown as a generic message.
 */
export const BACKTEST_FAILED = 'BacktestFailed';
export const TRANSIENT_ERROR = 'TransientError';

/** Shown for failures whose message is not meant for users. */
export const GENERIC_JOB_ERROR = 'The backtest could not be completed. Please try again.';

export class BacktestFailedError extends Error {
  override name = BACKTEST_FAILED;
}

export class TransientError extends Error {
  override name = TRANSIENT_ERROR;
}

const TRANSIENT_NAMES = new Set([
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'InternalServerError',
  'InternalFailure',
  'ServiceUnavailable',
  'SlowDown',
  'TimeoutError',
  'RequestTimeout',
  'TransactionConflictException',
]);

const TRANSIENT_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN']);

/** Whether an AWS SDK or network error is worth retrying. */
export function isTransient(e: unknown): boolean {
  if (!(e instanceof Error)) return false;
  const meta = e as Error & { $retryable?: unknown; $metadata?: { httpStatusCode?: number }; code?: unknown };
  if (meta.$retryable) return true;
  if (TRANSIENT_NAMES.has(e.name)) return true;
  if (typeof meta.code === 'string' && TRANSIENT_CODES.has(meta.code)) return true;
  const status = meta.$metadata?.httpStatusCode;
  return typeof status === 'number' && status >= 500;
}

/** Renames an infrastructure error for the state machine's Retry; other errors pass unchanged. */
export function asTaskError(e: unknown): unknown {
  if (e instanceof BacktestFailedError || e instanceof TransientError) return e;
  if (isTransient(e)) return new TransientError(e instanceof Error ? e.message : String(e));
  return e;
}

/**
 * The error message a user may see, from a Catch's `{Error, Cause}`. Deployed, Lambda puts
 * `{"errorType","errorMessage",...}` JSON in Cause; locally Cause is the message itself.
 */
export function userMessageOf(failure: { Error?: string; Cause?: string } | undefined): string {
  if (failure?.Error !== BACKTEST_FAILED) return GENERIC_JOB_ERROR;
  return causeMessage(failure.Cause) || GENERIC_JOB_ERROR;
}

/** The message inside a Catch's Cause, without Lambda's stack trace. */
export function causeMessage(cause: string | undefined): string {
  const text = cause ?? '';
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'errorMessage' in parsed && typeof parsed.errorMessage === 'string') {
      return parsed.errorMessage;
    }
  } catch {
    // Not JSON: the local runtime passes the message as is.
  }
  return text;
}
