/**
 * The account menu's email on a phone (375 x 812), in a real browser against the real local
 * runtime: a long email showed cut with '…', whole only in a hover tooltip a touch screen cannot
 * show. The opened menu shows it whole (wrapped), inside the screen.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRuntimeHandle } from '../../infra/local/start-local-runtime';
import { dismissPaywallIfShown } from './support/app';
import { screenshot, skipReason } from './support/browser';
import { signedUpPage, startAppAndBrowser, stopAppAndBrowser } from './support/journey-setup';

const PHONE = { width: 375, height: 812 };
const email = `a-rather-long-trader-name-${Date.now()}@example-brokerage.com`;
let runtime: LocalRuntimeHandle | undefined;
let browser: Browser;
let page: Page;

describe.skipIf(skipReason)('the account menu on a phone', () => {
  beforeAll(async () => {
    [runtime, browser] = await startAppAndBrowser();
    page = await signedUpPage(browser, runtime.url, email, { viewport: PHONE, hasTouch: true, isMobile: true });
  });

  afterAll(() => stopAppAndBrowser(runtime, browser));

  it('shows the whole email in the opened menu, not cut with an ellipsis, inside the screen', async () => {
    await dismissPaywallIfShown(page);
    await page.getByRole('button', { name: 'Account menu' }).tap();
    const shown = page.locator('.account-email');
    await shown.waitFor();
    expect(await shown.innerText()).toBe(email);
    // Nothing of it is clipped: its text fits its box.
    expect(await shown.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    const box = await shown.boundingBox();
    if (!box) throw new Error('no box for the email');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'phone-account-email');
  });
});
