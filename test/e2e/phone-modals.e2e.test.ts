/**
 * The results' modals on a phone (390 x 844), in a real browser against the real local runtime.
 * Contract Details is taller than the screen there, so its body scrolls; its children shrank
 * instead (flex items of the scrolling body), and the Entry / Exit toggle, clipped by its own
 * overflow, was squeezed to a 2 px line: a trader could not see or press Exit.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRuntimeHandle } from '../../infra/local/start-local-runtime';
import { dismissPaywallIfShown } from './support/app';
import { screenshot, skipReason } from './support/browser';
import { signedUpPage, startAppAndBrowser, stopAppAndBrowser } from './support/journey-setup';

const PHONE = { width: 390, height: 844 };
const email = `phone-modals-${Date.now()}@example.com`;
let runtime: LocalRuntimeHandle | undefined;
let browser: Browser;
let page: Page;

describe.skipIf(skipReason)('the results modals on a phone', () => {
  beforeAll(async () => {
    [runtime, browser] = await startAppAndBrowser();
    page = await signedUpPage(browser, runtime.url, email, { viewport: PHONE, isMobile: true, hasTouch: true });
  });

  afterAll(() => stopAppAndBrowser(runtime, browser));

  it('Contract Details shows its Entry and Exit toggle whole, however long the details below it', async () => {
    await page.goto(`${runtime?.url}/backtest/covered`);
    await dismissPaywallIfShown(page);
    // The covered call is configured once its card is opened (spec: 'Please configure Covered Call').
    await page.getByRole('button', { name: 'Covered Call Config' }).click();
    await page.getByLabel('Start Date', { exact: true }).fill('2024-01-02');
    await page.getByLabel('End Date', { exact: true }).fill('2024-03-28');
    await page.getByRole('button', { name: 'Run Backtest' }).first().click();
    await page.getByRole('heading', { name: 'Trade Log' }).waitFor({ timeout: 120_000 });
    const leg = page.getByRole('button', { name: /^SHORT 1× CALL/ }).first();
    await leg.scrollIntoViewIfNeeded();
    await leg.click();
    const dialog = page.getByRole('dialog', { name: 'Contract Details' });
    await dialog.waitFor();
    const body = await dialog.locator('.bt-modal__body').evaluate((e) => ({ scrolls: e.scrollHeight > e.clientHeight }));
    expect(body.scrolls).toBe(true); // the case at hand: the details are taller than the modal
    for (const name of ['Entry', 'Exit']) {
      const box = await dialog.getByRole('button', { name, exact: true }).boundingBox();
      if (!box) throw new Error(`no ${name} button`);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
    const toggle = await dialog.locator('.bt-segmented').boundingBox();
    expect(toggle?.height ?? 0).toBeGreaterThanOrEqual(24);
    await screenshot(page, 'phone-contract-details');
  });
});
