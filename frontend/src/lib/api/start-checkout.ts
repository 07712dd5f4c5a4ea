import { CheckoutAnswerSchema } from '../../../../shared/contracts';
import { checkoutFailedStatus } from '../../../../shared/domain/messages';
import { apiJson } from './http';

/** Creates a checkout session; the `{url}` answer is read with the shared CheckoutAnswerSchema; errors fall back to 'Failed to create checkout session: {status}'. */
export async function startCheckout(): Promise<string> {
  const answer = await apiJson('/stripe/checkout', CheckoutAnswerSchema, 'checkout', { method: 'POST', fallback: checkoutFailedStatus });
  return answer.url;
}
