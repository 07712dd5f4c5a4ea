/**
 * The one error type of the backend (CONVENTIONS.md item 3). `expose` says whether `message` may
 * be shown to the caller; the http wrapper answers `{error: message}` for exposed errors and a
 * generic 500 for everything else.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    /** Stable code, e.g. `backtest.not_found`, `billing.no_free_backtests`. */
    readonly code: string,
    readonly status: number,
    message: string,
    readonly expose: boolean = status < 500,
  ) {
    super(message);
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

export const badRequest = (message: string, code = 'request.invalid'): AppError => new AppError(code, 400, message);
export const notFound = (code: string, message: string): AppError => new AppError(code, 404, message);

/** What an unexpected error may say in a log line: its kind and message, never a stack. */
export function describeCause(e: unknown): { error_name: string; error_message: string; error_code?: string } {
  if (e instanceof AppError) return { error_name: e.name, error_message: e.message, error_code: e.code };
  if (e instanceof Error) return { error_name: e.name, error_message: redact(e.message) };
  return { error_name: typeof e, error_message: redact(String(e)) };
}

// What could appear in an SDK's message and must not reach a log: Stripe keys and webhook secrets,
// bearer tokens, an email address (an SDK may quote an address it refuses, as createCustomer sends one),
// and a presigned URL's signature and credentials (the URL reads its object without a token).
const SECRET_PATTERNS = [
  /\b(sk|rk|pk|whsec)_(test|live)?_?[A-Za-z0-9]{6,}/g,
  /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g,
  /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+/g,
  /\b(X-Amz-(Signature|Credential|Security-Token)|local-signature)=[^&\s"']+/gi,
  // A share link's token (32 base64url characters, shared/contracts/share.ts) is the link's whole
  // permission: an SDK error quoting a key it read (POST /shared reads the Shares table by token)
  // must not put it in a log. Whole runs of exactly 32 only: a UUID (36) or trace id stays readable.
  /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{32}(?![A-Za-z0-9_-])/g,
];

export function redact(text: string): string {
  return SECRET_PATTERNS.reduce((t, p) => t.replace(p, '[redacted]'), text);
}
