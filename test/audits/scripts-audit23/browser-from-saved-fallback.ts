/**
 * Audit 23 F2 in Chromium: a saved run loaded into the builder and saved again is named by
 * from_backtest_id; when the server refuses that with 400 (its strategy is not the run's), the
 * browser does not show the words: save-backtest.ts savedNotCopied falls back on 400 and sends the
 * page's copy of the result, which is stored as 'sent' and the dialog closes as a success. Here the
 * refusal is provoked by a body whose delta is changed on its way (as a forger's, or any strategy
 * the check reads as not the run's).
 * Run: nice -n 10 npx tsx test/audits/scripts-audit23/browser-from-saved-fallback.ts
 */
import { signedUpPage, startAppAndBrowser, stopAppAndBrowser } from '../../e2e/support/journey-setup';
import { openSaved, savedCard } from '../../e2e/support/saved-steps';
import { openCovered, runAndWaitForResults, setDates, setTicker, unfoldCoveredCallConfig } from '../../e2e/support/covered-steps';

const [runtime, browser] = await startAppAndBrowser();
const saves: string[] = [];
try {
  const page = await signedUpPage(browser, runtime.url, `audit23-fb-${Date.now()}@example.com`);
  page.on('requestfinished', (r) => {
    if (new URL(r.url()).pathname !== '/api/save-backtest') return;
    const body = JSON.parse(r.postData() ?? '{}') as Record<string, unknown>;
    void r.response().then(async (res) => {
      const answer = (await res?.json().catch(() => ({}))) as Record<string, unknown>;
      saves.push(`${String(body.backtest_name)}: ${body.job_id ? 'job_id' : body.from_backtest_id ? 'from_backtest_id' : 'results sent'} -> ${res?.status()} ${String(answer.results_origin ?? answer.error ?? '')}`);
    });
  });
  await page.goto(new URL('/backtest', page.url()).toString());
  await openCovered(page);
  await setTicker(page, 'SPY');
  await setDates(page, '2024-01-02', '2024-03-28');
  await unfoldCoveredCallConfig(page);
  await runAndWaitForResults(page, 'Running covered strategy simulation...');
  const save = async (name: string) => {
    await page.getByLabel('Results').getByRole('button', { name: 'Save Backtest' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Backtest' });
    await dialog.getByLabel('Backtest Name *').fill(name);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    try {
      await dialog.waitFor({ state: 'detached', timeout: 20_000 });
      saves.push(`${name}: the dialog closed (success shown)`);
    } catch {
      saves.push(`${name}: the dialog stayed open: ${await dialog.getByRole('alert').innerText().catch(() => '?')}`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    }
  };
  await save('Calls as run');
  await openSaved(page);
  await savedCard(page, 'Calls as run').getByRole('button', { name: 'Load Calls as run' }).click();
  await page.waitForURL(/\/backtest\/covered$/);
  await page.getByText('P&L Over Time').first().waitFor({ timeout: 60_000 });
  // Only the from_backtest_id body is changed; the fallback body (with results) goes as the page made it.
  await page.route('**/api/save-backtest', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as { from_backtest_id?: string; strategy: { strategy: { covered_call_config: { strike_target_condition: { delta: number } } } } };
    if (body.from_backtest_id) body.strategy.strategy.covered_call_config.strike_target_condition.delta = 0.1;
    await route.continue({ postData: JSON.stringify(body) });
  });
  await save('Calls, from saved, refused by the server');
  await page.unroute('**/api/save-backtest');
  await openSaved(page);
  const card = savedCard(page, 'Calls, from saved, refused by the server');
  await card.waitFor({ timeout: 15_000 });
  saves.push(`its Saved card shows 'Sent copy': ${await card.getByText('Sent copy', { exact: true }).count()}`);
  await new Promise((r) => setTimeout(r, 500));
} finally {
  for (const line of saves) console.log(line);
  await stopAppAndBrowser(runtime, browser);
}
process.exit(0);
