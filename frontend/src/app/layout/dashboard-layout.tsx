import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { CheckoutNotice } from './checkout-notice';
import { ManageSubscriptionModal } from '../../features/billing/manage-subscription-modal';
import { PaywallModal } from '../../features/billing/paywall-modal';
import { usePaywall } from '../../lib/paywall/paywall-context';
import { useUserStatus } from '../../lib/user-status/user-status-context';
import { AppHeader } from './app-header';
import { Sidebar } from './sidebar';
import { useScrollToTopOnNavigate } from './use-scroll-to-top';
import './layout.css';

/** The signed-in frame: sidebar, header with the account menu, the page, and the billing modals. */
export function DashboardLayout() {
  const location = useLocation();
  const paywall = usePaywall();
  const { isFresh } = useUserStatus();
  const [menuOpen, setMenuOpen] = useState(false);
  const [manageOpen, setManageOpen] = useState(false);
  useScrollToTopOnNavigate();

  // Close the mobile menu on navigation.
  useEffect(() => setMenuOpen(false), [location.pathname]);
  // And on Escape, as the app's dialogs close: open, its scrim covered the page and only a tap closed it.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      // Back to the button that opened it, as the dialogs give the focus back (it was inside the menu).
      document.querySelector<HTMLButtonElement>('.menu-toggle')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  // Spec section 4: the paywall auto-shows once per strategy mode for free non-trial users.
  // `paywallDecidedFor` names the page whose auto-show decision is taken (status fresh from the
  // server); it is set in the same effect as the paywall, so it commits with it. Browser
  // journeys wait on it instead of guessing how long the status fetch takes under load.
  const { autoShow } = paywall;
  const [paywallDecidedFor, setPaywallDecidedFor] = useState<string | null>(null);
  useEffect(() => {
    if (location.pathname === '/backtest/covered') autoShow('covered');
    if (location.pathname === '/backtest/spreads') autoShow('spreads');
    if (isFresh) setPaywallDecidedFor(location.pathname);
  }, [location.pathname, autoShow, isFresh]);

  return (
    <div className={menuOpen ? 'shell shell-menu-open' : 'shell'} data-paywall-decided-for={paywallDecidedFor ?? undefined}>
      <Sidebar open={menuOpen} onClose={() => setMenuOpen(false)} />
      <div className="shell-main">
        <AppHeader menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((o) => !o)} onManageSubscription={() => setManageOpen(true)} />
        <main className="shell-content">
          <CheckoutNotice />
          <Outlet />
        </main>
      </div>
      {paywall.isOpen && <PaywallModal onClose={paywall.closePaywall} reason={paywall.reason} />}
      {manageOpen && <ManageSubscriptionModal onClose={() => setManageOpen(false)} />}
    </div>
  );
}
