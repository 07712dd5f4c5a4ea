/**
 * Content-Security-Policy violations seen by the browser during a journey (issue 17): every
 * `securitypolicyviolation` event of every page of the context, reported back through a binding
 * installed before any page script runs, and Chromium's console errors about the policy (some
 * blocks, such as a refused connect, are also logged there). A journey asserts the list is empty.
 */
import type { BrowserContext, Page } from 'playwright-core';

export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
}

export async function watchCspViolations(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, v: CspViolation) => {
    violations.push(v);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation(v: unknown): void }).__reportCspViolation;
      report({ directive: e.effectiveDirective || e.violatedDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}` });
    });
  });
  const watchConsole = (page: Page) =>
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        violations.push({ directive: 'console', blocked: message.text(), source: message.location().url });
      }
    });
  context.pages().forEach(watchConsole);
  context.on('page', watchConsole);
  return violations;
}
