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

/** The paywall auto-shows once per mode for free users (spec section 4); these journeys close it. */
export async function dismissPaywallIfShown(page: Page): Promise<void> {
  const later = page.getByRole('button', { name: 'Maybe later' });
  try {
    // 5 s: on a loaded machine the paywall can take over 1.5 s to show, then its overlay blocks the next click.
    await later.waitFor({ state: 'visible', timeout: 5000 });
    await later.click();
  } catch {
    // Not shown: this mode's paywall was already seen.
  }
}
