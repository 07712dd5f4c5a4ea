import { useLocation } from 'react-router-dom';
import { useUserStatus } from '../../lib/user-status/user-status-context';
import { showsFreeCount } from '../../lib/paywall/paywall-rules';
import { Icon } from '../../components/icons';
import { AccountMenu } from './account-menu';

const TITLES: Record<string, string> = {
  '/backtest': 'Backtest',
  '/backtest/covered': 'Covered Strategies',
  '/backtest/spreads': 'Spreads',
  '/saved': 'Saved Backtests',
  '/saved/compare': 'Compare Backtests',
};

interface AppHeaderProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
  onManageSubscription: () => void;
}

export function freeCountText(remaining: number): string {
  return `${remaining} free backtest${remaining === 1 ? '' : 's'} remaining`;
}

/** Page title, mobile menu toggle, remaining free backtests (free users) and the account menu. */
export function AppHeader({ menuOpen, onToggleMenu, onManageSubscription }: AppHeaderProps) {
  const { pathname } = useLocation();
  const { status } = useUserStatus();
  return (
    <header className="app-header">
      <button
        type="button"
        className="menu-toggle"
        aria-label={menuOpen ? 'Close menu' : 'Open menu'}
        aria-expanded={menuOpen}
        aria-controls="app-sidebar"
        onClick={onToggleMenu}
      >
        <Icon name="menu" />
      </button>
      <h1 className="app-header-title">{TITLES[pathname] ?? 'Backtest'}</h1>
      <div className="app-header-right">
        {showsFreeCount(status) && (
          <span className="free-count" data-testid="header-free-count">
            {freeCountText(status.free_backtests_remaining)}
          </span>
        )}
        <AccountMenu onManageSubscription={onManageSubscription} />
      </div>
    </header>
  );
}
