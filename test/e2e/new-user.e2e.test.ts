/**
 * Issue 16 in a real browser against the real local runtime: what a new user met, fixed. One
 * runtime and one user for the file; the journeys run in order (they share the account and its
 * three free backtests: the covered run spends one).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRuntimeHandle } from '../../infra/local/start-local-runtime';
import { startLocalRuntime } from '../../infra/local/start-local-runtime';
import { freshStateDir } from './support/app';
import { launchBrowser, screenshot, skipReason } from './support/browser';
import { signUpToBacktest, stopAppAndBrowser } from './support/journey-setup';
import { bannerText, foldKeepsBlank, openMode, resetPasswordThroughMailbox, signInError, typeAndKeep } from './support/new-user-steps';

const email = `newuser-${Date.now()}@example.com`;
const NEW_PASSWORD = 'brand-new-pass-2';
let runtime: LocalRuntimeHandle;
let browser: Browser;
let context: BrowserContext;
let page: Page;

describe.skipIf(skipReason)('issue 16: the app as a new user meets it', () => {
  beforeAll(async () => {
    // A generous start-up timeout: the shared test machine can be busy building and warming up.
    [runtime, browser] = await Promise.all([startLocalRuntime({ stateDir: freshStateDir(), port: 0, timeoutMs: 240_000 }), launchBrowser()]);
    // A 390 px phone: the form sits above the results.
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    page = await context.newPage();
  });

  afterAll(() => stopAppAndBrowser(runtime, browser));

  it('one message for a wrong password and an unknown email; Forgot password? resets it through the local mailbox', async () => {
    await signUpToBacktest(page, runtime.url, email);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menu', { name: 'Account' }).getByText('Sign out').click();
    await page.getByRole('button', { name: 'Get Started' }).first().waitFor();

    const wrongPassword = await signInError(page, runtime.url, email, 'not-the-password');
    const unknownEmail = await signInError(page, runtime.url, `nobody-${Date.now()}@example.com`, 'whatever-1');
    expect(wrongPassword).toBe('Incorrect email or password.');
    expect(unknownEmail).toBe(wrongPassword);

    await resetPasswordThroughMailbox(page, runtime.url, email, NEW_PASSWORD);
    await screenshot(page, '16-1-password-reset');
  });

  it('fields keep what was typed; the run is blocked with the spec message or the field in words', async () => {
    await openMode(page, '/backtest/spreads');
    const runCalls: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/api/backtest') && runCalls.push(r.url()));
    for (const typed of ['0', '-2']) {
      await typeAndKeep(page, 'Leg 1 Quantity', typed);
      await page.getByRole('button', { name: 'Run Backtest' }).first().click();
      expect(await bannerText(page)).toContain('Leg 1 requires a valid quantity (>0)');
    }
    await typeAndKeep(page, 'Leg 1 Quantity', '1');
    await page.getByRole('button', { name: 'Strategy Settings' }).click();
    await typeAndKeep(page, 'Starting Balance ($)', '-5000');
    await page.getByText('Must be at least 1,000').waitFor();
    await page.getByRole('button', { name: 'Run Backtest' }).first().click();
    expect(await bannerText(page)).toContain('Starting Balance must be at least $1,000');
    // Blank stays blank, says Required, and blocks the run (it never goes back to the last value).
    await typeAndKeep(page, 'Starting Balance ($)', '');
    await page.getByText('Required', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Run Backtest' }).first().click();
    expect(await bannerText(page)).toContain('Starting Balance ($) is required');
    // Folding its card keeps it: '-' over a number reads as blank, the folded card names the field,
    // the run stays refused, and reopened the field is still blank (it never goes back to 100000).
    await typeAndKeep(page, 'Starting Balance ($)', '100000');
    await foldKeepsBlank(page, 'Strategy Settings', 'Starting Balance ($)', '-');
    await typeAndKeep(page, 'Starting Balance ($)', '100000');
    await page.getByLabel('Start Date', { exact: true }).fill('2005-01-03');
    await page.getByText('Start Date must be on or after 2010-01-01, the first day of data').waitFor();
    await page.getByRole('button', { name: 'Run Backtest' }).first().click();
    expect(await bannerText(page)).toContain('Start Date must be on or after 2010-01-01');
    expect(runCalls).toEqual([]);

    await openMode(page, '/backtest/covered');
    await typeAndKeep(page, /Starting Shares/, '0');
    await page.getByRole('button', { name: 'Run Backtest' }).first().click();
    const message = await bannerText(page);
    expect(message).toMatch(/Please configure Covered Call|Starting Shares must be at least 1 lot \(100 shares\)/);
    expect(message).not.toContain('shares_multiple');
    await typeAndKeep(page, /Starting Shares/, '2.5');
    await page.getByText('Enter a whole number').waitFor();
    await typeAndKeep(page, /Starting Shares/, '1');

    // The conditions dialog says what is wrong at the field, in words, never by the contract's path.
    if ((await page.getByLabel('Covered Call DTE Target').count()) === 0) {
      await page.locator('section[aria-label="Covered Call Config"]').getByText('Covered Call Config').first().click();
    }
    // The covered leg's own fold keeps a blank the same way.
    const dte = await page.getByRole('spinbutton', { name: 'Covered Call DTE Target' }).inputValue();
    await foldKeepsBlank(page, 'Covered Call Config', 'Covered Call DTE Target', '-');
    await typeAndKeep(page, 'Covered Call DTE Target', dte);
    await page.getByRole('button', { name: 'Add Covered Call exit condition' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exit Conditions' });
    await dialog.getByRole('button', { name: /Credit Capture/ }).click();
    await dialog.getByRole('spinbutton', { name: 'Credit to Capture (0–1)' }).fill('1.5');
    await dialog.getByText('Must be at most 1').waitFor();
    expect(await dialog.innerText()).not.toMatch(/tp_pct|must be <=/);
    expect(await dialog.getByRole('button', { name: 'Add Condition' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // An out-of-range value survives a reload: kept, named at the field, and the run refused.
    await typeAndKeep(page, 'Covered Call Delta', '5');
    await page.reload();
    await page.getByRole('button', { name: 'Run Backtest' }).first().waitFor();
    expect(await page.getByRole('spinbutton', { name: 'Covered Call Delta' }).inputValue()).toBe('5');
    await page.getByText('Must be at most 1').waitFor();
    await page.getByRole('button', { name: 'Run Backtest' }).first().click();
    expect(await bannerText(page)).toContain('Covered Call Delta must be at most 1');
    await typeAndKeep(page, 'Covered Call Delta', '0.3');
    expect(runCalls).toEqual([]);
    await screenshot(page, '16-2-fields-in-words');
  });

  it('on a phone the results come into view with elapsed time and job state; exits read in words; a failed run clears them', async () => {
    await page.getByLabel('Start Date', { exact: true }).fill('2024-01-02');
    await page.getByLabel('End Date', { exact: true }).fill('2024-12-31');
    const card = page.locator('section[aria-label="Covered Call Config"]');
    if ((await page.getByLabel('Covered Call DTE Target').count()) === 0) await card.getByText('Covered Call Config').first().click();
    // Hold the start answer back so the loading state is seen where the user is looking.
    await page.route('**/api/backtest/covered', async (route) => {
      await new Promise((r) => setTimeout(r, 2500));
      await route.continue();
    });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Run Backtest' }).first().click();
    const loading = page.getByRole('region', { name: 'Loading results' });
    await loading.waitFor();
    await page.getByTestId('run-elapsed').waitFor();
    expect(await page.getByTestId('run-state').innerText()).toMatch(/Sending the backtest|Accepted as job|on the server/);
    // Brought into view: the loading panel's top is on screen, not ~1,300 px below it.
    await expect.poll(async () => (await loading.boundingBox())?.y ?? 9999, { timeout: 5000 }).toBeLessThan(844 * 0.6);
    await page.getByRole('heading', { name: 'P&L Over Time' }).waitFor({ timeout: 60_000 });
    await page.unroute('**/api/backtest/covered');

    const log = page.getByRole('list', { name: 'Trades' });
    const text = await log.innerText();
    expect(text).toMatch(/Expired|Bought back|Assigned|Rolled/);
    expect(text).not.toMatch(/BOUGHT_BACK|EXPIRATION|ASSIGNMENT|_/);
    // A leg shows its dollar P&L for its quantity beside the per-share prices: '@ $x.xx → $y.yy +$zz.zz'.
    expect(await log.locator('.bt-leg-btn').first().innerText()).toMatch(/@ \$[\d.,]+ → \$[\d.,]+ [+-]?\$[\d,]+\.\d\d/);
    await page.getByRole('group', { name: 'CAGR' }).getByRole('button', { name: 'Help: CAGR' }).click();
    expect(await page.getByRole('tooltip').innerText()).toContain('365');
    // Inside the phone's width: it ran 86 px past the right edge and the page scrolled sideways.
    const tip = await page.getByRole('tooltip').boundingBox();
    expect((tip?.x ?? 0) + (tip?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('button', { name: '↑ Edit strategy' }).waitFor();
    // Which quotes priced the run and each trade (issue 20), and the costs it ran with (issue 14).
    expect(await page.getByRole('note', { name: 'Quote source' }).innerText()).toBe('Modeled quotes');
    expect(await log.getByText('Modeled quotes').count()).toBeGreaterThan(0);
    expect(await page.getByRole('note', { name: 'Costs of this run' }).innerText()).toContain('Costs: $0.65 per contract');
    // Nothing runs past the phone's right edge (the page would scroll sideways).
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && getComputedStyle(el).position !== 'fixed')
        .map((el) => `${el.tagName}.${String(el.className)} ${Math.round(el.getBoundingClientRect().right)}`)
        .slice(0, 5),
    );
    expect(wide).toEqual([]);
    await screenshot(page, '16-3-phone-results');

    await page.route('**/api/backtest/covered', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Market data store unavailable' }) }),
    );
    await page.getByRole('button', { name: 'Run Backtest' }).first().click();
    expect(await bannerText(page)).toContain('Market data store unavailable');
    expect(await page.getByRole('heading', { name: 'P&L Over Time' }).count()).toBe(0);
    await page.getByRole('heading', { name: 'No covered results yet' }).waitFor();
    await page.unroute('**/api/backtest/covered');
  });
});
