import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** Where each builder entry was scrolled when last seen (this tab, in memory): one number per entry. */
const scrolledTo = new Map<string, number>();

/**
 * The same positions kept in the tab's storage when the page goes away (a reload, or the tab leaving
 * the app), so a reload puts the window back too: the memory above is gone by then, while the
 * entry's key and run live on in history.state (lib/entry-run.ts). Written at `pagehide`, not on every
 * scroll. The last few entries only.
 */
const STORE_KEY = 'obt.entry-scroll';
const KEPT_ENTRIES = 20;

function tabStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be disabled (privacy mode): a reload then lands where the browser puts it, as before.
    return null;
  }
}

function storedPositions(): Array<[string, number]> {
  try {
    const parsed: unknown = JSON.parse(tabStore()?.getItem(STORE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((e): e is [string, number] => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'number' && Number.isFinite(e[1]) && e[1] >= 0);
  } catch {
    // Not JSON: nothing kept.
    return [];
  }
}

/** Where `key` was scrolled: this tab's memory, else what the tab stored before a reload. */
export function scrolledPosition(key: string): number | undefined {
  return scrolledTo.get(key) ?? storedPositions().find(([k]) => k === key)?.[1];
}

/** Writes this tab's positions over the stored ones (the latest last, the oldest dropped past KEPT_ENTRIES). */
export function storeScrolledPositions(): void {
  const merged = new Map(storedPositions());
  for (const [key, y] of scrolledTo) {
    merged.delete(key);
    merged.set(key, y);
  }
  try {
    tabStore()?.setItem(STORE_KEY, JSON.stringify([...merged].slice(-KEPT_ENTRIES)));
  } catch {
    // Quota exceeded: a reload lands where the browser puts it.
  }
}

/** The builder on screen: its entry, and whether its kept run is still loading (its position is then not the trader's). */
let onScreen: { key: string; restoring: { current: boolean } } | null = null;
let storingOnPageHide = false;

/**
 * Once per tab, for as long as it lives: a reload from another screen keeps the builder's position too
 * (Back then goes to it). The builder on screen has its position read at that moment: the scroll
 * event of the trader's last move may not have come yet (the browser sends it with the next frame).
 */
function storeOnPageHide(): void {
  if (storingOnPageHide) return;
  storingOnPageHide = true;
  window.addEventListener('pagehide', () => {
    if (onScreen !== null && !onScreen.restoring.current) scrolledTo.set(onScreen.key, window.scrollY);
    storeScrolledPositions();
  });
}

/**
 * Back to a builder whose results are read again (lib/entry-run.ts), or a reload of it: the browser
 * puts the window back where it was at once, while the page still holds the form alone, so it lands
 * short (1531 -> 825 px at 1280 px, 3569 -> 1220 px at 390 px, h-back21). This keeps the position as
 * the trader scrolls and returns to it once the results are drawn. `key`: the page's history entry
 * (lib/entry-run.ts); `restoring`: the kept run is loading (a scroll then is the browser's short one,
 * not the trader's).
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
    const mine = { key, restoring: restoringNow };
    onScreen = mine;
    storeOnPageHide();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (onScreen === mine) onScreen = null;
    };
  }, [key]);
  const [scrollBack, setScrollBack] = useState(false);
  useLayoutEffect(() => {
    if (!scrollBack || !key) return;
    setScrollBack(false);
    const y = scrolledPosition(key);
    if (y !== undefined) window.scrollTo(0, y);
  }, [scrollBack, key]);
  /** Called when the kept results are shown: the window goes back where the trader left it. */
  return useCallback(() => setScrollBack(true), []);
}
