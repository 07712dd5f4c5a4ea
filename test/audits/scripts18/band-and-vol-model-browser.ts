/**
 * Audit 18: what a user sees of issue 15 on the results page, in a real browser (Debian's Chromium
 * against `npm start`'s runtime): the Iron Condor preset on QQQ over 2024-05-01..2025-08-29 (VXN's
 * published history ends 2025-06-04, so the run has fallback days), then prints the metric cards
 * with their ranges, the text under the P&L chart (band caption, vol-model line unfolded) and the
 * run notes (the liquidity words), and saves the result the page received to
 * /tmp/a18/browser-qqq-condor.json to set beside the cards.
 * usage: npx tsx test/audits/scripts18/band-and-vol-model-browser.ts [TICKER [START END]]
 */
import { writeFileSync } from 'node:fs';
import { startAppAndBrowser, signedUpPage, stopAppAndBrowser } from '../../e2e/support/journey-setup';
import { openSettings, openSpreads, pickPreset, runToResults, setDates, setTicker } from '../../e2e/support/spreads-steps';

const ticker = process.argv[2] ?? 'QQQ';
const start = process.argv[3] ?? '2024-05-01';
const end = process.argv[4] ?? '2025-08-29';
const [runtime, browser] = await startAppAndBrowser();
try {
  const page = await signedUpPage(browser, runtime.url, `audit18-${Date.now()}@example.com`);
  let result: unknown;
  page.on('response', async (r) => {
    if (!r.url().includes('/api/')) return;
    try {
      const body: unknown = await r.json();
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
  await setTicker(page, ticker);
  await setDates(page, start, end);
  await runToResults(page);
  await page.getByRole('heading', { name: 'P&L Over Time' }).waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1500);
  if (result) writeFileSync(`/tmp/a18/browser-${ticker.toLowerCase()}-condor.json`, JSON.stringify(result));
  else console.log('no result captured from the API answers');
  // Unfold every disclosure on the page so its whole text is printed.
  const summaries = page.locator('details:not([open]) > summary');
  for (let i = 0; i < 40 && (await summaries.count()) > 0; i += 1) await summaries.first().click();
  const text = await page.locator('main').innerText();
  console.log(text);
  await page.screenshot({ path: `/tmp/a18/browser-${ticker.toLowerCase()}-condor.png`, fullPage: true });
} finally {
  await stopAppAndBrowser(runtime, browser);
}
