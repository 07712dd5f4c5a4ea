/**
 * The after-tax estimate as a trader reads it, in a real browser against the real local runtime.
 * On a phone: a losing year's Short-term and Long-term read $0.00, and why (its loss is carried
 * forward) was said only in the headers' hover, which a phone never shows; the note under the table
 * says it in sight, wraps inside a 390 px screen and pushes nothing past its edge. Then the filing
 * status: chosen before saving, it is kept with the save; changed on the loaded save, the change is
 * kept; the share link shows the owner's choice, read only (before, each showed the default again).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRuntimeHandle } from '../../infra/local/start-local-runtime';
import { join } from 'node:path';
import { SCREENSHOT_DIR, screenshot, skipReason } from './support/browser';
import { upgradeThroughCheckout } from './support/billing-steps';
import { signedUpPage, startAppAndBrowser, stopAppAndBrowser } from './support/journey-setup';
import { openSaved, saveFromResults, savedCard } from './support/saved-steps';
import { openSettings, openSpreads, pickPreset, runToResults, setDates, setTicker } from './support/spreads-steps';

const email = `after-tax-phone-${Date.now()}@example.com`;
const NAME = 'Condor filing separately';
let runtime: LocalRuntimeHandle | undefined;
let browser: Browser;
let page: Page;

/** The cells of a table row by its year, as a trader reads them. */
async function yearRow(table: Locator, year: string): Promise<string[]> {
  const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: year, exact: true }) });
  return (await row.getByRole('cell').allInnerTexts()).map((t) => t.trim());
}

describe.skipIf(skipReason)('the after-tax estimate on a phone, in the browser', () => {
  beforeAll(async () => {
    [runtime, browser] = await startAppAndBrowser();
    page = await signedUpPage(browser, runtime.url, email);
  });

  afterAll(() => stopAppAndBrowser(runtime, browser));

  it("says under the table why a losing year's Short-term and Long-term read $0.00, wrapped inside 390 px", async () => {
    await openSpreads(page);
    await openSettings(page);
    await page.getByRole('textbox', { name: 'Strategy Name' }).fill('Condor');
    await setTicker(page, 'SPY');
    // A SPY iron condor over the first half of 2024 loses (takeaway.e2e.test.ts reads three losses at three balances).
    await setDates(page, '2024-01-02', '2024-06-28');
    await pickPreset(page, 'Iron Condor');
    await runToResults(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const panel = page.getByRole('region', { name: 'After-tax estimate' });
    await panel.getByRole('button', { name: 'After-tax estimate' }).click();
    await panel.getByLabel('Tax treatment').selectOption('holding_period');
    const table = panel.getByRole('table', { name: 'After-tax by year' });
    await table.getByRole('cell', { name: '2024', exact: true }).waitFor({ timeout: 15_000 });
    const row = await yearRow(table, '2024');
    // Year, Pre-tax P&L, Short-term, Long-term: a loss, and $0.00 at both rates.
    expect(row[1]).toMatch(/^-\$[\d,]+\.\d\d$/);
    expect(row.slice(2, 4)).toEqual(['$0.00', '$0.00']);
    // Said in sight, not in a hover: the note under the table, which the headers point at.
    const why = panel.getByText(/^Why \$0\.00 in 2024: /);
    expect(await why.isVisible()).toBe(true);
    expect(await why.innerText()).toBe("Why $0.00 in 2024: Short-term and Long-term are what is taxed at each rate, after the year's gains and losses are netted "
      + 'and losses from earlier years used. 2024 ended with a net loss, so nothing is taxed there; the loss is carried forward to offset later gains (Loss carry used), not lost.');
    const noteId = await why.getAttribute('id');
    expect(await table.getByRole('columnheader', { name: 'Short-term' }).getAttribute('aria-describedby')).toBe(noteId);
    // Wrapped over several lines inside the screen, not scrolled sideways with the table; nothing past the right edge.
    const box = await why.boundingBox();
    expect(box).not.toBeNull();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(390);
    const lineHeight = await why.evaluate((p) => parseFloat(getComputedStyle(p).lineHeight) || parseFloat(getComputedStyle(p).fontSize) * 1.2);
    expect(box?.height ?? 0).toBeGreaterThan(lineHeight * 2);
    expect(await why.evaluate((p) => p.scrollWidth <= p.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await why.scrollIntoViewIfNeeded();
    await screenshot(page, 'after-tax-why-zero-phone');
    await panel.screenshot({ path: join(SCREENSHOT_DIR, 'after-tax-why-zero-phone-panel.png') });
    // What each part of the Total P&L is (under the trade log), a hover alone before: a tap opens it, wrapped inside the screen.
    await page.getByLabel('Results').getByText('What each part is', { exact: true }).click();
    const parts = page.getByRole('list', { name: 'What each part of the Total P&L is' });
    await parts.getByText(/^\d+ trades? in the log: The sum of the P&L of every trade below/).waitFor();
    const partsBox = await parts.boundingBox();
    expect((partsBox?.x ?? 0) + (partsBox?.width ?? Infinity)).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await page.setViewportSize({ width: 1400, height: 950 });
  });
  /** Opens the after-tax panel of the results on screen and returns its Filing status select. */
  async function filingSelect(p: Page): Promise<Locator> {
    const panel = p.getByRole('region', { name: 'After-tax estimate' });
    const toggle = panel.getByRole('button', { name: 'After-tax estimate', exact: true });
    if (await toggle.count()) await toggle.click();
    const select = panel.getByLabel('Filing status');
    await select.waitFor({ timeout: 15_000 });
    return select;
  }

  /** Loads the saved backtest from the Saved screen, as a trader reopens it. */
  async function loadSaved(): Promise<void> {
    await openSaved(page);
    await savedCard(page, NAME).getByRole('button', { name: `Load ${NAME}` }).click();
    await page.getByRole('heading', { name: 'P&L Over Time' }).waitFor({ timeout: 20_000 });
  }

  it('keeps the filing status with the saved backtest: chosen before saving, and changed after loading it', async () => {
    const filing = await filingSelect(page);
    await filing.selectOption('married_filing_separately');
    await saveFromResults(page, NAME, 'filing separately');
    await loadSaved();
    // Before: 'single_or_joint' again, whatever the trader had chosen.
    expect(await (await filingSelect(page)).inputValue()).toBe('married_filing_separately');
    await page.getByRole('region', { name: 'After-tax estimate' }).getByText(/Up to \$1,500 a year of net capital loss offsets interest/).waitFor();
    // Changed on the loaded save: sent to the server with the caller's token, and kept.
    const [kept] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/backtests\/[^/]+\/settings$/.test(new URL(r.url()).pathname)),
      (await filingSelect(page)).selectOption('single_or_joint'),
    ]);
    expect(kept.status()).toBe(200);
    expect(kept.request().headers().authorization).toMatch(/^Bearer \S+$/);
    expect(kept.request().postDataJSON()).toEqual({ filing_status: 'single_or_joint' });
    await loadSaved();
    expect(await (await filingSelect(page)).inputValue()).toBe('single_or_joint');
    const [again] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/settings')),
      (await filingSelect(page)).selectOption('married_filing_separately'),
    ]);
    expect(again.status()).toBe(200);
  });

  it("the share link shows the owner's filing status, read only", async () => {
    await openSaved(page);
    await savedCard(page, NAME).getByRole('button', { name: `Share ${NAME}` }).click();
    await page.getByRole('dialog', { name: 'Upgrade to Pro' }).waitFor();
    await upgradeThroughCheckout(page, runtime?.url ?? '');
    await openSaved(page);
    await savedCard(page, NAME).getByRole('button', { name: `Share ${NAME}` }).click();
    const link = await page.getByRole('dialog', { name: `Share “${NAME}”` }).getByRole('textbox', { name: 'Read-only link' }).inputValue();
    const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto(link);
      await visitor.getByRole('heading', { name: NAME }).waitFor({ timeout: 30_000 });
      const filing = await filingSelect(visitor);
      expect(await filing.inputValue()).toBe('married_filing_separately');
      expect(await filing.isDisabled()).toBe(true);
      await visitor.getByText('Filing status as the owner saved it (read-only).').waitFor();
      await visitor.getByRole('region', { name: 'After-tax estimate' }).getByText(/Up to \$1,500 a year of net capital loss offsets interest/).waitFor();
      // On a phone: the select and the note inside the screen, nothing past its edge.
      const box = await filing.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(390);
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      await screenshot(visitor, 'after-tax-shared-filing-phone');
    } finally {
      await visitorContext.close();
    }
  });
});
