import { CheckoutAnswerSchema } from '../../../../shared/contracts';
import { checkoutFailedStatus } from '../../../../shared/domain/messages';
import { rememberCheckoutReturn } from '../checkout-return';
import { keepRunForCheckout } from '../checkout-run';
import { apiJson } from './http';

/**
 * Creates a checkout session (no body, spec section 7); the `{url}` answer is read with the shared
 * CheckoutAnswerSchema; errors fall back to 'Failed to create checkout session: {status}'. The page
 * it was started from is kept in the tab, to return to after `/?checkout=...`, with a reference to
 * the backtest on screen (checkout-run.ts), which the page shows again on the return.
 */
export async function startCheckout(returnPath: string = window.location.pathname): Promise<string> {
  const answer = await apiJson('/stripe/checkout', CheckoutAnswerSchema, 'checkout', { method: 'POST', fallback: checkoutFailedStatus });
  rememberCheckoutReturn(returnPath);
  keepRunForCheckout();
  return answer.url;
}
