/**
 * User status rules (spec sections 4 and 6): a user is created on first read with the free
 * backtests of the spec; trial and paid users are unlimited; a free user spends one backtest per
 * started run through a conditional update, so concurrent starts never spend more than there is.
 */
import type { UserStatus } from '../../shared/contracts/user-status';
import { FREE_BACKTESTS_DEFAULT } from '../../shared/domain/constants';
import { NO_FREE_BACKTESTS } from '../../shared/domain/messages';
import type { UserRecord, UsersTable } from '../adapters/users-table';
import { AppError } from '../platform/errors';


const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** A trial counts until its end (Stripe's later event may arrive after the moment passes). */
export function hasUnlimitedBacktests(user: UserRecord, now = nowSeconds()): boolean {
  if (user.paid) return true;
  return user.trial && (user.trial_end === null || user.trial_end > now);
}

export function toStatusAnswer(user: UserRecord): UserStatus {
  return {
    paid: user.paid,
    trial: user.trial,
    trial_end: user.trial_end,
    cancel: user.cancel,
    free_backtests_remaining: Math.max(0, user.free_backtests_remaining),
  };
}

export async function getOrCreateUser(users: UsersTable, userId: string): Promise<UserRecord> {
  return (await users.get(userId)) ?? (await users.create(userId, FREE_BACKTESTS_DEFAULT));
}

export async function getUserStatus(users: UsersTable, userId: string): Promise<UserStatus> {
  return toStatusAnswer(await getOrCreateUser(users, userId));
}

/**
 * Takes the right to start one backtest: nothing for trial and paid users, one free backtest for
 * the others, or a 402 with the paywall message. Answers whether a free backtest was spent.
 */
export async function takeBacktestAllowance(users: UsersTable, userId: string): Promise<boolean> {
  const user = await getOrCreateUser(users, userId);
  if (hasUnlimitedBacktests(user)) return false;
  if (await users.takeFreeBacktest(userId)) return true;
  throw new AppError('billing.no_free_backtests', 402, NO_FREE_BACKTESTS);
}
