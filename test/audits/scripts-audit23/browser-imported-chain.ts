/**
 * Audit 23 in Chromium: a run priced by an imported real chain (the SPXW sample imported into the
 * runtime's chain store as an operator does, imported-spxw.ts) saved by its job, then loaded from
 * Saved and saved again, then loaded, edited (Leg 1 DTE), run and saved. Prints every save's answer.
 * Run: nice -n 10 npx tsx test/audits/scripts-audit23/browser-imported-chain.ts
 */
import { startWithImportedSpxw } from '../../e2e/support/imported-spxw';
import { stopAppAndBrowser } from '../../e2e/support/journey-setup';
import { openSaved, savedCard } from '../../e2e/support/saved-steps';
import { openSettings, openSpreads, pickPreset, runToResults, setDates, setTicker } from '../../e2e/support/spreads-steps';

const { runtime, browser, page } = await startWithImportedSpxw('audit23-real');
const saves: string[] = [];
try {
  page.on('requestfinished', (r) => {
    if (new URL(r.url()).pathname !== '/api/save-backtest') return;
    const body = JSON.parse(r.postData() ?? '{}') as Record<string, unknown>;
    void r.response().then(async (res) => {
      const answer = (await res?.json().catch(() => ({}))) as Record<string, unknown>;
      saves.push(`${String(body.backtest_name)}: ${body.job_id ? 'job_id' : body.from_backtest_id ? 'from_backtest_id' : 'results sent'} -> ${res?.status()} ${String(answer.results_origin ?? answer.error ?? '')}`);
    });
  });
  const save = async (name: string) => {
    await page.getByLabel('Results').getByRole('button', { name: 'Save Backtest' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Backtest' });
    await dialog.getByLabel('Backtest Name *').fill(name);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    try {
      await dialog.waitFor({ state: 'detached', timeout: 20_000 });
    } catch {
      saves.push(`${name}: the dialog stayed open: ${await dialog.getByRole('alert').innerText().catch(() => '?')}`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    }
  };
  const load = async (name: string) => {
    await openSaved(page);
    const card = savedCard(page, name);
    await card.waitFor({ timeout: 15_000 });
    saves.push(`${name}: card says Real quotes: ${await card.getByText('Real quotes', { exact: true }).count()}`);
    await card.getByRole('button', { name: `Load ${name}` }).click();
    await page.waitForURL(/\/backtest\/spreads$/);
    await page.getByText('P&L Over Time').first().waitFor({ timeout: 60_000 });
  };
  await openSpreads(page);
  await pickPreset(page, 'Iron Condor');
  await openSettings(page);
  await setTicker(page, 'SPX');
  await setDates(page, '2018-01-02', '2018-01-31');
  await runToResults(page);
  saves.push(`quote source: ${await page.getByRole('note', { name: 'Quote source' }).innerText()}`);
  await save('SPX condor on real quotes');
  await load('SPX condor on real quotes');
  await save('SPX condor on real quotes, again');
  await load('SPX condor on real quotes');
  await page.getByRole('spinbutton', { name: 'Leg 1 DTE Target' }).fill('20');
  await runToResults(page);
  await save('SPX condor on real quotes, edited and run');
  await new Promise((r) => setTimeout(r, 500));
} finally {
  for (const line of saves) console.log(line);
  await stopAppAndBrowser(runtime, browser);
}
process.exit(0);
