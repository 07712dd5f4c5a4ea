import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useAuth } from '../../lib/auth/auth-context';
import { usePaywall } from '../../lib/paywall/paywall-context';
import { canManageSubscription, canUpgrade } from '../../lib/paywall/paywall-rules';
import { useUserStatus } from '../../lib/user-status/user-status-context';

/**
 * An address too long for the menu's width breaks after its '@' first: broken anywhere, a long one
 * read 'walk3-m-' / '1796440167494@example' / '.com', the domain's ending alone on the last line.
 * overflow-wrap (layout.css) still breaks a part longer than the menu.
 */
function EmailLines({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

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
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const email = auth.state.status === 'signedIn' ? auth.state.user.email : '';

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (rootRef.current && e.target instanceof Node && !rootRef.current.contains(e.target)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      if (menuRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // A role="menu" as ARIA has it: focus goes to its first item on open, and the arrow keys (Home,
  // End) move between the items. It opened with the focus left on the button and arrows did nothing.
  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);
  const moveFocus = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.findIndex((item) => item === document.activeElement);
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[e.key];
    if (next === undefined || items.length === 0) return;
    e.preventDefault();
    items[(next + items.length) % items.length]?.focus();
  };

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
      <button ref={buttonRef} type="button" className="account-button" aria-label="Account menu" aria-haspopup="menu" aria-expanded={open} onClick={toggle}>
        <span className="avatar" aria-hidden="true">
          {(email[0] ?? '?').toUpperCase()}
        </span>
      </button>
      {open && (
        <div ref={menuRef} className="account-dropdown" role="menu" aria-label="Account" onKeyDown={moveFocus}>
          <div className="account-email" title={email}>
            <EmailLines email={email} />
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
