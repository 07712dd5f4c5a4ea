import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** Where each builder entry was scrolled when last seen (this tab, in memory): one number per entry. */
const scrolledTo = new Map<string, number>();

/**
 * Back to a builder whose results are read again (lib/entry-run.ts): the browser puts the window back
 * where it was at once, while the page still holds the form alone, so it lands short (1531 -> 825 px
 * at 1280 px, 3569 -> 1220 px at 390 px, h-back21). This keeps the position as the trader scrolls
 * and returns to it once the results are drawn. `key`: the page's history entry (lib/entry-run.ts);
 * `restoring`: the kept run is loading (a scroll then is the browser's short one, not the trader's).
 */
export function useEntryScroll(key: string | null, restoring: boolean) {
  const restoringNow = useRef(restoring);
  restoringNow.current = restoring;
  // A layout effect, so it is removed in the commit that takes the page away, before the next
  // screen's scroll to its top (dashboard-layout) can be taken for the trader's.
  useLayoutEffect(() => {
    if (!key) return;
    const onScroll = () => {
      if (!restoringNow.current) scrolledTo.set(key, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [key]);
  const [scrollBack, setScrollBack] = useState(false);
  useLayoutEffect(() => {
    if (!scrollBack || !key) return;
    setScrollBack(false);
    const y = scrolledTo.get(key);
    if (y !== undefined) window.scrollTo(0, y);
  }, [scrollBack, key]);
  /** Called when the kept results are shown: the window goes back where the trader left it. */
  return useCallback(() => setScrollBack(true), []);
}
