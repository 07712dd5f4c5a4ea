/**
 * Audit 22, part 2 in Chromium: a run saved by its job and the same result sent as a body: the
 * Saved cards ('Sent copy' on the sent one only), the loaded results, and the public share pages
 * (the notice on the sent one only), read as a visitor in a signed-out context.
 * Run: npx tsx test/audits/scripts22/browser-origin.ts
 */
import { chromium } from 'playwright-core';
import { SENT_RESULTS_NOTICE } from '../../../shared/contracts/saved';
import { chromiumPath } from '../../e2e/support/browser';
import { signIn } from '../../e2e/support/app';
import { BASE, run, signedInUser } from './client';

const A = await signedInUser('a22orig');
const req = { ticker: 'QQQ', shares_multiple: 100, start_date: '2021-01-04', end_date: '2021-06-30', strategy: { name: 'Origin CC', start_type: 'covered_call', covered_call_config: { DTE_target: 30, strike_target_condition: { type: 'delta', delta: 0.3, tolerance: null } } } };
const r = await run(A.api, true, req);
const post = async (body: Record<string, unknown>) => (await A.api('/save-backtest', { method: 'POST', body: JSON.stringify(body) })).body as { backtest_id: string; results_origin?: string };
const byJob = await post({ backtest_name: 'By its job', strategy: req, job_id: r.jobId });
const sent = await post({ backtest_name: 'Sent as a file', strategy: req, results: r.result });
console.log(`saved: by job origin=${byJob.results_origin}; sent origin=${sent.results_origin}`);
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
await signIn(page, BASE, A.email, 'secret6');
await page.goto(`${BASE}/saved`);
for (const name of ['By its job', 'Sent as a file']) {
  const card = page.getByRole('article', { name, exact: true });
  await card.waitFor();
  const t = (await card.innerText()).replace(/\s+/g, ' ');
  console.log(`card '${name}': 'Sent copy' shown ${/sent copy/i.test(t)}`);
}
for (const [name, id] of [['By its job', byJob.backtest_id], ['Sent as a file', sent.backtest_id]] as const) {
  await page.goto(`${BASE}/backtest/covered?saved=${id}`);
  await page.getByText('P&L Over Time').waitFor({ timeout: 30_000 });
  console.log(`loaded '${name}': notice on the results ${(await page.getByRole('main').innerText()).includes(SENT_RESULTS_NOTICE.slice(0, 40))}`);
  const share = (await A.api(`/backtests/${id}/share`, { method: 'POST', body: '' })).body as { token?: string; url?: string; share_url?: string };
  const link = share.url ?? share.share_url ?? `${BASE}/share#${share.token}`;
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link.startsWith('http') ? link : `${BASE}${link}`);
  await visitor.getByText('P&L Over Time').waitFor({ timeout: 30_000 }).catch(() => undefined);
  const text = await visitor.locator('body').innerText();
  console.log(`share page '${name}' (${link.replace(/#.*/, '#…')}): notice shown ${text.includes(SENT_RESULTS_NOTICE.slice(0, 40))}; shows results ${text.includes('P&L Over Time')}`);
  await visitor.screenshot({ path: `test/audits/scripts22/share-${name.replace(/\W+/g, '-').toLowerCase()}.png` });
}
await browser.close();
