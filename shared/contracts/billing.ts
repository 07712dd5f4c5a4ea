import { z } from 'zod';
import { FIELD, str } from './fields';

/**
 * POST /stripe/checkout answers `{url}` (spec section 7): the Checkout Session's address, to
 * which the browser navigates. Written by the checkout handler and read by the client with this
 * one schema, so the two cannot drift.
 */
export const CheckoutAnswerSchema = z.object({ url: str().min(1) }, FIELD);
export type CheckoutAnswer = z.infer<typeof CheckoutAnswerSchema>;

/**
 * The page checkout was started from, which the browser keeps (sessionStorage) and returns to
 * after Stripe's `/?checkout=success|cancelled` (POST /stripe/checkout takes no body, spec section
 * 7). A same-origin path only: '/' then segments of letters, digits, '-', '_', '.', each starting
 * with a letter or digit, up to 200 characters. No empty segment and no '.' or '..' segment:
 * '//evil' is another host to a browser, and '/.//evil' resolves to the path '//evil', which
 * anything resolving it again against the origin (the router's replace does) reads as that host.
 * Anything else is ignored, so the return cannot be pointed at another site.
 */
export const RETURN_PATH_PATTERN = /^(?=.{1,201}$)\/(?:[A-Za-z0-9][A-Za-z0-9_.-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)*\/?)?$/;
