/**
 * `npm run reset`: deletes the local runtime's state folder (LOCAL_STATE_DIR, default .local/):
 * users and passwords, saved backtests, user status, jobs and results. It first says what it will
 * delete and asks in a terminal (--yes skips the question), and refuses while an `npm start` is using the folder.
 */
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { repoPath } from '../paths';
import { levelStoreState } from './store-check';

const WHAT: Record<string, string> = {
  dynamodb: 'tables: user status, jobs, saved backtests, billing events (dynalite)',
  s3: 'backtest results and imported chains (s3rver)',
  cognito: 'user pool, accounts and passwords (cognito-local)',
  'step-functions': 'backtest jobs cut short by the last stop, to be resumed',
};

function sizeOf(path: string): number {
  const s = statSync(path);
  if (!s.isDirectory()) return s.size;
  return readdirSync(path).reduce((sum, name) => sum + sizeOf(join(path, name)), 0);
}

const mb = (bytes: number): string => (bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);


/** Imported real option chains live here too (functions/market/chains): market data, not app state. */
const KEPT = new Set(['chains']);

export async function reset(stateDir: string, confirm: () => Promise<boolean>, out: (line: string) => void): Promise<boolean> {
  if (!existsSync(stateDir)) {
    out(`Nothing to reset: ${stateDir} does not exist.`);
    return true;
  }
  if ((await levelStoreState(join(stateDir, 'dynamodb'))) === 'locked') {
    out(`${stateDir} is in use by a running npm start: stop it first (Ctrl-C), then run npm run reset again.`);
    return false;
  }
  const doomed = readdirSync(stateDir).filter((name) => !KEPT.has(name));
  if (doomed.length === 0) {
    out(`Nothing to reset in ${stateDir}.`);
    return true;
  }
  const size = doomed.reduce((sum, name) => sum + sizeOf(join(stateDir, name)), 0);
  out(`This deletes all local app data in ${stateDir} (${mb(size)}):`);
  for (const name of doomed) out(`  ${name}/  ${WHAT[name] ?? 'other local files'}`);
  for (const name of readdirSync(stateDir).filter((n) => KEPT.has(n))) out(`It keeps ${name}/ (imported option chains; delete it by hand to drop them).`);
  if (!(await confirm())) {
    out('Nothing deleted.');
    return false;
  }
  for (const name of doomed) rmSync(join(stateDir, name), { recursive: true, force: true });
  out(`Deleted. The next npm start begins with no users and no saved backtests.`);
  return true;
}

async function main(): Promise<void> {
  const stateDir = resolve(process.env.LOCAL_STATE_DIR || repoPath('.local'));
  const yes = process.argv.includes('--yes') || process.argv.includes('-y');
  const confirm = async (): Promise<boolean> => {
    if (yes) return true;
    // No terminal to ask in (a script ran it): running reset is the request.
    if (!process.stdin.isTTY) return true;
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    const answer = await rl.question('Delete it? [y/N] ');
    rl.close();
    return /^y(es)?$/i.test(answer.trim());
  };
  process.exitCode = (await reset(stateDir, confirm, (l) => console.log(l))) ? 0 : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.dirname, 'reset.ts')) await main();
