/**
 * Nothing the browser bundle is built from can hold a server secret (the Stripe secret key, the
 * webhook signing secret, the origin verification value): every module reachable from the app's
 * entry by import is read, and none of them is server code (functions/, infra/), reads
 * `process.env`, names a secret's environment variable, or holds a Stripe secret key's text.
 * Vite bundles only what these imports reach (plus `import.meta.env`'s VITE_* variables, which the
 * app does not read; checked here too). Here, not under frontend/: it reads the server's ENV
 * names, which frontend code may not import.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV } from '../../functions/platform/resources';

const REPO = resolve(__dirname, '../..');
const ENTRY = join(REPO, 'frontend/src/main.tsx');

/** A relative import's file, as Vite resolves it (.ts, .tsx, index files); undefined for a package. */
function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec.replace(/\?.*$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && !candidate.endsWith('/') && /\.(tsx?|css|json)$/.test(candidate)) return candidate;
  }
  throw new Error(`${relative(REPO, from)} imports ${spec}, which does not resolve`);
}

/** Every module of the repository the app's entry reaches by static or dynamic import. */
function reachableModules(): Map<string, string> {
  const seen = new Map<string, string>();
  const queue = [ENTRY];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    const text = readFileSync(file, 'utf8');
    seen.set(file, text);
    if (!/\.tsx?$/.test(file)) continue;
    for (const m of text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g)) {
      const target = resolveImport(file, m[1] ?? m[2] ?? m[3] ?? '');
      if (target) queue.push(target);
    }
  }
  return seen;
}

/** Environment variables whose values are secrets (Lambdas read them from Secrets Manager deployed). */
const SECRET_VARIABLES = [ENV.stripeSecretKey, ENV.stripeWebhookSecret, ENV.originVerifySecret];

describe('the browser bundle', () => {
  const modules = reachableModules();
  const files = [...modules.keys()].map((f) => relative(REPO, f));

  it('is built from the frontend and shared code only (reached from main.tsx, lazy chunks included)', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files).toContain('frontend/src/features/backtest/share/shared-backtest-page.tsx');
    expect(files.filter((f) => !f.startsWith('frontend/src/') && !f.startsWith('shared/'))).toEqual([]);
  });

  it('reads no server environment and names no secret or Stripe secret key', () => {
    const found: string[] = [];
    for (const [file, text] of modules) {
      if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
      const where = relative(REPO, file);
      if (/process\.env/.test(text)) found.push(`${where}: process.env`);
      if (/import\.meta\.env/.test(text)) found.push(`${where}: import.meta.env`);
      for (const name of SECRET_VARIABLES) if (text.includes(name)) found.push(`${where}: ${name}`);
      if (/\b(sk|rk)_(test|live)_[A-Za-z0-9]{6,}|\bwhsec_[A-Za-z0-9]{6,}/.test(text)) found.push(`${where}: a Stripe secret`);
    }
    expect(found).toEqual([]);
  });

  it('gets nothing else in: Vite injects no values (no define, no envPrefix widening VITE_), and the copied public files hold no secret', () => {
    const viteConfig = readFileSync(join(REPO, 'frontend/vite.config.ts'), 'utf8');
    expect(viteConfig).not.toMatch(/\bdefine\s*:|envPrefix|envDir/);
    for (const name of readdirSync(join(REPO, 'frontend/public'))) {
      const text = readFileSync(join(REPO, 'frontend/public', name), 'utf8');
      for (const secret of SECRET_VARIABLES) expect(text, name).not.toContain(secret);
      expect(text, name).not.toMatch(/\b(sk|rk)_(test|live)_[A-Za-z0-9]{6,}|\bwhsec_[A-Za-z0-9]{6,}|process\.env/);
    }
  });
});
