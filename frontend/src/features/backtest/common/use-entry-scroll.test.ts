import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The module as a reload finds it: its memory empty, the tab's storage as the page left it. */
async function freshModule() {
  vi.resetModules();
  return import('./use-entry-scroll');
}

describe('builder scroll positions over a reload (h-words22)', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('a position kept when the page went away is found again after a reload, by its entry', async () => {
    const before = await freshModule();
    expect(before.scrolledPosition('entry-a')).toBeUndefined();
    // What the scroll listener keeps in memory, then the page goes away (pagehide writes it).
    window.sessionStorage.setItem('obt.entry-scroll', JSON.stringify([['entry-b', 300]]));
    const { renderHook } = await import('@testing-library/react');
    const { result, unmount } = renderHook(() => before.useEntryScroll('entry-a', false));
    expect(typeof result.current).toBe('function');
    Object.defineProperty(window, 'scrollY', { value: 1531, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    unmount();
    window.dispatchEvent(new Event('pagehide'));
    const after = await freshModule();
    expect(after.scrolledPosition('entry-a')).toBe(1531);
    expect(after.scrolledPosition('entry-b')).toBe(300);
    expect(after.scrolledPosition('entry-c')).toBeUndefined();
  });

  it("reads the builder's position when the page goes away, its last scroll event not come yet", async () => {
    const m = await freshModule();
    const { renderHook } = await import('@testing-library/react');
    const { unmount } = renderHook(() => m.useEntryScroll('entry-d', false));
    Object.defineProperty(window, 'scrollY', { value: 2207, configurable: true });
    window.dispatchEvent(new Event('pagehide'));
    unmount();
    expect((await freshModule()).scrolledPosition('entry-d')).toBe(2207);
  });

  it('reads nothing from a store that is not its own shape, and keeps the last 20 entries', async () => {
    window.sessionStorage.setItem('obt.entry-scroll', '{"not":"a list"}');
    const m = await freshModule();
    expect(m.scrolledPosition('entry-a')).toBeUndefined();
    window.sessionStorage.setItem('obt.entry-scroll', JSON.stringify([...Array.from({ length: 25 }, (_, i) => [`e${i}`, i]), ['bad', -5], ['nan', 'x']]));
    m.storeScrolledPositions();
    const kept = JSON.parse(window.sessionStorage.getItem('obt.entry-scroll') ?? '[]') as Array<[string, number]>;
    expect(kept).toHaveLength(20);
    expect(kept[0]).toEqual(['e5', 5]);
    expect(kept.some(([k]) => k === 'bad' || k === 'nan')).toBe(false);
  });
});
