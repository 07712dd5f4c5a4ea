import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: route entries in functions/routes.ts are relative to it. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const repoPath = (relative: string): string => resolve(REPO_ROOT, relative);
