import { z } from 'zod';
import { FREE_BACKTESTS_DEFAULT } from '../domain/constants';
import { FIELD, bool, int } from './fields';

/**
 * GET /getuserstatus (spec section 3). `trial_end` is epoch seconds (null when never on trial);
 * `cancel` means a cancellation is scheduled at the period or trial end.
 */
export const UserStatusSchema = z.object(
  {
    paid: bool().default(false),
    trial: bool().default(false),
    trial_end: int().min(0).nullable().default(null),
    cancel: bool().default(false),
    free_backtests_remaining: int().min(0).default(FREE_BACKTESTS_DEFAULT),
  },
  FIELD,
);
export type UserStatus = z.infer<typeof UserStatusSchema>;

/** A signed-out or new user: free with 3 remaining (spec section 4). */
export const freeUserStatus = (): UserStatus => UserStatusSchema.parse({});

/** Unlimited backtests: paid or on trial (spec section 6). */
export const hasUnlimitedBacktests = (s: Pick<UserStatus, 'paid' | 'trial'>): boolean => s.paid || s.trial;

/** A run is blocked by the paywall when not paid, not on trial and no free backtest left (spec section 5). */
export const isRunBlocked = (s: UserStatus): boolean => !hasUnlimitedBacktests(s) && s.free_backtests_remaining <= 0;
