/**
 * Journey 6 of issue 11 in a real browser against the real local runtime (its own state folder
 * and user): three free backtests, the paywall on the fourth, Upgrade through the local checkout
 * page, TRIAL with unlimited runs, and cancelling from Manage Subscription with the spec's texts.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRuntimeHandle } from '../../infra/local/start-local-runtime';
import {
  accountMenu,
  CANCEL_CONFIRM,
  CANCEL_SUCCESS,
  cancelSubscription,
  countRunCalls,
  expectPaywall,
  openManageSubscription,
  planBadge,
  upgradeThroughCheckout,
  cancelCheckout,
} from './support/billing-steps';
import { screenshot, skipReason } from './support/browser';
import { signedUpPage, startAppAndBrowser, stopAppAndBrowser } from './support/journey-setup';
import { openSettings, openSpreads, pickPreset, runToResults, setDates, setTicker } from './support/spreads-steps';

const email = `billing-${Date.now()}@example.com`;
let runtime: LocalRuntimeHandle | undefined;
let browser: Browser;
let page: Page;

const header = () => page.getByRole('banner');

describe.skipIf(skipReason)('quota and billing in the browser', () => {
  beforeAll(async () => {
    [runtime, browser] = await startAppAndBrowser();
    page = await signedUpPage(browser, runtime.url, email);
  });

  afterAll(() => stopAppAndBrowser(runtime, browser));

  it('6. the fourth backtest opens the paywall; checkout gives TRIAL, unlimited runs, and cancel shows the spec texts', async () => {
    if (!runtime) throw new Error('runtime not started');
    const runCalls = countRunCalls(page);
    await header().getByText('3 free backtests remaining').waitFor();
    // Free user: Upgrade to Pro is offered, Manage Subscription is not (spec section 6).
    const free = await accountMenu(page);
    expect(free.text).toContain(email);
    expect(free.text).toContain('Free Backtests remaining: 3');
    expect(free.items).toEqual(['Upgrade to Pro', 'Sign out']);

    // The paywall shows by itself on the first visit to a mode (spec section 4).
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Spreads', exact: true }).click();
    await expectPaywall(page);
    await page.getByRole('button', { name: 'Maybe later' }).click();
    await page.getByRole('dialog', { name: 'Upgrade to Pro' }).waitFor({ state: 'detached' });
    await openSpreads(page);
    await openSettings(page);
    await setTicker(page, 'QQQ');
    await setDates(page, '2024-01-02', '2024-06-28');
    await pickPreset(page, 'Iron Condor');

    for (const left of ['2 free backtests remaining', '1 free backtest remaining', '0 free backtests remaining']) {
      await runToResults(page);
      await header().getByText(left, { exact: true }).waitFor();
    }
    expect(runCalls()).toBe(3);

    // The fourth: blocked by the paywall before any call is made (spec section 5).
    await page.getByRole('button', { name: 'Run Backtest' }).click();
    await expectPaywall(page);
    expect(runCalls()).toBe(3);

    // Cancelled checkout: back on the builder, still free; the paywall still blocks the run.
    await cancelCheckout(page, runtime.url);
    await header().getByText('0 free backtests remaining', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Run Backtest' }).click();
    await expectPaywall(page);
    expect(runCalls()).toBe(3);

    await upgradeThroughCheckout(page, runtime.url);
    // Trial users see no free-backtest count in the header (spec section 2).
    await header().getByRole('button', { name: 'Account menu' }).waitFor();
    await expect.poll(() => header().getByText(/free backtests? remaining/).count(), { timeout: 10_000 }).toBe(0);
    const trial = await accountMenu(page);
    expect(trial.text).toContain('Pro trial');
    expect(trial.items).toEqual(['Manage Subscription', 'Sign out']);
    await openManageSubscription(page);
    expect(await planBadge(page)).toBe('TRIAL');
    await page.getByRole('dialog', { name: 'Manage Subscription' }).getByRole('button', { name: 'Close' }).first().click();

    // Unlimited: runs beyond the free three go through with no paywall (and it no longer auto-shows).
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Covered', exact: true }).click();
    await page.getByRole('heading', { name: 'No covered results yet' }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog', { name: 'Upgrade to Pro' }).count()).toBe(0);
    await openSpreads(page);
    for (let i = 0; i < 2; i++) await runToResults(page);
    expect(runCalls()).toBe(5);
    expect(await page.getByRole('dialog', { name: 'Upgrade to Pro' }).count()).toBe(0);

    await openManageSubscription(page);
    const dialogs = await cancelSubscription(page);
    expect(dialogs).toEqual([
      { type: 'confirm', message: CANCEL_CONFIRM },
      { type: 'alert', message: CANCEL_SUCCESS },
    ]);
    const modal = page.getByRole('dialog', { name: 'Manage Subscription' });
    await modal.getByRole('button', { name: /Cancel Subscription|Cancelling…/ }).waitFor({ state: 'detached', timeout: 5000 });
    expect(await planBadge(page)).toBe('TRIAL');
    await modal.getByRole('button', { name: 'Close' }).first().click();

    // Cancel-scheduled: access continues until the trial ends (spec section 4), and the server
    // remembers the cancellation: Cancel stays hidden when the modal is opened again.
    await runToResults(page);
    expect(runCalls()).toBe(6);
    expect(await page.getByRole('dialog', { name: 'Upgrade to Pro' }).count()).toBe(0);
    await openManageSubscription(page);
    expect(await planBadge(page)).toBe('TRIAL');
    await modal.getByText(/Cancellation scheduled/).waitFor();
    expect(await modal.getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0);
    await screenshot(page, '6-billing-cancelled');
  });
});
