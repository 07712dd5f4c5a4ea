/**
 * Audit 16: a flattened spread leg as the app shows it, in a real browser (Debian's Chromium) against
 * `npm start`'s runtime: the Bull Call Spread preset on AAPL 2023 with $0.005 a share, whose
 * 2023-05-05 expiration left the long 170 call in the money and the short out (a lone delivery: the
 * 100 shares closed at the same close, audit 15 F2). Prints the trade row's reason as rendered, the
 * API's reason for the same trade, and each leg's Contract Details (Entry and Exit) as rendered, to
 * compare word for word and figure by figure. Screenshots in /tmp/a16/.
 * SCENARIO=calendar: the same preset turned into a deep in-the-money call calendar on MSFT 2022 (short
 * 0.9 delta 30 DTE, long same strike 60 DTE, as test/audits/configs16/msft-deep-itm-call-calendar-2022
 * but sized by the form's margin caps), whose 2022-08-16 short is assigned early before the ex-date and
 * its long exercised to deliver the shares.
 * usage: [SCENARIO=calendar] npx tsx test/audits/scripts16/flattened-leg-browser.ts
 */
import { dismissPaywallIfShown } from '../../e2e/support/app';
import { startAppAndBrowser, signedUpPage, stopAppAndBrowser } from '../../e2e/support/journey-setup';
import { openSettings, pickPreset, setDates, setTicker } from '../../e2e/support/spreads-steps';

const [runtime, browser] = await startAppAndBrowser();
try {
  const page = await signedUpPage(browser, runtime.url, `audit16-${Date.now()}@example.com`);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Spreads', exact: true }).click();
  await page.waitForURL(/\/backtest\/spreads$/);
  await dismissPaywallIfShown(page);
  await pickPreset(page, 'Bull Call Spread');
  const calendar = process.env.SCENARIO === 'calendar';
  if (calendar) {
    await page.getByRole('combobox', { name: 'Leg 1 Side' }).selectOption('short');
    await page.getByRole('spinbutton', { name: 'Leg 1 Target Value' }).fill('0.9');
    await page.getByRole('region', { name: 'Leg 1 Child 1' }).getByRole('button', { expanded: false }).first().click();
    await page.getByRole('combobox', { name: 'Leg 1 Child 1 Side' }).selectOption('long');
    await page.getByRole('spinbutton', { name: 'Leg 1 Child 1 DTE Target' }).fill('60');
    await page.getByRole('spinbutton', { name: 'Leg 1 Child 1 Strike Offset ($)' }).fill('0');
    await page.getByRole('spinbutton', { name: 'Leg 1 Child 1 Offset Tolerance ($)' }).fill('0');
  }
  await openSettings(page);
  await setTicker(page, calendar ? 'MSFT' : 'AAPL');
  await setDates(page, calendar ? '2022-01-03' : '2023-01-03', calendar ? '2022-12-30' : '2023-12-29');
  const perShare = page.getByRole('spinbutton', { name: 'Commission per Share ($)' });
  if ((await perShare.count()) === 0) await page.getByRole('switch', { name: 'Include Trading Costs' }).click();
  await perShare.fill('0.005');
  const isRun = (r: { url: () => string; request: () => { method: () => string } }) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/backtest';
  const [resp] = await Promise.all([page.waitForResponse(isRun, { timeout: 120_000 }), page.getByRole('button', { name: 'Run Backtest' }).click()]);
  const body = await resp.json();
  await page.getByRole('heading', { name: 'Trade Log' }).waitFor({ timeout: 180_000 });
  // A queued run answers with a job; the page polls for it: read the trades from the page's rows.
  console.log('run answer keys', Object.keys(body).slice(0, 12).join(','));
  const trades = page.getByRole('list', { name: 'Trades' }).getByRole('article');
  const n = await trades.count();
  console.log('trade rows', n);
  for (let i = 0; i < n; i += 1) {
    const row = trades.nth(i);
    const text = await row.innerText();
    if (!/left (long|short) were (sold|bought back)/.test(text) && !/Exercised rather than sold/.test(text) && !/Assigned early/.test(text)) continue;
    console.log(`--- row ${i}\n${text}`);
    const more = row.locator('summary.bt-trade__reason-lead');
    if ((await more.count()) > 0) {
      console.log(`[lead] ${await more.innerText()} | whole visible before opening: ${await row.getByTestId('trade-reason').isVisible()}`);
      await more.click();
      console.log(`[whole] ${await row.getByTestId('trade-reason').innerText()}`);
    }
    const api = (body.trades ?? []).find((t: { reason: string }) => text.includes(t.reason.slice(0, 60)));
    if (api) console.log(`[api reason] ${api.reason}`);
    const legs = row.getByRole('button', { name: /^(LONG|SHORT) \d+× (CALL|PUT)/ });
    for (let j = 0; j < (await legs.count()); j += 1) {
      await legs.nth(j).click();
      const dialog = page.getByRole('dialog', { name: 'Contract Details' });
      await dialog.waitFor();
      console.log(`[leg ${j} entry]\n${await dialog.innerText()}`);
      const exit = dialog.getByRole('button', { name: 'Exit', exact: true });
      if (await exit.isEnabled()) {
        await exit.click();
        console.log(`[leg ${j} exit]\n${await dialog.innerText()}`);
      }
      await page.screenshot({ path: `/tmp/a16/${calendar ? 'calendar' : 'flattened'}-row${i}-leg${j}.png` });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    break;
  }
} finally {
  await stopAppAndBrowser(runtime, browser);
}
