/**
 * The product under test: `npm start`'s runtime (infra/local) on a free port in a fresh state
 * folder, and small steps every journey shares (sign up, sign in, open a mode).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startLocalRuntime, type LocalRuntimeHandle } from '../../../infra/local/start-local-runtime';

export function freshStateDir(): string {
  return mkdtempSync(join(tmpdir(), 'e2e-state-'));
}

export async function startApp(stateDir: string): Promise<LocalRuntimeHandle> {
  return startLocalRuntime({ stateDir, port: 0, timeoutMs: 90_000 });
}

export const PASSWORD = 'correct-horse-1';

export async function signUp(page: Page, url: string, email: string, password = PASSWORD): Promise<void> {
  await page.goto(url);
  await page.getByRole('button', { name: 'Get Started' }).first().click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

export async function signIn(page: Page, url: string, email: string, password = PASSWORD): Promise<void> {
  await page.goto(url);
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('dialog').getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 15_000 });
}

/**
 * The paywall auto-shows once per mode for free users (spec section 4), but only once the user's
 * status is fresh from the server, which under load can take seconds after the page opens. So wait
 * for the app to say it has decided for this page (`data-paywall-decided-for`, set in the same
 * render as the paywall), then close the paywall if it is there and wait for it to go.
 */
export async function dismissPaywallIfShown(page: Page): Promise<void> {
  const path = new URL(page.url()).pathname;
  await page.locator(`.shell[data-paywall-decided-for="${path}"]`).waitFor({ state: 'attached', timeout: 30_000 });
  const later = page.getByRole('button', { name: 'Maybe later' });
  if ((await later.count()) === 0) return; // Not shown: this mode's paywall was already seen, or the user is paid.
  await later.click();
  await later.waitFor({ state: 'detached', timeout: 10_000 });
}
