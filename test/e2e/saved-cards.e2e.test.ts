/**
 * The Saved screen's cards in a real browser at the widths traders use (1280, 1024, 768, 375), and
 * a backtest saved before 2026-11-25 loaded from it. Both backtests come in through Import JSON, as
 * a trader's exported files would: the wheel as the engine wrote it then (its expirations read
 * 'close 263.41 vs the 249 put strike'), and today's covered call of the golden runs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRuntimeHandle } from '../../infra/local/start-local-runtime';
import { SAVED_FILE_FORMAT, SAVED_FILE_VERSION } from '../../shared/analytics/export/saved-file';
import { coveredRequests } from '../golden/requests';
import { dismissPaywallIfShown } from './support/app';
import { screenshot, skipReason } from './support/browser';
import { signedUpPage, startAppAndBrowser, stopAppAndBrowser } from './support/journey-setup';
import { savedCard } from './support/saved-steps';

const email = `saved-cards-${Date.now()}@example.com`;
const OLD_WHEEL = 'SPY wheel saved in November 2026';
const COVERED_CALL = 'SPY covered call 2019, monthly calls at 30 delta, rolled at 5 DTE';
let runtime: LocalRuntimeHandle | undefined;
let browser: Browser;
let page: Page;

const repoFile = (...parts: string[]) => readFileSync(join(import.meta.dirname, '..', '..', ...parts), 'utf8');
const requestOf = (name: string) => {
  const found = coveredRequests.find((r) => r.name === name);
  if (!found) throw new Error(`no golden request ${name}`);
  return found.request;
};

function savedFile(name: string, strategy: object, results: unknown): string {
  return JSON.stringify({
    format: SAVED_FILE_FORMAT, version: SAVED_FILE_VERSION, exported_at: '2026-12-01T10:00:00.000Z',
    backtest: { name, description: '', tags: [], strategy, results },
  });
}

async function importFile(name: string, text: string): Promise<void> {
  await page.getByLabel('Import saved backtest file').setInputFiles({ name: 'backtest.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.getByRole('status').getByText(`Imported “${name}”`).waitFor({ timeout: 15_000 });
}

/** The tops of a card's four export buttons and whether the last of them ends inside the card. */
async function exportRow(card: Locator): Promise<{ tops: number[]; inside: boolean }> {
  return card.evaluate((el) => {
    const buttons = [...el.querySelectorAll('[role="group"][aria-label^="Export"] button')];
    const right = el.getBoundingClientRect().right;
    return {
      tops: buttons.map((b) => Math.round(b.getBoundingClientRect().top)),
      inside: buttons.every((b) => b.getBoundingClientRect().right <= right),
    };
  });
}

describe.skipIf(skipReason)('the Saved screen', () => {
  beforeAll(async () => {
    [runtime, browser] = await startAppAndBrowser();
    page = await signedUpPage(browser, runtime.url, email, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${runtime.url}/saved`);
    await dismissPaywallIfShown(page);
    await page.getByRole('button', { name: 'Import JSON' }).waitFor();
    await importFile(OLD_WHEEL, savedFile(OLD_WHEEL, requestOf('wheel-spy-2019-catch-stop'), JSON.parse(repoFile('frontend/src/features/backtest/test/wheel-saved-before-2026-11-25.json'))));
    await importFile(COVERED_CALL, savedFile(COVERED_CALL, requestOf('covered-call-spy-2019'), JSON.parse(repoFile('test/golden/results/covered-call-spy-2019.json'))));
  });

  afterAll(() => stopAppAndBrowser(runtime, browser));

  it('keeps each card\'s four export buttons on one row at 1280, 1024, 768 and 375 px (they wrapped one or two a line)', async () => {
    for (const width of [1280, 1024, 768, 375]) {
      await page.setViewportSize({ width, height: 800 });
      for (const name of [OLD_WHEEL, COVERED_CALL]) {
        const card = savedCard(page, name);
        await card.waitFor();
        const row = await exportRow(card);
        expect(row.tops, `${name} at ${width} px`).toHaveLength(4);
        expect(new Set(row.tops).size, `${name} at ${width} px: tops ${row.tops.join(', ')}`).toBe(1);
        expect(row.inside).toBe(true);
      }
      // The buttons keep their whole names for a screen reader ('Trades CSV'), the format said once on screen.
      await savedCard(page, COVERED_CALL).getByRole('button', { name: 'Trades CSV', exact: true }).waitFor();
      await screenshot(page, `saved-cards-${width}`);
    }
  });

  it('loads the wheel saved before 2026-11-25: its trade log says its expirations in today\'s words, its range in words, its exports on one row', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await savedCard(page, OLD_WHEEL).getByRole('button', { name: `Load ${OLD_WHEEL}` }).click();
    await page.waitForURL(/\/backtest\/covered$/);
    await dismissPaywallIfShown(page);
    await page.getByRole('heading', { name: 'Trade Log' }).waitFor({ timeout: 30_000 });
    await page.getByLabel('Sort trades').selectOption({ label: 'Oldest First' });
    const first = 'Expired out of the money: settled at the close $263.41, vs the $249 put strike on 2019-01-23';
    await page.getByText(first, { exact: true }).first().waitFor({ timeout: 15_000 });
    expect(await page.getByText(/Expired worthless/).count()).toBe(0);
    // The form has the saved range; under the pickers (the browser's own 01/01/2019) it reads in words.
    expect(await page.getByLabel('Start Date', { exact: true }).inputValue()).toBe('2019-01-01');
    expect(await page.getByRole('note', { name: 'Date range picked' }).innerText()).toBe('Tue, Jan 1, 2019 → Tue, Dec 31, 2019');
    // The results' three CSV exports sit on one row too (they wrapped two and one at 1280 px, one a line at 375).
    for (const width of [1280, 1024, 768, 375]) {
      await page.setViewportSize({ width, height: 800 });
      const tops = await page.getByRole('group', { name: 'Export', exact: true }).getByRole('button')
        .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
      expect(tops, `results exports at ${width} px`).toHaveLength(3);
      expect(new Set(tops).size, `results exports at ${width} px: tops ${tops.join(', ')}`).toBe(1);
    }
    await page.getByRole('button', { name: 'Export trades (CSV)', exact: true }).waitFor();
  });
});
