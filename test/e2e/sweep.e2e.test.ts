/**
 * Issue 19 in a real browser against the real local runtime: a Pro user sweeps DTE × delta of a
 * SPY cash-secured put (3 × 3 cells), sees the cell count and the progress, reads the heatmap that
 * ECharts rendered, clicks a cell, which opens that exact backtest in the builder with its full
 * results, runs Monte Carlo on it, and reads the out-of-sample table.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRuntimeHandle } from '../../infra/local/start-local-runtime';
import { screenshot, skipReason } from './support/browser';
import { signedUpPage, startAppAndBrowser, stopAppAndBrowser } from './support/journey-setup';
import { becomePro, cellRows, coveredCashSecuredPut, sweepDteByDelta } from './support/sweep-steps';

const email = `sweeper-${Date.now()}@example.com`;
const DTES = [14, 30, 45];
const DELTAS = [0.2, 0.3, 0.4];
let runtime: LocalRuntimeHandle | undefined;
let browser: Browser;
let page: Page;

describe.skipIf(skipReason)('the robustness lab in the browser', () => {
  beforeAll(async () => {
    [runtime, browser] = await startAppAndBrowser();
    page = await signedUpPage(browser, runtime.url, email);
  });

  afterAll(() => stopAppAndBrowser(runtime, browser));

  it('sweeps DTE × delta, reads the heatmap, opens a cell, runs Monte Carlo on it and shows the out-of-sample table', async () => {
    if (!runtime) throw new Error('runtime not started');
    await becomePro(page, runtime.url);
    await coveredCashSecuredPut(page, '2020-01-02', '2023-12-29');
    const panel = await sweepDteByDelta(page, DTES, DELTAS);
    await expect.poll(() => panel.getByLabel('Cell count').innerText()).toBe('9 cells (at most 1,000)');

    const sweepCalls: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname.startsWith('/api/sweeps') && sweepCalls.push(`${r.method()} ${new URL(r.url()).pathname}`));
    await panel.getByRole('button', { name: 'Run sweep' }).click();
    await panel.getByRole('button', { name: 'Sweeping…' }).waitFor();
    // Progress (cells done of total) shows while the sweep runs.
    await panel.getByText(/^\d+ of 9 cells done$/).waitFor({ timeout: 10_000 });
    const results = panel.getByRole('region', { name: 'Sweep results' });
    await results.waitFor({ timeout: 120_000 });
    expect(sweepCalls[0]).toBe('POST /api/sweeps');
    expect(sweepCalls.slice(1).every((c) => /^GET \/api\/sweeps\/[\w-]+$/.test(c))).toBe(true);
    await results.getByText('9 cells, 0 failed.', { exact: false }).waitFor();

    // Every cell ran; the table is sorted by total return, best first.
    const rows = await cellRows(results);
    expect(rows).toHaveLength(9);
    expect(new Set(rows.map((r) => r.label)).size).toBe(9);
    const returns = rows.map((r) => Number(r.totalReturn));
    expect(returns.every(Number.isFinite)).toBe(true);
    expect([...returns].sort((a, b) => b - a)).toEqual(returns);
    expect(rows.every((r) => r.trades > 0)).toBe(true);
    // Written as the results cards write them, a gain with its plus sign: '+10.33%', '+$3,354.30' / '-$2,622.24'.
    expect(rows.every((r) => /^[+-]?\d+\.\d\d%$/.test(r.totalReturnText))).toBe(true);
    expect(rows.every((r) => /^[+-]?\$\d{1,3}(,\d{3})*\.\d\d$/.test(r.pnl))).toBe(true);

    // The heatmap as ECharts rendered it (SVG): one label per cell with that cell's total return,
    // and ECharts' own accessible description of the chart.
    const heatmap = results.getByRole('region', { name: 'Sweep heatmap' });
    const svg = heatmap.locator('svg').first();
    await svg.waitFor({ timeout: 30_000 });
    const texts = (await svg.locator('text').allTextContents()).map((t) => t.trim());
    // Signed where 0 is break-even ('+10.33', '-10.74'): the sign says what the colour says; two
    // decimals in every cell as the table writes them ('-10.80', not '-10.8').
    const cellLabel = (totalReturn: string) => {
      const text = Number(totalReturn).toFixed(2);
      return Number(text) > 0 ? `+${text}` : Number(text) === 0 ? text.replace('-', '') : text;
    };
    for (const row of rows) expect(texts).toContain(cellLabel(row.totalReturn));
    for (const axisValue of [...DTES, ...DELTAS]) expect(texts).toContain(String(axisValue));
    const description = await heatmap.locator('[aria-label]').first().getAttribute('aria-label');
    expect(description).toMatch(/^Heatmap of Total Return %\. /);
    for (const row of rows) expect(description).toContain(`${row.label}: ${cellLabel(row.totalReturn)}`);
    await screenshot(page, '19-sweep-heatmap');

    // The out-of-sample table: the cells ranked on the first 70%, with how they did on the last 30%.
    const controls = results.getByRole('region', { name: 'Overfitting controls' });
    const outOfSample = controls.getByRole('table', { name: 'Out-of-sample table' });
    await outOfSample.waitFor();
    expect(await outOfSample.locator('tbody tr').count()).toBe(9);
    const note = controls.getByText(/Ranked on Total Return over the first 70% of the period \(out of sample from 2022-1\d-\d\d\)/);
    await note.waitFor();
    // Cells that held no position after the split (cash that could no longer secure a put) are said
    // to have earned interest only, and tie rather than being ordered by cent rounding.
    const idleCount = Number((await note.innerText()).match(/(\d) of 9 cells held no position out of sample/)?.[1] ?? 0);
    const outCells = await outOfSample.locator('tbody tr td:nth-child(4)').allInnerTexts();
    expect(outCells.filter((t) => t.endsWith('(no position: interest only)'))).toHaveLength(idleCount);
    if (idleCount > 1) expect(await outOfSample.getByText(`(${idleCount} tied)`).count()).toBeGreaterThanOrEqual(1);
    // The deflated Sharpe ratio names its cell and gives its Sharpe a year over T-bills, as the table does
    // (its paragraph behind a one-sentence lead: 16 lines on a phone).
    await controls.getByText(/^Deflated Sharpe ratio \d+\.\d%: the probability that the best cell's true Sharpe/).click();
    const dsr = (await controls.getByText(/^Best Sharpe: /).innerText()).match(/^Best Sharpe: (.+?), (-?\d+\.\d\d) a year over T-bills \((-?\d\.\d{4}) a day, \d+ days\)/);
    expect(dsr).not.toBeNull();
    const sharpeCell = results.getByRole('table', { name: 'Sweep cells' }).locator('tbody tr', { hasText: dsr?.[1] ?? '' }).locator('td').nth(3);
    expect(Math.abs(Number(await sharpeCell.innerText()) - Number(dsr?.[2]))).toBeLessThanOrEqual(0.01);

    // A click on the best cell of the heatmap opens that exact backtest in the builder.
    const best = rows[0];
    if (!best) throw new Error('no cell');
    const [, dte, delta] = /DTE target (\d+), put delta target ([\d.]+)/.exec(best.label) ?? [];
    const value = cellLabel(best.totalReturn);
    expect(texts.filter((t) => t === value)).toHaveLength(1);
    await svg.locator('text', { hasText: new RegExp(`^${value.replace('+', '\\+').replace('.', '\\.')}$`) }).click();
    await page.getByText('P&L Over Time').waitFor({ timeout: 60_000 });
    expect(await page.getByLabel('Cash-Secured Put DTE Target').inputValue()).toBe(dte);
    // The builder shows a put's delta with its sign (the sweep names it by size).
    expect(Number(await page.getByLabel('Cash-Secured Put Delta').inputValue())).toBeCloseTo(-Number(delta), 10);
    // The card's value only: under it, the model-risk line adds a low-to-high range of its own.
    const trades = (await page.getByRole('group', { name: 'Total Trades' }).locator('.bt-metric__value').innerText()).match(/\d+/g)?.at(-1);
    expect(Number(trades)).toBe(best.trades);
    const totalReturn = await page.getByRole('group', { name: 'Total Return' }).innerText();
    expect(totalReturn).toContain(`${Number(best.totalReturn).toFixed(2)}%`);
    // Full results, not the sweep's summary: the trade log is there too.
    expect(await page.getByRole('list', { name: 'Trades' }).getByRole('article').count()).toBeGreaterThan(0);

    // Monte Carlo of the opened cell: bands, drawdown distribution, probability of ruin.
    const mc = panel.getByRole('region', { name: 'Monte Carlo' });
    await mc.getByRole('heading', { name: `Monte Carlo of ${best.label}` }).waitFor({ timeout: 30_000 });
    await mc.getByText(`${best.trades} trades, resampled 10,000 times`, { exact: false }).waitFor();
    await mc.getByRole('spinbutton', { name: 'Ruin when equity falls below (% of start)' }).fill('80');
    await mc.getByRole('button', { name: 'Run Monte Carlo' }).click();
    const figures = mc.getByRole('region', { name: 'Monte Carlo results' });
    await figures.waitFor({ timeout: 30_000 });
    expect(await figures.getByRole('group', { name: 'Probability of ruin' }).innerText()).toMatch(/below \$[\d,]+\)\s*\d+\.\d%/);
    const p50 = Number((await figures.getByRole('group', { name: 'Median max drawdown' }).innerText()).match(/([\d.]+)%/)?.[1]);
    const p95 = Number((await figures.getByRole('group', { name: '95th percentile max drawdown' }).innerText()).match(/([\d.]+)%/)?.[1]);
    expect(p95).toBeGreaterThanOrEqual(p50);
    const bands = await figures.getByRole('table', { name: 'Equity bands' }).locator('tbody tr').all();
    expect(bands.length).toBeGreaterThan(1);
    for (const band of bands) {
      const [, low, mid, high] = (await band.locator('td').allInnerTexts()).map((t) => Number(t.replace(/[$,]/g, '')));
      expect(low).toBeLessThanOrEqual(mid ?? Number.NaN);
      expect(mid).toBeLessThanOrEqual(high ?? Number.NaN);
    }
    // What the resampled trades leave out, beside the backtest's own P&L and daily drawdown.
    expect(await mc.getByLabel('What the resamples leave out').innerText()).toMatch(/The trades add up to (−\u2060)?\$[\d,]+\.\d\d of the backtest's (−\u2060)?\$[\d,]+\.\d\d; the backtest's own max drawdown, marked to market daily, was \d+\.\d\d%\./);
    // The same cell resampled by its days marked to market: every dollar of the P&L, interest and
    // the open put's marks included, so the drawdowns are daily ones (audit 11 N4).
    await mc.getByRole('radio', { name: /^Days marked to market \([\d,]+\)$/ }).check();
    await mc.getByRole('button', { name: 'Run Monte Carlo' }).click();
    await figures.getByRole('group', { name: 'Median max drawdown' }).getByText('Max drawdown marked daily, median').waitFor();
    expect(await figures.getByRole('table', { name: 'Equity bands' }).locator('thead').innerText()).toContain('After day');
    expect(await mc.getByLabel('What the resamples leave out').innerText()).toMatch(/The days add up to the backtest's whole P&L, (−\u2060)?\$[\d,]+\.\d\d; the backtest's own max drawdown, marked to market daily, was \d+\.\d\d%\./);
    await outOfSample.scrollIntoViewIfNeeded();
    expect(await outOfSample.isVisible()).toBe(true);
    await screenshot(page, '19-sweep-monte-carlo');
    // On a phone the lab fits the screen: the equity bands' first column kept a cell name's 200px
    // and the page scrolled 43px sideways; the wider tables scroll in their own box and say so.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await results.getByText('Scroll sideways to see every column').first().waitFor();
    await screenshot(page, '19-sweep-phone');
    await page.setViewportSize({ width: 1400, height: 950 });
  });
});
