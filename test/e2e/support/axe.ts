/**
 * axe-core run inside the page under test: the serious and critical violations of what is on
 * screen, each as 'rule: target (summary)' so a failing assertion names the element to fix.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeNode { target: string[]; failureSummary?: string }
interface AxeViolation { id: string; impact: string | null; nodes: AxeNode[] }

export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the site's CSP (no inline scripts) does not govern.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} (${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 160)})`));
}
