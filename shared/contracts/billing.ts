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
 * Where checkout returns the browser to: the page it was started from, a same-origin path only:
 * '/' then segments of letters, digits, '-', '_', '.', each starting with a letter or digit, up to
 * 200 characters. No empty segment and no '.' or '..' segment: '//evil' is another host to a
 * browser, and '/.//evil' (which the old pattern let through) resolves to the path '//evil', which
 * anything resolving it again against the origin (the router's replace does) reads as that host.
 * Anything else is refused, so the checkout return cannot be pointed at another site.
 */
export const RETURN_PATH_PATTERN = /^(?=.{1,201}$)\/(?:[A-Za-z0-9][A-Za-z0-9_.-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)*\/?)?$/;
export const CheckoutRequestSchema = z.strictObject({
  return_path: str().regex(RETURN_PATH_PATTERN, 'return_path must be a path of this site starting with /').optional(),
}, FIELD).optional();

/** The address checkout returns to: the safe path (or '/') with `?checkout=success|cancelled`. */
export function checkoutReturnUrl(appUrl: string, returnPath: string | undefined, outcome: 'success' | 'cancelled'): string {
  const path = returnPath !== undefined && RETURN_PATH_PATTERN.test(returnPath) ? returnPath : '/';
  return `${appUrl}${path}?checkout=${outcome}`;
}
