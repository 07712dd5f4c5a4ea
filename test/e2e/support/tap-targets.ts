/**
 * WCAG 2.2's minimum target size (2.5.8): every control a trader taps is at least 24 x 24 CSS px.
 * Measured in the page: a control's hit area is its box (getBoundingClientRect); a native checkbox
 * draws itself at its box's size, so one under 24 px counts only if a 24 x 24 square centred on it
 * lands on it or on its label (elementFromPoint at the square's corners, edges and centre).
 */
import type { Page } from 'playwright-core';

export const MIN_TARGET_PX = 24;

export interface SmallestTarget { name: string; side: number }

/** The controls in `scope` (a CSS selector) whose hit area is under 24 x 24, as 'name WxH', and the smallest side seen. */
export async function smallTargets(page: Page, scope = 'body'): Promise<{ small: string[]; smallest: SmallestTarget | null }> {
  return page.evaluate(({ scope, min }) => {
    const CONTROLS = 'button, a[href], summary, select, textarea, input:not([type=hidden]), [role=button], [role=switch]';
    const name = (el: Element): string =>
      (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText?.trim() ?? '') || ((el as HTMLInputElement).labels?.[0]?.innerText.trim() ?? el.tagName);
    /** A 24 x 24 square centred on the checkbox: every probe on it or its label. */
    const missed: string[] = [];
    const squareHits = (el: HTMLInputElement): boolean => {
      el.scrollIntoView({ block: 'center', inline: 'center' });
      const r = el.getBoundingClientRect();
      const [cx, cy] = [r.left + r.width / 2, r.top + r.height / 2];
      const reach = min / 2 - 0.5;
      for (const dx of [-reach, 0, reach]) for (const dy of [-reach, 0, reach]) {
        const hit = document.elementFromPoint(cx + dx, cy + dy);
        if (hit !== el && !(hit instanceof HTMLLabelElement && hit.control === el)) {
          missed.push(`${dx},${dy} on ${hit?.tagName ?? 'nothing'}.${hit?.className.toString() ?? ''}`);
          return false;
        }
      }
      return true;
    };
    const small: string[] = [];
    let smallest: { name: string; side: number } | null = null;
    for (const el of document.querySelector(scope)?.querySelectorAll(CONTROLS) ?? []) {
      const r = el.getBoundingClientRect();
      // Not on screen (a closed disclosure's content, a hidden input), or text for screen readers only.
      if (r.width <= 1 || r.height <= 1 || getComputedStyle(el).visibility === 'hidden') continue;
      const label = name(el).replace(/\s+/g, ' ').slice(0, 40);
      const box = Math.min(r.width, r.height);
      const checkbox = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
      const side = box < min && checkbox && squareHits(el) ? min : box;
      if (!smallest || side < smallest.side) smallest = { name: label, side: Math.round(side * 10) / 10 };
      if (side < min) small.push(`${label} ${Math.round(r.width)}x${Math.round(r.height)}${missed.length ? ` (${missed.splice(0).join('; ')})` : ''}`);
    }
    return { small: [...new Set(small)], smallest };
  }, { scope, min: MIN_TARGET_PX });
}

/** How far the page reaches past the right edge of the window, in CSS px (0 when it fits). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth - window.innerWidth);
}
