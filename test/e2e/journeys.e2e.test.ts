/**
 * Every user journey of issue 11, in a real browser (Debian chromium) against the real local
 * runtime: one runtime and one user for the whole file, journeys in order (the quota journey
 * relies on the three free backtests spent before it). Each journey ends with a screenshot in
 * test/e2e/screenshots/. The browser's Content-Security-Policy violations are recorded across all
 * of them and must be none (issue 17).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRuntimeHandle } from '../../infra/local/start-local-runtime';
import { launchBrowser, screenshot, skipReason } from './support/browser';
import { watchCspViolations, type CspViolation } from './support/csp';
import { freshStateDir, signIn, signUp, startApp } from './support/app';
import { runCoveredJourney, runWheelJourney } from './support/covered-steps';

const email = `trader-${Date.now()}@example.com`;
let stateDir: string;
let runtime: LocalRuntimeHandle;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let cspViolations: CspViolation[];

describe.skipIf(skipReason)('user journeys in the browser', () => {
  beforeAll(async () => {
    stateDir = freshStateDir();
    [runtime, browser] = await Promise.all([startApp(stateDir), launchBrowser()]);
    context = await browser.newContext({ viewport: { width: 1400, height: 950 } });
    cspViolations = await watchCspViolations(context);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await runtime?.stop();
  });

  it('1. signed out: every path shows the landing page; sign-up enforces the policy, then lands on /backtest', async () => {
    for (const path of ['/', '/backtest', '/backtest/covered', '/saved', '/no-such-page']) {
      await page.goto(runtime.url + path);
      await page.getByRole('button', { name: 'Get Started' }).first().waitFor();
    }
    await signUp(page, runtime.url, email, 'abcde');
    const error = page.getByRole('dialog').getByRole('alert');
    await error.waitFor();
    expect(await error.innerText()).toBe('Password must be at least 6 characters');
    expect(page.url()).not.toContain('/backtest');

    await page.getByLabel('Password').fill('correct-horse-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/backtest$/, { timeout: 20_000 });
    await page.getByText('3 free backtests remaining').waitFor();
    await screenshot(page, '1-signed-up');
  });

  it('2. covered call on SPY: loading state, results, reason and contract modals, benchmark, sort', async () => {
    await runCoveredJourney(page);
    await screenshot(page, '2-covered-results');
  });

  it('3. wheel with catch stop loss on AAPL; a start date after the end date is refused', async () => {
    await runWheelJourney(page);
    await screenshot(page, '3-wheel-results');
  });

  it('8. sign out returns to the signed-out landing page, and signing in again restores the account', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu', { name: 'Account' });
    await menu.getByText(email).waitFor();
    await menu.getByText(/Free Backtests/i).first().waitFor();
    await menu.getByText('Sign out').click();
    await page.getByRole('button', { name: 'Get Started' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);
    await page.goto(`${runtime.url}/saved`);
    await page.getByRole('button', { name: 'Get Started' }).first().waitFor();
    await screenshot(page, '8-signed-out');

    await signIn(page, runtime.url, email);
    await page.getByText('1 free backtest remaining').waitFor();
  });

  it('the Content-Security-Policy is sent and nothing in these journeys violated it', async () => {
    const answer = await page.goto(`${runtime.url}/backtest`);
    expect(answer?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(cspViolations).toEqual([]);
  });
});
