/**
 * The trade log's rows in a real browser (Debian chromium) against the real local runtime, on a
 * desktop and a phone: a SPY covered call 2023-2024 with the builder's defaults. The audit read
 * reason chips cut at 20 characters ('Profit target: 80% o…', 'Expiration on 2024-1…') with nothing
 * else on the row saying the rest.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRuntimeHandle } from '../../infra/local/start-local-runtime';
import { SCREENSHOT_DIR, screenshot, skipReason } from './support/browser';
import { signedUpPage, startAppAndBrowser, stopAppAndBrowser } from './support/journey-setup';
import { openCovered, setDates, setTicker, unfoldCoveredCallConfig } from './support/covered-steps';
import { headerTotalPnl, openSpreads, pickPreset, runToResults } from './support/spreads-steps';

let runtime: LocalRuntimeHandle | undefined;
let browser: Browser;
let page: Page;

/** The trade list alone, for a reviewer to look at (test/e2e/screenshots, git-ignored). */
async function shootTrades(name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.getByRole('list', { name: 'Trades' }).screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
}

const rows = () => page.getByRole('list', { name: 'Trades' }).getByRole('article');

/** Each row on screen shows its whole reason inside the row's width (no sideways scroll on a phone). */
async function expectWholeReasons(): Promise<void> {
  const count = Math.min(await rows().count(), 6);
  expect(count).toBeGreaterThan(2);
  for (let i = 0; i < count; i++) {
    const row = rows().nth(i);
    const chip = row.getByRole('button', { name: /^Reason: / });
    const full = (await chip.getAttribute('title')) ?? '';
    // An early assignment's reason opens from its first sentence (trade-row.tsx ReasonText).
    const more = row.locator('details.bt-trade__reason-more');
    if ((await more.count()) > 0 && !(await more.evaluate((d) => (d as HTMLDetailsElement).open))) await more.locator('summary').click();
    const line = row.getByTestId('trade-reason');
    expect(await line.innerText()).toBe(full);
    const [lineBox, rowBox] = [await line.boundingBox(), await row.boundingBox()];
    expect(lineBox && rowBox && lineBox.x + lineBox.width <= rowBox.x + rowBox.width + 1).toBe(true);
    expect(await line.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
}

describe.skipIf(skipReason)('trade log rows in the browser', () => {
  beforeAll(async () => {
    [runtime, browser] = await startAppAndBrowser();
    page = await signedUpPage(browser, runtime.url, `rows-${Date.now()}@example.com`);
    await openCovered(page);
    await setTicker(page, 'SPY');
    await setDates(page, '2023-01-01', '2024-12-31');
    await unfoldCoveredCallConfig(page);
    await page.getByRole('button', { name: 'Run Backtest' }).click();
    try {
      await page.getByText('P&L Over Time').waitFor({ timeout: 90_000 });
    } catch (e) {
      await screenshot(page, 'trade-log-rows-no-results');
      throw e;
    }
  });

  afterAll(() => stopAppAndBrowser(runtime, browser));

  it('shows each trade\'s whole exit reason, on a desktop and on a phone', async () => {
    await rows().first().scrollIntoViewIfNeeded();
    await expectWholeReasons();
    await shootTrades('trade-log-reasons-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await rows().first().scrollIntoViewIfNeeded();
    await expectWholeReasons();
    await shootTrades('trade-log-reasons-phone');
    await screenshot(page, 'trade-log-rows-phone');
    await page.setViewportSize({ width: 1400, height: 950 });
  });

  it('keeps a row\'s \'· 28 DTE at entry\' on one line, on a desktop and on a phone', async () => {
    // The lines each span takes: a span's text nodes each have a box, so count the distinct tops.
    const lines = async () => rows().locator('.bt-trade__dte').evaluateAll((spans) => spans.map((s) =>
      new Set([...s.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size));
    await rows().first().scrollIntoViewIfNeeded();
    expect((await lines()).every((n) => n === 1)).toBe(true);
    await page.setViewportSize({ width: 375, height: 812 });
    try {
      await rows().first().scrollIntoViewIfNeeded();
      expect((await lines()).every((n) => n === 1)).toBe(true);
    } finally {
      await page.setViewportSize({ width: 1400, height: 950 });
    }
  });

  it('shows several trades at once on a phone, each with its legs, a leg still opening Contract Details', async () => {
    // 375 x 812: a row was 275-411 px tall in a 520 px log, one trade on screen at a time.
    await page.setViewportSize({ width: 375, height: 812 });
    try {
      const log = page.getByRole('list', { name: 'Trades' });
      await log.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.waitForTimeout(300);
      const whole = await log.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const [top, bottom] = [Math.max(box.top, 0), Math.min(box.bottom, window.innerHeight)];
        return [...el.querySelectorAll('article')].filter((a) => {
          const r = a.getBoundingClientRect();
          return r.top >= top - 0.5 && r.bottom <= bottom + 0.5 && a.querySelector('.bt-leg-btn') !== null;
        }).length;
      });
      await screenshot(page, 'trade-log-phone-375');
      expect(whole).toBeGreaterThanOrEqual(3);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      await rows().first().locator('.bt-leg-btn').first().click();
      const details = page.getByRole('dialog', { name: 'Contract Details' });
      await details.waitFor();
      await details.getByRole('button', { name: 'Close' }).click();
      await details.waitFor({ state: 'detached' });
    } finally {
      await page.setViewportSize({ width: 1400, height: 950 });
    }
  });

  it('gives the results header\'s lines and the Pro note\'s words the phone\'s width, their buttons under them', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    try {
      const results = page.getByLabel('Results');
      const lines = results.locator('.bt-panel__header > div').first();
      await lines.scrollIntoViewIfNeeded();
      const [box, save] = [await lines.boundingBox(), await results.getByRole('button', { name: 'Save Backtest' }).boundingBox()];
      // Was a column of about 185 px beside the two buttons stacked on the right.
      expect(box?.width ?? 0).toBeGreaterThan(280);
      expect(save?.y ?? 0).toBeGreaterThanOrEqual((box?.y ?? 0) + (box?.height ?? 0) - 1);
      // A free user's Analytics note: its words take the width too, Upgrade to Pro under them (were 6 lines of about 150 px).
      const locked = results.getByRole('note').filter({ hasText: 'analytics are part of Pro.' }).first();
      const words = await locked.locator('span').first().boundingBox();
      const upgrade = await locked.getByRole('button', { name: 'Upgrade to Pro' }).boundingBox();
      expect(words?.width ?? 0).toBeGreaterThan(250);
      expect(upgrade?.y ?? 0).toBeGreaterThanOrEqual((words?.y ?? 0) + (words?.height ?? 0) - 1);
      await screenshot(page, 'results-header-phone-375');
    } finally {
      await page.setViewportSize({ width: 1400, height: 950 });
    }
  });

  it('an assigned call\'s row shows the shares called away beside the option\'s loss', async () => {
    const assigned = rows().filter({ has: page.getByRole('note', { name: "The shares' side of the assignment" }) }).first();
    await assigned.scrollIntoViewIfNeeded();
    const pnl = await assigned.locator('.bt-trade__pnl').innerText();
    const line = await assigned.getByRole('note', { name: "The shares' side of the assignment" }).innerText();
    expect(pnl).toMatch(/^-\$/);
    const shape = /^Shares while the call was open: ([+-]\$[\d,.]+) \(100 shares, (\$[\d,.]+) when the call was written → (\$[\d,.]+) at assignment, called away at the (\$[\d,.]+) strike\) · call and shares together ([+-]\$[\d,.]+)$/;
    expect(line).toMatch(shape);
    // The figures add up as a trader would check them: the shares' rise is 100 × (assignment − entry),
    // and with the call's P&L it is the shares' sale at the strike plus what was kept of the premium.
    const [, shares, entry, assignedAt, strike, together] = shape.exec(line) ?? [];
    const cents = (text = '') => Math.round(Number(text.replace(/[$,+]/g, '')) * 100);
    expect(cents(shares)).toBe(100 * (cents(assignedAt) - cents(entry)));
    expect(cents(together)).toBe(cents(pnl.split(' ')[0]) + cents(shares));
    expect(cents(strike)).toBeLessThan(cents(assignedAt));
    await assigned.screenshot({ path: join(SCREENSHOT_DIR, 'trade-log-assigned-call.png') });
  });

  it("an early assignment's reason reads as its first sentence on a 375 px phone, the whole reason one tap away", async () => {
    // Before: the whole reason in view, 10 lines of 11 px text (a SPY call assigned before the 2023-06-16 ex-date); its lead now 3.
    await page.setViewportSize({ width: 375, height: 812 });
    const sort = page.getByLabel('Sort trades');
    try {
      await sort.selectOption('oldest');
      const log = page.getByRole('list', { name: 'Trades' });
      await log.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      const row = log.getByRole('article').filter({ has: page.locator('details.bt-trade__reason-more') }).first();
      const more = row.locator('details.bt-trade__reason-more');
      for (let i = 0; i < 60 && (await more.count()) === 0; i++) {
        await log.evaluate((el) => el.scrollBy(0, 300));
        await page.waitForTimeout(50);
      }
      await more.scrollIntoViewIfNeeded();
      const linesOf = (selector: string) => more.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
      const lead = await more.locator('summary').innerText();
      expect(lead).toMatch(/^Assigned early before the \d{4}-\d\d-\d\d ex-date of the \$[\d.]+ dividend: /);
      const closedLines = await linesOf('summary');
      expect(closedLines).toBeLessThanOrEqual(3);
      await screenshot(page, 'trade-log-early-assignment-375');
      await more.locator('summary').click();
      expect(await more.getByTestId('trade-reason').innerText()).toBe(await row.getByRole('button', { name: /^Reason: / }).getAttribute('title'));
      // The whole reason is what used to be in view: far longer than its lead.
      expect(await linesOf('.bt-trade__reason')).toBeGreaterThanOrEqual(3 * closedLines);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    } finally {
      await sort.selectOption('newest');
      await page.setViewportSize({ width: 1400, height: 950 });
    }
  });

  it('an iron condor\'s Net Premium Received card says it is the entry credits, with the run\'s P&L under it', async () => {
    await openSpreads(page);
    await pickPreset(page, 'Iron Condor');
    await runToResults(page);
    const card = page.getByRole('group', { name: /^Net Premium (Received|Paid)$/ });
    const note = await card.locator('.bt-metric__note').innerText();
    const trades = Number(/\d+/.exec(await page.getByRole('group', { name: 'Total Trades' }).innerText())?.[0]);
    expect(note).toMatch(new RegExp(`^(Credits less debits|Debits less credits) at the entry of all ${trades} trades?, before closing them; the run's P&L: `));
    const pnl = await headerTotalPnl(page);
    expect(note.endsWith(pnl.startsWith('-') ? pnl : `+${pnl.replace(/^\+/, '')}`)).toBe(true);
    await card.scrollIntoViewIfNeeded();
    await page.locator('.bt-metrics').screenshot({ path: join(SCREENSHOT_DIR, 'spreads-premium-card.png') });
  });
});
