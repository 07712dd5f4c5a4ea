/**
 * Audit 22, part 3 in Chromium: the bookmarkable /backtest/<mode>?saved=<id> address (h-words22) with
 * the owner's id, another account's, a deleted one, garbage ids; Try again after a failed read; a
 * saved backtest whose stored request is above audit 21's size caps; a spreads id opened on the
 * covered route. Run: npx tsx test/audits/scripts22/browser-address.ts
 */
import { chromium, type Page } from 'playwright-core';
import { chromiumPath } from '../../e2e/support/browser';
import { signIn } from '../../e2e/support/app';
import { BASE, run, signedInUser } from './client';

const A = await signedInUser('a22addr');
const B = await signedInUser('a22addrB');
const covered = (shares = 100) => ({ ticker: 'SPY', shares_multiple: shares, start_date: '2021-01-04', end_date: '2021-03-31', strategy: { name: 'Addr CC', start_type: 'covered_call', covered_call_config: { DTE_target: 30, strike_target_condition: { type: 'delta', delta: 0.3, tolerance: null } } } });
const save = async (who: typeof A, name: string, body: Record<string, unknown>) => ((await who.api('/save-backtest', { method: 'POST', body: JSON.stringify({ backtest_name: name, ...body }) })).body as { backtest_id: string }).backtest_id;
const ra = await run(A.api, true, covered());
const mine = await save(A, 'Mine', { strategy: covered(), job_id: ra.jobId });
const rb = await run(B.api, true, covered());
const theirs = await save(B, 'Theirs', { strategy: covered(), job_id: rb.jobId });
const doomed = await save(A, 'Deleted', { strategy: covered(), job_id: ra.jobId });
console.log(`delete: ${(await A.api(`/backtests/${doomed}`, { method: 'DELETE' })).status}`);
const big = await save(A, 'Above the caps', { strategy: covered(1e12), results: ra.result });
const spreadsReq = { ticker: 'SPY', balance: 100000, start_date: '2021-01-04', end_date: '2021-03-31', strategy: { name: 'Addr PCS', ticker: 'SPY', legs: [{ side: 'short', option_type: 'put', quantity: 1, dte_target: 30, target_strike_condition: { type: 'delta', value: -0.2 }, children: [] }], global_exit_conditions: [] } };
const rs = await run(A.api, false, spreadsReq);
const spreadsId = await save(A, 'Spreads one', { strategy: { ...spreadsReq.strategy, start_date: spreadsReq.start_date, end_date: spreadsReq.end_date, starting_balance: 100000 }, job_id: rs.jobId });

const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
await signIn(page, BASE, A.email, 'secret6');
const main = async (p: Page) => (await p.getByRole('main').innerText()).replace(/\s+/g, ' ');
async function open(label: string, path: string, settle: () => Promise<unknown>) {
  await page.goto(`${BASE}${path}`);
  await settle().catch(() => undefined);
  await page.waitForTimeout(800);
  const text = await main(page);
  const alert = await page.getByRole('alert').allInnerTexts();
  const total = text.match(/Total P&L[^A-Za-z]*/)?.[0]?.trim();
  console.log(`\n${label}\n  address now: ${new URL(page.url()).pathname}${new URL(page.url()).search.slice(0, 80)}\n  alerts: ${JSON.stringify(alert.map((a) => a.slice(0, 220)))}\n  results shown: ${total ?? '(none)'}; Try again button: ${await page.getByRole('button', { name: 'Try again' }).count()}`);
}
const results = () => page.getByText('P&L Over Time').waitFor({ timeout: 30_000 });
const anyAlert = () => page.getByRole('alert').first().waitFor({ timeout: 15_000 });
await open("the owner's id", `/backtest/covered?saved=${mine}`, results);
await open("another account's id", `/backtest/covered?saved=${theirs}`, anyAlert);
await open('a deleted id', `/backtest/covered?saved=${doomed}`, anyAlert);
await open('garbage: <script>', `/backtest/covered?saved=${encodeURIComponent('<script>alert(1)</script>')}`, anyAlert);
await open('garbage: ../../x', `/backtest/covered?saved=${encodeURIComponent('../../x')}`, anyAlert);
await open('garbage: 3,000 characters', `/backtest/covered?saved=${'a'.repeat(3000)}`, anyAlert);
await open('garbage: a well-formed id that never existed', `/backtest/covered?saved=00mxa00000-00000000-0000-0000-0000-000000000000`, anyAlert);
await open('a spreads id on the covered route', `/backtest/covered?saved=${spreadsId}`, results);
await open('a stored request above the size caps (shares 1e12)', `/backtest/covered?saved=${big}`, results);
const shares = await page.getByLabel(/Starting Shares/).first().inputValue().catch(() => '(field not found)');
console.log(`  Starting Shares field: ${shares}`);
await page.getByRole('button', { name: 'Run Backtest' }).click();
await page.getByRole('alert').first().waitFor({ timeout: 15_000 }).catch(() => undefined);
console.log(`  Run: alerts ${JSON.stringify(await page.getByRole('alert').allInnerTexts())}`);

// Try again: the first read fails at the network, the second goes through.
let failures = 1;
await page.route(`**/api/backtests/${mine}`, async (route) => {
  if (failures-- > 0) await route.abort('internetdisconnected');
  else await route.continue();
});
await open('the owner id, first read failing at the network', `/backtest/covered?saved=${mine}`, anyAlert);
await page.getByRole('button', { name: 'Try again' }).click();
await results().catch(() => undefined);
console.log(`  after Try again: results shown ${await page.getByText('P&L Over Time').count() > 0}; address ${new URL(page.url()).search.slice(0, 80)}`);
await page.screenshot({ path: 'test/audits/scripts22/address-try-again.png' });
await browser.close();
