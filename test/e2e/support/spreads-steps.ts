/** Journey 4: the spreads builder, its run checks in the spec's order and an Iron Condor run. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { dismissPaywallIfShown } from './app';

export const SPREADS_NAME = 'Condor Income';
export const SPREADS_START = '2024-01-02';
export const SPREADS_END = '2024-12-31';

/** Holds the run answer back a moment so the loading state can be seen, then lets it through. */
export async function slowDownRuns(page: Page, ms: number): Promise<void> {
  await page.route('**/api/backtest', async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}

/**
 * Runs and waits for the results of this very run: the run call must go out, and the button
 * reading 'Running…' must come back to 'Run Backtest' (after any job polling) with no error.
 */
export async function runToResults(page: Page): Promise<void> {
  const isRun = (r: { url: () => string; request: () => { method: () => string } }) =>
    r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/backtest';
  await Promise.all([page.waitForResponse(isRun, { timeout: 60_000 }), page.getByRole('button', { name: 'Run Backtest' }).click()]);
  await page.getByRole('button', { name: 'Running…' }).waitFor({ state: 'detached', timeout: 60_000 });
  await page.getByRole('heading', { name: 'P&L Over Time' }).waitFor({ timeout: 10_000 });
  expect(await page.getByRole('form', { name: 'Your Strategy' }).getByRole('alert').count()).toBe(0);
}

/** Opens /backtest/spreads from the sidebar, closing the once-per-mode paywall if it shows. */
export async function openSpreads(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Spreads', exact: true }).click();
  await page.waitForURL(/\/backtest\/spreads$/);
  await dismissPaywallIfShown(page);
  await page.getByRole('form', { name: 'Your Strategy' }).waitFor();
}

/** Strategy Settings is collapsed on open (spec section 2); opens it when it is not already. */
export async function openSettings(page: Page): Promise<void> {
  const toggle = page.getByRole('region', { name: 'Strategy Settings' }).getByRole('button', { name: 'Strategy Settings' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByRole('textbox', { name: 'Strategy Name' }).waitFor();
}

/**
 * Types the ticker in full rather than clicking a quick choice: right after a refused run the
 * input's 150 ms close-on-blur timer is still pending and would close a freshly opened list under
 * the click (the covered journey exercises the quick choices).
 */
/** Spec section 9 defaults of a fresh spreads form: TSLA, 100000, min volume 100, margins 20/100, one position. */
export async function expectDefaultSettings(page: Page): Promise<void> {
  const value = (role: 'combobox' | 'spinbutton', name: string) => page.getByRole(role, { name, exact: true }).inputValue();
  expect(await value('combobox', 'Ticker')).toBe('TSLA');
  expect(await value('spinbutton', 'Starting Balance ($)')).toBe('100000');
  expect(await value('spinbutton', 'Min Volume')).toBe('100');
  expect(await value('spinbutton', 'Max Open Positions')).toBe('1');
  expect(await value('spinbutton', 'Max Margin per Position (%)')).toBe('20');
  expect(await value('spinbutton', 'Max Margin per Portfolio (%)')).toBe('100');
}

export async function setTicker(page: Page, ticker: string): Promise<void> {
  const input = page.getByRole('combobox', { name: 'Ticker' });
  await input.fill(ticker.toLowerCase());
  expect(await input.inputValue()).toBe(ticker);
  await input.press('Escape');
}

export async function setDates(page: Page, start: string, end: string): Promise<void> {
  await page.getByLabel('Start Date', { exact: true }).fill(start);
  await page.getByLabel('End Date', { exact: true }).fill(end);
}

export async function pickPreset(page: Page, preset: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Preset' }).selectOption({ label: preset });
}

/** Runs, expects the run check's banner with exactly this message, and dismisses it. */
async function expectRunRefused(page: Page, message: string): Promise<void> {
  await page.getByRole('button', { name: 'Run Backtest' }).click();
  const banner = page.getByRole('form', { name: 'Your Strategy' }).getByRole('alert');
  await banner.getByText(message, { exact: true }).waitFor({ timeout: 5000 });
  await banner.getByRole('button', { name: 'Dismiss error' }).click();
  await banner.waitFor({ state: 'detached' });
}

/**
 * Spec section 5 'Spreads run', in order: each step breaks the first rule, sees its message, then
 * repairs it so the next rule is the one that fails. Rule 8 (quantity > 0) cannot be reached from
 * the form: the Quantity field clamps to its minimum of 1 (section 5, input bounds).
 */
export async function exerciseRunChecks(page: Page): Promise<string[]> {
  const seen: string[] = [];
  const refuse = async (message: string) => {
    await expectRunRefused(page, message);
    seen.push(message);
  };
  const name = page.getByRole('textbox', { name: 'Strategy Name' });
  await name.fill('');
  await refuse('Strategy name is required');
  await name.fill(SPREADS_NAME);

  await page.getByRole('combobox', { name: 'Ticker' }).fill('');
  await refuse('Ticker symbol is required');
  await setTicker(page, 'SPY');

  await page.getByLabel('Start Date', { exact: true }).fill('');
  await refuse('Please select a valid start and end date');

  await setDates(page, SPREADS_END, SPREADS_START);
  await refuse('Start date must be before end date');
  await setDates(page, SPREADS_START, SPREADS_END);

  // 'Custom' clears all legs (spec section 4); pick another preset first so the change registers.
  await pickPreset(page, 'Long Straddle');
  await pickPreset(page, 'Custom');
  expect(await page.getByRole('region', { name: /^Leg \d+$/ }).count()).toBe(0);
  await refuse('Strategy must have at least one leg');

  // Spec section 9: a new leg is a long call, quantity 1, 30 DTE, delta target 0.3.
  await page.getByRole('button', { name: 'Add Leg' }).click();
  const target = page.getByRole('spinbutton', { name: 'Leg 1 Target Value' });
  expect(await page.getByRole('combobox', { name: 'Leg 1 Side' }).inputValue()).toMatch(/^long$/i);
  expect(await page.getByRole('combobox', { name: 'Leg 1 Option Type' }).inputValue()).toMatch(/^call$/i);
  expect(await page.getByRole('spinbutton', { name: 'Leg 1 Quantity' }).inputValue()).toBe('1');
  expect(await page.getByRole('spinbutton', { name: 'Leg 1 DTE Target' }).inputValue()).toBe('30');
  expect(await page.getByRole('combobox', { name: 'Leg 1 Target Strike Type' }).inputValue()).toMatch(/^delta$/i);
  expect(await target.inputValue()).toBe('0.3');
  await target.fill('');
  await refuse('Leg 1 requires a target strike condition value');
  await target.fill('0.3');

  await page.getByRole('spinbutton', { name: 'Leg 1 DTE Target' }).fill('0');
  await refuse('Leg 1 requires a valid DTE target (>0)');
  await page.getByRole('spinbutton', { name: 'Leg 1 DTE Target' }).fill('30');
  return seen;
}

/** Loads the Iron Condor preset and runs it: the loading state, then results with margin chips. */
export async function runIronCondor(page: Page): Promise<void> {
  await pickPreset(page, 'Iron Condor');
  const legs = page.getByRole('region', { name: /^Leg \d+$/ });
  expect(await legs.count()).toBe(2);
  expect(await page.getByRole('combobox', { name: 'Leg 1 Side' }).inputValue()).toMatch(/short/i);
  expect(await page.getByRole('region', { name: 'Leg 1 Child 1' }).innerText()).toMatch(/Long 1× Put · offset -\$5\.00/);
  expect(await page.getByRole('region', { name: 'Leg 2 Child 1' }).innerText()).toMatch(/Long 1× Call · offset \$5\.00/);

  await slowDownRuns(page, 1200);
  await page.getByRole('button', { name: 'Run Backtest' }).click();
  const loading = page.getByRole('region', { name: 'Loading results' });
  await loading.getByText('Running backtest simulation...', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Running…' }).waitFor();
  expect(await page.getByRole('button', { name: 'Running…' }).isDisabled()).toBe(true);
  // Spec section 2: 12 chart bar, 4 summary and 5 trade placeholders.
  expect(await loading.getByTestId('chart-placeholders').locator('> div').count()).toBe(12);
  expect(await loading.getByTestId('summary-placeholders').locator('> div').count()).toBe(4);
  expect(await loading.getByTestId('trade-placeholders').locator('> div').count()).toBe(5);
  await page.getByRole('heading', { name: 'P&L Over Time' }).waitFor({ timeout: 60_000 });
  await page.unroute('**/api/backtest');
  await page.getByRole('button', { name: 'Run Backtest' }).waitFor();

  for (const metric of METRICS) {
    await page.getByRole('group', { name: metric }).waitFor();
  }
  // A year of 30-DTE condors opened one after the other: about a dozen trades.
  const totalTrades = Number(/\d+/.exec(await page.getByRole('group', { name: 'Total Trades' }).innerText())?.[0]);
  expect(totalTrades).toBeGreaterThanOrEqual(8);
  const trades = page.getByRole('list', { name: 'Trades' }).getByRole('article');
  expect(await trades.count()).toBeGreaterThan(0);
  const first = await trades.first().innerText();
  expect(first).toMatch(/Margin \$\d+(\.\d)?K/);
  expect(first).toMatch(/Capital \$\d+(\.\d)?K/);
  // Four legs per Iron Condor trade: short put, long put wing, short call, long call wing.
  expect(first).toMatch(/SHORT \d+× PUT/);
  expect(first).toMatch(/LONG \d+× CALL/);
}

// The premium card reads 'Net Premium Paid' when the run paid more premium than it received.
export const METRICS = ['Win Rate', 'Balance', 'Max Drawdown', 'CAGR', 'Total Trades', /^Net Premium (Received|Paid)$/] as const;

/** Every metric card's text, to compare one run's results with the same results loaded back. */
export async function metricTexts(page: Page): Promise<string[]> {
  return Promise.all(METRICS.map(async (metric) => (await page.getByRole('group', { name: metric }).innerText()).replace(/\s+/g, ' ')));
}

/** The Total P&L shown in the Performance header, e.g. '-$25,045.00'. */
export async function headerTotalPnl(page: Page): Promise<string> {
  const text = await page.getByLabel('Results').getByText(/^Total P&L/).first().innerText();
  const match = /([+-]?\$[\d,]+\.\d\d)/.exec(text);
  if (!match?.[1]) throw new Error(`No Total P&L in the results header: '${text}'`);
  return match[1];
}
