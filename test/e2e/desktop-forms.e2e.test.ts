/**
 * The builders on a 1280 px desktop screen, in a real browser against the real local runtime:
 * each switch label reads on one line. 'Add Cboe's SPX Exchange Fee' sat in one third of the
 * costs row (a grid cell beside three number fields' columns) and wrapped over four lines. A
 * spreads exit condition's remove button (x) sits at the row's right end, as an entry filter's does:
 * the row is laid out for four cells and an exit has three, so the x stood in the middle of the row.
 * A select is as tall as a number box beside it: 34 px against 37, so a row's labels and boxes
 * stood at two heights (Type beside Value, Start Type beside the numbers above it). A row of number
 * boxes keeps them on one line when one label wraps: 'Starting Shares (lots of 100)' took two lines
 * beside 'Min Volume for Entry' and its box stood 17 px lower.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRuntimeHandle } from '../../infra/local/start-local-runtime';
import { dismissPaywallIfShown } from './support/app';
import { screenshot, skipReason } from './support/browser';
import { signedUpPage, startAppAndBrowser, stopAppAndBrowser } from './support/journey-setup';

const DESKTOP = { width: 1280, height: 900 };
const email = `desktop-${Date.now()}@example.com`;
let runtime: LocalRuntimeHandle | undefined;
let browser: Browser;
let page: Page;

/** The rendered height of a switch's visible label, in CSS pixels. */
async function switchLabelHeight(p: Page, label: string): Promise<number> {
  const box = await p.locator('label.bt-switch__label', { hasText: label }).first().boundingBox();
  if (!box) throw new Error(`no visible switch labelled ${label}`);
  return box.height;
}

/** The fee switch's label is as tall as a one-line switch label beside it ('Include Trading Costs'). */
async function expectFeeSwitchOnOneLine(p: Page): Promise<void> {
  // The switch shows only on SPX, the one ticker whose options carry the fee.
  await p.getByRole('combobox', { name: 'Ticker' }).fill('SPX');
  await p.keyboard.press('Escape');
  const oneLine = await switchLabelHeight(p, 'Include Trading Costs');
  expect(await switchLabelHeight(p, "Add Cboe's SPX Exchange Fee")).toBeLessThanOrEqual(oneLine);
}

describe.skipIf(skipReason)('the builders on a desktop screen', () => {
  beforeAll(async () => {
    [runtime, browser] = await startAppAndBrowser();
    page = await signedUpPage(browser, runtime.url, email, { viewport: DESKTOP });
  });

  afterAll(() => stopAppAndBrowser(runtime, browser));

  it("covered form: Add Cboe's SPX Exchange Fee reads on one line", async () => {
    await page.goto(`${runtime?.url}/backtest/covered`);
    await dismissPaywallIfShown(page);
    await expectFeeSwitchOnOneLine(page);
    await screenshot(page, 'desktop-covered-costs');
  });

  it("spreads form: Add Cboe's SPX Exchange Fee reads on one line in Execution Settings", async () => {
    await page.goto(`${runtime?.url}/backtest/spreads`);
    await dismissPaywallIfShown(page);
    await page.getByRole('button', { name: 'Strategy Settings' }).click();
    await expectFeeSwitchOnOneLine(page);
    await screenshot(page, 'desktop-spreads-costs');
  });

  it("spreads form: an exit condition's remove button sits at the right end of its row, as an entry filter's", async () => {
    await page.goto(`${runtime?.url}/backtest/spreads`);
    await dismissPaywallIfShown(page);
    await page.getByRole('button', { name: 'Add Exit Condition' }).click();
    await page.getByRole('button', { name: 'Add Filter' }).first().click();
    for (const remove of ['Remove Exit 1', /^Remove Leg 1 Filter 1/]) {
      const button = page.getByRole('button', { name: remove });
      const [row, x] = await Promise.all([button.locator('xpath=..').boundingBox(), button.boundingBox()]);
      if (!row || !x) throw new Error(`no box for ${String(remove)}`);
      expect(row.x + row.width - (x.x + x.width)).toBeLessThan(2);
      // Its own width, not a stretched third of the row with the x drawn in its middle.
      expect(x.width).toBeLessThan(40);
    }
    await screenshot(page, 'desktop-spreads-exit-row');
  });

  it('a select is as tall as the number box beside it (an exit row: Type and Value)', async () => {
    // Left open by the test above: Exit 1's Type and Value.
    const [type, value] = await Promise.all([
      page.getByRole('combobox', { name: 'Exit 1 Type' }).boundingBox(),
      page.getByRole('spinbutton', { name: 'Exit 1 Value' }).boundingBox(),
    ]);
    if (!type || !value) throw new Error('no Exit 1 Type or Value box');
    expect(Math.abs(type.height - value.height)).toBeLessThan(1);
    expect(Math.abs(type.y - value.y)).toBeLessThan(1);
  });

  it("covered form: Starting Shares, Min Volume for Entry and Re-entry Cooldown boxes stand on one line, whatever their labels' lengths", async () => {
    await page.goto(`${runtime?.url}/backtest/covered`);
    await dismissPaywallIfShown(page);
    const tops = await Promise.all(['Starting Shares (lots of 100)', 'Min Volume for Entry', 'Re-entry Cooldown (days)'].map(async (label) => {
      // Two of the labels hold a help button, so the box is found through its field, not its name.
      const box = await page.locator('.bt-field', { has: page.locator('label', { hasText: label }) }).locator('input').first().boundingBox();
      if (!box) throw new Error(`no box for ${label}`);
      return box.y;
    }));
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(1);
  });

  it("spreads form: an exit condition's Type shows its whole name ('Profit Target (%)' was cut to 'Profit Target (%' )", async () => {
    await page.goto(`${runtime?.url}/backtest/spreads`);
    await dismissPaywallIfShown(page);
    await page.getByRole('button', { name: 'Add Exit Condition' }).click();
    const type = page.getByRole('combobox', { name: 'Exit 1 Type' });
    // The widest name the select can show, measured in the select's own font, plus its padding and arrow.
    const { needed, width } = await type.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) throw new Error('no canvas');
      context.font = `${style.fontSize} ${style.fontFamily}`;
      const text = Math.max(...[...select.options].map((o) => context.measureText(o.text).width));
      return { needed: text + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + 20, width: select.getBoundingClientRect().width };
    });
    expect(width).toBeGreaterThanOrEqual(needed);
  });
});
