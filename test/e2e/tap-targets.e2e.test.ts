/**
 * WCAG 2.2's minimum target size (2.5.8) and a page that fits, at 375 px (a small phone) and
 * 1280 px, in a real browser against the real local runtime: a SPY covered call of 2024 with a roll,
 * its results (metric cards' '?' help buttons, run notes, the builder beside them), its dialogs, the
 * sign-in forms, the paywall and the local checkout, the Saved list, Compare, a share link and its
 * public page, an Iron Condor's builder, results and Contract Details, and the lab's sortable cells. Before: the help
 * buttons were 16 x 16, the dialogs' close and the legs' remove buttons 23 x 22, the cards' toggles
 * 21 px tall, the disclosures 18-20 px, the switches and the Saved cards' Compare boxes 16 and 13 px,
 * the sign-in forms' text buttons 19.5-21 px, the checkout's and Compare's links back 19 and 16 px,
 * the share page's brand link 21 px, the lab's column sorts 18 px. And the stressed-market paragraph under the chart, 10 lines (180 px)
 * on a phone, is one sentence there (3 lines), the whole paragraph behind it.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRuntimeHandle } from '../../infra/local/start-local-runtime';
import { dismissPaywallIfShown, signIn } from './support/app';
import { screenshot, skipReason } from './support/browser';
import { signUpToBacktest, startAppAndBrowser, stopAppAndBrowser } from './support/journey-setup';
import { openCovered, runAndWaitForResults, setDates, setTicker, unfoldCoveredCallConfig } from './support/covered-steps';
import { saveFromResults } from './support/saved-steps';
import { pickPreset, runToResults } from './support/spreads-steps';
import { becomePro, coveredCashSecuredPut, sweepDteByDelta } from './support/sweep-steps';
import { sidewaysOverflow, smallTargets } from './support/tap-targets';

const email = `targets-${Date.now()}@example.com`;
const WIDTHS = [375, 1280] as const;
let runtime: LocalRuntimeHandle | undefined;
let browser: Browser;
const pages = new Map<number, Page>();

async function pageAt(width: number): Promise<Page> {
  const page = pages.get(width);
  if (!page) throw new Error(`no page at ${width}px`);
  return page;
}

/** Small targets and the overflow of what is on screen, logged with the smallest side for the record. */
async function expectFits(page: Page, screen: string, scope = 'body'): Promise<void> {
  const { small, smallest } = await smallTargets(page, scope);
  const width = page.viewportSize()?.width;
  console.log(`[targets] ${screen} @${width}: smallest ${smallest?.side}px (${smallest?.name}); under 24: ${small.length}`);
  expect(small, `${screen} at ${width}px`).toEqual([]);
  expect(await sidewaysOverflow(page), `${screen} at ${width}px`).toBe(0);
}

describe.skipIf(skipReason)('tap targets and fit at 375 px and 1280 px', () => {
  beforeAll(async () => {
    [runtime, browser] = await startAppAndBrowser();
    for (const width of WIDTHS) pages.set(width, await (await browser.newContext({ viewport: { width, height: 800 } })).newPage());
    await signUpToBacktest(await pageAt(375), runtime.url, email);
    await signIn(await pageAt(1280), runtime.url, email);
  });

  afterAll(() => stopAppAndBrowser(runtime, browser));

  it.each(WIDTHS)('%ipx: the covered results, their help buttons, switches and disclosures are 24 px or more; the stressed days read as one sentence', async (width) => {
    const page = await pageAt(width);
    await page.goto(new URL('/backtest', page.url()).toString());
    await openCovered(page);
    await setTicker(page, 'SPY');
    await setDates(page, '2024-01-02', '2024-12-31');
    await unfoldCoveredCallConfig(page);
    await page.getByRole('switch', { name: 'Covered Call Roll Contract' }).check();
    await runAndWaitForResults(page, 'Running covered strategy simulation...');
    await page.getByRole('group', { name: 'Sharpe Ratio' }).waitFor();
    expect(await page.getByRole('button', { name: /^Help: / }).count()).toBeGreaterThan(10);
    await expectFits(page, 'covered results');

    // The stressed days: a lead of at most two lines in view, the whole paragraph (every fact) behind it.
    const stressed = page.locator('.bt-model-risk-stressed');
    const lead = stressed.locator('summary');
    expect(await lead.innerText()).toBe("On 25 of the run's days VIX closed at 20 or more: option prices then are mostly understated.");
    const whole = stressed.getByText(/^On 25 of the run's days VIX closed at 20 or more: on such days .*February 2018 spike .*the size is not smaller\.$/);
    expect(await whole.isVisible()).toBe(false);
    const leadHeight = (await lead.boundingBox())?.height ?? Infinity;
    await lead.click();
    await whole.waitFor();
    const wholeHeight = (await whole.boundingBox())?.height ?? 0;
    console.log(`[stressed] @${width}: lead ${leadHeight}px, whole paragraph ${wholeHeight}px`);
    // At most three 18 px lines (and the summary's 6 px of tap padding), under half the paragraph's height.
    expect(leadHeight).toBeLessThanOrEqual(3 * 18 + 6);
    expect(leadHeight).toBeLessThan(wholeHeight / 2);
    await expectFits(page, 'covered results, stressed days open');
    await screenshot(page, `targets-covered-results-${width}`);

    // A help popover opened from the larger button still opens beside it, inside the window.
    await page.getByRole('button', { name: 'Help: CAGR' }).click();
    const tip = page.getByRole('tooltip');
    const box = await tip.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.keyboard.press('Escape');
    // The switches' wider hit areas stay under an open help: raised whole, the next switch (Include
    // Trading Costs) covered the Catch Stop Loss help.
    await page.getByRole('button', { name: 'Help: Catch Stop Loss' }).click();
    expect(await page.getByRole('tooltip').evaluate((tooltip) => {
      const r = tooltip.getBoundingClientRect();
      const over = new Set<string>();
      for (let y = r.top + 2; y < r.bottom - 1; y += 4) for (let x = r.left + 2; x < r.right - 1; x += 8) {
        const hit = document.elementFromPoint(x, y);
        if (hit && !tooltip.contains(hit)) over.add(`${hit.tagName}.${hit.className}`);
      }
      return [...over];
    })).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('list', { name: 'Trades' }).getByRole('article').first().locator('.bt-leg-btn').first().click();
    const details = page.getByRole('dialog', { name: /Contract Details/ });
    await details.getByLabel('Entry contract').waitFor();
    await expectFits(page, 'contract details', '[role=dialog]');
    await details.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: /^Reason: / }).first().click();
    await expectFits(page, 'exit reason', '[role=dialog]');
    await page.getByRole('dialog', { name: 'Exit Reason' }).getByRole('button', { name: 'Close' }).click();
    await saveFromResults(page, `Targets ${width}`, '');
  });

  it.each(WIDTHS)('%ipx: signing in and up (the auth modal\'s text buttons), the paywall and the local checkout are 24 px or more and fit', async (width) => {
    if (!runtime) throw new Error('runtime not started');
    const page = await (await browser.newContext({ viewport: { width, height: 800 } })).newPage();
    await page.goto(runtime.url);
    await page.getByRole('button', { name: 'Sign in' }).first().click();
    await expectFits(page, 'sign in', '[role=dialog]');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expectFits(page, 'password reset', '[role=dialog]');
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await page.getByRole('button', { name: 'Create one' }).click();
    await page.getByRole('button', { name: 'Sign in instead' }).waitFor();
    await expectFits(page, 'sign up', '[role=dialog]');
    await page.keyboard.press('Escape');
    await signUpToBacktest(page, runtime.url, `targets-free-${width}-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Upgrade to Pro' }).click();
    const paywall = page.getByRole('dialog', { name: 'Upgrade to Pro' });
    await expectFits(page, 'paywall', '[role=dialog]');
    await paywall.getByRole('button', { name: 'Upgrade' }).click();
    await page.waitForURL(/\/local-checkout/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Pay' }).waitFor();
    // Its 'Cancel and return to the app' link, alone on its line, was 19 px tall.
    await expectFits(page, 'local checkout');
    await page.context().close();
  });

  it.each(WIDTHS)('%ipx: the Saved list (its Compare boxes), Compare, a shared page, an Iron Condor\'s builder and Contract Details, and the lab\'s sortable cells are 24 px or more', async (width) => {
    const page = await pageAt(width);
    await page.goto(new URL('/saved', page.url()).toString());
    await page.getByRole('checkbox', { name: `Compare Targets ${width}` }).waitFor({ timeout: 15_000 });
    await expectFits(page, 'saved');
    for (const run of WIDTHS) await page.getByRole('checkbox', { name: `Compare Targets ${run}` }).check();
    await page.getByRole('button', { name: 'Compare (2)' }).click();
    await page.waitForURL(/\/saved\/compare\?ids=/);
    await page.getByRole('link', { name: 'Back to Saved Backtests' }).waitFor();
    await page.getByRole('table').first().waitFor({ timeout: 15_000 });
    await expectFits(page, 'compare');
    if (width === 375) await becomePro(page, runtime?.url ?? '');

    // The public page of a shared backtest, as a visitor opens it (its brand link was 21 px tall).
    await page.goto(new URL('/saved', page.url()).toString());
    await page.getByRole('button', { name: `Share Targets ${width}` }).click();
    const share = page.getByRole('dialog', { name: `Share “Targets ${width}”` });
    const field = share.getByRole('textbox', { name: 'Read-only link' });
    await field.waitFor({ timeout: 15_000 });
    await expectFits(page, 'share dialog', '[role=dialog]');
    const visitor = await (await browser.newContext({ viewport: { width, height: 800 } })).newPage();
    await visitor.goto(await field.inputValue());
    await visitor.getByText('Read-only shared backtest').waitFor({ timeout: 20_000 });
    await visitor.getByRole('heading', { name: 'P&L Over Time' }).waitFor({ timeout: 20_000 });
    await expectFits(visitor, 'share page');
    await visitor.context().close();
    await share.getByRole('button', { name: 'Close' }).first().click();

    await page.goto(new URL('/backtest/spreads', page.url()).toString());
    await dismissPaywallIfShown(page);
    await pickPreset(page, 'Iron Condor');
    await runToResults(page);
    await expectFits(page, 'spreads results (legs\' remove buttons)');
    await page.getByRole('list', { name: 'Trades' }).getByRole('article').first().locator('.bt-leg-btn').first().click();
    const details = page.getByRole('dialog', { name: /Contract Details/ });
    await details.getByLabel('Entry contract').waitFor();
    await expectFits(page, 'spreads contract details', '[role=dialog]');
    await details.getByRole('button', { name: 'Close' }).click();
    await page.goto(new URL('/backtest', page.url()).toString());
    await coveredCashSecuredPut(page, '2023-01-03', '2023-12-29');
    const panel = await sweepDteByDelta(page, [30, 45], [0.2, 0.3]);
    await panel.getByRole('button', { name: 'Run sweep' }).click();
    await panel.getByRole('region', { name: 'Sweep results' }).getByRole('table', { name: 'Sweep cells' }).waitFor({ timeout: 120_000 });
    await expectFits(page, 'lab results');
  });
});
