/**
 * Journeys 4, 5 and 7 of issue 11 in a real browser against the real local runtime: the spreads
 * builder (run checks and an Iron Condor run), saving and the Saved screen, and saved backtests
 * surviving a restart of the runtime on the same state folder. One state folder and one user for
 * the file; the journeys run in order (5 saves journey 4's results, 7 looks for what 5 kept).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRuntimeHandle } from '../../infra/local/start-local-runtime';
import { freshStateDir, signIn, startApp } from './support/app';
import { screenshot, skipReason } from './support/browser';
import { DESKTOP_VIEWPORT, signUpToBacktest, startAppAndBrowser, stopAppAndBrowser } from './support/journey-setup';
import { deleteCard, expectCard, expectSaveFailureShown, openSaved, saveFromResults, savedCard } from './support/saved-steps';
import {
  SPREADS_END,
  SPREADS_NAME,
  SPREADS_START,
  exerciseRunChecks,
  expectDefaultSettings,
  headerTotalPnl,
  metricTexts,
  openSettings,
  openSpreads,
  runIronCondor,
  runToResults,
} from './support/spreads-steps';

const email = `spreads-${Date.now()}@example.com`;
const FIRST = 'Condor 2024';
const KEPT = 'Condor kept';
let stateDir: string;
let runtime: LocalRuntimeHandle | undefined;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let totalPnl = '';
let metrics: string[] = [];

async function newPage(): Promise<Page> {
  context = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
  return context.newPage();
}

describe.skipIf(skipReason)('spreads, saved backtests and persistence in the browser', () => {
  beforeAll(async () => {
    stateDir = freshStateDir();
    [runtime, browser] = await startAppAndBrowser(stateDir);
    page = await newPage();
    await signUpToBacktest(page, runtime.url, email);
  });

  afterAll(() => stopAppAndBrowser(runtime, browser));

  it('4. spreads: the run checks in the spec order, then an Iron Condor on SPY with margin chips', async () => {
    await openSpreads(page);
    await page.getByRole('heading', { name: 'No backtest data yet' }).waitFor();
    await page.getByText('Configure your strategy and run a backtest to see performance metrics', { exact: true }).waitFor();
    await openSettings(page);
    await expectDefaultSettings(page);
    const seen = await exerciseRunChecks(page);
    expect(seen).toEqual([
      'Strategy name is required',
      'Ticker symbol is required',
      'Please select a valid start and end date',
      'Start date must be before end date',
      'Strategy must have at least one leg',
      'Leg 1 requires a target strike condition value',
      'Leg 1 requires a valid DTE target (>0)',
    ]);
    // Refused runs spend nothing.
    await page.getByText('3 free backtests remaining').waitFor();
    await runIronCondor(page);
    totalPnl = await headerTotalPnl(page);
    metrics = await metricTexts(page);
    await page.getByText('2 free backtests remaining').waitFor();
    // Quantity 1 condors on $100,000 trade many contracts a leg: the results say how many units.
    expect(await page.getByText(/^Sized \d+(–\d+)? units? per position \(contracts per leg = quantity × units\)$/).count()).toBe(1);
    await screenshot(page, '4-spreads-results');
  });

  it('5. save, the Saved card, Load back with its results, delete through the confirmation', async () => {
    expect(totalPnl).not.toBe('');
    await expectSaveFailureShown(page);
    await saveFromResults(page, FIRST, 'Monthly SPY condor, 0.20 delta shorts');
    await openSaved(page);
    await expectCard(page, {
      name: FIRST,
      badge: 'Spreads',
      strategy: SPREADS_NAME,
      ticker: 'SPY',
      year: '2024',
      totalPnl,
      description: 'Monthly SPY condor, 0.20 delta shorts',
    });
    // Only the one that was saved: the failed save left nothing behind.
    expect(await page.getByRole('article').count()).toBe(1);

    await savedCard(page, FIRST).getByRole('button', { name: `Load ${FIRST}` }).click();
    await page.waitForURL(/\/backtest\/spreads$/);
    await page.getByRole('heading', { name: 'P&L Over Time' }).waitFor({ timeout: 15_000 });
    expect(await headerTotalPnl(page)).toBe(totalPnl);
    expect(await metricTexts(page)).toEqual(metrics);
    expect(await page.getByRole('list', { name: 'Trades' }).getByRole('article').first().innerText()).toMatch(/Margin \$/);
    await page.getByRole('region', { name: 'Strategy Settings' }).getByText(`SPY · ${SPREADS_START} → ${SPREADS_END}`).waitFor();
    await openSettings(page);
    expect(await page.getByRole('textbox', { name: 'Strategy Name' }).inputValue()).toBe(SPREADS_NAME);
    expect(await page.getByRole('region', { name: /^Leg \d+$/ }).count()).toBe(2);

    await openSaved(page);
    await deleteCard(page, FIRST);
    await page.getByRole('heading', { name: 'No saved backtests yet' }).waitFor();
    await screenshot(page, '5-saved-empty');
  });

  it('7. persistence: after a restart on the same state folder the saved backtest is still listed', async () => {
    // Something to find after the restart: run the stored form again (it persisted locally) and save it.
    await openSpreads(page);
    await runToResults(page);
    const kept = await headerTotalPnl(page);
    expect(kept).toBe(totalPnl);
    await saveFromResults(page, KEPT, 'Kept across restarts');

    await context.close();
    await runtime?.stop();
    runtime = undefined;
    runtime = await startApp(stateDir);
    page = await newPage();
    await signIn(page, runtime.url, email);
    await page.waitForURL(/\/backtest$/, { timeout: 20_000 });
    await openSaved(page);
    await expectCard(page, { name: KEPT, badge: 'Spreads', strategy: SPREADS_NAME, ticker: 'SPY', year: '2024', totalPnl: kept, description: 'Kept across restarts' });
    expect(await page.getByRole('article').count()).toBe(1);
    expect(await savedCard(page, FIRST).count()).toBe(0);
    await screenshot(page, '7-saved-after-restart');
  });
});
