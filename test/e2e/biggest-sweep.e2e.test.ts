/**
 * The largest sweep a Pro user may run (1,000 cells, the limit: 10 DTEs × 10 deltas × 10
 * take-profits of a 2010-2025 SPY cash-secured put) in a real browser against the real local
 * runtime: it finishes with every cell, the heatmap, the table of 1,000 cells and the overfitting
 * controls render, and the page keeps answering (long tasks measured and printed).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRuntimeHandle } from '../../infra/local/start-local-runtime';
import { screenshot, skipReason } from './support/browser';
import { DESKTOP_VIEWPORT, signUpToBacktest, startAppAndBrowser, stopAppAndBrowser } from './support/journey-setup';
import { becomePro, coveredCashSecuredPut, sweepDteByDelta } from './support/sweep-steps';

const DTES = [7, 14, 21, 28, 35, 42, 49, 56, 63, 70];
const DELTAS = [0.04, 0.08, 0.12, 0.16, 0.2, 0.24, 0.28, 0.32, 0.36, 0.4];
const TAKE_PROFITS = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];
let runtime: LocalRuntimeHandle | undefined;
let browser: Browser;
let page: Page;

const longTasks = (): Promise<number[]> => page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks.splice(0));

describe.skipIf(skipReason)('the biggest sweep in the browser', () => {
  beforeAll(async () => {
    [runtime, browser] = await startAppAndBrowser();
    page = await (await browser.newContext({ viewport: DESKTOP_VIEWPORT })).newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { longTasks: number[] };
      w.longTasks = [];
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.longTasks.push(Math.round(e.duration)))).observe({ type: 'longtask', buffered: true });
    });
    await signUpToBacktest(page, runtime.url, `big-sweeper-${Date.now()}@example.com`);
  });

  afterAll(() => stopAppAndBrowser(runtime, browser));

  it('runs 1,000 cells and shows the heatmap, every cell in the table and the overfitting controls', async () => {
    if (!runtime) throw new Error('runtime not started');
    await becomePro(page, runtime.url);
    await coveredCashSecuredPut(page, '2010-01-04', '2025-12-31');
    const panel = await sweepDteByDelta(page, DTES, DELTAS);
    await panel.getByRole('button', { name: 'Add parameter' }).click();
    await panel.getByLabel('Parameter 3 field').selectOption({ label: 'put take profit (share of credit)' });
    await panel.getByLabel('Parameter 3 mode').selectOption('list');
    await panel.getByLabel('Parameter 3 values').fill(TAKE_PROFITS.join(', '));
    await expect.poll(() => panel.getByLabel('Cell count').innerText()).toBe('1,000 cells (at most 1,000)');
    await longTasks();

    const t0 = Date.now();
    await panel.getByRole('button', { name: 'Run sweep' }).click();
    const results = panel.getByRole('region', { name: 'Sweep results' });
    await results.waitFor({ timeout: 280_000 });
    const finishedSeconds = (Date.now() - t0) / 1000;
    await results.getByText('1000 cells, 0 failed.', { exact: false }).or(results.getByText('1,000 cells, 0 failed.', { exact: false })).waitFor();
    const table = results.getByRole('table', { name: 'Sweep cells' });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1000);
    await results.getByRole('region', { name: 'Sweep heatmap' }).locator('svg').first().waitFor({ timeout: 30_000 });
    await results.getByRole('region', { name: 'Overfitting controls' }).getByRole('table', { name: 'Out-of-sample table' }).waitFor({ timeout: 30_000 });
    const rendering = await longTasks();

    // Sorting the 1,000 rows by another column answers, then the page scrolls.
    const t1 = Date.now();
    await table.locator('thead th').nth(2).click();
    await page.mouse.wheel(0, 20_000);
    const sortMs = Date.now() - t1;
    const sorting = await longTasks();
    console.log(
      `biggest sweep: 1,000 cells finished in ${finishedSeconds.toFixed(1)} s (click to results); long tasks while rendering ${rendering.length} ` +
        `(max ${Math.max(0, ...rendering)} ms, total ${rendering.reduce((a, b) => a + b, 0)} ms); sort + scroll ${sortMs} ms, long tasks max ${Math.max(0, ...sorting)} ms`,
    );
    await screenshot(page, 'biggest-sweep');
    // Measured 1.2 s on the shared 2-core machine at load 8-10: slow, not frozen; a page stuck for seconds fails.
    expect(Math.max(0, ...sorting)).toBeLessThan(5_000);
  });
});
