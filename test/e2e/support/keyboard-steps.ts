/** Accessibility journeys: what a keyboard-only trader does with dialogs, and where focus goes. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** True when the focused element is inside the topmost open dialog. */
async function focusInDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const dialogs = document.querySelectorAll('[role="dialog"][aria-modal="true"]');
    const top = dialogs[dialogs.length - 1];
    return Boolean(top && document.activeElement && top.contains(document.activeElement));
  });
}

/**
 * Opens a dialog from `opener` with the key given (Enter or Space), checks focus moved in and
 * stays in through `tabs` presses of Tab and of Shift+Tab, then Escape closes it and focus is
 * back on the opener.
 */
export async function dialogByKeyboard(page: Page, opener: Locator, key: 'Enter' | ' ', dialogName: string | RegExp, tabs = 12): Promise<void> {
  await opener.focus();
  await page.keyboard.press(key === ' ' ? 'Space' : key);
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.waitFor();
  expect(await focusInDialog(page)).toBe(true);
  for (let i = 0; i < tabs; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInDialog(page)).toBe(true);
  }
  for (let i = 0; i < tabs; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDialog(page)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
}

/**
 * Tabs through the first `count` controls of the page and returns those that show no focus
 * indicator (no outline and no box-shadow while focused), as 'TAG name'.
 */
export async function controlsWithoutVisibleFocus(page: Page, count: number): Promise<string[]> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const missing: string[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    const seen = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const after = getComputedStyle(el, '::after');
      const visible = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0)
        || style.boxShadow !== 'none'
        || (after.outlineStyle !== 'none' && parseFloat(after.outlineWidth) > 0);
      const label = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '';
      return visible ? '' : `${el.tagName}${el.getAttribute('type') ? `[${el.getAttribute('type')}]` : ''}.${el.className} ${label.trim().slice(0, 40)}`;
    });
    if (seen) missing.push(seen);
  }
  return [...new Set(missing)];
}
