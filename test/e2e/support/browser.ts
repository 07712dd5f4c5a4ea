/**
 * Debian's Chromium driven by playwright-core (DESIGN.md section 9: `npx playwright install`
 * cannot work here). Without Chromium the journeys are skipped with the reason printed, except in
 * CI (CI=true), where a missing browser is a failure.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  (p): p is string => Boolean(p),
);

export const chromiumPath: string | undefined = CANDIDATES.find((p) => existsSync(p));

export const skipReason = chromiumPath
  ? undefined
  : 'Chromium not found (looked at CHROMIUM_PATH, /usr/bin/chromium): install it with `apt-get install chromium` to run the browser journeys.';

if (skipReason) {
  if (process.env.CI === 'true') throw new Error(`${skipReason} CI must run the browser journeys.`);
  console.warn(`[e2e] SKIPPED: ${skipReason}`);
}

/** The flags a root, network-less machine needs (DESIGN.md section 9). */
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function launchBrowser(): Promise<Browser> {
  if (!chromiumPath) throw new Error(skipReason);
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: FLAGS });
}

export const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'screenshots');

/** Saves the journey's final screen for a reviewer (test/e2e/screenshots, git-ignored). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
