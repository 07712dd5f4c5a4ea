/**
 * Audit 24, h-fallback23 in Chromium through the real local app: the sentence under "Saved as …"
 * after a save that named its job or saved run but ended as a sent copy.
 *  A. a normal save by job: "Saved as" and nothing new;
 *  B. the job's stored result deleted from the runtime's local store (as the integration tests do
 *     for 410), saved again by job: the expiry words;
 *  C. the next run: the sentence (and "Saved as") gone;
 *  D. a saved run loaded from Saved, saved again with its body's delta changed on the way (route
 *     interception): the sentence with the server's reason;
 *  E. D's page at 390 px wide: the sentence's box inside the viewport, no sideways scroll; a screenshot.
 * Prints what it saw; exits 1 on a failed check.
 * Run: nice -n 10 npx tsx test/audits/scripts-audit24/browser-sent-copy-sentence.ts
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { freshStateDir } from '../../e2e/support/app';
import { signedUpPage, startAppAndBrowser, stopAppAndBrowser } from '../../e2e/support/journey-setup';
import { openSaved, savedCard } from '../../e2e/support/saved-steps';
import { openCovered, runAndWaitForResults, setDates, setTicker, unfoldCoveredCallConfig } from '../../e2e/support/covered-steps';

const FELL_BACK = 'Saved as a sent copy, as';
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'OK  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

/** Every file under `dir` whose path contains `part`. */
function filesWith(dir: string, part: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...filesWith(p, part));
    else if (p.includes(part)) out.push(p);
  }
  return out;
}

async function save(page: Page, name: string): Promise<void> {
  await page.getByLabel('Results').getByRole('button', { name: 'Save Backtest' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Backtest' });
  await dialog.getByLabel('Backtest Name *').fill(name);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.waitFor({ state: 'detached', timeout: 20_000 });
}

const statusTexts = async (page: Page): Promise<string[]> => (await page.getByRole('status').allTextContents()).filter((t) => t.startsWith('Saved as'));

const stateDir = freshStateDir();
const [runtime, browser] = await startAppAndBrowser(stateDir);
const saves: string[] = [];
let lastJob: string | undefined;
try {
  const page = await signedUpPage(browser, runtime.url, `audit24-fb-${Date.now()}@example.com`);
  page.on('requestfinished', (r) => {
    if (new URL(r.url()).pathname !== '/api/save-backtest') return;
    const body = JSON.parse(r.postData() ?? '{}') as Record<string, unknown>;
    if (typeof body.job_id === 'string') lastJob = body.job_id;
    void r.response().then(async (res) => {
      const answer = (await res?.json().catch(() => ({}))) as Record<string, unknown>;
      saves.push(`${String(body.backtest_name)}: ${body.job_id ? 'job_id' : body.from_backtest_id ? 'from_backtest_id' : 'results sent'} -> ${res?.status()} ${String(answer.results_origin ?? answer.error ?? '')}`);
    });
  });
  await openCovered(page);
  await setTicker(page, 'SPY');
  await setDates(page, '2024-01-02', '2024-03-28');
  await unfoldCoveredCallConfig(page);
  await page.getByLabel('Covered Call DTE Target').fill('45');
  await page.getByLabel('Covered Call Delta').fill('0.2');
  await runAndWaitForResults(page, 'Running covered strategy simulation...');

  // A. a normal save by job.
  await save(page, 'A by job');
  await page.getByText('Saved as “A by job”', { exact: true }).waitFor({ timeout: 15_000 });
  const a = await statusTexts(page);
  console.log('A statuses:', JSON.stringify(a));
  check(a.length === 1 && !a.some((t) => t.startsWith(FELL_BACK)), 'A: a normal save by job shows "Saved as" only');

  // B. the job's stored result deleted from the local store, then saved again by job.
  const job = lastJob ?? '';
  const results = job ? filesWith(stateDir, job).filter((p) => p.includes('result')) : [];
  console.log('B deleting:', JSON.stringify(results.map((p) => p.slice(stateDir.length))));
  check(results.length > 0, 'B: found the job result in the local store');
  for (const p of results) rmSync(p);
  await save(page, 'B job gone');
  const b = page.getByRole('status').filter({ hasText: FELL_BACK });
  await b.waitFor({ timeout: 15_000 }).catch(() => undefined);
  const bText = await statusTexts(page);
  console.log('B statuses:', JSON.stringify(bText));
  check(bText.includes("Saved as a sent copy, as the backtester's record could not be copied: the run's stored result has expired (runs are kept 30 days)."), 'B: the expiry words under "Saved as"');
  check(bText.includes('Saved as “B job gone”'), 'B: "Saved as “B job gone”" shown too');

  // C. the next run: the sentence goes away.
  await page.getByLabel('Covered Call Delta').fill('0.25');
  await runAndWaitForResults(page, 'Running covered strategy simulation...');
  const c = await statusTexts(page);
  console.log('C statuses after the next run:', JSON.stringify(c));
  check(c.length === 0, 'C: nothing "Saved as…" after the next run');

  // D. saved run loaded from Saved, saved again with the body's delta changed on the way.
  await save(page, 'D by job');
  await openSaved(page);
  const card = savedCard(page, 'D by job');
  await card.waitFor({ timeout: 15_000 });
  await card.getByRole('button', { name: 'Load D by job' }).click();
  await page.waitForURL(/\/backtest\/covered$/);
  await page.getByText('P&L Over Time').waitFor({ timeout: 60_000 });
  const loaded = await statusTexts(page);
  console.log('D statuses once loaded:', JSON.stringify(loaded));
  await page.route('**/api/save-backtest', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as { from_backtest_id?: string; strategy: { strategy: { covered_call_config: { strike_target_condition: { delta: number } } } } };
    if (body.from_backtest_id !== undefined) body.strategy.strategy.covered_call_config.strike_target_condition.delta = 0.1;
    await route.continue({ postData: JSON.stringify(body) });
  });
  await save(page, 'D changed body');
  await page.unroute('**/api/save-backtest');
  await page.getByRole('status').filter({ hasText: FELL_BACK }).waitFor({ timeout: 15_000 }).catch(() => undefined);
  const d = await statusTexts(page);
  console.log('D statuses:', JSON.stringify(d));
  check(d.some((t) => t.startsWith(FELL_BACK) && t.includes("the strategy sent is not this run's")), "D: the server's reason under \"Saved as\"");

  // E. the same page at a phone's width.
  await page.setViewportSize({ width: 390, height: 844 });
  const sentence = page.getByRole('status').filter({ hasText: FELL_BACK });
  await sentence.scrollIntoViewIfNeeded();
  const box = await sentence.boundingBox();
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  const style = await sentence.evaluate((el) => { const s = getComputedStyle(el); return { display: s.display, whiteSpace: s.whiteSpace, overflow: s.overflow, fontSize: s.fontSize, lineHeight: s.lineHeight }; });
  console.log('E box:', JSON.stringify(box), 'scrollWidth:', scrollWidth, 'style:', JSON.stringify(style));
  check(box !== null && box.x >= 0 && box.x + box.width <= 390, 'E: the sentence lies inside 390 px');
  check(scrollWidth <= 390, 'E: no sideways scroll at 390 px');
  const header = page.getByLabel('Results');
  await header.screenshot({ path: 'test/audits/scripts-audit24/out-phone-390-results.png' }).catch(async () => page.screenshot({ path: 'test/audits/scripts-audit24/out-phone-390-results.png' }));
  await page.screenshot({ path: 'test/audits/scripts-audit24/out-phone-390-viewport.png' });
} catch (e) {
  failures.push(String(e));
  console.log('ERROR', e);
} finally {
  console.log('saves:\n ' + saves.join('\n '));
  await stopAppAndBrowser(runtime, browser);
}
console.log(failures.length === 0 ? 'ALL CHECKS PASSED' : `${failures.length} FAILED`);
process.exit(failures.length === 0 ? 0 : 1);
