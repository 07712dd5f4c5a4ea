/** Journeys 2 and 3: the covered builder, its conditions dialog and the results panel. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { dismissPaywallIfShown } from './app';
import { screenshot } from './browser';
import { BENCHMARK_COLOR, PORTFOLIO_COLOR } from '../../../frontend/src/features/backtest/results/chart-option';

/** Holds the backtest answer back a moment so the loading state can be seen, then lets it through. */
async function slowDown(page: Page, path: string, ms: number): Promise<void> {
  await page.route(`**/api${path}`, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}

export async function openCovered(page: Page): Promise<void> {
  await page.getByRole('link', { name: /Covered Strategies/ }).first().click();
  await page.waitForURL(/\/backtest\/covered$/);
  await dismissPaywallIfShown(page);
}

export async function setTicker(page: Page, ticker: string): Promise<void> {
  const input = page.getByRole('combobox', { name: 'Ticker' });
  await input.fill('');
  await input.fill(ticker.slice(0, 2));
  await page.getByRole('listbox', { name: 'Quick tickers' }).getByRole('option', { name: ticker, exact: true }).click();
  expect(await input.inputValue()).toBe(ticker);
}

export async function setDates(page: Page, start: string, end: string): Promise<void> {
  await page.getByLabel('Start Date', { exact: true }).fill(start);
  await page.getByLabel('End Date', { exact: true }).fill(end);
}

/** Unfolds the Covered Call Config card when its fields are folded away (the builder asks for it before a run). */
export async function unfoldCoveredCallConfig(page: Page): Promise<void> {
  if ((await page.getByLabel('Covered Call DTE Target').count()) === 0) {
    await page.locator('section[aria-label="Covered Call Config"]').getByText('Covered Call Config').first().click();
  }
}

export async function addCondition(page: Page, addButton: string, type: string, title: string): Promise<void> {
  await page.getByRole('button', { name: addButton }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('searchbox', { name: 'Search conditions' }).or(dialog.getByLabel('Search conditions')).first().fill(type.slice(0, 6));
  await dialog.getByRole('button', { name: new RegExp(type) }).first().click();
  await dialog.getByRole('button', { name: 'Add Condition' }).click();
  await dialog.getByRole('button', { name: 'Close' }).click();
}

export async function runAndWaitForResults(page: Page, loadingText: string): Promise<void> {
  await page.getByRole('button', { name: 'Run Backtest' }).click();
  await page.getByText(loadingText).waitFor();
  await page.getByRole('button', { name: 'Running…' }).first().waitFor();
  await page.getByText('P&L Over Time').waitFor({ timeout: 60_000 });
}

export async function runCoveredJourney(page: Page): Promise<void> {
  await openCovered(page);
  await setTicker(page, 'SPY');
  await setDates(page, '2024-01-02', '2024-12-31');
  // The slippage note spans the trading-costs row: in the row's grid it sat in the first of three
  // columns, a dozen lines tall beside two empty cells.
  const slippageNote = await page.getByText(/^Slippage is the share of the bid\/ask spread/).boundingBox();
  const commissionField = await page.getByLabel('Commission per Contract ($)').boundingBox();
  expect(slippageNote?.width ?? 0).toBeGreaterThan((commissionField?.width ?? Infinity) * 2);

  const card = page.getByRole('region', { name: 'Covered Call Config' }).or(page.locator('section[aria-label="Covered Call Config"]')).first();
  await card.getByText('Covered Call Config').first().click();
  await page.getByLabel('Covered Call DTE Target').fill('30');
  await page.getByLabel('Covered Call Delta').fill('0.3');
  await addCondition(page, 'Add Covered Call exit condition', 'Credit Capture', 'Exit Conditions');
  await page.getByText(/80% credit capture/).first().waitFor();
  await page.getByRole('switch', { name: 'Covered Call Roll Contract' }).check();
  await addCondition(page, 'Add Covered Call roll-on condition', 'DTE Stop', 'Roll-on Conditions');

  await slowDown(page, '/backtest/covered', 1200);
  await runAndWaitForResults(page, 'Running covered strategy simulation...');

  // The premium card reads 'Net Premium Paid' when the run paid more premium than it received.
  for (const metric of ['Win Rate', 'Balance', 'Max Drawdown', 'CAGR', 'Total Trades', /^Net Premium (Received|Paid)$/]) {
    await page.getByRole('group', { name: metric }).waitFor();
  }
  // Issue 15: a run on modeled chains states the vol model's error: a range under the metric cards,
  // and a shaded band around the P&L line (drawn in the chart's SVG) with its caption.
  await page.getByRole('group', { name: 'Total Return' }).getByText(/^[+-]?[\d.]+% to [+-]?[\d.]+% across the vol model's error(?: \(this run is the (?:lowest|highest): the runs at lower and higher vol both came out (?:higher|lower)\))?$/).waitFor();
  await page.getByText(/^Shaded band: the same run with the modeled implied volatility 1\.4 vol points lower and higher/).waitFor();
  // … and what it leaves out: 2024's days with VIX at 20 or more (August and December), where the
  // model's at-the-money vol measured about 2 points under the real one.
  // Its lead in view, the whole paragraph behind it (a disclosure: 20 lines on a phone).
  await page.getByText(/^On \d+ of the run's days VIX closed at 20 or more: option prices then are mostly understated\.$/).click();
  await page.getByText(/^On \d+ of the run's days VIX closed at 20 or more: .*about 1.3 vol points below the real one, as large as the band and mostly on one side.*February 2018 spike/).waitFor();
  // The band's path draws after the caption under load: wait for it rather than count a snapshot.
  await page.locator('.bt-chart-section svg path[fill-opacity="0.18"]').first().waitFor({ state: 'attached', timeout: 15_000 });
  // Issue 15: the indices that anchored the modeled vols, and each day a documented fallback replaced
  // one (Cboe's SKEW file has no close on 2024-11-29: the day before's SKEW was carried).
  await page.getByText(/^Implied volatility anchored to Cboe VIX, VIX9D, VIX3M, VIX6M and SKEW\. On 1 of \d+ modeled days an index was missing and filled in by rule$/).click();
  await page.getByRole('list', { name: 'Vol model fallback days' }).getByText('2024-11-29: SKEW missing: last SKEW carried').waitFor();
  const trades = page.getByRole('list', { name: 'Trades' }).getByRole('article');
  expect(await trades.count()).toBeGreaterThan(3);
  // The log of option trades does not sum to the Total P&L of a covered run (the shares, the
  // interest): under it, the parts that do, ending on the header's figure.
  const total = await page.getByText(/^Total P&L [+-]?\$[\d,]+\.\d\d$/).first().innerText();
  const parts = await page.getByRole('note', { name: 'Where the Total P&L comes from' }).innerText();
  expect(parts).toMatch(/^\d+ trades in the log [+-]?\$[\d,.]+ .*\+ Dividends [+-]?\$[\d,.]+ .*\+ Shares [+-]?\$[\d,.]+ = /);
  expect(parts.endsWith(`= ${total}`)).toBe(true);

  await page.getByRole('button', { name: /^Reason: / }).first().click();
  const reason = page.getByRole('dialog', { name: 'Exit Reason' });
  await reason.waitFor();
  await reason.getByRole('button', { name: 'Close' }).click();

  await trades.first().locator('.bt-leg-btn').first().click();
  const details = page.getByRole('dialog', { name: /Contract Details/ });
  await details.getByLabel('Entry contract').waitFor();
  await details.getByRole('button', { name: 'Exit' }).click();
  await details.getByLabel('Exit contract').waitFor();
  await screenshot(page, '2-contract-details-exit');
  await details.getByRole('button', { name: 'Close' }).click();

  const benchmark = page.getByRole('checkbox', { name: 'Benchmark (Buy & Hold)' }).or(page.getByRole('switch', { name: 'Benchmark (Buy & Hold)' })).first();
  expect(await benchmark.isChecked()).toBe(false);
  await benchmark.check();
  // Told apart without their hues (a red-green colour-blind trader saw one olive line twice): the
  // portfolio a thick solid light orange, the benchmark a thinner dashed deep green, in the chart and its legend keys.
  const chart = page.getByRole('region', { name: 'P&L Over Time' }).locator('svg').first();
  await chart.getByText('Portfolio', { exact: true }).waitFor({ timeout: 15_000 });
  const strokes = await chart.evaluate((svg) => [...svg.querySelectorAll('path')].map((path) => ({
    stroke: path.getAttribute('stroke'), width: path.getAttribute('stroke-width'), dashed: Boolean(path.getAttribute('stroke-dasharray')),
  })));
  // The lines: the portfolio 3 px solid, the benchmark 2 px dashed; the legend keys (ECharts draws them 2 px) keep each one's dash.
  expect(strokes).toContainEqual({ stroke: PORTFOLIO_COLOR, width: '3', dashed: false });
  expect(strokes.filter((s) => s.stroke === PORTFOLIO_COLOR).every((s) => !s.dashed)).toBe(true);
  expect(strokes.filter((s) => s.stroke === BENCHMARK_COLOR && s.width === '2' && s.dashed)).toHaveLength(2);
  await screenshot(page, '2-pnl-benchmark');

  const firstDateBefore = await trades.first().innerText();
  await page.getByLabel('Sort trades').selectOption({ label: 'Oldest First' });
  const firstDateAfter = await trades.first().innerText();
  expect(firstDateAfter).not.toBe(firstDateBefore);
  expect(firstDateAfter).toContain('2024-01');
}

export async function runWheelJourney(page: Page): Promise<void> {
  await page.goto(new URL('/backtest', page.url()).toString());
  await openCovered(page);
  await setTicker(page, 'AAPL');
  await setDates(page, '2024-06-03', '2023-06-01');
  await page.getByRole('button', { name: 'Run Backtest' }).click();
  await page.getByText('Start date must be before end date').waitFor();
  await page.getByRole('button', { name: 'Dismiss error' }).click();

  await setDates(page, '2022-01-03', '2023-12-29');
  // Starting with the put makes the wheel cycle: assigned shares, then calls against them.
  await page.getByLabel('Start Type').selectOption({ label: 'Cash-Secured Put' });
  await page.getByRole('switch', { name: 'Wheel' }).or(page.getByRole('checkbox', { name: 'Wheel' })).first().check();
  await page.getByRole('switch', { name: 'Catch Stop Loss' }).or(page.getByRole('checkbox', { name: 'Catch Stop Loss' })).first().check();
  for (const owner of ['Covered Call', 'Cash-Secured Put']) {
    const config = page.locator(`section[aria-label="${owner} Config"]`);
    if ((await page.getByLabel(`${owner} DTE Target`).count()) === 0) await config.getByText(`${owner} Config`).first().click();
    await addCondition(page, `Add ${owner} exit condition`, 'Credit Multiple Stop', 'Exit Conditions');
  }
  await runAndWaitForResults(page, 'Running covered strategy simulation...');
  await page.getByLabel('Sort trades').selectOption({ label: 'Oldest First' });
  const first = await page.getByRole('list', { name: 'Trades' }).getByRole('article').first().innerText();
  expect(first).toMatch(/PUT/);
}
