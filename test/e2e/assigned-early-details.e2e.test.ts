/**
 * Contract Details of a leg assigned early, in a real browser (Debian chromium) against the real local
 * runtime (audit 16 F2): the Bull Call Spread preset turned into a deep in-the-money call calendar on
 * MSFT 2022 (short 0.9 delta 30 DTE, long the same strike 60 DTE), whose short 250 call is assigned on
 * 2022-08-16 ahead of the 08-17 ex-date. Its Exit read 'Bid $42.71 (modeled) … Bid IV 47.6%' under
 * 'Quote from the modeled option chain', with no word of the assignment; it must read as a settlement.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRuntimeHandle } from '../../infra/local/start-local-runtime';
import { screenshot, skipReason } from './support/browser';
import { signedUpPage, startAppAndBrowser, stopAppAndBrowser } from './support/journey-setup';
import { openSettings, openSpreads, pickPreset, runToResults, setDates, setTicker } from './support/spreads-steps';

let runtime: LocalRuntimeHandle | undefined;
let browser: Browser;
let page: Page;

describe.skipIf(skipReason)('Contract Details of an early-assigned leg in the browser', () => {
  beforeAll(async () => {
    [runtime, browser] = await startAppAndBrowser();
    page = await signedUpPage(browser, runtime.url, `assigned-${Date.now()}@example.com`);
  });

  afterAll(() => stopAppAndBrowser(runtime, browser));

  it('the short assigned early reads settled at its intrinsic value against the close, with no implied vol', async () => {
    await openSpreads(page);
    await pickPreset(page, 'Bull Call Spread');
    await page.getByRole('combobox', { name: 'Leg 1 Side' }).selectOption('short');
    await page.getByRole('spinbutton', { name: 'Leg 1 Target Value' }).fill('0.9');
    await page.getByRole('region', { name: 'Leg 1 Child 1' }).getByRole('button', { expanded: false }).first().click();
    await page.getByRole('combobox', { name: 'Leg 1 Child 1 Side' }).selectOption('long');
    await page.getByRole('spinbutton', { name: 'Leg 1 Child 1 DTE Target' }).fill('60');
    await page.getByRole('spinbutton', { name: 'Leg 1 Child 1 Strike Offset ($)' }).fill('0');
    await page.getByRole('spinbutton', { name: 'Leg 1 Child 1 Offset Tolerance ($)' }).fill('0');
    await openSettings(page);
    await setTicker(page, 'MSFT');
    await setDates(page, '2022-01-03', '2022-12-30');
    await runToResults(page);

    const row = page.getByRole('list', { name: 'Trades' }).getByRole('article').filter({ hasText: 'Assigned early before the 2022-08-17 ex-date' });
    await row.first().waitFor({ timeout: 20_000 });
    expect(await row.count()).toBe(1);
    await row.getByRole('button', { name: /^SHORT \d+× CALL \$250\.00/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Contract Details' });
    await dialog.getByRole('button', { name: 'Exit', exact: true }).click();
    const value = async (term: string) => dialog.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]').innerText();
    const text = await dialog.innerText();
    await screenshot(page, 'assigned-early-contract-details');
    expect(text).toContain("Assigned early: settled at its intrinsic value $42.71 a share against the close $292.71 before its expiry (the trade's reason says why)");
    expect(text).not.toContain('Quote from the modeled option chain');
    expect([await value('Bid'), await value('Ask'), await value('Bid IV'), await value('Ask IV')]).toEqual(['$42.71', '$42.71', 'N/A', 'N/A']);
  });
});
