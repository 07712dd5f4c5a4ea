/**
 * A fresh clone has no frontend/dist, and a developer's build goes stale as frontend/ changes:
 * `npm start` builds the frontend first in both cases (Vite, in this process), so "npm ci &&
 * npm start" works as the README says. A failing build is one line naming the fix.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoPath } from '../paths';
import { LocalRuntimeError } from './errors';

const SOURCES = ['frontend/src', 'frontend/index.html', 'frontend/vite.config.ts', 'frontend/public', 'shared'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = s.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Why the build must be (re)made, or undefined when frontend/dist is current. */
export function buildNeeded(dist: string): string | undefined {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) return 'there is no build yet';
  const built = statSync(index).mtimeMs;
  return SOURCES.some((p) => newestMtime(repoPath(p)) > built) ? 'frontend sources changed since the last build' : undefined;
}

export async function buildFrontend(log: (line: string) => void): Promise<void> {
  const { build } = await import('vite');
  const started = performance.now();
  try {
    await build({ configFile: repoPath('frontend/vite.config.ts'), logLevel: 'error' });
  } catch (err) {
    const first = (err instanceof Error ? err.message : String(err)).split('\n')[0];
    throw new LocalRuntimeError(`The frontend build failed (${first}): fix it and start again, or run npm run build to see every error.`);
  }
  log(`Frontend built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}
