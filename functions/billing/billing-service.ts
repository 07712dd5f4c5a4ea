/**
 * Checkout and cancel (spec section 6): checkout only for users who are neither paid nor on trial
 * (creating or reusing their Stripe customer); cancel only for paid or trial users with something
 * left to cancel. Neither writes the billing state: the webhook does, in every mode.
 */
import type { PaymentGateway } from '../adapters/payment-gateway';
import type { UsersTable } from '../adapters/users-table';
import type { Actor } from '../platform/auth';
import { AppError } from '../platform/errors';
import { getOrCreateUser, hasUnlimitedBacktests } from '../users/user-status-service';

export const ALREADY_SUBSCRIBED = 'You already have an active subscription';
export const NOTHING_TO_CANCEL = 'There is no active subscription to cancel';
export const ALREADY_CANCELLED = 'Your subscription is already scheduled to cancel';

export async function startCheckout(users: UsersTable, gateway: PaymentGateway, actor: Actor, appUrl: string): Promise<{ url: string }> {
  const user = await getOrCreateUser(users, actor.userId);
  if (hasUnlimitedBacktests(user)) throw new AppError('billing.already_subscribed', 409, ALREADY_SUBSCRIBED);
  let customerId = user.stripe_customer_id;
  if (!customerId) {
    customerId = await gateway.createCustomer(actor.userId, actor.email);
    await users.setCustomer(actor.userId, customerId);
  }
  return { url: await gateway.createCheckout({ userId: actor.userId, email: actor.email, customerId, appUrl, trial: !user.trial_used }) };
}

export async function cancelSubscription(users: UsersTable, gateway: PaymentGateway, actor: Actor): Promise<{ cancel: true }> {
  const user = await getOrCreateUser(users, actor.userId);
  if (!(user.paid || user.trial) || !user.stripe_subscription_id) throw new AppError('billing.nothing_to_cancel', 409, NOTHING_TO_CANCEL);
  if (user.cancel) throw new AppError('billing.already_cancelled', 409, ALREADY_CANCELLED);
  await gateway.cancelAtPeriodEnd(user, user.stripe_subscription_id);
  return { cancel: true };
}
