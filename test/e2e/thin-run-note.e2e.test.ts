/**
 * The note above the metric cards in a real browser (Debian chromium) against the real local
 * runtime: a SPY wheel 2023-2024 on one lot (about $38,000 of cash at the start) whose cash fell
 * behind SPY's price, with an entry condition on its put. The note counts the days the cash could
 * not secure the put apart from the days the strategy's own entry condition kept it out (before:
 * one count, 'N entries skipped (most often: …)', that called both skipped entries).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRuntimeHandle } from '../../infra/local/start-local-runtime';
import { screenshot, skipReason } from './support/browser';
import { signedUpPage, startAppAndBrowser, stopAppAndBrowser } from './support/journey-setup';
import { addCondition, openCovered, runAndWaitForResults, setDates, setTicker } from './support/covered-steps';

let runtime: LocalRuntimeHandle | undefined;
let browser: Browser;
let page: Page;

describe.skipIf(skipReason)('thin-run note in the browser', () => {
  beforeAll(async () => {
    [runtime, browser] = await startAppAndBrowser();
    page = await signedUpPage(browser, runtime.url, `thin-${Date.now()}@example.com`);
  });

  afterAll(() => stopAppAndBrowser(runtime, browser));

  it('a SPY wheel 2023-2024 counts unsecured puts apart from the days its own rules did not enter', async () => {
    await openCovered(page);
    await setTicker(page, 'SPY');
    await setDates(page, '2023-01-01', '2024-12-31');
    await page.getByLabel('Start Type').selectOption({ label: 'Cash-Secured Put' });
    await page.getByRole('switch', { name: 'Wheel' }).or(page.getByRole('checkbox', { name: 'Wheel' })).first().check();
    const put = page.locator('section[aria-label="Cash-Secured Put Config"]');
    if ((await page.getByLabel('Cash-Secured Put DTE Target').count()) === 0) await put.getByText('Cash-Secured Put Config').first().click();
    await addCondition(page, 'Add Cash-Secured Put entry condition', 'Technical', 'Entry Conditions');
    await runAndWaitForResults(page, 'Running covered strategy simulation...');

    const note = page.getByRole('note', { name: 'How much the run traded' });
    await note.waitFor();
    const text = await note.innerText();
    await note.scrollIntoViewIfNeeded();
    await screenshot(page, 'thin-run-note-wheel');
    expect(text).toMatch(/^\d+ entries skipped: cash could not secure the put; /);
    expect(text).toMatch(/; on \d+ days? the strategy's own rules did not enter \(entry conditions not met\); /);
    expect(text).not.toMatch(/most often: cash-secured put: cash/);
    expect(text).toMatch(/an option position was open on [\d.]+% of days/);
  });
});
