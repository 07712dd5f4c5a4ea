import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { markPaywallShown, wasPaywallShown, type StrategyMode } from '../storage';
import { useUserStatus } from '../user-status/user-status-context';
import { canRunBacktest, shouldAutoShowPaywall } from './paywall-rules';

export interface PaywallContextValue {
  isOpen: boolean;
  openPaywall(): void;
  closePaywall(): void;
  /** Whether the user may run a backtest now (paid, trial, or free backtests left). */
  canRun(): boolean;
  /** Call before a run: opens the paywall and returns false when the run is blocked. */
  guardRun(): boolean;
  /** Shows the paywall once per mode for free non-trial users (tracked in local storage). */
  autoShow(mode: StrategyMode): void;
}

export const PaywallContext = createContext<PaywallContextValue | null>(null);

export function usePaywall(): PaywallContextValue {
  const value = useContext(PaywallContext);
  if (!value) throw new Error('usePaywall must be used inside <PaywallProvider>');
  return value;
}

export function PaywallProvider({ children }: { children: ReactNode }) {
  const { status, isFresh } = useUserStatus();
  const [isOpen, setOpen] = useState(false);
  const openPaywall = useCallback(() => setOpen(true), []);
  const closePaywall = useCallback(() => setOpen(false), []);
  const canRun = useCallback(() => canRunBacktest(status), [status]);
  const guardRun = useCallback(() => {
    if (canRunBacktest(status)) return true;
    setOpen(true);
    return false;
  }, [status]);
  const autoShow = useCallback(
    (mode: StrategyMode) => {
      if (!shouldAutoShowPaywall(status, isFresh, wasPaywallShown(mode))) return;
      markPaywallShown(mode);
      setOpen(true);
    },
    [status, isFresh],
  );
  const value = useMemo(
    () => ({ isOpen, openPaywall, closePaywall, canRun, guardRun, autoShow }),
    [isOpen, openPaywall, closePaywall, canRun, guardRun, autoShow],
  );
  return <PaywallContext.Provider value={value}>{children}</PaywallContext.Provider>;
}
