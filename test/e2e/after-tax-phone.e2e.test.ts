/**
 * The after-tax estimate as a trader reads it on a phone, in a real browser against the real local
 * runtime: a losing year's Short-term and Long-term read $0.00, and why (its loss is carried
 * forward) was said only in the headers' hover, which a phone never shows. The note under the
 * table says it in sight, wraps inside a 390 px screen and pushes nothing past its edge.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRuntimeHandle } from '../../infra/local/start-local-runtime';
import { join } from 'node:path';
import { SCREENSHOT_DIR, screenshot, skipReason } from './support/browser';
import { signedUpPage, startAppAndBrowser, stopAppAndBrowser } from './support/journey-setup';
import { openSettings, openSpreads, pickPreset, runToResults, setDates, setTicker } from './support/spreads-steps';

const email = `after-tax-phone-${Date.now()}@example.com`;
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
    await page.setViewportSize({ width: 1400, height: 950 });
  });
});
