/**
 * A trade reason with orders over the day's volume, in the trade log of a real browser (Debian
 * chromium) at a phone's 390 px: the Bull Call Spread preset on AAPL 2023 at the form's defaults
 * sizes its spreads by margin, 242 contracts a leg on 2023-10-13 against modeled day volumes of 142
 * and 197, and the engine names both legs in full in the reason (over-volume.ts). The row, 14 lines
 * on a phone with the whole reason in view, shows its lead (what closed the trade, then the sizes
 * against the volumes in short: over-volume-lead.ts), the whole reason folded behind it and opening
 * word for word when the lead is pressed.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRuntimeHandle } from '../../infra/local/start-local-runtime';
import { screenshot, skipReason } from './support/browser';
import { signedUpPage, startAppAndBrowser, stopAppAndBrowser } from './support/journey-setup';
import { openSettings, openSpreads, pickPreset, runToResults, setDates, setTicker } from './support/spreads-steps';

const LEAD = "Expiration on 2023-11-10: settled at intrinsic value, PM-settled at the close $186.40. "
  + "Opened over the day's volume: 242 contracts against a day volume of 142, 242 against 197 (modeled); a fill this size at one price is optimistic.";

let runtime: LocalRuntimeHandle | undefined;
let browser: Browser;
let page: Page;

describe.skipIf(skipReason)("a reason with orders over the day's volume in the trade log, on a phone", () => {
  beforeAll(async () => {
    [runtime, browser] = await startAppAndBrowser();
    page = await signedUpPage(browser, runtime.url, `over-volume-${Date.now()}@example.com`);
  });

  afterAll(() => stopAppAndBrowser(runtime, browser));

  it('shows the lead with the sizes against the volumes, the whole reason folded behind it', async () => {
    await openSpreads(page);
    await pickPreset(page, 'Bull Call Spread');
    await openSettings(page);
    await setTicker(page, 'AAPL');
    await setDates(page, '2023-01-03', '2023-12-29');
    await runToResults(page);
    // Run from the desktop's sidebar, read on a phone's width.
    await page.setViewportSize({ width: 390, height: 844 });
    const trade = page.getByRole('list', { name: 'Trades' }).getByRole('article').filter({ hasText: 'Expiration on 2023-11-10' });
    expect(await trade.count()).toBe(1);
    const lead = trade.locator('summary.bt-trade__reason-lead');
    const whole = trade.getByTestId('trade-reason');
    expect(await lead.innerText()).toBe(LEAD);
    // Folded: the strikes and expiries of each leg are behind the lead, not in view.
    expect(await whole.isVisible()).toBe(false);
    await lead.click();
    await whole.waitFor({ state: 'visible' });
    expect(await whole.innerText()).toContain("Opened more than the day's volume: 242 contracts of the long 185 call expiring 2023-11-10 against a day volume of 142 (modeled); "
      + '242 contracts of the short 190 call expiring 2023-11-10 against a day volume of 197 (modeled): a fill this size at one price is optimistic');
    await screenshot(page, 'over-volume-lead-phone');
  });
});
