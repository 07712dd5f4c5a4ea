/** Journey 6: the free quota, the paywall, the local checkout, TRIAL and cancelling. */
import type { Dialog, Page } from 'playwright-core';
import { expect } from 'vitest';
import { PRO_FEATURES, PRO_FEATURES_ADDED } from '../../../shared/domain/constants';

export const CANCEL_CONFIRM = 'Are you sure you want to cancel your subscription? Your access will continue until the end of the billing period.';
export const CANCEL_SUCCESS = 'Cancellation scheduled. Your subscription will end at the current period.';

/** Counts the run calls the browser really makes (a run blocked by the paywall makes none). */
export function countRunCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/backtest') calls += 1;
  });
  return () => calls;
}

/** Spec section 9: $49.99 per month, $99.99 struck through, '50% OFF', the Pro features. */
export async function expectPaywall(page: Page): Promise<void> {
  const paywall = page.getByRole('dialog', { name: 'Upgrade to Pro' });
  await paywall.waitFor({ timeout: 5000 });
  await paywall.getByText('$49.99', { exact: true }).waitFor();
  expect(await paywall.locator('s').innerText()).toBe('$99.99');
  await paywall.getByText('50% OFF', { exact: true }).waitFor();
  for (const feature of ['Unlimited backtests', 'Covered calls and spreads', 'Performance analytics', 'Full trade logs and charts']) {
    await paywall.getByRole('listitem').filter({ hasText: feature }).waitFor();
  }
}

/** Upgrade → the local checkout page, checked to be this origin's and to show the price. */
async function openCheckout(page: Page, appUrl: string): Promise<void> {
  await page.getByRole('dialog', { name: 'Upgrade to Pro' }).getByRole('button', { name: 'Upgrade' }).click();
  await page.waitForURL(/\/local-checkout/, { timeout: 15_000 });
  expect(new URL(page.url()).origin).toBe(new URL(appUrl).origin);
  await page.getByText('$49.99/month').waitFor();
  // Every feature the paywall offered, on the page the trader pays on (it named the spec's four only).
  for (const feature of [...PRO_FEATURES, ...PRO_FEATURES_ADDED]) await page.getByRole('listitem').filter({ hasText: feature }).waitFor({ timeout: 5000 });
}

/**
 * Checkout comes back to '/?checkout=...' as Stripe's success/cancel urls do (POST /stripe/checkout
 * takes no body); the app then goes on to the page checkout was started from (kept in the tab).
 */
async function expectBackOn(page: Page, appUrl: string, from: string, notice: RegExp): Promise<void> {
  await page.waitForURL((url) => url.origin === new URL(appUrl).origin && url.pathname === from, { timeout: 15_000 });
  await page.getByRole('status').filter({ hasText: notice }).waitFor({ timeout: 10_000 });
}

/** Upgrade → the local checkout page (no card, nothing leaves the machine) → Pay → back on the page it started from. */
export async function upgradeThroughCheckout(page: Page, appUrl: string): Promise<void> {
  const from = new URL(page.url()).pathname;
  await openCheckout(page, appUrl);
  expect(await page.getByRole('link', { name: 'Cancel and return to the app' }).getAttribute('href')).toBe('/?checkout=cancelled');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expectBackOn(page, appUrl, from, /Welcome to Pro!/);
}

/** Upgrade → the local checkout page → Cancel → back on the page it started from, with the cancelled notice. */
export async function cancelCheckout(page: Page, appUrl: string): Promise<void> {
  const from = new URL(page.url()).pathname;
  await openCheckout(page, appUrl);
  await page.getByRole('link', { name: 'Cancel and return to the app' }).click();
  await expectBackOn(page, appUrl, from, /Checkout was cancelled/);
}

/** The account menu's items and its free-count line (spec sections 2 and 6). */
export async function accountMenu(page: Page): Promise<{ text: string; items: string[] }> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu', { name: 'Account' });
  await menu.waitFor();
  const text = (await menu.innerText()).replace(/\s+/g, ' ');
  const items = (await menu.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
  await page.getByRole('button', { name: 'Account menu' }).click();
  await menu.waitFor({ state: 'detached' });
  return { text, items };
}

export async function openManageSubscription(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Manage Subscription' }).click();
  await page.getByRole('dialog', { name: 'Manage Subscription' }).waitFor();
}

export async function planBadge(page: Page): Promise<string> {
  return (await page.getByRole('dialog', { name: 'Manage Subscription' }).getByTestId('plan-badge').innerText()).trim();
}

/** Cancel from Manage Subscription: answers the confirm and the alert, returns what they said. */
export async function cancelSubscription(page: Page): Promise<Array<{ type: string; message: string }>> {
  const seen: Array<{ type: string; message: string }> = [];
  const answer = (dialog: Dialog) => {
    seen.push({ type: dialog.type(), message: dialog.message() });
    void dialog.accept();
  };
  page.on('dialog', answer);
  try {
    const modal = page.getByRole('dialog', { name: 'Manage Subscription' });
    await modal.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect.poll(() => seen.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  } finally {
    page.off('dialog', answer);
  }
  return seen;
}
