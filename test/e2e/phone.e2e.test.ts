/**
 * Every screen of a new user on a phone (390 x 844), in a real browser against the real local
 * runtime: nothing wider than the screen, so nothing a trader needs sits off to the right. The
 * Sweep card's parameter row was a six-column grid of at least 470px: To, Step and Remove were
 * off a 390px screen and the whole page scrolled sideways.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRuntimeHandle } from '../../infra/local/start-local-runtime';
import { dismissPaywallIfShown } from './support/app';
import { screenshot, skipReason } from './support/browser';
import { saveFromResults } from './support/saved-steps';
import { signUpToBacktest, startAppAndBrowser, stopAppAndBrowser } from './support/journey-setup';

const PHONE = { width: 390, height: 844 };
const email = `phone-${Date.now()}@example.com`;
let runtime: LocalRuntimeHandle | undefined;
let browser: Browser;
let page: Page;

/**
 * The page's title in the header, whole: wider than its box it ends in '…' ('Sprea…' beside a free
 * user's '0 free backtests remaining').
 */
async function headerTitleCut(p: Page): Promise<boolean> {
  return p.locator('.app-header-title').evaluate((e) => e.scrollWidth > e.clientWidth);
}

/** How far the page reaches past the right edge of the screen, in CSS pixels (0 when it fits). */
async function sidewaysOverflow(p: Page): Promise<number> {
  return p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The account menu's email as its lines read on screen (each character placed by its box's top). */
async function emailLines(p: Page): Promise<string[]> {
  return p.locator('.account-email').evaluate((el) => {
    const lines = new Map<number, string>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        lines.set(top, (lines.get(top) ?? '') + text[i]);
      }
    }
    return [...lines.entries()].sort((a, b) => a[0] - b[0]).map(([, line]) => line);
  });
}

describe.skipIf(skipReason)('a phone-sized screen', () => {
  beforeAll(async () => {
    [runtime, browser] = await startAppAndBrowser();
    page = await (await browser.newContext({ viewport: PHONE })).newPage();
  });

  afterAll(() => stopAppAndBrowser(runtime, browser));

  it('the landing page and the sign-up form fit the screen', async () => {
    if (!runtime) throw new Error('runtime not started');
    await page.goto(runtime.url);
    await page.getByRole('button', { name: 'Get Started' }).first().waitFor({ timeout: 30_000 });
    expect(await sidewaysOverflow(page)).toBe(0);
    await signUpToBacktest(page, runtime.url, email);
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  it('the covered builder with two sweep parameters fits the screen, From, To, Step and Remove on it', async () => {
    await page.goto(`${runtime?.url}/backtest/covered`);
    await dismissPaywallIfShown(page);
    // The covered call is configured once its card is opened (spec: 'Please configure Covered Call').
    await page.getByRole('button', { name: 'Covered Call Config' }).click();
    const sweep = page.getByRole('region', { name: 'Sweep' });
    await sweep.getByRole('button', { name: 'Sweep' }).click();
    await sweep.getByRole('button', { name: 'Add parameter' }).click();
    await sweep.getByRole('button', { name: 'Add parameter' }).click();
    await sweep.scrollIntoViewIfNeeded();
    const row = sweep.getByRole('group', { name: 'Sweep parameter 1' });
    for (const control of [row.getByRole('textbox', { name: 'Parameter 1 from' }), row.getByRole('textbox', { name: 'Parameter 1 to' }), row.getByRole('textbox', { name: 'Parameter 1 step' }), row.getByRole('button', { name: 'Remove' })]) {
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    }
    for (const word of ['From', 'To', 'Step']) await row.getByText(word, { exact: true }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await headerTitleCut(page)).toBe(false);
    await screenshot(page, 'phone-covered-sweep');
  });

  it('a screen opened from the menu starts at its top, its title and Run Backtest in sight', async () => {
    // Low on the covered builder (its Sweep card open), the menu's Spreads opened the spreads
    // builder about 400px down: its last card, the title and Run Backtest above the screen.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Spreads', exact: true }).click();
    await page.waitForURL(/\/backtest\/spreads$/);
    await dismissPaywallIfShown(page);
    await page.getByRole('form', { name: 'Your Strategy' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const run = await page.getByRole('button', { name: 'Run Backtest' }).boundingBox();
    expect(run && run.y >= 0 && run.y + run.height <= PHONE.height).toBe(true);
  });

  it('the spreads builder and the Saved screen fit the screen, their titles whole beside the free count', async () => {
    await page.goto(`${runtime?.url}/backtest/spreads`);
    await dismissPaywallIfShown(page);
    await page.getByRole('form', { name: 'Your Strategy' }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await headerTitleCut(page)).toBe(false);
    await page.goto(`${runtime?.url}/saved`);
    await page.getByText('No saved backtests yet').waitFor({ timeout: 15_000 });
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await headerTitleCut(page)).toBe(false);
  });

  it('Load on a phone shows the loaded results, not the top of the form above them', async () => {
    await page.goto(`${runtime?.url}/backtest/covered`);
    await dismissPaywallIfShown(page);
    await page.getByRole('button', { name: 'Covered Call Config' }).click();
    await page.getByLabel('Start Date', { exact: true }).fill('2024-01-02');
    await page.getByLabel('End Date', { exact: true }).fill('2024-03-28');
    await page.getByRole('button', { name: 'Run Backtest' }).click();
    await page.getByText('P&L Over Time').waitFor({ timeout: 60_000 });
    await saveFromResults(page, 'Phone covered call', '');
    await page.goto(`${runtime?.url}/saved`);
    await page.getByRole('button', { name: 'Load Phone covered call' }).click();
    await page.waitForURL(/\/backtest\/covered$/);
    const performance = page.getByRole('heading', { name: 'Performance' });
    await performance.waitFor();
    // Stacked under the whole form (about 1,300 px down), the results opened out of sight.
    await expect.poll(async () => (await performance.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    const box = await performance.boundingBox();
    expect(box && box.y + box.height <= PHONE.height).toBe(true);
  });

  it('the upgrade path fits the screen: the paywall and the local checkout page', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    // The address breaks after its '@' (it broke anywhere: 'phone-' / '1796440167494@example.co' / 'm').
    expect(await emailLines(page)).toEqual([email.slice(0, email.indexOf('@') + 1), email.slice(email.indexOf('@') + 1)]);
    await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Upgrade to Pro' }).click();
    const paywall = page.getByRole('dialog', { name: 'Upgrade to Pro' });
    await paywall.waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    await paywall.getByRole('button', { name: 'Upgrade' }).click();
    await page.waitForURL(/\/local-checkout/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Pay' }).waitFor();
    // Its box was 420px wide plus 64px of padding: wider than the screen, the text at its left edge.
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot(page, 'phone-local-checkout');
    await page.getByRole('link', { name: 'Cancel and return to the app' }).click();
    await page.getByRole('status').filter({ hasText: /Checkout was cancelled/ }).waitFor({ timeout: 15_000 });
  });
});
