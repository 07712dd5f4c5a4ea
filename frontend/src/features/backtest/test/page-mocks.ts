import { vi } from 'vitest';
import { freeUserStatus, type SavedBacktest, type UserStatus } from '../lib/shared';

/**
 * Stand-ins for the shell's hooks (frontend/src/lib): the API mutations, the paywall controller
 * and the saved hand-over. Pages under test import the real modules; vi.mock swaps these in.
 */
export const mocks = {
  runCovered: vi.fn(),
  runSpreads: vi.fn(),
  save: vi.fn(),
  guardRun: vi.fn(() => true),
  openPaywall: vi.fn(),
  saved: null as SavedBacktest | null,
  userStatus: freeUserStatus() as UserStatus,
};

export function resetMocks() {
  mocks.runCovered.mockReset();
  mocks.runSpreads.mockReset();
  mocks.save.mockReset();
  mocks.guardRun.mockReset();
  mocks.guardRun.mockReturnValue(true);
  mocks.openPaywall.mockReset();
  mocks.saved = null;
  mocks.userStatus = freeUserStatus();
  window.localStorage.clear();
}
