/** Issue 19: the robustness lab in the covered builder (sweep, heatmap, open a cell, Monte Carlo). */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { dismissPaywallIfShown } from './app';
import { upgradeThroughCheckout } from './billing-steps';

/** Account menu → Upgrade to Pro → the local checkout: sweeps are Pro only. */
export async function becomePro(page: Page, appUrl: string): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Upgrade to Pro' }).click();
  await upgradeThroughCheckout(page, appUrl);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menu', { name: 'Account' }).getByText('Pro trial').waitFor();
  await page.getByRole('button', { name: 'Account menu' }).click();
}

/** The covered builder on a cash-secured put of SPY over the given dates. */
export async function coveredCashSecuredPut(page: Page, start: string, end: string): Promise<void> {
  await page.getByRole('link', { name: /Covered Strategies/ }).first().click();
  await page.waitForURL(/\/backtest\/covered$/);
  await dismissPaywallIfShown(page);
  const ticker = page.getByRole('combobox', { name: 'Ticker' });
  await ticker.fill('');
  await ticker.fill('SP');
  await page.getByRole('listbox', { name: 'Quick tickers' }).getByRole('option', { name: 'SPY', exact: true }).click();
  await page.getByLabel('Start Date', { exact: true }).fill(start);
  await page.getByLabel('End Date', { exact: true }).fill(end);
  await page.getByLabel('Start Type').selectOption({ label: 'Cash-Secured Put' });
}

/** Opens the Sweep card and sweeps the put's DTE and delta over the given value lists. */
export async function sweepDteByDelta(page: Page, dtes: number[], deltas: number[]): Promise<Locator> {
  const panel = page.getByRole('region', { name: 'Sweep' });
  await panel.getByRole('button', { name: 'Sweep' }).click();
  await panel.getByRole('button', { name: 'Add parameter' }).click();
  await panel.getByRole('button', { name: 'Add parameter' }).click();
  const rows: [string, string, number[]][] = [['1', 'put DTE target', dtes], ['2', 'put delta target', deltas]];
  for (const [n, label, values] of rows) {
    expect(await panel.getByLabel(`Parameter ${n} field`).locator('option:checked').innerText()).toBe(label);
    await panel.getByLabel(`Parameter ${n} mode`).selectOption('list');
    // Picking 'values' is no mistake yet: no problem shown before anything is typed, and no cell count of a grid that cannot run.
    expect(await panel.locator('.bt-sweep__problem').count()).toBe(0);
    expect(await panel.getByLabel('Cell count').innerText()).toBe('Cells: not counted until every parameter is valid');
    await panel.getByLabel(`Parameter ${n} values`).fill(values.join(', '));
    expect(await widestFieldNameFits(panel.getByLabel(`Parameter ${n} field`))).toBe(true);
  }
  return panel;
}

/**
 * Whether a parameter's field list is wide enough for its longest name (its padding and the
 * browser's arrow, 24 px, beside it): squeezed into a row with its mode and values it read
 * 'DTE target (eve' and 'put stop loss (mul' at 1280 px.
 */
async function widestFieldNameFits(select: Locator): Promise<boolean> {
  return select.evaluate((el: HTMLSelectElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    context.font = style.font;
    const widest = Math.max(...[...el.options].map((o) => context.measureText(o.text).width));
    return widest + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + 24 <= el.clientWidth;
  });
}

/** The rows of the sweep's cell table: label, total return (the number of its '10.33%'), P&L as shown, trades. */
export async function cellRows(results: Locator): Promise<{ label: string; totalReturn: string; totalReturnText: string; pnl: string; trades: number }[]> {
  const rows = results.getByRole('table', { name: 'Sweep cells' }).locator('tbody tr');
  const out: { label: string; totalReturn: string; totalReturnText: string; pnl: string; trades: number }[] = [];
  for (const row of await rows.all()) {
    const cells = await row.locator('td').allInnerTexts();
    const totalReturnText = cells[1] ?? '';
    out.push({ label: cells[0] ?? '', totalReturn: totalReturnText.replace(/%$/, ''), totalReturnText, pnl: cells[6] ?? '', trades: Number(cells[7]) });
  }
  return out;
}
