/**
 * A run saved from the covered builder in Chromium is stored as 'run' with the settings it ran
 * with, now that the server holds a save by job (or from a saved run) to every setting (audit 22
 * F3): a 45 DTE, 0.2 delta covered call, its delta edited after the run and not run again, saves
 * the form that ran (the page's `ranForm`) and passes; loaded from Saved and saved again it passes
 * again. The same save with its body's delta changed on the way (a forger's body) is refused, and
 * the Save modal says why in the server's words. Named from the saved run and refused the same way,
 * the page's copy is saved as 'sent' and the page says why (audit 23 F2).
 */
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRuntimeHandle } from '../../infra/local/start-local-runtime';
import { skipReason } from './support/browser';
import { openCovered, runAndWaitForResults, setDates, setTicker, unfoldCoveredCallConfig } from './support/covered-steps';
import { signedUpPage, startAppAndBrowser, stopAppAndBrowser } from './support/journey-setup';
import { openSaved, saveFromResults, savedCard } from './support/saved-steps';

const email = `save-run-settings-${Date.now()}@example.com`;
let runtime: LocalRuntimeHandle | undefined;
let browser: Browser;
let page: Page;

/** How the page begins the sentence after a save that fell back to a sent copy. */
const FELL_BACK = 'Saved as a sent copy, as';

type SaveBody = { job_id?: string; from_backtest_id?: string; strategy: { strategy: { covered_call_config: { DTE_target: number; strike_target_condition: { delta: number } } } } };

/** The saves the page sends from now on, with their answers' status and results_origin. */
function recordSaves(p: Page) {
  const saves: Array<{ body: SaveBody; status: number; origin: unknown }> = [];
  p.on('requestfinished', (r: Request) => {
    if (new URL(r.url()).pathname !== '/api/save-backtest') return;
    void r.response().then(async (res) => {
      saves.push({ body: JSON.parse(r.postData() ?? '{}') as SaveBody, status: res?.status() ?? 0, origin: ((await res?.json()) as { results_origin?: unknown } | undefined)?.results_origin });
    });
  });
  return saves;
}

describe.skipIf(skipReason)('saving a covered run holds its strategy to the run, in the browser', () => {
  beforeAll(async () => {
    [runtime, browser] = await startAppAndBrowser();
    page = await signedUpPage(browser, runtime.url, email);
  });

  afterAll(() => stopAppAndBrowser(runtime, browser));

  it("saves the run's own settings as 'run' (by job, then again from Saved); a body with another delta is refused in words", async () => {
    const saves = recordSaves(page);
    await openCovered(page);
    await setTicker(page, 'SPY');
    await setDates(page, '2024-01-02', '2024-03-28');
    await unfoldCoveredCallConfig(page);
    await page.getByLabel('Covered Call DTE Target').fill('45');
    await page.getByLabel('Covered Call Delta').fill('0.2');
    await runAndWaitForResults(page, 'Running covered strategy simulation...');
    // Edited after the run, not run again: the save must carry what ran (0.2), not this.
    await page.getByLabel('Covered Call Delta').fill('0.1');

    // A forger's body: the same save with the delta changed on its way to the server.
    await page.route('**/api/save-backtest', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as SaveBody;
      body.strategy.strategy.covered_call_config.strike_target_condition.delta = 0.1;
      await route.continue({ postData: JSON.stringify(body) });
    });
    await page.getByLabel('Results').getByRole('button', { name: 'Save Backtest' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Backtest' });
    await dialog.getByLabel('Backtest Name *').fill('Relabelled');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByRole('alert').getByText("Failed to save backtest: The strategy sent is not this run's: its Covered Call Delta is 0.1, the run's 0.2. Save the run with the strategy it ran.", { exact: true }).waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.unroute('**/api/save-backtest');

    await saveFromResults(page, 'SPY calls 45 DTE', 'as run');
    await expect.poll(() => saves.length).toBe(2);
    expect(saves[0]).toMatchObject({ status: 400 });
    expect(saves[1]).toMatchObject({ status: 201, origin: 'run', body: { job_id: expect.any(String) } });
    expect(saves[1]?.body.strategy.strategy.covered_call_config).toMatchObject({ DTE_target: 45, strike_target_condition: { delta: 0.2 } });

    await openSaved(page);
    const card = savedCard(page, 'SPY calls 45 DTE');
    await card.waitFor({ timeout: 15_000 });
    expect(await card.getByText('Sent copy', { exact: true }).count()).toBe(0);
    expect(await savedCard(page, 'Relabelled').count()).toBe(0);

    // Loaded into the builder and saved again under another name: named by its saved id, still the run's.
    await card.getByRole('button', { name: 'Load SPY calls 45 DTE' }).click();
    await page.waitForURL(/\/backtest\/covered$/);
    await page.getByText('P&L Over Time').waitFor({ timeout: 60_000 });
    await saveFromResults(page, 'SPY calls 45 DTE, again', 'loaded and saved again');
    await expect.poll(() => saves.length).toBe(3);
    expect(saves[2]).toMatchObject({ status: 201, origin: 'run', body: { from_backtest_id: expect.any(String) } });
    // Copied as the run's: nothing says it fell back.
    await page.getByText('Saved as “SPY calls 45 DTE, again”', { exact: true }).waitFor();
    expect(await page.getByText(FELL_BACK).count()).toBe(0);

    // The saved run named again, its delta changed on the way: the server refuses to copy it (400),
    // the page's copy is sent and stored as 'sent', and the page says why (audit 23 F2).
    await page.route('**/api/save-backtest', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as SaveBody;
      if (body.from_backtest_id !== undefined) body.strategy.strategy.covered_call_config.strike_target_condition.delta = 0.1;
      await route.continue({ postData: JSON.stringify(body) });
    });
    await saveFromResults(page, 'SPY calls, sent', 'refused as the run, sent');
    await page.unroute('**/api/save-backtest');
    await expect.poll(() => saves.length).toBe(5);
    expect(saves[3]).toMatchObject({ status: 400, body: { from_backtest_id: expect.any(String) } });
    expect(saves[4]).toMatchObject({ status: 201, origin: 'sent' });
    expect(saves[4]?.body).not.toHaveProperty('from_backtest_id');
    const said = page.getByRole('status').filter({ hasText: FELL_BACK });
    await said.waitFor({ timeout: 15_000 });
    expect(await said.textContent()).toBe("Saved as a sent copy, as the backtester's record could not be copied: the strategy sent is not this run's: its Covered Call Delta is 0.1, the run's 0.2.");
  });
});
