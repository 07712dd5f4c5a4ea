/**
 * The per-user cap on saved backtests (MAX_SAVED_BACKTESTS_PER_USER). The count lives on the user
 * item (`saved_count`) and moves only by conditional updates: a save takes a slot before anything
 * is written (two saves at cap - 1 are serialised on the item, one is refused), a save that then
 * fails gives it back, and only the delete that removed an item gives one back.
 *
 * Users who saved before the cap have no counter: the first save counts their items and sets it
 * only if it is still unset, so no migration is needed.
 *
 * The counter heals itself. It can drift from the items stored: one too high after a save that
 * took a slot, failed to write its item and failed to give the slot back; too low after saves
 * written during a deploy by code without the counter. So a save the counter would refuse makes
 * the table decide: the user's items are counted (the same partition query as list and page) and
 * the counter is set to that count, then the slot is tried again. The refusal stands only when the
 * items stored are at the cap. Race safety: while a save holds a slot its item is not stored yet,
 * and a delete removes its item before it gives its slot back, so within one request the counter
 * rightly differs from the table. Each take and each delete stamps `saved_count_at`, and the
 * repair is one conditional write that applies only if the counter still reads what was seen and
 * nothing was stamped for SAVED_COUNT_SETTLE_MS before the count began (longer than any request
 * may run). Five saves racing for the last slot stay one 201 and four 409: the winner's stamp
 * keeps the others from repairing. A recount costs a read of the user's items, so it is made at
 * most once per SAVED_RECOUNT_INTERVAL_MS per user.
 */
import { MAX_SAVED_BACKTESTS_PER_USER, TOO_MANY_SAVED_BACKTESTS } from '../../shared/contracts/limits';
import type { SavedTable } from '../adapters/saved-table';
import type { UsersTable } from '../adapters/users-table';
import { AppError } from '../platform/errors';
import { log } from '../platform/logger';
import { ROUTES } from '../routes';
import { getOrCreateUser } from '../users/user-status-service';

export interface CapStores {
  users: UsersTable;
  saved: SavedTable;
  /** The clock (epoch ms); tests move it past the settle window. */
  now?: () => number;
}

const routeTimeoutSeconds = (name: string): number => ROUTES.find((r) => r.name === name)?.timeoutSeconds ?? 30;

/**
 * How long a save or a delete may keep the counter apart from the table: twice the longer of the
 * two routes' timeouts (after which API Gateway and Lambda have ended the request).
 */
export const SAVED_COUNT_SETTLE_MS = 2 * Math.max(routeTimeoutSeconds('SaveBacktest'), routeTimeoutSeconds('DeleteBacktest')) * 1000;
export const SAVED_RECOUNT_INTERVAL_MS = 60_000;

const clockOf = (s: CapStores): number => (s.now ?? Date.now)();

const take = (s: CapStores, userId: string): Promise<boolean> => s.users.takeSavedSlot(userId, MAX_SAVED_BACKTESTS_PER_USER, clockOf(s));

/**
 * Takes one saved-backtest slot of the user, or throws the 409 that tells them to delete some.
 * A save below the cap is one conditional write; the user item is read only when the take is
 * refused (no item or no counter yet, or at the counter's cap).
 */
export async function takeSavedSlot(s: CapStores, userId: string): Promise<void> {
  if (await take(s, userId)) return;
  const user = await getOrCreateUser(s.users, userId);
  if (user.saved_count === undefined) {
    await s.users.initSavedCount(userId, await s.saved.count(userId));
    if (await take(s, userId)) return;
  }
  if ((await recountSavedSlots(s, userId)) && (await take(s, userId))) return;
  // 409, not 429: waiting does not help, deleting does.
  throw new AppError('saved.limit_reached', 409, TOO_MANY_SAVED_BACKTESTS);
}

/** A delete is about to remove an item: no recount may repair the counter until it has ended. */
export const beginSavedDelete = (s: CapStores, userId: string): Promise<void> => s.users.markSavedChange(userId, clockOf(s));

/**
 * Sets the counter to the user's items stored when that is safe (see above); true when it was
 * set below the cap, so the slot is worth trying again.
 */
async function recountSavedSlots(s: CapStores, userId: string): Promise<boolean> {
  const startedAt = clockOf(s);
  const user = await s.users.get(userId);
  const seen = user?.saved_count;
  if (seen === undefined) return false;
  const settledBefore = startedAt - SAVED_COUNT_SETTLE_MS;
  // A save or delete in flight: the table cannot be trusted yet, and the repair would be refused anyway.
  if ((user?.saved_count_at ?? 0) >= settledBefore) return false;
  if ((user?.saved_recount_at ?? 0) > startedAt - SAVED_RECOUNT_INTERVAL_MS) return false;
  const count = await s.saved.count(userId);
  if (!(await s.users.repairSavedCount(userId, { seen, count, settledBefore, nowMs: startedAt }))) return false;
  if (count !== seen) log.warn('saved count repaired', { user_id: userId, counter_was: seen, items_stored: count });
  return count < MAX_SAVED_BACKTESTS_PER_USER;
}
