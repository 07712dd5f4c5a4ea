import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { markPaywallShown, wasPaywallShown, type StrategyMode } from '../storage';
import { useUserStatus } from '../user-status/user-status-context';
import { PAYWALL_REASONS } from './paywall-reasons';
import { canRunBacktest, shouldAutoShowPaywall } from './paywall-rules';

export interface PaywallContextValue {
  isOpen: boolean;
  /** Why it is open (PAYWALL_REASONS), shown above the price; null for the plain upsell. */
  reason: string | null;
  /** Opens it; a reason says which Pro door was pressed (a click event passed along is ignored). */
  openPaywall(reason?: unknown): void;
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
  const [reason, setReason] = useState<string | null>(null);
  const openPaywall = useCallback((why?: unknown) => {
    setReason(typeof why === 'string' ? why : null);
    setOpen(true);
  }, []);
  const closePaywall = useCallback(() => setOpen(false), []);
  const canRun = useCallback(() => canRunBacktest(status), [status]);
  const guardRun = useCallback(() => {
    if (canRunBacktest(status)) return true;
    openPaywall(PAYWALL_REASONS.noFreeBacktests);
    return false;
  }, [status, openPaywall]);
  const autoShow = useCallback(
    (mode: StrategyMode) => {
      if (!shouldAutoShowPaywall(status, isFresh, wasPaywallShown(mode))) return;
      markPaywallShown(mode);
      openPaywall();
    },
    [status, isFresh, openPaywall],
  );
  const value = useMemo(
    () => ({ isOpen, reason, openPaywall, closePaywall, canRun, guardRun, autoShow }),
    [isOpen, reason, openPaywall, closePaywall, canRun, guardRun, autoShow],
  );
  return <PaywallContext.Provider value={value}>{children}</PaywallContext.Provider>;
}
