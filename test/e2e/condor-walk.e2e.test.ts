/**
 * A new trader's first spreads run and a comparison, at 1280 px and on a 375 px phone, in a real
 * browser against the real local runtime: the Iron Condor preset on SPY over 2024 with the
 * defaults (it lost about 48.6% and nothing said why), its trade rows' settlement help, its run
 * notes, and Compare of three saved runs (a covered one among two spreads: a field the spreads share
 * read 'N/A' in the covered run's column).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRuntimeHandle } from '../../infra/local/start-local-runtime';
import { SCREENSHOT_DIR, screenshot, skipReason } from './support/browser';
import { signedUpPage, startAppAndBrowser, stopAppAndBrowser } from './support/journey-setup';
import { dismissPaywallIfShown } from './support/app';
import { seriousViolations } from './support/axe';
import { runAndWaitForResults, setDates as setCoveredDates, setTicker as setCoveredTicker } from './support/covered-steps';
import { openSaved, saveFromResults, savedCard } from './support/saved-steps';
import { openSettings, openSpreads, pickPreset, runToResults, setDates, setTicker } from './support/spreads-steps';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };
const RUNS = ['Condor 2024', 'Butterfly 2024', 'Covered 2024'] as const;
let runtime: LocalRuntimeHandle | undefined;
let browser: Browser;
let page: Page;

/** How far the page reaches past the right edge of the window, in CSS pixels (0 when it fits). */
const sidewaysOverflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Whether an element lies within the window's width. */
async function insideWidth(selector: Locator, width: number): Promise<boolean> {
  const box = await selector.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= width + 1;
}

/** One part of the screen alone, for a reviewer to look at (test/e2e/screenshots, git-ignored). */
async function shootPart(part: Locator, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await part.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
}

/** Whether an element lies within another's box, left to right. */
async function insideBox(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  return a !== null && b !== null && a.x >= b.x - 1 && a.x + a.width <= b.x + b.width + 1;
}

/** The results of the condor say why it lost, its rows explain their settlement, its notes lead with their subject. */
async function expectCondorExplained(width: number, shot: string): Promise<void> {
  const why = page.getByRole('region', { name: 'Why this run lost' });
  await why.waitFor({ timeout: 15_000 });
  expect(await why.getByRole('heading').innerText()).toMatch(/^Why this run lost 4\d\.\d\d%$/);
  expect(await why.innerText()).toMatch(/Each position tied up about 20% of the account/);
  expect(await insideWidth(why, width)).toBe(true);
  await why.scrollIntoViewIfNeeded();
  await shootPart(why, `${shot}-why`);

  const help = page.getByRole('list', { name: 'Trades' }).getByRole('button', { name: 'Help: PM-settled' }).first();
  await help.scrollIntoViewIfNeeded();
  await help.focus();
  await page.keyboard.press('Enter');
  const tip = page.getByRole('tooltip');
  await tip.waitFor();
  expect(await tip.innerText()).toMatch(/settled by the underlying's closing price on its expiration day/);
  expect(await insideWidth(tip, width)).toBe(true);
  // Inside the trade log too, whose overflow clips it (it ran past the log's right edge, cut mid-word).
  expect(await insideBox(tip, page.getByRole('list', { name: 'Trades' }))).toBe(true);
  await shootPart(page.getByRole('list', { name: 'Trades' }), `${shot}-settled-help`);
  await page.keyboard.press('Escape');
  await tip.waitFor({ state: 'detached' });

  // The same help in the Exit Reason dialog shows whole inside the dialog (on a phone it was cut after one line).
  const row = page.getByRole('list', { name: 'Trades' }).getByRole('article').filter({ has: page.getByRole('button', { name: 'Help: PM-settled' }) }).first();
  await row.getByRole('button', { name: /^Reason: / }).click();
  const dialog = page.getByRole('dialog', { name: 'Exit Reason' });
  await dialog.getByRole('button', { name: 'Help: PM-settled' }).click();
  const dialogTip = dialog.getByRole('tooltip');
  await dialogTip.waitFor();
  const [tipBox, dialogBox] = [await dialogTip.boundingBox(), await dialog.boundingBox()];
  expect(tipBox && dialogBox && tipBox.y + tipBox.height <= dialogBox.y + dialogBox.height && tipBox.x + tipBox.width <= dialogBox.x + dialogBox.width).toBe(true);
  expect(await dialogTip.evaluate((el) => {
    const body = el.closest('.bt-modal__body');
    return body ? body.scrollHeight <= body.clientHeight : false;
  })).toBe(true);
  await shootPart(dialog, `${shot}-exit-reason-help`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });

  const notes = page.locator('details.bt-diagnostics').filter({ has: page.locator(':scope > summary', { hasText: /^Run notes/ }) });
  await notes.locator(':scope > summary').click();
  const lead = notes.locator('.bt-note > summary').filter({ hasText: 'Liquidity filter on modeled data' });
  await lead.waitFor();
  await lead.click();
  await notes.getByText(/^Liquidity filter on modeled data: the minimum volume/).waitFor();
  await notes.scrollIntoViewIfNeeded();
  await shootPart(notes, `${shot}-run-notes`);
  expect(await sidewaysOverflow()).toBe(0);
  // The note, the rows' help and the notes' headings and leads add no serious axe violation.
  expect(await seriousViolations(page)).toEqual([]);
}

describe.skipIf(skipReason)('the Iron Condor preset and Compare at 1280 px and 375 px', () => {
  beforeAll(async () => {
    [runtime, browser] = await startAppAndBrowser();
    page = await signedUpPage(browser, runtime.url, `walk-${Date.now()}@example.com`, { viewport: DESKTOP });
  });

  afterAll(() => stopAppAndBrowser(runtime, browser));

  it('1280 px: the condor on SPY 2024 with the defaults says why it lost, and its rows and notes read clearly', async () => {
    await openSpreads(page);
    await openSettings(page);
    await setTicker(page, 'SPY');
    await setDates(page, '2024-01-02', '2024-12-31');
    await pickPreset(page, 'Iron Condor');
    await runToResults(page);
    await screenshot(page, 'walk-1280-condor');
    await expectCondorExplained(DESKTOP.width, 'walk-1280-condor');
    await saveFromResults(page, RUNS[0], 'preset, defaults');
    await pickPreset(page, 'Iron Butterfly');
    await runToResults(page);
    await saveFromResults(page, RUNS[1], 'preset, defaults');
    // From the sidebar (openCovered starts from the strategy-type picker at /backtest).
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Covered', exact: true }).click();
    await page.waitForURL(/\/backtest\/covered$/);
    await dismissPaywallIfShown(page);
    await setCoveredTicker(page, 'SPY');
    await setCoveredDates(page, '2024-01-02', '2024-12-31');
    await page.getByRole('button', { name: 'Covered Call Config' }).click();
    await runAndWaitForResults(page, 'Running covered strategy simulation...');
    await saveFromResults(page, RUNS[2], 'defaults');
  });

  it('1280 px and 375 px: Compare of the three says which fields a run has not, never N/A for them', async () => {
    await openSaved(page);
    for (const run of RUNS) await page.getByRole('checkbox', { name: `Compare ${run}` }).check();
    await page.getByRole('button', { name: 'Compare (3)' }).click();
    await page.waitForURL(/\/saved\/compare\?ids=/);
    const diff = page.getByRole('table', { name: 'Strategy differences' });
    await diff.waitFor({ timeout: 15_000 });
    const side = diff.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Leg 1 Side', exact: true }) });
    expect((await side.getByRole('cell').allInnerTexts()).at(-1)).toBe('not in this run');
    await page.getByText(/^'not in this run': that run's strategy has no such field/).waitFor();
    await screenshot(page, 'walk-1280-compare');
    await page.getByRole('img', { name: 'P&L and drawdown of the compared backtests' }).locator('svg').first().waitFor({ timeout: 30_000 });
    await page.setViewportSize(PHONE);
    // The chart redraws to the new width on its resize observer: give it that moment, then nothing may reach past the screen.
    await expect.poll(sidewaysOverflow, { timeout: 5_000 }).toBe(0);
    await diff.scrollIntoViewIfNeeded();
    await screenshot(page, 'walk-375-compare');
  });

  it('375 px: the condor loaded from Saved reads as on a desktop, nothing off the screen', async () => {
    // On a phone the sidebar is behind the menu button: the Saved screen by its address.
    await page.goto(`${runtime?.url}/saved`);
    await page.getByRole('main').getByRole('region', { name: 'Saved Backtests' }).waitFor({ timeout: 15_000 });
    await savedCard(page, RUNS[0]).getByRole('button', { name: `Load ${RUNS[0]}` }).click();
    await page.waitForURL(/\/backtest\/spreads$/);
    await page.getByRole('heading', { name: 'P&L Over Time' }).waitFor({ timeout: 15_000 });
    expect(await sidewaysOverflow()).toBe(0);
    await screenshot(page, 'walk-375-condor');
    // Back to a desktop and to the phone again: the P&L chart follows the window both ways.
    await page.setViewportSize(DESKTOP);
    await page.waitForTimeout(500);
    await page.setViewportSize(PHONE);
    await expect.poll(sidewaysOverflow, { timeout: 5_000 }).toBe(0);
    await expectCondorExplained(PHONE.width, 'walk-375-condor');
  });
});
