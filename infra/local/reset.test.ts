import { mkdirSync, mkdtempSync, existsSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ClassicLevel } from 'classic-level';
import { reset } from './reset';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function stateDir(): string {
  const root = mkdtempSync(join(tmpdir(), 'reset-'));
  dirs.push(root);
  const dir = join(root, '.local');
  mkdirSync(join(dir, 'cognito', 'db'), { recursive: true });
  writeFileSync(join(dir, 'cognito', 'db', 'clients.json'), '{}');
  mkdirSync(join(dir, 's3'));
  return dir;
}

describe('npm run reset', () => {
  it('says what it will delete, then deletes it when confirmed', async () => {
    const dir = stateDir();
    const lines: string[] = [];
    mkdirSync(join(dir, 'chains', 'SPY'), { recursive: true });
    expect(await reset(dir, async () => true, (l) => lines.push(l))).toBe(true);
    expect(lines.join('\n')).toMatch(/This deletes all local app data in .*\.local[\s\S]*cognito\/ +user pool, accounts and passwords[\s\S]*s3\//);
    expect(lines.join('\n')).toMatch(/It keeps chains\//);
    expect(existsSync(join(dir, 'cognito'))).toBe(false);
    expect(existsSync(join(dir, 's3'))).toBe(false);
    expect(existsSync(join(dir, 'chains', 'SPY'))).toBe(true);
  });

  it('deletes nothing when the answer is no', async () => {
    const dir = stateDir();
    const lines: string[] = [];
    expect(await reset(dir, async () => false, (l) => lines.push(l))).toBe(false);
    expect(existsSync(join(dir, 'cognito', 'db', 'clients.json'))).toBe(true);
    expect(lines.at(-1)).toBe('Nothing deleted.');
  });

  it('refuses while a running runtime holds the DynamoDB store', async () => {
    const dir = stateDir();
    const db = new ClassicLevel(join(dir, 'dynamodb'));
    await db.open();
    try {
      const lines: string[] = [];
      expect(await reset(dir, async () => true, (l) => lines.push(l))).toBe(false);
      expect(lines[0]).toMatch(/in use by a running npm start: stop it first/);
      expect(existsSync(dir)).toBe(true);
    } finally {
      await db.close();
    }
  });
});
