import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { checkoutFailedStatus } from '../../../../shared/domain/messages';
import { apiJson } from './http';

/** POST /stripe/checkout answers {url} (spec section 7). */
export const CheckoutAnswerSchema = z.object({ url: z.string().min(1) });

/** Creates a checkout session; errors fall back to 'Failed to create checkout session: {status}'. */
export async function startCheckout(): Promise<string> {
  const answer = await apiJson('/stripe/checkout', CheckoutAnswerSchema, 'checkout', { method: 'POST', fallback: checkoutFailedStatus });
  return answer.url;
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
