import { RETURN_PATH_PATTERN } from '../../../shared/contracts/billing';

/**
 * Checkout returns the user to the page it was started from. POST /stripe/checkout takes no body
 * (spec section 7) and Stripe comes back to `/?checkout=success|cancelled`, so the browser keeps
 * the page itself, for this tab only, and the '/' route goes back there.
 */
const KEY = 'obt.checkout-return';

function tabStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be disabled (privacy mode): checkout then returns to /backtest as before.
    return null;
  }
}

/** Kept just before the browser leaves for checkout; only a path of this site is kept. */
export function rememberCheckoutReturn(path: string): void {
  if (!RETURN_PATH_PATTERN.test(path)) return;
  try {
    tabStore()?.setItem(KEY, path);
  } catch {
    // Quota exceeded: the return lands on /backtest.
  }
}

/**
 * The kept page, checked again (the tab's storage is not trusted to hold what was written), or
 * null. Reading does not remove it, so a render that runs twice reads the same page.
 */
export function checkoutReturnPath(): string | null {
  const path = tabStore()?.getItem(KEY) ?? null;
  return path !== null && RETURN_PATH_PATTERN.test(path) ? path : null;
}

/** Removed once the return has been followed, so a later visit to '/' is not sent there again. */
export function forgetCheckoutReturn(): void {
  try {
    tabStore()?.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
