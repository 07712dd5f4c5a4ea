/**
 * The setup and teardown most journeys share, written once so they cannot drift apart: the local
 * runtime (its own state folder) and Chromium started side by side, a new user signed up and landed
 * on /backtest, where every journey begins, and both stopped after the file.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import type { LocalRuntimeHandle } from '../../../infra/local/start-local-runtime';
import { freshStateDir, signUp, startApp } from './app';
import { launchBrowser } from './browser';

/** The desktop window the journeys run in unless they say otherwise. */
export const DESKTOP_VIEWPORT = { width: 1400, height: 950 };

export function startAppAndBrowser(stateDir = freshStateDir()): Promise<[LocalRuntimeHandle, Browser]> {
  return Promise.all([startApp(stateDir), launchBrowser()]);
}

/** Signs a new user up and waits until the app has taken them to /backtest. */
export async function signUpToBacktest(page: Page, url: string, email: string): Promise<void> {
  await signUp(page, url, email);
  await page.waitForURL(/\/backtest$/, { timeout: 20_000 });
}

/** A page in a new desktop context (`options` added to it), with a new user signed up on it. */
export async function signedUpPage(browser: Browser, url: string, email: string, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await (await browser.newContext({ viewport: DESKTOP_VIEWPORT, ...options })).newPage();
  await signUpToBacktest(page, url, email);
  return page;
}

/** For afterAll: closes the browser, then stops the runtime, each only if it started. */
export async function stopAppAndBrowser(runtime: LocalRuntimeHandle | undefined, browser: Browser | undefined): Promise<void> {
  await browser?.close();
  await runtime?.stop();
}
