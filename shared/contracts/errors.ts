import { z } from 'zod';
import { httpErrorMessage } from '../domain/messages';
import { FIELD, str } from './fields';

/** Every error answer of the API: `{error: "message"}` with a 4xx/5xx status (DESIGN.md section 4). */
export const ErrorAnswerSchema = z.object({ error: str() }, FIELD);
export type ErrorAnswer = z.infer<typeof ErrorAnswerSchema>;

/**
 * The message of a non-OK answer (spec section 8): the body's `error` field, otherwise
 * 'HTTP error! status: {code}'.
 */
export function errorMessageOf(body: unknown, status: number): string {
  const parsed = ErrorAnswerSchema.safeParse(body);
  return parsed.success && parsed.data.error.trim() !== '' ? parsed.data.error : httpErrorMessage(status);
}
