/**
 * The far-put run note (shared/engine/strategy/far-put-note.ts, audit 18 F5) as a trader reads it,
 * in a real browser (Debian chromium) against the real local runtime, through the worker's path:
 * a long SPX put at 0.004 |delta| on modeled 2019 chains, minimum volume 0. On a 390 px phone the
 * note sits under Run notes, its lead a heading that opens to the note whole, inside the screen.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRuntimeHandle } from '../../infra/local/start-local-runtime';
import { join } from 'node:path';
import { SCREENSHOT_DIR, skipReason } from './support/browser';
import { signedUpPage, startAppAndBrowser, stopAppAndBrowser } from './support/journey-setup';
import { openSettings, openSpreads, pickPreset, runToResults, setDates, setTicker } from './support/spreads-steps';

let runtime: LocalRuntimeHandle | undefined;
let browser: Browser;
let page: Page;

describe.skipIf(skipReason)('the far-put run note in the browser', () => {
  beforeAll(async () => {
    [runtime, browser] = await startAppAndBrowser();
    page = await signedUpPage(browser, runtime.url, `far-put-${Date.now()}@example.com`);
  });

  afterAll(() => stopAppAndBrowser(runtime, browser));

  it('a long SPX put under 0.01 delta shows the note under Run notes, whole and inside 390 px', async () => {
    await openSpreads(page);
    await openSettings(page);
    await page.getByRole('textbox', { name: 'Strategy Name' }).fill('Far put');
    await setTicker(page, 'SPX');
    await setDates(page, '2019-01-02', '2019-06-28');
    await page.getByRole('spinbutton', { name: 'Min Volume' }).fill('0');
    // 'Custom' clears the legs only as a change from another preset.
    await pickPreset(page, 'Long Straddle');
    await pickPreset(page, 'Custom');
    await page.getByRole('button', { name: 'Add Leg' }).click();
    await page.getByRole('combobox', { name: 'Leg 1 Option Type' }).selectOption({ label: 'Put' });
    await page.getByRole('spinbutton', { name: 'Leg 1 DTE Target' }).fill('60');
    await page.getByRole('spinbutton', { name: 'Leg 1 Target Value' }).fill('-0.004');
    await runToResults(page);
    await page.setViewportSize({ width: 390, height: 844 });

    const runNotes = page.locator('details', { has: page.locator('summary', { hasText: /^Run notes/ }) });
    if ((await runNotes.getAttribute('open')) === null) await runNotes.locator('summary', { hasText: /^Run notes/ }).click();
    const list = page.getByRole('list', { name: 'Notes on the run' });
    const item = list.getByRole('listitem').filter({ hasText: 'Far out-of-the-money puts on modeled quotes' });
    await item.locator('summary').click();
    const text = await item.innerText();
    expect(text).toMatch(/the run bought \d[\d,]* contracts? of puts under 0\.01 delta\./);
    expect(text).toContain("the same strike's modeled ask sat $0.35-$0.41 a share under the real ask");
    expect(text).toContain('so the result may read better than it would have been.');
    await item.scrollIntoViewIfNeeded();
    const box = await item.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The notes as the phone shows them (the whole page runs to ~5,600 px: a full-page shot hides them).
    await runNotes.screenshot({ path: join(SCREENSHOT_DIR, 'far-put-note-phone.png') });
  });
});
