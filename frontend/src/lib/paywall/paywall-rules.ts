import { hasUnlimitedBacktests, isRunBlocked, type UserStatus } from '../../../../shared/contracts/user-status';

/** Spec section 5: a run is allowed unless not paid, not on trial and no free backtest left. */
export function canRunBacktest(status: UserStatus): boolean {
  return !isRunBlocked(status);
}

/**
 * Spec section 4: the paywall auto-shows once per strategy mode for free users who are not on
 * trial. Only on a status fresh from the server, so a stale stored status never nags a Pro user.
 */
export function shouldAutoShowPaywall(status: UserStatus, isFresh: boolean, alreadyShown: boolean): boolean {
  return isFresh && !hasUnlimitedBacktests(status) && !alreadyShown;
}

/** Spec section 6: upgrade and checkout only for users who are neither paid nor on trial. */
export function canUpgrade(status: UserStatus): boolean {
  return !hasUnlimitedBacktests(status);
}

/** Spec section 6: Manage Subscription only for paid or trial users. */
export function canManageSubscription(status: UserStatus): boolean {
  return hasUnlimitedBacktests(status);
}

/** Spec section 6: cancel is hidden once a cancellation is scheduled. */
export function canCancel(status: UserStatus): boolean {
  return hasUnlimitedBacktests(status) && !status.cancel;
}

/** Spec section 2: the header shows the remaining free backtests to users neither paid nor on trial. */
export function showsFreeCount(status: UserStatus): boolean {
  return !hasUnlimitedBacktests(status);
}
