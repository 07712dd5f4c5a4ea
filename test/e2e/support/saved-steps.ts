/** Journeys 5 and 7: the Save Backtest modal and the Saved screen (cards, Load, Delete). */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export const DELETE_CONFIRM = 'Are you sure you want to delete this backtest? This action cannot be undone.';

/** Save Backtest from the results header: Save stays disabled while the name is blank. */
export async function saveFromResults(page: Page, name: string, description: string): Promise<void> {
  await page.getByLabel('Results').getByRole('button', { name: 'Save Backtest' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Backtest' });
  await dialog.waitFor();
  const save = dialog.getByRole('button', { name: 'Save', exact: true });
  const nameField = dialog.getByLabel('Backtest Name *');
  expect(await nameField.inputValue()).toBe('');
  expect(await save.isDisabled()).toBe(true);
  await nameField.fill('   ');
  expect(await save.isDisabled()).toBe(true);
  await nameField.fill(`  ${name}  `);
  await dialog.getByLabel('Description').fill(description);
  expect(await save.isDisabled()).toBe(false);
  await save.click();
  await dialog.waitFor({ state: 'detached', timeout: 15_000 });
}

/** A failed save shows its message in the modal, which stays open (spec sections 4 and 8). */
export async function expectSaveFailureShown(page: Page): Promise<void> {
  await page.route('**/api/save-backtest', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Disk full' }) }),
  );
  try {
    await page.getByLabel('Results').getByRole('button', { name: 'Save Backtest' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Backtest' });
    await dialog.getByLabel('Backtest Name *').fill('Never stored');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByRole('alert').getByText('Failed to save backtest: Disk full', { exact: true }).waitFor();
    expect(await dialog.getByLabel('Backtest Name *').inputValue()).toBe('Never stored');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  } finally {
    await page.unroute('**/api/save-backtest');
  }
}

export async function openSaved(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Saved', exact: true }).click();
  await page.waitForURL(/\/saved$/);
  await page.getByRole('main').getByRole('region', { name: 'Saved Backtests' }).waitFor();
}

export function savedCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

/** The value shown under a card's field label (a dt/dd pair). */
async function fact(card: Locator, label: string): Promise<string> {
  const term = card.getByRole('term').filter({ hasText: new RegExp(`^${label.replace(/[&$]/g, '\\$&')}$`) });
  return (await term.locator('xpath=following-sibling::dd[1]').innerText()).trim();
}

export interface ExpectedCard {
  name: string;
  badge: 'Spreads' | 'Covered';
  strategy: string;
  ticker: string;
  year: string;
  totalPnl: string;
  description: string;
}

/** Spec section 2 'Saved screen': name, type badge, Strategy, Ticker, Year, Total P&L, description, Saved date. */
export async function expectCard(page: Page, expected: ExpectedCard): Promise<void> {
  const card = savedCard(page, expected.name);
  await card.waitFor({ timeout: 15_000 });
  expect(await card.getByRole('heading', { name: expected.name }).count()).toBe(1);
  await card.getByText(expected.badge, { exact: true }).waitFor();
  expect(await fact(card, 'Strategy')).toBe(expected.strategy);
  expect(await fact(card, 'Ticker')).toBe(expected.ticker);
  expect(await fact(card, 'Year')).toBe(expected.year);
  expect(await fact(card, 'Total P&L')).toBe(expected.totalPnl);
  await card.getByText(expected.description, { exact: true }).waitFor();
  const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
  await card.getByText(`Saved ${today}`, { exact: true }).waitFor();
  await card.getByRole('button', { name: `Load ${expected.name}` }).waitFor();
  await card.getByRole('button', { name: `Delete ${expected.name}` }).waitFor();
}

/** Delete through the confirmation modal: Cancel keeps the card, Delete removes it. */
export async function deleteCard(page: Page, name: string): Promise<void> {
  const card = savedCard(page, name);
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  let dialog = page.getByRole('dialog', { name: 'Delete backtest' });
  await dialog.getByText(DELETE_CONFIRM, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await card.count()).toBe(1);

  await card.getByRole('button', { name: `Delete ${name}` }).click();
  dialog = page.getByRole('dialog', { name: 'Delete backtest' });
  await dialog.getByText(DELETE_CONFIRM, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await card.waitFor({ state: 'detached', timeout: 15_000 });
}
