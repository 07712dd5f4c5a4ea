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
};

function sizeOf(path: string): number {
  const s = statSync(path);
  if (!s.isDirectory()) return s.size;
  return readdirSync(path).reduce((sum, name) => sum + sizeOf(join(path, name)), 0);
}

const mb = (bytes: number): string => (bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);


export async function reset(stateDir: string, confirm: () => Promise<boolean>, out: (line: string) => void): Promise<boolean> {
  if (!existsSync(stateDir)) {
    out(`Nothing to reset: ${stateDir} does not exist.`);
    return true;
  }
  if ((await levelStoreState(join(stateDir, 'dynamodb'))) === 'locked') {
    out(`${stateDir} is in use by a running npm start: stop it first (Ctrl-C), then run npm run reset again.`);
    return false;
  }
  out(`This deletes ${stateDir} (${mb(sizeOf(stateDir))}), all local data of the app:`);
  for (const name of readdirSync(stateDir)) out(`  ${name}/  ${WHAT[name] ?? 'other local files'}`);
  if (!(await confirm())) {
    out('Nothing deleted.');
    return false;
  }
  rmSync(stateDir, { recursive: true, force: true });
  out(`Deleted ${stateDir}. The next npm start begins with no users and no saved backtests.`);
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
