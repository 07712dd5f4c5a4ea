/**
 * `npx tsx test/audits/scripts-back21/loadback-race.ts ROOT TRIES` (h-back21, audit 19's F3): audit
 * 19's `ui-checks.ts loadback` steps (Load a saved covered backtest, Spreads from the menu, Back at
 * once, results counted 1.5 s later) against `npm start`'s runtime of checkout ROOT, TRIES times at
 * 1280x800 and at 390x844. Each try also records whether the Spreads builder had been drawn before
 * Back (a MutationObserver set up before the menu click), to test the race: the loaded results
 * came back only when Back beat Spreads' render. The saved backtest is the golden SPY covered call
 * of 2019, imported as a trader's exported file (no run, no free backtest used). Past audit 19's
 * check: when the results were not there at 1.5 s, how long they took, and scrollY before and after.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const [root, triesArg] = process.argv.slice(2);
if (!root) throw new Error('usage: loadback-race.ts ROOT [TRIES]');
const tries = Number(triesArg ?? 6);
const app = await import(`${root}/test/e2e/support/app.ts`);
const browserSupport = await import(`${root}/test/e2e/support/browser.ts`);
const { coveredRequests } = await import(`${root}/test/golden/requests.ts`);
const { SAVED_FILE_FORMAT, SAVED_FILE_VERSION } = await import(`${root}/shared/analytics/export/saved-file.ts`);
const NAME = 'SPY covered call 2019 for Back';
const EMAIL = `loadback-race-${Date.now()}@example.com`;

const request = (coveredRequests as { name: string; request: unknown }[]).find((r) => r.name === 'covered-call-spy-2019')?.request;
const file = JSON.stringify({
  format: SAVED_FILE_FORMAT, version: SAVED_FILE_VERSION, exported_at: '2026-12-05T06:00:00.000Z',
  backtest: { name: NAME, description: '', tags: [], strategy: request, results: JSON.parse(readFileSync(join(root, 'test/golden/results/covered-call-spy-2019.json'), 'utf8')) },
});

const runtime = await app.startApp(app.freshStateDir());
const browser = await browserSupport.launchBrowser();
try {
  const first = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await app.signUp(first, runtime.url, EMAIL);
  await first.waitForURL(/\/backtest$/, { timeout: 20_000 });
  await first.goto(`${runtime.url}/saved`);
  await app.dismissPaywallIfShown(first);
  await first.getByLabel('Import saved backtest file').setInputFiles({ name: 'b.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  await first.getByRole('status').getByText(`Imported “${NAME}”`).waitFor({ timeout: 15_000 });
  await first.context().close();
  const tally: Record<string, { kept: number; tries: number; drawnKept: number; drawn: number }> = {};
  for (let i = 0; i < tries; i++) {
    for (const vp of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      const page = await (await browser.newContext({ viewport: vp })).newPage();
      await app.signIn(page, runtime.url, EMAIL);
      await page.goto(`${runtime.url}/saved`);
      await page.getByRole('button', { name: `Load ${NAME}` }).click();
      await page.waitForURL(/\/backtest\/covered/);
      await app.dismissPaywallIfShown(page);
      await page.getByRole('heading', { name: 'Performance' }).waitFor({ timeout: 30_000 });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const before = Math.round(await page.evaluate(() => window.scrollY));
      await page.evaluate(() => {
        const w = window as unknown as { spreadsDrawn: boolean };
        w.spreadsDrawn = false;
        new MutationObserver(() => {
          if (document.querySelector('form[aria-label="Your Strategy"]')) w.spreadsDrawn = true;
        }).observe(document.body, { subtree: true, childList: true });
      });
      if (vp.width < 800) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Spreads', exact: true }).click();
      await page.waitForURL(/\/backtest\/spreads$/);
      await page.goBack();
      // Read at once: the observer's flag says whether Spreads was drawn before Back was taken.
      const drawn = await page.evaluate(() => (window as unknown as { spreadsDrawn: boolean }).spreadsDrawn);
      const backAt = Date.now();
      await page.waitForURL(/\/backtest\/covered/);
      await page.waitForTimeout(1500);
      const kept = (await page.getByRole('heading', { name: 'Performance' }).count()) > 0 && (await page.getByRole('group', { name: 'Win Rate' }).count()) > 0;
      // Not in audit 19's check: how long the results took when not there at 1.5 s (15 s at most), and where the page sits.
      const winRate = page.getByRole('group', { name: 'Win Rate' });
      const late = kept ? 'in 1.5 s' : await winRate.waitFor({ timeout: 15_000 }).then(() => `after ${Date.now() - backAt} ms`, () => 'not in 15 s');
      const t = (tally[vp.width] ??= { kept: 0, tries: 0, drawnKept: 0, drawn: 0 });
      t.tries++;
      if (kept) t.kept++;
      if (drawn) { t.drawn++; if (kept) t.drawnKept++; }
      console.log(`[${vp.width}] try ${i + 1}: Spreads drawn before Back ${drawn}; results after Back ${kept} (${late}); scrollY ${before} before, ${Math.round(await page.evaluate(() => window.scrollY))} after`);
      await page.context().close();
    }
  }
  for (const [w, t] of Object.entries(tally)) console.log(`${root} ${w} px: results kept ${t.kept} of ${t.tries}; Spreads drawn before Back in ${t.drawn}, of which kept ${t.drawnKept}`);
} finally {
  await browser.close();
  await runtime.stop();
}
