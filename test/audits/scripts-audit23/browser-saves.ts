/**
 * Audit 23 in Chromium against the real local runtime (journey-setup.ts, as the e2e tests start
 * it): every save the pages send, with its answer. Spreads: Bull Call Spread (a child leg) with an
 * entry filter and an exit condition added, units limit on, run and saved; loaded from Saved and
 * saved again; loaded, edited (Leg 1 DTE), run and saved; loaded and edited without running, saved.
 * Covered: a cash-secured-put start with the wheel on, run, saved, loaded and saved again.
 * Run: nice -n 10 npx tsx test/audits/scripts-audit23/browser-saves.ts
 */
import type { Page } from 'playwright-core';
import { signedUpPage, startAppAndBrowser, stopAppAndBrowser } from '../../e2e/support/journey-setup';
import { openSaved, savedCard } from '../../e2e/support/saved-steps';
import { openSettings, openSpreads, pickPreset, runToResults, setDates, setTicker } from '../../e2e/support/spreads-steps';
import { openCovered, runAndWaitForResults, setDates as setCoveredDates, setTicker as setCoveredTicker } from '../../e2e/support/covered-steps';

const [runtime, browser] = await startAppAndBrowser();
const saves: string[] = [];
try {
  const page = await signedUpPage(browser, runtime.url, `audit23-${Date.now()}@example.com`);
  page.on('requestfinished', (r) => {
    if (new URL(r.url()).pathname !== '/api/save-backtest') return;
    const body = JSON.parse(r.postData() ?? '{}') as Record<string, unknown>;
    void r.response().then(async (res) => {
      const answer = (await res?.json().catch(() => ({}))) as Record<string, unknown>;
      saves.push(`${String(body.backtest_name)}: ${body.job_id ? 'job_id' : body.from_backtest_id ? 'from_backtest_id' : 'results sent'} -> ${res?.status()} ${String(answer.results_origin ?? answer.error ?? '')}`);
    });
  });
  const save = async (p: Page, name: string) => {
    await p.getByLabel('Results').getByRole('button', { name: 'Save Backtest' }).click();
    const dialog = p.getByRole('dialog', { name: 'Save Backtest' });
    await dialog.getByLabel('Backtest Name *').fill(name);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    try {
      await dialog.waitFor({ state: 'detached', timeout: 20_000 });
    } catch {
      saves.push(`${name}: the dialog stayed open: ${await dialog.getByRole('alert').innerText().catch(() => '?')}`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    }
  };
  const load = async (p: Page, name: string, url: RegExp) => {
    await openSaved(p);
    const card = savedCard(p, name);
    await card.waitFor({ timeout: 15_000 });
    await card.getByRole('button', { name: `Load ${name}` }).click();
    await p.waitForURL(url);
    await p.getByText('P&L Over Time').first().waitFor({ timeout: 60_000 });
  };

  await openSpreads(page);
  await pickPreset(page, 'Bull Call Spread');
  await page.getByRole('button', { name: 'Add Exit Condition' }).click();
  await page.getByRole('button', { name: 'Add Filter' }).first().click();
  await openSettings(page);
  await setTicker(page, 'SPY');
  await setDates(page, '2024-01-02', '2024-03-28');
  await page.getByRole('spinbutton', { name: 'Min Volume', exact: true }).fill('0');
  const units = page.getByRole('switch', { name: /units/i });
  if (await units.count()) await units.first().click();
  await runToResults(page);
  await save(page, 'Spread as run');
  await load(page, 'Spread as run', /\/backtest\/spreads$/);
  await save(page, 'Spread loaded, saved again');
  await load(page, 'Spread as run', /\/backtest\/spreads$/);
  await page.getByRole('spinbutton', { name: 'Leg 1 DTE Target' }).fill('45');
  await runToResults(page);
  await save(page, 'Spread loaded, edited, run');
  await load(page, 'Spread as run', /\/backtest\/spreads$/);
  await page.getByRole('spinbutton', { name: 'Leg 1 DTE Target' }).fill('60');
  await save(page, 'Spread loaded, edited, not run');

  await page.goto(new URL('/backtest', page.url()).toString());
  await openCovered(page);
  await setCoveredTicker(page, 'SPY');
  await setCoveredDates(page, '2024-01-02', '2024-03-28');
  await page.getByLabel('Start Type').selectOption({ label: 'Cash-Secured Put' });
  await page.getByRole('switch', { name: 'Wheel' }).or(page.getByRole('checkbox', { name: 'Wheel' })).first().check();
  await page.getByRole('switch', { name: 'Catch Stop Loss' }).or(page.getByRole('checkbox', { name: 'Catch Stop Loss' })).first().check();
  await runAndWaitForResults(page, 'Running covered strategy simulation...');
  await save(page, 'Wheel as run');
  await load(page, 'Wheel as run', /\/backtest\/covered$/);
  await save(page, 'Wheel loaded, saved again');
  await new Promise((r) => setTimeout(r, 1000));
} finally {
  for (const line of saves) console.log(line);
  await stopAppAndBrowser(runtime, browser);
}
process.exit(0);
