/**
 * The largest backtest a user may ask for, in a real browser (Debian chromium) against the real
 * local runtime: an 8-leg SPX strategy (the most legs) with 50 positions open at once (the most
 * allowed), a position opened every day of 2010-2025 (the date pickers' range), about 4,000 trades and a 30 MB result served
 * through `result_url`. Its results render and the trade log scrolls; the trades export as CSV;
 * Save keeps it (it was refused: the 30 MB result is over the 5 MB save body, so the save names the
 * finished job and the server copies the job's stored result), and loading it from the Saved list
 * shows its trades again (GET /backtests/{id} answers the large result as `results_url`).
 */
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRuntimeHandle } from '../../infra/local/start-local-runtime';
import { STORAGE_KEYS } from '../../frontend/src/lib/storage';
import { freshStateDir, signUp, startApp } from './support/app';
import { launchBrowser, screenshot, skipReason } from './support/browser';
import { openSaved, saveFromResults, savedCard } from './support/saved-steps';
import { openSettings, openSpreads } from './support/spreads-steps';

const leg = (side: 'short' | 'long', option_type: 'put' | 'call', dte_target: number, delta: number) => ({
  side, option_type, quantity: 1, dte_target, target_strike_condition: { type: 'delta', value: delta },
});
/** Calendars: short legs 30 days out, long legs 60, so no two legs can meet on one contract and cancel. */
const BIGGEST = {
  name: 'SPX 8-leg calendars, 50 open',
  ticker: 'SPX',
  start_date: '2010-01-04',
  end_date: '2025-12-31', // the date pickers' last day (DATE_MAX); the API takes SPX's data to 2026-07-13
  starting_balance: 10_000_000,
  max_open_positions: 50,
  max_units_per_position: 1,
  max_margin_percentage_per_position: 2,
  max_margin_percentage_per_portfolio: 100,
  legs: [
    leg('short', 'put', 30, 0.3), leg('short', 'call', 30, 0.3), leg('short', 'put', 30, 0.15), leg('short', 'call', 30, 0.15),
    leg('long', 'put', 60, 0.3), leg('long', 'call', 60, 0.3), leg('long', 'put', 60, 0.15), leg('long', 'call', 60, 0.15),
  ],
  global_exit_conditions: [],
};

let runtime: LocalRuntimeHandle | undefined;
let browser: Browser;
let page: Page;
const saveCalls: Request[] = [];
let runSeconds = 0;

/** The browser's long tasks (main thread busy > 50 ms), to tell a slow page from a frozen one. */
const longTasks = (): Promise<number[]> => page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks.splice(0));

describe.skipIf(skipReason)('the biggest backtest in the browser', () => {
  beforeAll(async () => {
    [runtime, browser] = await Promise.all([startApp(freshStateDir()), launchBrowser()]);
    page = await (await browser.newContext({ viewport: { width: 1400, height: 950 }, acceptDownloads: true })).newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { longTasks: number[] };
      w.longTasks = [];
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.longTasks.push(Math.round(e.duration)))).observe({ type: 'longtask', buffered: true });
    });
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/save-backtest') saveCalls.push(r);
    });
    await signUp(page, runtime.url, `biggest-${Date.now()}@example.com`);
    await page.waitForURL(/\/backtest$/, { timeout: 20_000 });
    // The builder keeps its form in local storage: the strategy is put there as a user's edits would be.
    await page.evaluate(([key, strategy]) => localStorage.setItem(key, JSON.stringify(strategy)), [STORAGE_KEYS.spreadsStrategy, BIGGEST] as const);
    await openSpreads(page);
    await openSettings(page);
    expect(await page.getByRole('spinbutton', { name: 'Max Open Positions', exact: true }).inputValue()).toBe('50');
    const t0 = Date.now();
    await page.getByRole('button', { name: 'Run Backtest' }).click();
    try {
      await page.getByRole('heading', { name: 'P&L Over Time' }).waitFor({ timeout: 240_000 });
    } catch (e) {
      await screenshot(page, 'biggest-result-no-results');
      throw e;
    }
    runSeconds = (Date.now() - t0) / 1000;
  });

  afterAll(async () => {
    await browser?.close();
    await runtime?.stop();
  });

  it('shows the results and a trade log that scrolls, without freezing the page', async () => {
    const header = page.getByRole('list', { name: 'Trades' }).getByRole('article');
    await header.first().waitFor({ timeout: 30_000 });
    const rendering = await longTasks();
    // The page answers while the trade log scrolls to its end and back.
    const list = page.getByRole('list', { name: 'Trades' });
    await list.scrollIntoViewIfNeeded();
    const t0 = Date.now();
    for (let i = 0; i < 10; i++) await page.mouse.wheel(0, 4000);
    await page.evaluate(() => window.scrollTo(0, 0));
    const scrollMs = Date.now() - t0;
    const scrolling = await longTasks();
    console.log(`biggest result: run to results ${runSeconds.toFixed(1)} s; long tasks while rendering ${rendering.length} (max ${Math.max(0, ...rendering)} ms); 10 wheel scrolls ${scrollMs} ms, long tasks ${scrolling.length} (max ${Math.max(0, ...scrolling)} ms)`);
    await screenshot(page, 'biggest-result');
    expect(Math.max(0, ...scrolling)).toBeLessThan(2_000);
  });

  it('exports the trades as CSV, saves the result by its job, and loads it back from the Saved list with its trades', async () => {
    const t0 = Date.now();
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Export trades (CSV)' }).click()]);
    const path = await download.path();
    const { statSync, readFileSync } = await import('node:fs');
    const lines = readFileSync(path, 'utf8').trimEnd().split('\n').length;
    console.log(`biggest result: trades CSV ${statSync(path).size} bytes, ${lines} lines, in ${Date.now() - t0} ms`);
    expect(lines).toBeGreaterThan(3_000);
    const tradeCount = lines - 1;

    const s0 = Date.now();
    await saveFromResults(page, 'Biggest', 'SPX 8 legs, 50 open, 2010-2025');
    const saveMs = Date.now() - s0;
    // One save, small: it names the finished job instead of sending the 30 MB result.
    expect(saveCalls).toHaveLength(1);
    const sent = JSON.parse(saveCalls[0]?.postData() ?? '{}') as Record<string, unknown>;
    expect(Object.keys(sent).sort()).toEqual(['backtest_name', 'description', 'job_id', 'strategy', 'tags']);
    expect(saveCalls[0]?.postData()?.length ?? 0).toBeLessThan(64 * 1024);

    await openSaved(page);
    const card = savedCard(page, 'Biggest');
    await card.waitFor({ timeout: 30_000 });
    const l0 = Date.now();
    await card.getByRole('button', { name: 'Load Biggest' }).click();
    await page.waitForURL(/\/backtest\/spreads$/);
    await page.getByRole('heading', { name: 'P&L Over Time' }).waitFor({ timeout: 120_000 });
    await page.getByRole('list', { name: 'Trades' }).getByRole('article').first().waitFor({ timeout: 60_000 });
    console.log(`biggest result: saved in ${saveMs} ms; loaded from the Saved list with its trades in ${Date.now() - l0} ms`);
    // The loaded result holds every trade: its export has as many lines as the run's.
    const [again] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Export trades (CSV)' }).click()]);
    expect(readFileSync(await again.path(), 'utf8').trimEnd().split('\n').length - 1).toBe(tradeCount);
    await screenshot(page, 'biggest-result-loaded');
  });
});
