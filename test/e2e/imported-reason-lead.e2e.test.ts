/**
 * An imported run's trade reasons in a real browser: the Iron Condor preset on SPX over the
 * real-format SPXW sample (imported into the local S3 chain store with the operator's importer, as
 * imported-quotes.e2e does) holds two condors to expiration, and each read a vendor last outside
 * that day's bid/ask (quote-provenance.ts flags it in the reason, with every contract and price).
 * The trade log shows each such reason as its lead sentence (quote-flags-lead.ts: what closed the
 * trade, then the flags counted in a trader's words), the whole reason folded behind it and opening
 * word for word when the lead is pressed.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRuntimeHandle } from '../../infra/local/start-local-runtime';
import { screenshot, skipReason } from './support/browser';
import { stopAppAndBrowser } from './support/journey-setup';
import { startWithImportedSpxw } from './support/imported-spxw';
import { openSettings, openSpreads, pickPreset, runToResults, setDates, setTicker } from './support/spreads-steps';

/**
 * The lead: the reason's first sentence, then the stale-last flag counted ('1 quote read at the bid/ask midpoint, …').
 * Between them, on a condor opened when the sample lists no expiry 30 days out (it ends 2018-02-28), the
 * words saying its 30-day target took the farthest listed one (audit 21 F4).
 */
const LEAD = /^Expiration on 2018-0[12]-\d\d: settled at intrinsic value, PM-settled at the close [\d,.]+\.(?: The DTE target of 30 days is past every expiration listed on 2018-0[12]-\d\d: the farthest, 2018-0[12]-\d\d \(\d+ days\), was taken\.)? Quotes: (1 quote|\d+ quotes) read at the bid\/ask midpoint, the vendor's last lying outside that day's bid\/ask\.$/;
let runtime: LocalRuntimeHandle | undefined;
let browser: Browser;
let page: Page;

describe.skipIf(skipReason)("an imported run's quote flags in the trade log", () => {
  beforeAll(async () => {
    ({ runtime, browser, page } = await startWithImportedSpxw('reason-lead'));
  }, 240_000);

  afterAll(() => stopAppAndBrowser(runtime, browser));

  it('shows each flagged reason as its lead sentence, opening to the whole reason word for word', async () => {
    await openSpreads(page);
    await pickPreset(page, 'Iron Condor');
    await openSettings(page);
    await setTicker(page, 'SPX');
    await setDates(page, '2018-01-02', '2018-02-28');
    await runToResults(page);
    expect(await page.getByRole('note', { name: 'Quote source' }).innerText()).toBe('Real quotes');
    const trades = page.getByRole('list', { name: 'Trades' }).getByRole('article');
    const count = await trades.count();
    expect(count).toBe(2);
    for (let i = 0; i < count; i += 1) {
      const trade = trades.nth(i);
      const lead = trade.locator('summary.bt-trade__reason-lead');
      const whole = trade.getByTestId('trade-reason');
      expect(await lead.innerText()).toMatch(LEAD);
      // Folded: the contracts and prices are behind the lead, not in view.
      expect(await whole.isVisible()).toBe(false);
      await lead.click();
      await whole.waitFor({ state: 'visible' });
      const text = await whole.innerText();
      expect(text).toMatch(/^Expiration on 2018-0[12]-\d\d: settled at intrinsic value, PM-settled at the close [\d,.]+(?:\. The DTE target of 30 days is past every expiration listed on 2018-0[12]-\d\d: the farthest, 2018-0[12]-\d\d \(\d+ days\), was taken)? \[vendor last price outside that day's bid\/ask/);
      // Word for word: each contract with its last, bid/ask and midpoint in dollars.
      expect(text).toMatch(/SPXW18\d{4}[CP]\d{8} on 2018-0[12]-\d\d: last \$[\d,]+\.\d\d, bid\/ask \$[\d,]+\.\d\d\/\$[\d,]+\.\d\d, midpoint \$[\d,]+\.\d\d/);
    }
    await screenshot(page, 'imported-reason-lead');
  });
});
