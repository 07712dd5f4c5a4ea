import { CheckoutAnswerSchema, RETURN_PATH_PATTERN } from '../../../../shared/contracts';
import { checkoutFailedStatus } from '../../../../shared/domain/messages';
import { apiJson } from './http';

/** Creates a checkout session; the `{url}` answer is read with the shared CheckoutAnswerSchema; errors fall back to 'Failed to create checkout session: {status}'. */
export async function startCheckout(returnPath: string = window.location.pathname): Promise<string> {
  // Checkout returns to the page it was started from (the server refuses anything but a same-origin path).
  const body = RETURN_PATH_PATTERN.test(returnPath) ? { return_path: returnPath } : undefined;
  const answer = await apiJson('/stripe/checkout', CheckoutAnswerSchema, 'checkout', { method: 'POST', body, fallback: checkoutFailedStatus });
  return answer.url;
}
