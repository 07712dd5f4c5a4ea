/**
 * Accessibility in a real browser against the real local runtime: axe-core on every screen (no
 * serious or critical violation), and the keyboard and screen-reader paths a trader takes.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRuntimeHandle } from '../../infra/local/start-local-runtime';
import { PASSWORD } from './support/app';
import { seriousViolations } from './support/axe';
import { skipReason } from './support/browser';
import { DESKTOP_VIEWPORT, signUpToBacktest, startAppAndBrowser, stopAppAndBrowser } from './support/journey-setup';
import { openCovered, runAndWaitForResults, setDates, setTicker } from './support/covered-steps';
import { openSaved, saveFromResults } from './support/saved-steps';
import { openSpreads, pickPreset, runToResults } from './support/spreads-steps';
import { becomePro } from './support/sweep-steps';
import { controlsWithoutVisibleFocus, dialogByKeyboard } from './support/keyboard-steps';

const email = `a11y-${Date.now()}@example.com`;
let runtime: LocalRuntimeHandle | undefined;
let browser: Browser;
let page: Page;
const found: Record<string, string[]> = {};
const noFocusRing: Record<string, string[]> = {};

async function toCovered(): Promise<void> {
  await page.goto(new URL('/backtest', page.url()).toString());
  await openCovered(page);
}

async function audit(screen: string): Promise<void> {
  // Modals fade in: measured mid-fade, colours read dimmer than they are.
  await page.waitForTimeout(700);
  found[screen] = await seriousViolations(page);
  console.log(`[axe] ${screen}: ${found[screen].length}\n  ${found[screen].join('\n  ')}`);
}

describe.skipIf(skipReason)('accessibility audit', () => {
  beforeAll(async () => {
    [runtime, browser] = await startAppAndBrowser();
    const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
    page = await context.newPage();
  });

  afterAll(() => stopAppAndBrowser(runtime, browser));

  it('no serious or critical axe violation on any screen; dialogs by keyboard give focus back; a 401 and a dropped network read clearly and keep the form', async () => {
    if (!runtime) throw new Error('no runtime');
    await page.goto(runtime.url);
    await page.getByRole('button', { name: 'Get Started' }).first().waitFor();
    await audit('landing');
    await page.getByRole('button', { name: 'Get Started' }).first().click();
    await page.getByRole('dialog').waitFor();
    await audit('auth modal');
    await page.keyboard.press('Escape');
    await dialogByKeyboard(page, page.getByRole('button', { name: 'Get Started' }).first(), 'Enter', 'Create account');
    await signUpToBacktest(page, runtime.url, email);
    await audit('strategy picker');
    await openSaved(page);
    await page.waitForTimeout(1500);
    await page.getByText('No saved backtests yet').waitFor();
    await audit('saved empty');
    await toCovered();
    await audit('covered builder');
    noFocusRing['covered builder'] = await controlsWithoutVisibleFocus(page, 40);
    await setTicker(page, 'SPY');
    await setDates(page, '2024-01-02', '2024-12-31');
    const card = page.locator('section[aria-label="Covered Call Config"]');
    if ((await page.getByLabel('Covered Call DTE Target').count()) === 0) await card.getByText('Covered Call Config').first().click();
    await page.getByRole('button', { name: 'Add Covered Call exit condition' }).click();
    await audit('conditions dialog');
    await page.keyboard.press('Escape');
    const progress = page.getByRole('status', { name: 'Backtest progress' });
    expect(await progress.innerText()).toBe('');
    await runAndWaitForResults(page, 'Running covered strategy simulation...');
    await expect.poll(() => progress.innerText()).toMatch(/^Backtest finished: \d+ trades, Total P&L [+-]?\$[\d,]+\.\d\d\.$/);
    await page.waitForTimeout(1500);
    await audit('covered results');
    await page.getByRole('img', { name: /^Cumulative P&L chart from 2024-01-\d\d to 2024-12-\d\d: ended at / }).waitFor();
    await page.getByRole('button', { name: /^Reason: / }).first().click();
    await audit('exit reason modal');
    await page.keyboard.press('Escape');
    await page.getByRole('list', { name: 'Trades' }).getByRole('article').first().locator('.bt-leg-btn').first().click();
    await audit('contract details');
    await page.keyboard.press('Escape');
    // The same dialogs from the keyboard: Enter on the reason chip, Space on a leg.
    await dialogByKeyboard(page, page.getByRole('button', { name: /^Reason: / }).first(), 'Enter', 'Exit Reason');
    await dialogByKeyboard(page, page.getByRole('list', { name: 'Trades' }).getByRole('article').first().locator('.bt-leg-btn').first(), ' ', /Contract Details/);
    noFocusRing['covered results'] = await controlsWithoutVisibleFocus(page, 40);

    // The token refused mid-session (401): Sign in opens on this page, says why; signed in again, the form is as it was.
    await page.route('**/api/backtest/covered', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ message: 'Unauthorized' }) }));
    await page.getByRole('button', { name: 'Run Backtest' }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await signIn.getByRole('status').getByText(/^Your session has expired\. Sign in again to carry on/).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/backtest/covered');
    await audit('session expired sign-in');
    await page.unroute('**/api/backtest/covered');
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel('Password').fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await signIn.waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByRole('button', { name: 'Run Backtest' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/backtest/covered');
    expect(await page.getByRole('combobox', { name: 'Ticker' }).inputValue()).toBe('SPY');
    expect(await page.getByLabel('Start Date', { exact: true }).inputValue()).toBe('2024-01-02');
    expect(await page.getByLabel('End Date', { exact: true }).inputValue()).toBe('2024-12-31');
    // Network down: the banner (an alert) says so in words, not the browser's 'Failed to fetch'.
    await page.route('**/api/backtest/covered', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Run Backtest' }).click();
    await page.getByRole('alert').filter({ hasText: 'Covered backtest failed: Could not reach the server. Check your internet connection and try again.' }).waitFor();
    expect(await progress.innerText()).toBe('');
    await page.unroute('**/api/backtest/covered');
    await runAndWaitForResults(page, 'Running covered strategy simulation...');
    await saveFromResults(page, 'Covered one', 'first');
    await becomePro(page, runtime.url);
    await openSpreads(page);
    await audit('spreads builder');
    await pickPreset(page, 'Iron Condor');
    await runToResults(page);
    await page.waitForTimeout(1500);
    await audit('spreads results');
    await saveFromResults(page, 'Condor one', 'second');
    await openSaved(page);
    await page.getByRole('article').first().waitFor();
    await audit('saved list');
    for (const name of ['Covered one', 'Condor one']) await page.getByRole('checkbox', { name: `Compare ${name}` }).check();
    await page.getByRole('button', { name: 'Compare (2)' }).click();
    await page.waitForURL(/\/saved\/compare\?ids=/);
    await page.waitForTimeout(2000);
    await audit('compare');
    await openSaved(page);
    await page.getByRole('button', { name: 'Share Condor one' }).click();
    const field = page.getByRole('dialog').getByRole('textbox', { name: 'Read-only link' });
    await field.waitFor({ timeout: 15_000 });
    await audit('share dialog');
    const link = await field.inputValue();
    await page.keyboard.press('Escape');
    const visitor = await (await browser.newContext({ viewport: { width: 1300, height: 950 } })).newPage();
    await visitor.goto(link);
    await visitor.getByRole('heading', { name: 'P&L Over Time' }).waitFor({ timeout: 20_000 });
    const owner = page;
    page = visitor;
    await audit('share page');
    page = owner;
    await page.getByRole('button', { name: 'Account menu' }).click();
    await audit('account menu');
    await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Manage Subscription' }).click();
    await audit('manage subscription');
    await page.keyboard.press('Escape');
    await toCovered();
    const panel = page.getByRole('region', { name: 'Sweep' });
    await panel.getByRole('button', { name: 'Sweep' }).click();
    await audit('sweep form');
    await panel.getByRole('button', { name: 'Add parameter' }).click();
    await panel.getByRole('button', { name: 'Run sweep' }).click();
    await panel.getByRole('region', { name: 'Sweep results' }).waitFor({ timeout: 180_000 });
    await page.waitForTimeout(2000);
    await audit('sweep results');
    console.log('[focus] without a visible focus indicator:', JSON.stringify(noFocusRing, null, 1));
    expect(noFocusRing).toEqual(Object.fromEntries(Object.keys(noFocusRing).map((k) => [k, []])));
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((k) => [k, []])));
  }, 600_000);
});
