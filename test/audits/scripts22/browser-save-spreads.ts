/**
 * Audit 22, after F1 and F3: the spreads builder in Chromium still saves a run by its job (stored
 * 'run'), with the settings it ran, when the form was edited after the run.
 * Run: npx tsx test/audits/scripts22/browser-save-spreads.ts
 */
import { chromium } from 'playwright-core';
import { chromiumPath } from '../../e2e/support/browser';
import { signIn } from '../../e2e/support/app';
import { openSettings, openSpreads, pickPreset, runToResults, setDates, setTicker } from '../../e2e/support/spreads-steps';
import { BASE, signedInUser } from './client';

const user = await signedInUser('a22spreads');
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
const answers: string[] = [];
page.on('response', async (r) => { if (r.url().endsWith('/api/save-backtest')) answers.push(`${r.status()} ${(await r.text()).slice(0, 120)}`); });
await signIn(page, BASE, user.email, 'secret6');
await openSpreads(page);
await openSettings(page);
await setTicker(page, 'SPY');
await setDates(page, '2024-01-02', '2024-04-30');
await pickPreset(page, 'Iron Condor');
await runToResults(page);
await setDates(page, '2023-01-03', '2023-06-30');
await page.getByLabel('Results').getByRole('button', { name: 'Save Backtest' }).click();
const dialog = page.getByRole('dialog', { name: 'Save Backtest' });
await dialog.getByLabel('Backtest Name *').fill('Condor, dates edited after');
await dialog.getByRole('button', { name: 'Save', exact: true }).click();
await dialog.waitFor({ state: 'detached', timeout: 15_000 });
console.log(`save answers: ${JSON.stringify(answers)}`);
const list = (await user.api('/backtests')).body as { backtests: { name: string; results_origin?: string; strategy: { ticker?: string; start_date?: string; end_date?: string } }[] };
for (const b of list.backtests) console.log(`stored: ${b.name} origin=${b.results_origin} ${b.strategy.ticker} ${b.strategy.start_date}..${b.strategy.end_date}`);
await browser.close();
