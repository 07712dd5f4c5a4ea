/**
 * The per-user cap on saved backtests (MAX_SAVED_BACKTESTS_PER_USER). The count lives on the user
 * item (`saved_count`) and moves only by conditional updates: a save takes a slot before anything
 * is written (two saves at cap - 1 are serialised on the item, one is refused), a save that then
 * fails gives it back, and only the delete that removed an item gives one back.
 *
 * Users who saved before the cap have no counter: the first save counts their items and sets it
 * only if it is still unset, so no migration is needed. A delete meanwhile finds no counter and
 * changes nothing; the count it raced may then hold one item more than is stored, which leaves
 * the user one slot fewer, never a save lost.
 */
import { MAX_SAVED_BACKTESTS_PER_USER, TOO_MANY_SAVED_BACKTESTS } from '../../shared/contracts/limits';
import type { SavedTable } from '../adapters/saved-table';
import type { UsersTable } from '../adapters/users-table';
import { AppError } from '../platform/errors';
import { getOrCreateUser } from '../users/user-status-service';

interface CapStores {
  users: UsersTable;
  saved: SavedTable;
}

/** Takes one saved-backtest slot of the user, or throws the 409 that tells them to delete some. */
export async function takeSavedSlot(s: CapStores, userId: string): Promise<void> {
  const user = await getOrCreateUser(s.users, userId);
  if (user.saved_count === undefined) await s.users.initSavedCount(userId, await s.saved.count(userId));
  if (await s.users.takeSavedSlot(userId, MAX_SAVED_BACKTESTS_PER_USER)) return;
  // 409, not 429: waiting does not help, deleting does.
  throw new AppError('saved.limit_reached', 409, TOO_MANY_SAVED_BACKTESTS);
}

