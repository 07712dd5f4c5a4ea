/**
 * Audit 17: the after-tax panel on a Section 1256 result in a real browser (Debian's Chromium against
 * `npm start`'s runtime): a new user upgraded to Pro (the local checkout), the Iron Condor preset on
 * SPX 2010-01-04..2014-06-30; prints the panel's treatment, rates, filing status, its notes and its
 * 'After-tax by year' table as rendered, for both filing statuses, and saves the result the page
 * received (/tmp/a17/browser-spx-condor.json) to recompute with scripts17/tax-years.ts and
 * scripts17/tax1256_by_hand.py.
 * usage: npx tsx test/audits/scripts17/after-tax-1256-browser.ts
 */
import { writeFileSync } from 'node:fs';
import { startAppAndBrowser, signedUpPage, stopAppAndBrowser } from '../../e2e/support/journey-setup';
import { openSettings, openSpreads, pickPreset, runToResults, setDates, setTicker } from '../../e2e/support/spreads-steps';
import { upgradeThroughCheckout } from '../../e2e/support/billing-steps';

const [runtime, browser] = await startAppAndBrowser();
try {
  const page = await signedUpPage(browser, runtime.url, `audit17-${Date.now()}@example.com`);
  let result: unknown;
  page.on('response', async (r) => {
    if (!r.url().includes('/api/')) return;
    try {
      const body: unknown = await r.json();
      // The run's answer or a job's: the first object with an equity curve, however deep.
      const find = (x: unknown, depth: number): unknown => {
        if (!x || typeof x !== 'object' || depth > 4) return undefined;
        if ('equity_curve' in x) return x;
        for (const v of Object.values(x)) {
          const f = find(v, depth + 1);
          if (f) return f;
        }
        return undefined;
      };
      const found = find(body, 0);
      if (found) result = found;
    } catch { /* not JSON */ }
  });
  await openSpreads(page);
  await pickPreset(page, 'Iron Condor');
  await openSettings(page);
  await setTicker(page, 'SPX');
  await setDates(page, '2010-01-04', '2014-06-30');
  await runToResults(page);
  // Pro from the results (the checkout comes back to the same result, checkout-return.e2e.test.ts).
  await page.getByRole('region', { name: 'Analytics' }).getByRole('button', { name: 'Upgrade to Pro' }).click();
  await upgradeThroughCheckout(page, runtime.url);
  await page.getByRole('heading', { name: 'P&L Over Time' }).waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'After-tax estimate' }).click();
  const panel = page.getByRole('region', { name: 'After-tax estimate' });
  const table = page.getByRole('table', { name: 'After-tax by year' });
  await table.getByRole('cell', { name: '2014', exact: true }).waitFor({ timeout: 60_000 });
  if (result) writeFileSync('/tmp/a17/browser-spx-condor.json', JSON.stringify(result));
  else console.log('no result captured from the API answers');
  const details = panel.locator('details');
  if ((await details.count()) > 0 && (await details.first().getAttribute('open')) === null) await details.first().locator('summary').click();
  for (const status of ['single_or_joint', 'married_filing_separately']) {
    await panel.getByLabel('Filing status').selectOption(status);
    await page.waitForTimeout(500);
    console.log(`=== filing status ${status}; treatment: ${await panel.getByLabel('Tax treatment').inputValue()}`);
    console.log(await panel.innerText());
    await page.screenshot({ path: `/tmp/a17/after-tax-1256-${status}.png`, fullPage: true });
  }
} finally {
  await stopAppAndBrowser(runtime, browser);
}
