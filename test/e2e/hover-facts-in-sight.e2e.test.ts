/**
 * What the results said on hover alone, in sight on a phone and a desktop, in a real browser against
 * the real local runtime: Contract Details' Fill Price row says the row's prices are fills with
 * slippage and its Leg P&L row shows the row's dollars worked out; the run's quote line opens to
 * what its quotes are; the after-tax table says under it what Short-term and Long-term are. Each
 * stays inside the screen (no sideways scroll) at 390 px and at 1280 px.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRuntimeHandle } from '../../infra/local/start-local-runtime';
import { join } from 'node:path';
import { SCREENSHOT_DIR, skipReason } from './support/browser';
import { signedUpPage, startAppAndBrowser, stopAppAndBrowser } from './support/journey-setup';
import { openSettings, openSpreads, pickPreset, runToResults, setDates, setTicker } from './support/spreads-steps';

const WIDTHS = [390, 1280] as const;
let runtime: LocalRuntimeHandle | undefined;
let browser: Browser;
let page: Page;

/** Inside the screen's width and its container's: nothing cut at the right edge, nothing scrolled sideways. */
async function expectInside(el: Locator, width: number): Promise<void> {
  const box = await el.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(width);
  expect(await el.evaluate((e) => e.scrollWidth <= e.clientWidth + 1)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
}

describe.skipIf(skipReason)('facts a hover alone said, in sight at 390 px and 1280 px', () => {
  beforeAll(async () => {
    [runtime, browser] = await startAppAndBrowser();
    page = await signedUpPage(browser, runtime.url, `hover-facts-${Date.now()}@example.com`);
    await openSpreads(page);
    await openSettings(page);
    await setTicker(page, 'SPY');
    await setDates(page, '2023-01-03', '2023-12-29');
    await pickPreset(page, 'Iron Condor');
    await runToResults(page);
  });

  afterAll(() => stopAppAndBrowser(runtime, browser));
  // Each check's screen as seen (test/e2e/screenshots, git-ignored), for a reviewer to look at.

  it("Contract Details: the fill 'as filled, slippage included' and the leg's dollars worked out, on Entry and Exit", async () => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const trade = page.getByRole('list', { name: 'Trades' }).getByRole('article').first();
      const leg = trade.getByRole('button', { name: /^SHORT \d+× CALL/ }).first();
      await leg.scrollIntoViewIfNeeded();
      const dollars = (await leg.locator('.bt-leg-dollars').innerText()).trim();
      await leg.click();
      const dialog = page.getByRole('dialog', { name: 'Contract Details' });
      await dialog.waitFor();
      for (const side of ['Entry', 'Exit']) {
        await dialog.getByRole('button', { name: side, exact: true }).click();
        const value = (term: string) => dialog.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
        const fill = value('Fill Price');
        await fill.scrollIntoViewIfNeeded();
        expect(await fill.innerText()).toMatch(/^\$[\d,]+\.\d{2,4} \((as filled, slippage included|its settlement value)\)$/);
        const pnl = value('Leg P&L');
        await pnl.scrollIntoViewIfNeeded();
        // The row's own dollars, with their working: per share × contracts × 100.
        expect(await pnl.innerText()).toMatch(new RegExp(`^${dollars.replace(/[$+]/g, '\\$&')} before commissions: [+-]?\\$[\\d.]+ a share × \\d+ × 100 shares$`));
        expect(await pnl.isVisible()).toBe(true);
        await expectInside(pnl, width);
        await expectInside(fill, width);
        await page.screenshot({ path: join(SCREENSHOT_DIR, `hover-facts-contract-details-${side.toLowerCase()}-${width}.png`) });
      }
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
  });

  it("the run's quote source opens to what its quotes are", async () => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const results = page.getByLabel('Results');
      const more = results.locator('details.bt-quote-run__more');
      await more.scrollIntoViewIfNeeded();
      // Closed, it costs no line of its own: beside the line's pill ('Modeled quotes' here).
      expect(await more.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
      const [pill, closed] = [await page.getByRole('note', { name: 'Quote source' }).boundingBox(), await more.boundingBox()];
      expect(Math.abs((pill?.y ?? 0) + (pill?.height ?? 0) / 2 - ((closed?.y ?? 100) + (closed?.height ?? 0) / 2))).toBeLessThan(8);
      await more.getByText('What this means', { exact: true }).click();
      const meaning = more.locator('p');
      expect(await meaning.isVisible()).toBe(true);
      expect(await meaning.innerText()).toMatch(/^Priced from .*Tap a leg for its contract's quote\.$/);
      await expectInside(meaning, width);
      // The note is still the line alone, as the journeys read it.
      expect(await page.getByRole('note', { name: 'Quote source' }).innerText()).toMatch(/quotes/);
      const summary = await more.locator('summary').boundingBox();
      expect(summary?.height ?? 0).toBeGreaterThanOrEqual(20);
      await page.screenshot({ path: join(SCREENSHOT_DIR, `hover-facts-quote-source-${width}.png`) });
      await more.getByText('What this means', { exact: true }).click();
    }
  });

  it('the after-tax table says under it what Short-term and Long-term are', async () => {
    const panel = page.getByRole('region', { name: 'After-tax estimate' });
    await panel.getByRole('button', { name: 'After-tax estimate' }).click();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const table = panel.getByRole('table', { name: 'After-tax by year' });
      await table.waitFor();
      // SPY's 2023 condor lost $32,515.25, yet 2023's Short-term read $2,229.15 in chromium (2026-12-04): no year zeroed by a carry, so the legend.
      const note = panel.getByText('Short-term and Long-term: what is taxed at each rate, after netting the two and using losses carried in.', { exact: true });
      await note.scrollIntoViewIfNeeded();
      expect(await note.isVisible()).toBe(true);
      expect(await table.getByRole('columnheader', { name: 'Short-term' }).getAttribute('aria-describedby')).toBe(await note.getAttribute('id'));
      await expectInside(note, width);
      await page.screenshot({ path: join(SCREENSHOT_DIR, `hover-facts-after-tax-${width}.png`) });
    }
  });
});
