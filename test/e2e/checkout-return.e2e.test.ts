/**
 * A free user's backtest survives the trip to checkout (spec sections 4 and 6), in a real browser
 * against the real local runtime and its local checkout page: run once, Upgrade to Pro from the
 * account menu, cancel, and come back to the same page with the same form and the same result;
 * then pay and come back to it again. The result is read again by its job id: no second run, no
 * second free backtest.
 */
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRuntimeHandle } from '../../infra/local/start-local-runtime';
import { cancelCheckout, countRunCalls, expectPaywall, upgradeThroughCheckout } from './support/billing-steps';
import { screenshot, skipReason } from './support/browser';
import { DESKTOP_VIEWPORT, signUpToBacktest, startAppAndBrowser, stopAppAndBrowser } from './support/journey-setup';
import { headerTotalPnl, metricTexts, openSettings, openSpreads, pickPreset, runToResults, setDates, setTicker } from './support/spreads-steps';

const email = `checkout-return-${Date.now()}@example.com`;
let runtime: LocalRuntimeHandle | undefined;
let browser: Browser;
let page: Page;

/** Everything the results and the form show, to compare before and after checkout. */
interface Screen {
  metrics: string[];
  totalPnl: string;
  chart: string | null;
  tradeLog: string;
  form: { name: string; ticker: string; start: string; end: string };
}

async function whatIsOnScreen(): Promise<Screen> {
  await page.getByRole('heading', { name: 'Trade Log' }).waitFor({ timeout: 30_000 });
  const chart = page.getByRole('region', { name: 'P&L Over Time' }).getByRole('img').first();
  await chart.waitFor({ timeout: 15_000 });
  await openSettings(page);
  return {
    metrics: await metricTexts(page),
    totalPnl: await headerTotalPnl(page),
    chart: await chart.getAttribute('aria-label'),
    tradeLog: (await page.getByRole('region', { name: 'Trade Log' }).innerText()).replace(/\s+/g, ' '),
    form: {
      name: await page.getByRole('textbox', { name: 'Strategy Name' }).inputValue(),
      ticker: await page.getByRole('combobox', { name: 'Ticker' }).inputValue(),
      start: await page.getByLabel('Start Date', { exact: true }).inputValue(),
      end: await page.getByLabel('End Date', { exact: true }).inputValue(),
    },
  };
}

async function openUpgradeFromAccountMenu(): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Upgrade to Pro' }).click();
  await expectPaywall(page);
}

const header = () => page.getByRole('banner');
let runCalls: () => number;
let jobReads: string[] = [];
let before: Screen;

describe.skipIf(skipReason)('results over checkout in the browser', () => {
  beforeAll(async () => {
    [runtime, browser] = await startAppAndBrowser();
    page = await (await browser.newContext({ viewport: DESKTOP_VIEWPORT })).newPage();
    runCalls = countRunCalls(page);
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'GET' && path.startsWith('/api/jobs/')) jobReads.push(decodeURIComponent(path.slice('/api/jobs/'.length)));
    });
    await signUpToBacktest(page, runtime.url, email);
  });

  afterAll(() => stopAppAndBrowser(runtime, browser));

  it('a free user runs a backtest, goes to checkout, cancels, and comes back to the same result and form', async () => {
    if (!runtime) throw new Error('runtime not started');
    await header().getByText('3 free backtests remaining').waitFor();
    await openSpreads(page);
    await openSettings(page);
    await setTicker(page, 'QQQ');
    await setDates(page, '2024-01-02', '2024-06-28');
    await pickPreset(page, 'Iron Condor');
    const answered = page.waitForResponse((r: Response) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/backtest');
    await runToResults(page);
    const answer = await answered;
    // The run's job: a 202's job_id (polled) or the fast path's x-job-id header.
    const jobId = answer.status() === 202 ? String(((await answer.json()) as { job_id: string }).job_id) : answer.headers()['x-job-id'];
    expect(jobId).toBeTruthy();
    await header().getByText('2 free backtests remaining', { exact: true }).waitFor();
    before = await whatIsOnScreen();
    expect(before.form.ticker).toBe('QQQ');
    expect(before.metrics.length).toBe(6);
    jobReads = [];

    await openUpgradeFromAccountMenu();
    await cancelCheckout(page, runtime.url);
    expect(new URL(page.url()).pathname).toBe('/backtest/spreads');
    expect(await whatIsOnScreen()).toEqual(before);
    // Read again by its job id; nothing run again and no free backtest counted again.
    expect(jobReads).toContain(jobId);
    expect(runCalls()).toBe(1);
    await header().getByText('2 free backtests remaining', { exact: true }).waitFor();
    expect(await page.getByRole('form', { name: 'Your Strategy' }).getByRole('alert').count()).toBe(0);
    await screenshot(page, 'checkout-cancelled-result-back');
  });

  it('then pays at checkout and comes back to the same result and form, now on the trial', async () => {
    if (!runtime) throw new Error('runtime not started');
    jobReads = [];
    await openUpgradeFromAccountMenu();
    await upgradeThroughCheckout(page, runtime.url);
    expect(new URL(page.url()).pathname).toBe('/backtest/spreads');
    expect(await whatIsOnScreen()).toEqual(before);
    expect(jobReads.length).toBeGreaterThan(0);
    expect(runCalls()).toBe(1);
    // Trial users see no free-backtest count (spec section 2): the status really changed.
    await expect.poll(() => header().getByText(/free backtests? remaining/).count(), { timeout: 10_000 }).toBe(0);
    await screenshot(page, 'checkout-paid-result-back');
  });
});
