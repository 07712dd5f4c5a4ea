/**
 * Browser bench of the results panel: `npx tsx frontend/src/features/backtest/bench/render-bench.ts [trades]`.
 * Builds the harness with Vite in production mode, serves it, opens it in Debian's Chromium
 * (playwright-core) and reports
 * - render: from createRoot().render until the chart and the trade rows are painted, deriving and
 *   loading the chart chunk included (ms), and until the first trade rows are painted;
 * - idle: frame times with nothing happening (the machine's baseline);
 * - scroll: frame times while the trade log scrolls like a wheel (100 px a frame, 240 frames)
 *   and while it jumps top to bottom in 60 steps (avg, p95, max ms);
 * - rows: trade rows in the DOM (virtualised: a screenful, not N).
 * A measurement, not a test: numbers depend on the machine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';

const trades = Number(process.argv[2] ?? '5000');
const root = fileURLToPath(new URL('.', import.meta.url));

const outDir = mkdtempSync(join(tmpdir(), 'backtest-bench-'));
const shared = { root, configFile: false as const, plugins: [react()], logLevel: 'error' as const, base: './' };
await build({ ...shared, build: { outDir, emptyOutDir: true } });
const server = await preview({ ...shared, build: { outDir }, preview: { port: 0, host: '127.0.0.1' } });
const address = server.httpServer.address();
const port = typeof address === 'object' && address ? address.port : 0;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error('console error:', message.text());
  });
  const runs: number[] = [];
  const rowRuns: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    await page.goto(`http://127.0.0.1:${port}/index.html?trades=${trades}`);
    await page.waitForFunction(() => window.benchRendered !== undefined, undefined, { timeout: 30_000 });
    runs.push(await page.evaluate(() => (window.benchRendered ?? 0) - (window.benchStart ?? 0)));
    rowRuns.push(await page.evaluate(() => (window.benchRows ?? 0) - (window.benchStart ?? 0)));
  }
  const rows = await page.locator('article.bt-trade').count();
  const scroll = (mode: 'idle' | 'wheel' | 'jump') => page.evaluate(async (how) => {
    const log = document.querySelector('.bt-log');
    if (!log) return [];
    log.scrollTop = 0;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const steps = how === 'wheel' ? 240 : 60;
    const times: number[] = [];
    let last = performance.now();
    for (let step = 1; step <= steps; step += 1) {
      if (how !== 'idle') log.scrollTop = how === 'wheel' ? step * 100 : (log.scrollHeight * step) / steps;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = performance.now();
      times.push(now - last);
      last = now;
    }
    return times;
  }, mode);
  const fmt = (n: number) => Number(n.toFixed(1));
  const stats = (frames: number[]) => {
    const sorted = [...frames].sort((a, b) => a - b);
    return {
      avg: fmt(frames.reduce((a, b) => a + b, 0) / Math.max(1, frames.length)),
      p95: fmt(sorted[Math.floor(sorted.length * 0.95)] ?? 0),
      max: fmt(sorted.at(-1) ?? 0),
    };
  };
  // Frames with no scrolling: the machine's baseline (a busy shared machine is far from 16.7 ms).
  const idle = stats(await scroll('idle'));
  const wheel = stats(await scroll('wheel'));
  const jump = stats(await scroll('jump'));
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const warm = runs.slice(1);
  console.log(JSON.stringify({
    trades,
    render_ms_first: fmt(runs[0] ?? 0),
    render_ms_warm_median: fmt(median(warm)),
    trade_rows_painted_ms_warm_median: fmt(median(rowRuns.slice(1))),
    idle_frame_ms: idle,
    scroll_wheel_frame_ms: wheel,
    scroll_jump_frame_ms: jump,
    rows_in_dom: rows,
  }));
  if (process.argv.includes('--screenshot')) {
    await page.screenshot({ path: '/tmp/backtest-covered.png', fullPage: false });
    await page.goto(`http://127.0.0.1:${port}/index.html?trades=50&mode=spreads`);
    await page.waitForFunction(() => window.benchRendered !== undefined);
    await page.screenshot({ path: '/tmp/backtest-spreads.png', fullPage: false });
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(outDir, { recursive: true, force: true });
}
