/**
 * The run with no minimum volume and the data-period notice, in a real browser (Debian chromium)
 * against the real local runtime, on the owner's results and on the public share page of the same
 * result (audit 15 F1; results-sections.tsx draws both pages). An AAPL 25-delta short strangle
 * asked for 2025-01-02 → 2025-12-31: the bundled AAPL data ends on 2025-10-08, so both pages must
 * say the run stopped there, and on those modeled chains the default minimum volume of 100 moved 7
 * picks, so under the Total Return card both must show the same strategy's return with no minimum
 * (`npm run -s backtest -- <this request> --model-risk`: total_return_pct 2.5494 at the minimum,
 * min_volume_check.without_minimum.total_return_pct 10.737, moved_picks 7).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRuntimeHandle } from '../../infra/local/start-local-runtime';
import { STORAGE_KEYS } from '../../frontend/src/lib/storage';
import { expectPaywall, upgradeThroughCheckout } from './support/billing-steps';
import { screenshot, skipReason } from './support/browser';
import { DESKTOP_VIEWPORT, signUpToBacktest, startAppAndBrowser, stopAppAndBrowser } from './support/journey-setup';
import { openSaved, saveFromResults, savedCard } from './support/saved-steps';
import { openSettings, openSpreads, runToResults } from './support/spreads-steps';

const NAME = 'AAPL strangle 2025';
/** The builder's form as a trader's edits leave it in local storage (spreads-storage.ts reads it back). */
const STRANGLE = {
  name: 'AAPL 30-DTE 25-delta short strangle',
  ticker: 'AAPL',
  start_date: '2025-01-02',
  end_date: '2025-12-31',
  starting_balance: 100_000,
  min_volume: 100,
  max_open_positions: 2,
  max_units_per_position: 2,
  commission_per_share: 0.005,
  legs: [
    { side: 'short', option_type: 'put', quantity: 1, dte_target: 30, target_strike_condition: { type: 'delta', value: -0.25 } },
    { side: 'short', option_type: 'call', quantity: 1, dte_target: 30, target_strike_condition: { type: 'delta', value: 0.25 } },
  ],
  global_exit_conditions: [],
};
const NO_MINIMUM_LINE = '+10.74% with no minimum volume (modeled volume moved 7 picks)';
const DATA_PERIOD = 'This run covers 2025-01-02 → 2025-10-08 only: the data ends on 2025-10-08, before the requested end 2025-12-31.';

let runtime: LocalRuntimeHandle | undefined;
let browser: Browser;
let owner: Page;
let link = '';

/** What the results say about the minimum volume and the data period, as a trader reads them. */
async function linesOf(results: Locator): Promise<{ headline: string; noMinimum: string; dataPeriod: string }> {
  const total = results.getByRole('group', { name: 'Total Return' });
  return {
    headline: (await total.locator('.bt-metric__value').first().innerText()).trim(),
    noMinimum: (await total.getByText(/with no minimum volume/).innerText()).trim(),
    dataPeriod: (await results.getByRole('note', { name: 'Data period' }).innerText()).trim(),
  };
}

describe.skipIf(skipReason)('the run with no minimum volume and the data period, on the results and the share page', () => {
  beforeAll(async () => {
    [runtime, browser] = await startAppAndBrowser();
    owner = await (await browser.newContext({ viewport: DESKTOP_VIEWPORT })).newPage();
    await signUpToBacktest(owner, runtime.url, `min-volume-${Date.now()}@example.com`);
    await owner.evaluate(([key, strategy]) => localStorage.setItem(key, JSON.stringify(strategy)), [STORAGE_KEYS.spreadsStrategy, STRANGLE] as const);
  });

  afterAll(() => stopAppAndBrowser(runtime, browser));

  let ownerLines: Awaited<ReturnType<typeof linesOf>>;

  it("the owner's results show the return with no minimum volume under Total Return, and that the data stopped on 2025-10-08", async () => {
    await openSpreads(owner);
    await openSettings(owner);
    expect(await owner.getByRole('combobox', { name: 'Ticker' }).inputValue()).toBe('AAPL');
    expect(await owner.getByRole('spinbutton', { name: 'Min Volume', exact: true }).inputValue()).toBe('100');
    await runToResults(owner);
    ownerLines = await linesOf(owner.getByLabel('Results'));
    expect(ownerLines.noMinimum).toBe(NO_MINIMUM_LINE);
    expect(ownerLines.dataPeriod).toBe(DATA_PERIOD);
    // The run the trader asked for stays the headline: +2.55% at the minimum of 100.
    expect(ownerLines.headline).toBe('+2.55%');
    // The line's hover says what the figure is.
    expect(await owner.getByLabel('Results').getByRole('group', { name: 'Total Return' }).getByText(/with no minimum volume/).getAttribute('title'))
      .toMatch(/^The minimum volume of 100, checked against modeled volume, moved 7 picks off the contract nearest the target .*: this figure is the same strategy run with no minimum volume\./);
    await screenshot(owner, 'min-volume-owner');
  });

  it('saved and shared (after upgrading: sharing is Pro), the link opened signed out shows the same lines', async () => {
    await saveFromResults(owner, NAME, 'the filter on modeled volume');
    await openSaved(owner);
    await savedCard(owner, NAME).waitFor({ timeout: 15_000 });
    await savedCard(owner, NAME).getByRole('button', { name: `Share ${NAME}` }).click();
    await expectPaywall(owner);
    await upgradeThroughCheckout(owner, runtime?.url ?? '');
    await openSaved(owner);
    await savedCard(owner, NAME).getByRole('button', { name: `Share ${NAME}` }).click();
    const field = owner.getByRole('dialog', { name: `Share “${NAME}”` }).getByRole('textbox', { name: 'Read-only link' });
    await field.waitFor({ timeout: 15_000 });
    link = await field.inputValue();
    expect(link).toMatch(/\/share#[A-Za-z0-9_-]{32}$/);

    const visitor = await (await browser.newContext({ viewport: DESKTOP_VIEWPORT })).newPage();
    await visitor.goto(link);
    await visitor.getByRole('heading', { name: NAME }).waitFor({ timeout: 30_000 });
    const results = visitor.getByLabel('Results');
    await results.getByRole('group', { name: 'Total Return' }).waitFor();
    expect(await visitor.getByRole('button', { name: 'Account menu' }).count()).toBe(0);
    const shared = await linesOf(results);
    expect(shared).toEqual(ownerLines);
    expect(shared.noMinimum).toBe(NO_MINIMUM_LINE);
    expect(shared.dataPeriod).toBe(DATA_PERIOD);
    await screenshot(visitor, 'min-volume-share');
  });
});
