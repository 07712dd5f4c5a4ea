/**
 * `npx tsx test/audits/scripts19/ui-checks.ts save-old ROOT STATE` then
 * `npx tsx test/audits/scripts19/ui-checks.ts check ROOT STATE` (audit 19): h-ui20's changes in a real
 * browser (Debian Chromium, playwright-core) against `npm start`'s local runtime of checkout ROOT on
 * the state folder STATE.
 *  save-old (ROOT = a checkout BEFORE h-ui20, e.g. f1ec7bd1): a user signs up, runs a SPY covered call
 *   with a minimum volume that refuses entries, saves it ('Old volume text') and prints the skipped
 *   banner as the old app shows it ('volume >=').
 *  check (ROOT = this branch, same STATE): at 1280x800 and 390x844 that user signs in and: Loads the
 *   old saved result (the banner's words, the results header, where the results sit on screen);
 *   opens Spreads from the menu low on a long builder (scrollY after); Back (scrollY after); a run
 *   with another ticker typed in after it (the header's ticker); the account menu's email lines.
 * Prints what it measured; screenshots in /tmp/a19/shots (not committed).
 */
import type { Page } from 'playwright-core';

const [mode, root, state] = process.argv.slice(2);
if (!mode || !root || !state) throw new Error('usage: ui-checks.ts save-old|check|nav|share|loadback ROOT STATE');
const app = await import(`${root}/test/e2e/support/app.ts`);
const browserSupport = await import(`${root}/test/e2e/support/browser.ts`);
const EMAIL = 'a-rather-long-audit-nineteen-trader-name@example-brokerage-mail.com';

const scrollY = (p: Page) => p.evaluate(() => Math.round(window.scrollY));
const shot = (p: Page, name: string) => p.screenshot({ path: `/tmp/a19/shots/${name}.png` });

async function skippedText(p: Page): Promise<string> {
  const list = p.getByRole('list', { name: 'Skipped entries and rolls' });
  return (await list.count()) ? (await list.innerText()).replace(/\s+/g, ' ').slice(0, 300) : '(no skipped list)';
}

async function headerLine(p: Page): Promise<string> {
  return (await p.getByLabel('Results').locator('.bt-panel__header').innerText()).replace(/\s+/g, ' ').slice(0, 200);
}

async function emailLines(p: Page): Promise<string[]> {
  return p.locator('.account-email').evaluate((el) => {
    const lines = new Map<number, string>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const r = document.createRange();
        r.setStart(node, i);
        r.setEnd(node, i + 1);
        const top = Math.round(r.getBoundingClientRect().top);
        lines.set(top, (lines.get(top) ?? '') + text[i]);
      }
    }
    return [...lines.entries()].sort((a, b) => a[0] - b[0]).map(([, l]) => l);
  });
}

const runtime = await app.startApp(state);
const browser = await browserSupport.launchBrowser();
try {
  if (mode === 'save-old') {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await app.signUp(page, runtime.url, EMAIL);
    await page.waitForURL(/\/backtest$/, { timeout: 20_000 });
    await page.goto(`${runtime.url}/backtest/covered`);
    await app.dismissPaywallIfShown(page);
    await page.getByRole('button', { name: 'Covered Call Config' }).click();
    await page.getByLabel('Start Date', { exact: true }).fill('2024-01-02');
    await page.getByLabel('End Date', { exact: true }).fill('2024-06-28');
    await page.getByRole('spinbutton', { name: 'Min Volume for Entry' }).fill('3000');
    await page.getByRole('button', { name: 'Run Backtest' }).click();
    await page.getByText('P&L Over Time').waitFor({ timeout: 90_000 });
    console.log('old app, skipped banner:', await skippedText(page));
    console.log('old app, results header:', await headerLine(page));
    await page.getByLabel('Results').getByRole('button', { name: 'Save Backtest' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Backtest' });
    await dialog.getByLabel('Backtest Name *').fill('Old volume text');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    console.log('saved');
  } else if (mode === 'share') {
    // The shared page's header (shared-backtest-page.tsx): the owner upgrades (local checkout), shares the old saved result.
    const billing = await import(`${root}/test/e2e/support/billing-steps.ts`);
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await app.signIn(page, runtime.url, EMAIL);
    await page.goto(`${runtime.url}/saved`);
    // A free user's Share opens the paywall: upgrade through the local checkout, then Share again.
    await page.getByRole('article', { name: 'Old volume text', exact: true }).getByRole('button', { name: 'Share Old volume text' }).click();
    await billing.upgradeThroughCheckout(page, runtime.url);
    await page.getByRole('article', { name: 'Old volume text', exact: true }).getByRole('button', { name: 'Share Old volume text' }).click();
    const field = page.getByRole('dialog').getByRole('textbox', { name: 'Read-only link' });
    await field.waitFor({ timeout: 15_000 });
    const link = await field.inputValue();
    for (const vp of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      const visitor = await (await browser.newContext({ viewport: vp })).newPage();
      await visitor.goto(link);
      await visitor.getByRole('heading', { name: 'Old volume text' }).waitFor({ timeout: 30_000 });
      const body = (await visitor.getByLabel('Results').innerText()).replace(/\s+/g, ' ');
      const m = body.match(/[A-Z]{2,5} · \d{4}-\d\d-\d\d → \d{4}-\d\d-\d\d · [a-z ]+chains/);
      const i0 = body.indexOf('volume');
      console.log(`[share ${vp.width}] run line: ${m ? m[0] : '(none)'}; first 'volume' text: …${body.slice(Math.max(0, i0 - 40), i0 + 60)}…; 'volume >=' count ${body.split('volume >=').length - 1}`);
      await visitor.screenshot({ path: `/tmp/a19/shots/share-${vp.width}.png` });
      await visitor.context().close();
    }
  } else if (mode === 'loadback') {
    // Load a saved result, open Spreads from the menu, then Back: are the loaded results still there?
    for (const vp of [{ width: 1280, height: 800 }, { width: 390, height: 844 }, { width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      const page = await (await browser.newContext({ viewport: vp })).newPage();
      await app.signIn(page, runtime.url, EMAIL);
      await page.goto(`${runtime.url}/saved`);
      await page.getByRole('button', { name: 'Load Old volume text' }).click();
      await page.waitForURL(/\/backtest\/covered$/);
      await app.dismissPaywallIfShown(page);
      await page.getByRole('heading', { name: 'Performance' }).waitFor({ timeout: 30_000 });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const before = await scrollY(page);
      if (vp.width < 800) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Spreads', exact: true }).click();
      await page.waitForURL(/\/backtest\/spreads$/);
      await page.goBack();
      await page.waitForURL(/\/backtest\/covered$/);
      await page.waitForTimeout(1500);
      console.log(`[loadback ${vp.width}] ${root}: loaded results at scrollY ${before} -> Spreads -> Back: scrollY ${await scrollY(page)}, 'Performance' headings ${await page.getByRole('heading', { name: 'Performance' }).count()}, 'Saved as' lines ${await page.getByText(/Saved as/).count()}`);
      await page.context().close();
    }
  } else if (mode === 'nav') {
    // The menu and Back alone, on either checkout (the old one is the control: its Spreads opened part way down).
    for (const vp of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      const tag = `${vp.width}`;
      const page = await (await browser.newContext({ viewport: vp })).newPage();
      await app.signIn(page, runtime.url, EMAIL);
      await page.goto(`${runtime.url}/backtest/covered`);
      await app.dismissPaywallIfShown(page);
      await page.getByRole('button', { name: 'Covered Call Config' }).click();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const before = await scrollY(page);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      if (vp.width < 800) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Spreads', exact: true }).click();
      await page.waitForURL(/\/backtest\/spreads$/);
      await app.dismissPaywallIfShown(page);
      await page.waitForTimeout(500);
      const spreads = await scrollY(page);
      await page.goBack();
      await page.waitForURL(/\/backtest\/covered$/);
      await page.waitForTimeout(1000);
      console.log(`[${tag}] ${root}: covered (height ${height}) at scrollY ${before} -> Spreads scrollY ${spreads} -> Back scrollY ${await scrollY(page)} (height now ${await page.evaluate(() => document.documentElement.scrollHeight)}, Covered Call DTE field shown ${await page.getByLabel('Covered Call DTE Target').count()})`);
      await page.context().close();
    }
  } else {
    for (const vp of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      const tag = `${vp.width}`;
      const page = await (await browser.newContext({ viewport: vp })).newPage();
      await app.signIn(page, runtime.url, EMAIL);
      // 1. Load the result saved by the old app.
      await page.goto(`${runtime.url}/saved`);
      await page.getByRole('button', { name: 'Load Old volume text' }).click();
      await page.waitForURL(/\/backtest\/covered$/);
      await app.dismissPaywallIfShown(page);
      const perf = page.getByRole('heading', { name: 'Performance' });
      await perf.waitFor({ timeout: 30_000 });
      await page.waitForTimeout(800);
      const box = await perf.boundingBox();
      console.log(`[${tag}] Load old saved: scrollY ${await scrollY(page)}, 'Performance' heading at y ${box?.y.toFixed(0)} (screen ${vp.height}), in sight ${box !== null && box.y >= 0 && box.y + box.height <= vp.height}`);
      console.log(`[${tag}] header: ${await headerLine(page)}`);
      console.log(`[${tag}] skipped banner: ${await skippedText(page)}`);
      const old = page.getByText(/volume >=/);
      console.log(`[${tag}] elements still reading 'volume >=': ${await old.count()}`);
      for (let i = 0; i < await old.count(); i++) {
        const el = old.nth(i);
        const where = await el.evaluate((e: Element) => `${e.tagName}.${e.className} in ${e.parentElement?.closest('[aria-label]')?.getAttribute('aria-label') ?? '?'} visible ${(e as HTMLElement).offsetParent !== null}`);
        { const t = ((await el.textContent()) ?? "").replace(/\s+/g, " "); const i0 = t.indexOf("volume >="); console.log(`   ${where}: …${t.slice(Math.max(0, i0 - 250), i0 + 150)}…`); }
      }
      await shot(page, `load-old-${tag}`);
      // 2. Low on the builder, Spreads from the menu.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const before = await scrollY(page);
      if (vp.width < 800) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Spreads', exact: true }).click();
      await page.waitForURL(/\/backtest\/spreads$/);
      await app.dismissPaywallIfShown(page);
      await page.getByRole('button', { name: 'Run Backtest' }).waitFor();
      const run = await page.getByRole('button', { name: 'Run Backtest' }).boundingBox();
      console.log(`[${tag}] menu -> Spreads from scrollY ${before}: scrollY ${await scrollY(page)}, Run Backtest at y ${run?.y.toFixed(0)} (in sight ${run !== null && run.y >= 0 && run.y + run.height <= vp.height})`);
      await shot(page, `spreads-open-${tag}`);
      // 3. Back: the browser's own restoration.
      await page.goBack();
      await page.waitForURL(/\/backtest\/covered$/);
      await app.dismissPaywallIfShown(page);
      await page.waitForTimeout(800);
      console.log(`[${tag}] Back to covered: scrollY ${await scrollY(page)} (was ${before})`);
      // 4. A run, then another ticker typed in: the header names the one that ran.
      await page.goto(`${runtime.url}/backtest/spreads`);
      await app.dismissPaywallIfShown(page);
      await shot(page, `spreads-before-run-${tag}`);
      const ticker = page.getByRole('combobox', { name: 'Ticker' });
      if ((await ticker.count()) === 0) await page.getByText('Strategy Settings', { exact: true }).click();
      await ticker.fill('QQQ');
      await page.keyboard.press('Escape');
      await page.getByLabel('Start Date', { exact: true }).fill('2024-01-02');
      await page.getByLabel('End Date', { exact: true }).fill('2024-03-28');
      await page.getByRole('button', { name: 'Run Backtest' }).click();
      await page.getByText('P&L Over Time').waitFor({ timeout: 90_000 });
      const h1 = await headerLine(page);
      await ticker.fill('IWM');
      await page.keyboard.press('Escape');
      console.log(`[${tag}] spreads run on QQQ: header '${h1}'; after typing IWM: '${await headerLine(page)}'`);
      await shot(page, `spreads-run-${tag}`);
      // 5. The account menu's email.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('button', { name: 'Account menu' }).click();
      const lines = await emailLines(page);
      const w = await page.locator('.account-email').evaluate((e: Element) => [e.clientWidth, e.scrollWidth]);
      console.log(`[${tag}] email lines ${JSON.stringify(lines)}, box ${w[0]}px, scrollWidth ${w[1]}`);
      await shot(page, `account-${tag}`);
      await page.context().close();
    }
  }
} finally {
  await browser.close();
  await runtime.stop();
}
