import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { freeUserStatus, type UserStatus } from '../../../../shared/contracts/user-status';
import { STORAGE_KEYS, wasPaywallShown } from '../storage';
import { UserStatusContext } from '../user-status/user-status-context';
import { PaywallProvider, usePaywall } from './paywall-context';
import { canCancel, canManageSubscription, canRunBacktest, canUpgrade, shouldAutoShowPaywall, showsFreeCount } from './paywall-rules';

const free = (over: Partial<UserStatus> = {}): UserStatus => ({ ...freeUserStatus(), ...over });

function setup(status: UserStatus, isFresh = true) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <UserStatusContext.Provider value={{ status, isFresh, refresh: async () => {} }}>
      <PaywallProvider>{children}</PaywallProvider>
    </UserStatusContext.Provider>
  );
  return renderHook(() => usePaywall(), { wrapper });
}

beforeEach(() => localStorage.clear());

describe('paywall rules (spec sections 4, 5 and 6)', () => {
  it('a run is blocked only when not paid, not on trial and no free backtest left', () => {
    expect(canRunBacktest(free())).toBe(true);
    expect(canRunBacktest(free({ free_backtests_remaining: 0 }))).toBe(false);
    expect(canRunBacktest(free({ free_backtests_remaining: 0, trial: true }))).toBe(true);
    expect(canRunBacktest(free({ free_backtests_remaining: 0, paid: true }))).toBe(true);
  });

  it('auto-shows for free non-trial users on a fresh status, once', () => {
    expect(shouldAutoShowPaywall(free(), true, false)).toBe(true);
    expect(shouldAutoShowPaywall(free(), true, true)).toBe(false);
    expect(shouldAutoShowPaywall(free(), false, false)).toBe(false);
    expect(shouldAutoShowPaywall(free({ trial: true }), true, false)).toBe(false);
    expect(shouldAutoShowPaywall(free({ paid: true }), true, false)).toBe(false);
  });

  it('upgrade and the free count for free users; manage for paid or trial; cancel hidden once cancelled', () => {
    expect([canUpgrade(free()), showsFreeCount(free()), canManageSubscription(free())]).toEqual([true, true, false]);
    expect([canUpgrade(free({ trial: true })), showsFreeCount(free({ trial: true })), canManageSubscription(free({ trial: true }))]).toEqual([false, false, true]);
    expect([canUpgrade(free({ paid: true })), canManageSubscription(free({ paid: true }))]).toEqual([false, true]);
    expect(canCancel(free({ paid: true }))).toBe(true);
    expect(canCancel(free({ paid: true, cancel: true }))).toBe(false);
    expect(canCancel(free())).toBe(false);
  });
});

describe('PaywallProvider', () => {
  it('auto-shows once per mode and remembers it in local storage', () => {
    const { result } = setup(free());
    act(() => result.current.autoShow('covered'));
    expect(result.current.isOpen).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.paywallShown.covered)).toBe('true');
    act(() => result.current.closePaywall());
    act(() => result.current.autoShow('covered'));
    expect(result.current.isOpen).toBe(false);
    act(() => result.current.autoShow('spreads'));
    expect(result.current.isOpen).toBe(true);
    expect(wasPaywallShown('spreads')).toBe(true);
    // The auto-shown upsell gives no reason; a button handing its click event gives none either.
    expect(result.current.reason).toBeNull();
    act(() => result.current.openPaywall({ type: 'click' }));
    expect(result.current.reason).toBeNull();
  });

  it('does not auto-show for trial or paid users, nor on a stale status', () => {
    for (const [status, fresh] of [[free({ trial: true }), true], [free({ paid: true }), true], [free(), false]] as const) {
      const { result } = setup(status, fresh);
      act(() => result.current.autoShow('spreads'));
      expect(result.current.isOpen).toBe(false);
      expect(wasPaywallShown('spreads')).toBe(false);
    }
  });

  it('guardRun opens the paywall and refuses when nothing is left', () => {
    const blocked = setup(free({ free_backtests_remaining: 0 }));
    let allowed = true;
    act(() => {
      allowed = blocked.result.current.guardRun();
    });
    expect(allowed).toBe(false);
    expect(blocked.result.current.isOpen).toBe(true);
    // It says the run did not happen and why, not only 'Unlock unlimited backtests'.
    expect(blocked.result.current.reason).toBe('You have no free backtests left, so this backtest did not run. Upgrade to Pro to keep running backtests.');
    const ok = setup(free({ free_backtests_remaining: 1 }));
    act(() => {
      allowed = ok.result.current.guardRun();
    });
    expect(allowed).toBe(true);
    expect(ok.result.current.isOpen).toBe(false);
  });
});
