import { z } from 'zod';
import { FIELD, str } from './fields';

/**
 * POST /stripe/checkout answers `{url}` (spec section 7): the Checkout Session's address, to
 * which the browser navigates. Written by the checkout handler and read by the client with this
 * one schema, so the two cannot drift.
 */
export const CheckoutAnswerSchema = z.object({ url: str().min(1) }, FIELD);
export type CheckoutAnswer = z.infer<typeof CheckoutAnswerSchema>;
