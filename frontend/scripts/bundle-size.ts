/**
 * Measures the first-load JavaScript of the built app: the entry script of frontend/dist/index.html
 * plus every chunk it imports statically (transitively), gzipped. Lazy chunks are listed apart.
 * Usage: npx vite build --config frontend/vite.config.ts && npx tsx frontend/scripts/bundle-size.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script type="module" crossorigin src="\/assets\/([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error('No entry script in frontend/dist/index.html');

const gz = (file: string) => gzipSync(readFileSync(join(dist, 'assets', file))).length;
const staticImports = (file: string): string[] => {
  const code = readFileSync(join(dist, 'assets', file), 'utf8');
  // Static imports only: `import{...}from"./x.js"` or `import"./x.js"`, never `import("./x.js")`.
  return [...code.matchAll(/import(?:[^()'"]*?from)?\s*["']\.\/([^"']+\.js)["']/g)].map((m) => m[1] ?? '').filter(Boolean);
};

const initial = new Set<string>();
const queue = [entry];
while (queue.length > 0) {
  const file = queue.pop() ?? '';
  if (initial.has(file)) continue;
  initial.add(file);
  queue.push(...staticImports(file));
}
const all = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const initialBytes = [...initial].reduce((sum, f) => sum + gz(f), 0);
console.log(`Initial JS (gzipped): ${kb(initialBytes)} in ${initial.size} files: ${[...initial].join(', ')}`);
for (const f of all.filter((f) => !initial.has(f)).sort((a, b) => gz(b) - gz(a))) console.log(`  lazy ${f}: ${kb(gz(f))}`);
