import { useEffect, useRef, useState } from 'react';
import { useAuth } from '../../lib/auth/auth-context';
import { usePaywall } from '../../lib/paywall/paywall-context';
import { canManageSubscription, canUpgrade } from '../../lib/paywall/paywall-rules';
import { useUserStatus } from '../../lib/user-status/user-status-context';

/**
 * Account dropdown: email, Free Backtests remaining, Upgrade to Pro (neither paid nor trial),
 * Manage Subscription (paid or trial), Sign out. Opening it refetches the user status.
 */
export function AccountMenu({ onManageSubscription }: { onManageSubscription: () => void }) {
  const auth = useAuth();
  const { status, refresh } = useUserStatus();
  const { openPaywall } = usePaywall();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const email = auth.state.status === 'signedIn' ? auth.state.user.email : '';

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (rootRef.current && e.target instanceof Node && !rootRef.current.contains(e.target)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const toggle = () => {
    if (!open) void refresh();
    setOpen((o) => !o);
  };
  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <div className="account" ref={rootRef}>
      <button type="button" className="account-button" aria-label="Account menu" aria-haspopup="menu" aria-expanded={open} onClick={toggle}>
        <span className="avatar" aria-hidden="true">
          {(email[0] ?? '?').toUpperCase()}
        </span>
      </button>
      {open && (
        <div className="account-dropdown" role="menu" aria-label="Account">
          <div className="account-email" title={email}>
            {email}
          </div>
          {canUpgrade(status) && (
            <div className="account-free">
              Free Backtests remaining: <strong data-testid="menu-free-count">{status.free_backtests_remaining}</strong>
            </div>
          )}
          {!canUpgrade(status) && <div className="account-free">{status.trial ? 'Pro trial' : 'Pro plan'}</div>}
          <div className="account-divider" />
          {canUpgrade(status) && (
            <button type="button" role="menuitem" className="account-item account-upgrade" onClick={choose(openPaywall)}>
              Upgrade to Pro
            </button>
          )}
          {canManageSubscription(status) && (
            <button type="button" role="menuitem" className="account-item" onClick={choose(onManageSubscription)}>
              Manage Subscription
            </button>
          )}
          <button type="button" role="menuitem" className="account-item" onClick={choose(() => void auth.signOut())}>
            Sign out
          </button>
        </div>
      )}
    </div>
  );
}
