import { z } from 'zod';
import { FIELD, str } from './fields';
import { FilingStatusSchema } from '../analytics/tax/capital-loss-limit';
import { JsonObjectSchema, ResultsOriginSchema } from './saved';

/**
 * Share links (issue 18): a Pro user shares one saved backtest as a read-only link
 * `/share#<token>`. The token is 32 base64url characters (24 random bytes = 192 bits from the
 * platform's cryptographic generator), so it cannot be guessed; anything else is answered 404
 * before any table is read.
 *
 * The token is a bearer secret, so it never travels in a URL a server sees: the link carries it in
 * the fragment (browsers send no fragment to any server, nor in a Referer), and the page reads the
 * backtest with `POST /shared {token}` (the body is in no access log). Links handed out before
 * (`/share/<token>`) still open: the page moves the token into the fragment and reads the same way.
 */
export const SHARE_TOKEN_BYTES = 24;
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
export const isShareToken = (value: unknown): value is string => typeof value === 'string' && SHARE_TOKEN_PATTERN.test(value);

/** The app path a share link opens (the frontend's public route), the token in the fragment. */
export const sharePath = (token: string): string => `/share#${token}`;

/** The API path of the public read: the token goes in the body, never in this path. */
export const SHARED_READ_PATH = '/shared';

/** POST /shared: the token of the link, and nothing else. */
export const SharedReadBodySchema = z.strictObject({ token: str() }, FIELD);
export type SharedReadBody = z.infer<typeof SharedReadBodySchema>;

/** POST /backtests/{id}/share: the link (created, or the existing one: the call is idempotent). */
export const ShareLinkSchema = z.object(
  {
    token: str().regex(SHARE_TOKEN_PATTERN),
    /** The whole link when the server knows the site's origin (APP_URL); clients may build it from `token`. */
    url: str().optional(),
    created_at: str().min(1),
  },
  FIELD,
);
export type ShareLink = z.infer<typeof ShareLinkSchema>;

/**
 * POST /shared: what a visitor with the link sees: the backtest's name, description, tags,
 * strategy and results, and when it was saved and shared. Nothing else of the owner (no user id,
 * no email, no backtest id, no other backtest).
 */
export const SharedBacktestSchema = z.object(
  {
    name: str(),
    description: str().default(''),
    tags: z.array(str(), FIELD).default([]),
    strategy: JsonObjectSchema,
    results: JsonObjectSchema,
    /** A large result (as SavedBacktestSchema's `results_url`): its presigned URL; `results` is then `{}`. */
    results_url: str().optional(),
    created_at: str().min(1),
    shared_at: str().min(1),
    /** The owner's filing status on the after-tax panel, shown read-only; absent: the default (single or joint). */
    filing_status: FilingStatusSchema.optional(),
    /** Where the results came from (saved.ts ResultsOriginSchema): a visitor is told when the backtester cannot vouch for them. */
    results_origin: ResultsOriginSchema.optional(),
  },
  FIELD,
);
export type SharedBacktest = z.infer<typeof SharedBacktestSchema>;

/** Messages of share links, shared by the API and the frontend. */
export const SHARE_MESSAGES = {
  proOnly: 'Share links are a Pro feature. Upgrade to Pro to share your backtests.',
  notFound: 'Share link not found',
  notShared: 'This backtest has no share link',
} as const;

/**
 * Throttling of the public read route, the only unauthenticated route besides the Stripe webhook:
 * API Gateway route throttling deployed, the same token bucket in the local runtime. A person
 * opening links is a request or two each; a scraper gets 429 before any Lambda runs.
 */
export const SHARE_READ_THROTTLE = { rateLimit: 10, burstLimit: 20 } as const;
