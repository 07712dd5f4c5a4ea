/**
 * Issue 18 in a real browser against the real local runtime: CSV exports from the results panel
 * (files opened and their columns checked), three saved runs, JSON export → delete → import of a
 * saved backtest, the comparison of three saved runs, and the Pro analytics after upgrading.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRuntimeHandle } from '../../infra/local/start-local-runtime';
import { parseCsv } from '../../shared/analytics/export/csv';
import { EQUITY_COLUMNS } from '../../shared/analytics/export/equity-csv';
import { PNL_SUMMARY_COLUMNS } from '../../shared/analytics/export/pnl-summary-csv';
import { TRADE_LOG_COLUMNS } from '../../shared/analytics/export/trade-log-csv';
import { dismissPaywallIfShown } from './support/app';
import { upgradeThroughCheckout } from './support/billing-steps';
import { screenshot, skipReason } from './support/browser';
import { signedUpPage, startAppAndBrowser, stopAppAndBrowser } from './support/journey-setup';
import { openSaved, saveFromResults, savedCard } from './support/saved-steps';
import { openSettings, openSpreads, pickPreset, runToResults, setDates, setTicker } from './support/spreads-steps';

const email = `takeaway-${Date.now()}@example.com`;
const RUNS = [
  { name: 'Condor 100k', balance: '100000' },
  { name: 'Condor 50k', balance: '50000' },
  { name: 'Condor 20k', balance: '20000' },
] as const;
let runtime: LocalRuntimeHandle | undefined;
let browser: Browser;
let page: Page;

/** Clicks and returns the text of the file the browser downloads. */
async function download(click: Locator): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 15_000 }), click.click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), text: readFileSync(path, 'utf8') };
}

/** Pairs of the chart's texts whose boxes overlap (axis names, tick labels, legend). */
async function overlappingTexts(chart: Locator): Promise<string[]> {
  return chart.locator('svg').first().evaluate((svg) => {
    const boxes = [...svg.querySelectorAll('text')]
      .map((t) => ({ text: t.textContent ?? '', r: t.getBoundingClientRect() }))
      .filter((b) => b.r.width > 0 && b.text.trim() !== '');
    const out: string[] = [];
    boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => {
      const apart = a.r.right - 1 <= b.r.left || b.r.right - 1 <= a.r.left || a.r.bottom - 1 <= b.r.top || b.r.bottom - 1 <= a.r.top;
      if (!apart) out.push(`${a.text} / ${b.text}`);
    }));
    return out;
  });
}

/**
 * The table's cells broken inside a word or a figure: a figure over two lines ('-$63,39' above
 * '6.03'), a name over more lines than it has words ('Tot' 'al P&' 'L'). The line under a figure
 * saying why it has no star (.compare-few) is its own line by design, not counted.
 */
async function wrappedCells(table: Locator): Promise<string[]> {
  return table.locator('td, th').evaluateAll((cells) => cells.flatMap((cell) => {
    const tops = new Set<number>();
    for (const node of cell.childNodes) {
      if (node instanceof Element && node.classList.contains('compare-few')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) tops.add(Math.round(r.top));
    }
    const lines = tops.size;
    const words = cell.tagName === 'TD' ? 1 : (cell.textContent ?? '').trim().split(/\s+/).length;
    return lines > words ? [cell.textContent ?? ''] : [];
  }));
}

/**
 * On a phone a comparison table is wider than the screen: it must say so (the hint), and each run's
 * column must scroll in beside the held first column, whole (the third run sat off-screen, unannounced).
 * Scrolled as a finger does, by a sideways wheel over the table; returns the runs read that way.
 */
async function runsReadSideways(table: Locator, names: readonly string[]): Promise<string[]> {
  const frame = page.locator('.side-scroll').filter({ has: table });
  await frame.getByText(`Scroll sideways to see all ${names.length} runs`).waitFor({ timeout: 5000 });
  const body = frame.getByRole('region');
  const held = table.getByRole('columnheader').first();
  const boxes = async (column: Locator) => Promise.all([column, held, body].map(async (l) => (await l.boundingBox()) ?? { x: NaN, y: NaN, width: NaN, height: NaN }));
  const read: string[] = [];
  for (const name of names) {
    const column = table.getByRole('columnheader', { name });
    const [c, h] = await boxes(column);
    await body.hover();
    await page.mouse.wheel(Math.round((c?.x ?? 0) - ((h?.x ?? 0) + (h?.width ?? 0))), 0);
    await page.waitForTimeout(300);
    const [c2, h2, b2] = await boxes(column);
    if (!c2 || !h2 || !b2) continue;
    const heldInPlace = Math.abs(h2.x - b2.x) <= 1;
    const whole = c2.x >= h2.x + h2.width - 1 && c2.x + c2.width <= Math.min(b2.x + b2.width, 390) + 1;
    if (heldInPlace && whole) read.push(name);
  }
  return read;
}

describe.skipIf(skipReason)('results a trader takes away, in the browser', () => {
  beforeAll(async () => {
    [runtime, browser] = await startAppAndBrowser();
    page = await signedUpPage(browser, runtime.url, email, { acceptDownloads: true });
  });

  afterAll(() => stopAppAndBrowser(runtime, browser));

  it('exports the trade log and the equity curve as CSV files with the documented columns', async () => {
    await openSpreads(page);
    await page.getByRole('heading', { name: 'No backtest data yet' }).waitFor();
    await dismissPaywallIfShown(page);
    await screenshot(page, '18-spreads-open');
    await openSettings(page);
    await page.getByRole('textbox', { name: 'Strategy Name' }).fill('Condor');
    await setTicker(page, 'SPY');
    await setDates(page, '2024-01-02', '2024-06-28');
    await pickPreset(page, 'Iron Condor');
    await page.getByRole('spinbutton', { name: 'Starting Balance ($)', exact: true }).fill(RUNS[0].balance);
    await runToResults(page);

    const trades = await download(page.getByRole('button', { name: 'Export trades (CSV)' }));
    expect(trades.name).toMatch(/^backtest-SPY-spreads-2024-01-02_2024-06-2\d-trades\.csv$/);
    const rows = parseCsv(trades.text);
    expect(rows[0]).toEqual(TRADE_LOG_COLUMNS);
    expect(rows.length).toBeGreaterThan(4);
    const col = (name: string) => (rows[0] ?? []).indexOf(name);
    for (const row of rows.slice(1)) {
      expect(row).toHaveLength(TRADE_LOG_COLUMNS.length);
      expect(row[col('entry_date')]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row[col('entry_id')]).toMatch(/^SPY\d{6}[CP]\d{8}$/);
      expect(Number.isFinite(Number(row[col('trade_pnl')]))).toBe(true);
      expect(row[col('trade_pnl')]).not.toMatch(/[$,]/);
    }
    // Iron condor: four legs per trade, its P&L and commissions on the first leg only (a column sums to each trade once).
    expect((rows.length - 1) % 4).toBe(0);
    const firstLegs = rows.slice(1).filter((row) => row[col('leg_number')] === '1');
    for (const row of rows.slice(1).filter((r) => r[col('leg_number')] !== '1')) expect([row[col('trade_pnl')], row[col('trade_commissions')]]).toEqual(['', '']);
    for (const row of firstLegs) expect(Number(row[col('trade_commissions')])).toBeGreaterThan(0);
    const tradePnlCents = firstLegs.reduce((s, row) => s + Math.round(Number(row[col('trade_pnl')]) * 100), 0);

    // The P&L summary: the option trades are the trade log's sum, and the lines add up to the total.
    const pnl = await download(page.getByRole('button', { name: 'Export P&L summary (CSV)' }));
    expect(pnl.name).toMatch(/^backtest-SPY-spreads-2024-01-02_2024-06-2\d-pnl\.csv$/);
    const [pnlHeader, ...pnlRows] = parseCsv(pnl.text);
    expect(pnlHeader).toEqual([...PNL_SUMMARY_COLUMNS]);
    expect(pnlRows.map((r) => r[0])).toEqual(['option_trades', 'interest_earned', 'interest_paid', 'total_pnl']);
    expect(Math.round(Number(pnlRows[0]?.[1]) * 100)).toBe(tradePnlCents);
    const linesCents = pnlRows.slice(0, -1).reduce((s, r) => s + Math.round(Number(r[1]) * 100), 0);
    expect(linesCents).toBe(Math.round(Number(pnlRows.at(-1)?.[1]) * 100));

    const equity = await download(page.getByRole('button', { name: 'Export equity (CSV)' }));
    const eq = parseCsv(equity.text);
    expect(eq[0]).toEqual([...EQUITY_COLUMNS]);
    expect(eq[1]?.[0]).toBe('2024-01-02');
    // Day one's equity is the balance less the first entry's costs (default retail costs, issue 14).
    const dayOne = Number(eq[1]?.[1]);
    expect(dayOne).toBeLessThanOrEqual(Number(RUNS[0].balance));
    expect(dayOne).toBeGreaterThan(Number(RUNS[0].balance) * 0.99);
    expect(eq[1]?.[4]).toBe(RUNS[0].balance);
    await saveFromResults(page, RUNS[0].name, 'first of three');
  });

  it('saves two more runs, exports one as JSON, deletes it and imports it back', async () => {
    for (const run of RUNS.slice(1)) {
      await page.getByRole('spinbutton', { name: 'Starting Balance ($)', exact: true }).fill(run.balance);
      await runToResults(page);
      await saveFromResults(page, run.name, `balance ${run.balance}`);
    }
    await openSaved(page);
    const card = savedCard(page, RUNS[2].name);
    await card.waitFor({ timeout: 15_000 });
    const pnlBefore = await card.getByText(/\$[\d,]+\.\d\d/).first().innerText();
    const json = await download(card.getByRole('button', { name: 'JSON' }));
    expect(JSON.parse(json.text)).toMatchObject({ format: 'options-backtester/saved-backtest', version: 1, backtest: { name: RUNS[2].name } });

    await card.getByRole('button', { name: `Delete ${RUNS[2].name}` }).click();
    await page.getByRole('dialog', { name: 'Delete backtest' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await card.waitFor({ state: 'detached', timeout: 15_000 });

    await page.getByLabel('Import saved backtest file').setInputFiles({ name: json.name, mimeType: 'application/json', buffer: Buffer.from(json.text) });
    await page.getByRole('status').getByText(`Imported “${RUNS[2].name}”`).waitFor({ timeout: 15_000 });
    await card.waitFor({ timeout: 15_000 });
    expect(await card.getByText(/\$[\d,]+\.\d\d/).first().innerText()).toBe(pnlBefore);

    const csv = await download(savedCard(page, RUNS[1].name).getByRole('button', { name: 'Trades CSV' }));
    expect(parseCsv(csv.text)[0]).toEqual(TRADE_LOG_COLUMNS);
  });

  it('compares the three saved runs: one chart, metrics with the best marked, the strategy differences', async () => {
    for (const run of RUNS) await page.getByRole('checkbox', { name: `Compare ${run.name}` }).check();
    await page.getByRole('button', { name: 'Compare (3)' }).click();
    await page.waitForURL(/\/saved\/compare\?ids=/);
    const metrics = page.getByRole('table', { name: 'Metrics comparison' });
    await metrics.waitFor({ timeout: 15_000 });
    for (const run of RUNS) await metrics.getByRole('columnheader', { name: run.name }).waitFor();
    // Same strategy at three balances: dollars do not compare, so Total P&L has no best (it had: the
    // largest balance's P&L was starred); each run's buy and hold and its excess over it are shown.
    const rowOf = (name: string) => metrics.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    expect(await rowOf('Total P&L').locator('.compare-best').count()).toBe(0);
    // The P&L that reads best says why it has no star (three balances, so no two runs compare).
    expect(await rowOf('Total P&L').locator('.compare-few').allInnerTexts()).toEqual(['no ★: balances differ']);
    expect(await rowOf('Buy & Hold Return').getByRole('cell').count()).toBe(3);
    expect(await rowOf('Excess Return vs Buy & Hold').getByText(/pts/).count()).toBe(3);
    // Same dates, so Total Return has a best; it is marked, not drawn in the gain green (the best of
    // three losses, '-$11,024.57 ★', was green).
    const bestReturn = rowOf('Total Return').locator('.compare-best').first();
    expect(await bestReturn.innerText()).toMatch(/★$/);
    expect(await bestReturn.evaluate((cell) => getComputedStyle(cell).color)).not.toBe('rgb(34, 197, 94)');
    const chart = page.getByRole('img', { name: 'P&L and drawdown of the compared backtests' });
    await chart.locator('svg').first().waitFor({ timeout: 30_000 });
    // Drawn at its 480 px (echarts-for-react's inline 300 px once won: 'Drawdown %' sat on '-100%').
    expect((await chart.boundingBox())?.height).toBe(480);
    expect(await overlappingTexts(chart)).toEqual([]);
    const diff = page.getByRole('table', { name: 'Strategy differences' });
    const balanceRow = diff.getByRole('row').filter({ hasText: /balance/i });
    expect(await balanceRow.innerText()).toMatch(/^Starting Balance\s+\$100,000\.00\s+\$50,000\.00\s+\$20,000\.00$/);
    await screenshot(page, '18-compare');
    // On a phone: no two labels of the chart on each other, no figure broken over two lines.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(500);
    expect(await overlappingTexts(chart)).toEqual([]);
    expect(await wrappedCells(metrics)).toEqual([]);
    expect(await wrappedCells(diff)).toEqual([]);
    await screenshot(page, '18-compare-phone');
    // One title, the header's, whole on a phone ('Comp…' once, with the page's own heading below it).
    expect(await page.getByRole('heading', { name: 'Compare Backtests' }).count()).toBe(1);
    expect(await page.locator('.app-header-title').evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
    const names = RUNS.map((run) => run.name);
    expect(await runsReadSideways(metrics, names)).toEqual(names);
    await screenshot(page, '18-compare-phone-scrolled');
    expect(await runsReadSideways(diff, names)).toEqual(names);
    await page.setViewportSize({ width: 1400, height: 950 });
  });

  it('shows the Pro analytics after upgrading: cards with formulas, drawdown chart, returns table', async () => {
    await openSaved(page);
    await savedCard(page, RUNS[0].name).getByRole('button', { name: `Load ${RUNS[0].name}` }).click();
    await page.getByRole('heading', { name: 'P&L Over Time' }).waitFor({ timeout: 20_000 });
    await page.getByRole('region', { name: 'Analytics' }).getByRole('button', { name: 'Upgrade to Pro' }).click();
    await upgradeThroughCheckout(page, runtime?.url ?? '');
    await openSaved(page);
    await savedCard(page, RUNS[0].name).getByRole('button', { name: `Load ${RUNS[0].name}` }).click();
    const sortino = page.getByRole('group', { name: 'Sortino Ratio' });
    await sortino.waitFor({ timeout: 30_000 });
    expect(await sortino.getAttribute('title')).toMatch(/downside deviation/);
    await page.getByRole('region', { name: 'Drawdown' }).locator('svg').first().waitFor({ timeout: 30_000 });
    // The engine sends benchmark_equity (issue 14), dividends reinvested since audit 7's N9: the table compares with the total return.
    const returns = page.getByRole('table', { name: 'Monthly returns table' });
    await returns.getByRole('rowheader', { name: 'Buy & Hold' }).first().waitFor();
    await page.getByText(/^Buy & Hold: .*dividends reinvested at each ex-date's close \(total return\)/).waitFor();
    // The whole year fits the results panel: Oct to Dec and the full year ran past it, out of sight.
    expect(await returns.evaluate((table) => table.getBoundingClientRect().right - (table.parentElement?.getBoundingClientRect().right ?? 0))).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'After-tax estimate' }).click();
    await page.getByText(/An estimate, not tax advice\. Wash sales are (applied|not applied)/).waitFor();
    const afterTax = page.getByRole('table', { name: 'After-tax by year' });
    await afterTax.getByRole('cell', { name: '2024', exact: true }).waitFor();
    // The After-tax P&L column fits the panel too (its one-line headings pushed it out of sight).
    expect(await afterTax.evaluate((table) => table.getBoundingClientRect().right - (table.parentElement?.getBoundingClientRect().right ?? 0))).toBeLessThanOrEqual(0);
    await screenshot(page, '18-analytics');
    // On a phone (two cards a row) a right-hand card's formula opens inside the window.
    await page.setViewportSize({ width: 390, height: 844 });
    const calmar = page.getByRole('group', { name: 'Calmar Ratio' });
    await calmar.focus();
    const tip = await calmar.getByRole('tooltip').boundingBox();
    expect(tip).not.toBeNull();
    expect((tip?.x ?? 0) + (tip?.width ?? 0)).toBeLessThanOrEqual(390);
    expect(tip?.x ?? -1).toBeGreaterThanOrEqual(0);
    // The after-tax panel on a phone: its notes folded under the figures, the treatment's name whole in
    // its select (it was cut at '(short or long term by ho'), nothing past the screen's right edge.
    const taxPanel = page.getByRole('region', { name: 'After-tax estimate' });
    expect(await taxPanel.locator('details').getAttribute('open')).toBeNull();
    const treatment = taxPanel.getByLabel('Tax treatment');
    const box = await treatment.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(390);
    // The filing status (IRC §1211(b)'s limit on a year's capital loss against income) beside it, inside the screen too.
    const filing = taxPanel.getByLabel('Filing status');
    await filing.selectOption('married_filing_separately');
    const filingBox = await filing.boundingBox();
    expect((filingBox?.x ?? 0) + (filingBox?.width ?? Infinity)).toBeLessThanOrEqual(390);
    await taxPanel.getByText(/Up to \$1,500 a year of net capital loss offsets interest/).waitFor();
    await afterTax.getByRole('cell', { name: '2024', exact: true }).waitFor();
    await filing.selectOption('single_or_joint');
    const textRoom = await treatment.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return -1;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = select.selectedOptions[0]?.textContent ?? '';
      // The room left of the drop-down arrow (about 20px) inside the padding.
      return select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20 - context.measureText(text).width;
    });
    expect(textRoom).toBeGreaterThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await page.setViewportSize({ width: 1400, height: 950 });
  });
});
