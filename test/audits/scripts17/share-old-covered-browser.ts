/**
 * Audit 17: the share page's data-period notice for an OLD covered save, in a real browser (Debian's
 * Chromium against `npm start`'s runtime). A new user runs an AAPL covered call asked for
 * 2025-01-02..2025-12-31 (the bundled AAPL data ends 2025-10-08) on the Covered page; the save is
 * sent as a save made before today's fields would be: the request (`strategy`) without the cost fields
 * (commission_per_share, commission_per_contract, slippage_pct_of_spread, exchange_fees) and the
 * result the page received without interest_by_year, shares_by_year, min_volume_check, costs and the
 * later tax fields, in the body (no job id). Upgraded, shared, the link opened signed out: prints the
 * owner's notice, the visitor's, and what the visitor's Results say of costs and dates.
 * usage: npx tsx test/audits/scripts17/share-old-covered-browser.ts
 */
import { DESKTOP_VIEWPORT, signedUpPage, startAppAndBrowser, stopAppAndBrowser } from '../../e2e/support/journey-setup';
import { openCovered, setDates, setTicker, unfoldCoveredCallConfig } from '../../e2e/support/covered-steps';
import { openSaved, saveFromResults, savedCard } from '../../e2e/support/saved-steps';
import { expectPaywall, upgradeThroughCheckout } from '../../e2e/support/billing-steps';

const NAME = 'Old AAPL covered call 2025';
const [runtime, browser] = await startAppAndBrowser();
try {
  const page = await signedUpPage(browser, runtime.url, `audit17-share-${Date.now()}@example.com`);
  let result: Record<string, unknown> | undefined;
  page.on('response', async (r) => {
    if (!r.url().includes('/api/')) return;
    try {
      const find = (x: unknown, depth: number): Record<string, unknown> | undefined => {
        if (!x || typeof x !== 'object' || depth > 4) return undefined;
        if ('equity_curve' in x) return x as Record<string, unknown>;
        for (const v of Object.values(x)) {
          const f = find(v, depth + 1);
          if (f) return f;
        }
        return undefined;
      };
      const found = find(await r.json(), 0);
      if (found) result = found;
    } catch { /* not JSON */ }
  });
  await openCovered(page);
  await setTicker(page, 'AAPL');
  await setDates(page, '2025-01-02', '2025-12-31');
  await unfoldCoveredCallConfig(page);
  await page.getByRole('button', { name: 'Run Backtest' }).click();
  try {
    await page.getByText('P&L Over Time').first().waitFor({ timeout: 120_000 });
  } catch (e) {
    console.log(`[no results] alerts: ${(await page.getByRole('alert').allInnerTexts()).join(' | ')}`);
    await page.screenshot({ path: '/tmp/a17/share-old-covered-run.png', fullPage: true });
    throw e;
  }
  const ownerNotice = await page.getByLabel('Results').getByRole('note', { name: 'Data period' }).innerText().catch(() => '(none)');
  console.log(`[owner notice] ${ownerNotice}`);
  // The save as an old one: the request and the result without today's fields, in the body.
  await page.route('**/api/save-backtest', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}');
    const { job_id: _job, ...rest } = body;
    const strategy = { ...rest.strategy };
    for (const k of ['commission_per_share', 'commission_per_contract', 'slippage_pct_of_spread', 'exchange_fees']) delete strategy[k];
    const old = { ...(result ?? rest.results) };
    for (const k of ['interest_by_year', 'shares_by_year', 'min_volume_check', 'costs', 'option_wash_sales', 'vol_model', 'benchmark_dividends', 'benchmark_equity']) delete old[k];
    console.log(`[sent as old] strategy keys: ${Object.keys(strategy).join(',')}; result keys: ${Object.keys(old).join(',')}`);
    await route.continue({ postData: JSON.stringify({ ...rest, strategy, results: old }) });
  });
  await saveFromResults(page, NAME, 'an old covered save');
  await page.unroute('**/api/save-backtest');
  await openSaved(page);
  await savedCard(page, NAME).getByRole('button', { name: `Share ${NAME}` }).click();
  await expectPaywall(page);
  await upgradeThroughCheckout(page, runtime.url);
  await openSaved(page);
  await savedCard(page, NAME).getByRole('button', { name: `Share ${NAME}` }).click();
  const field = page.getByRole('dialog', { name: `Share “${NAME}”` }).getByRole('textbox', { name: 'Read-only link' });
  await field.waitFor({ timeout: 15_000 });
  const link = await field.inputValue();
  const visitor = await (await browser.newContext({ viewport: DESKTOP_VIEWPORT })).newPage();
  await visitor.goto(link);
  await visitor.getByRole('heading', { name: NAME }).waitFor({ timeout: 30_000 });
  const results = visitor.getByLabel('Results');
  await results.getByRole('group', { name: 'Total Return' }).waitFor();
  const notice = await results.getByRole('note', { name: 'Data period' }).innerText({ timeout: 5000 }).catch(() => '(none)');
  console.log(`[visitor notice] ${notice}`);
  console.log(`[visitor header]\n${await results.locator('.bt-panel__header').innerText()}`);
  await visitor.screenshot({ path: '/tmp/a17/share-old-covered.png', fullPage: true });
} finally {
  await stopAppAndBrowser(runtime, browser);
}
