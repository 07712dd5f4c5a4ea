import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A screen opened from a link or a button starts at its top. The window is the page's scroller and
 * the router keeps it across screens: opened from the menu at the bottom of a long builder, Spreads
 * showed its last card with its title and Run Backtest out of sight; Load and Compare, tapped low in
 * the saved list, opened their screen part way down. Back and Forward (POP) are left to the browser,
 * which puts the reader back where they were.
 */
export function useScrollToTopOnNavigate(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType === 'POP') return;
    window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
