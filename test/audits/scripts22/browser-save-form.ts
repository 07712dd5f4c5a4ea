/**
 * Audit 22, in Chromium against the running app: run SPY on the covered builder, change the ticker
 * (and dates) without running again, and Save. What does the save send as its strategy, and what do
 * the Saved card and the share page then say? Run: npx tsx test/audits/scripts22/browser-save-form.ts
 */
import { chromium } from 'playwright-core';
import { chromiumPath } from '../../e2e/support/browser';
import { signIn, dismissPaywallIfShown } from '../../e2e/support/app';
import { openCovered, setDates, setTicker, unfoldCoveredCallConfig } from '../../e2e/support/covered-steps';
import { BASE, signedInUser } from './client';

const user = await signedInUser('a22browser');
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
const sent: string[] = [];
page.on('request', (r) => { if (r.url().endsWith('/api/save-backtest')) sent.push(r.postData() ?? ''); });
await signIn(page, BASE, user.email, 'secret6');
await openCovered(page);
await dismissPaywallIfShown(page);
await setTicker(page, 'SPY');
await setDates(page, '2019-01-02', '2019-06-28');
await unfoldCoveredCallConfig(page);
await page.getByRole('button', { name: 'Run Backtest' }).click();
await page.getByText('P&L Over Time').waitFor({ timeout: 90_000 }).catch(async (e: unknown) => {
  await page.screenshot({ path: '/tmp/a22-fail.png' });
  throw e;
});
const shownPnl = (await page.getByLabel('Results').innerText()).match(/Total P&L[^\n]*\n?[^\n]*/)?.[0];
console.log(`ran SPY 2019-01-02..06-28; results show: ${shownPnl?.replace(/\n/g, ' ')}`);
await setTicker(page, 'TSLA');
await setDates(page, '2020-01-02', '2020-12-31');
console.log(`after editing the form (not run): Save Backtest button present: ${await page.getByLabel('Results').getByRole('button', { name: 'Save Backtest' }).count()}`);
await page.getByLabel('Results').getByRole('button', { name: 'Save Backtest' }).click();
const dialog = page.getByRole('dialog', { name: 'Save Backtest' });
await dialog.getByLabel('Backtest Name *').fill('Edited form after run');
await dialog.getByRole('button', { name: 'Save', exact: true }).click();
await dialog.waitFor({ state: 'detached', timeout: 15_000 });
const body = JSON.parse(sent.at(-1) ?? '{}') as { job_id?: string; results?: unknown; strategy?: { ticker?: string; start_date?: string; end_date?: string } };
console.log(`save sent: job_id ${body.job_id ? 'yes' : 'no'}, results ${body.results ? 'yes' : 'no'}, strategy.ticker ${body.strategy?.ticker}, dates ${body.strategy?.start_date}..${body.strategy?.end_date}`);
const list = await user.api('/backtests');
const items = (list.body as { backtests?: { backtest_id: string; name: string; results_origin?: string; total_pnl?: number; strategy?: { ticker?: string } }[] }).backtests ?? [];
for (const i of items) console.log(`stored: ${i.name} origin=${i.results_origin} ${JSON.stringify(i).match(/"total_pnl":[^,]*/)?.[0]} strategy.ticker=${i.strategy?.ticker ?? JSON.stringify(i).match(/"ticker":"[A-Z]+"/)?.[0]}`);
await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Saved', exact: true }).click();
await page.waitForURL(/\/saved$/);
const card = page.getByRole('article', { name: 'Edited form after run', exact: true });
await card.waitFor();
console.log(`Saved card text: ${(await card.innerText()).replace(/\s+/g, ' ').slice(0, 400)}`);
await page.screenshot({ path: 'test/audits/scripts22/saved-card-edited-form.png' });
await browser.close();
