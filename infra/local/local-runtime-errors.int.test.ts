/**
 * The failures a user can fix get one line saying what and how, exit 1, and delete nothing:
 * a taken port, a damaged store under the state folder, a missing frontend build.
 */
import { createServer, type Server } from 'node:net';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startLocalRuntime } from './start-local-runtime';

const dirs: string[] = [];
const servers: Server[] = [];
afterEach(() => {
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
  servers.splice(0).forEach((s) => s.close());
});

function tempState(): string {
  const dir = mkdtempSync(join(tmpdir(), 'local-errors-'));
  dirs.push(dir);
  return join(dir, 'state');
}

/** The runtime's failure: its one printed line, and that it printed no stack. */
async function failure(options: Parameters<typeof startLocalRuntime>[0]): Promise<string> {
  const error = await startLocalRuntime({ ...options, timeoutMs: 30_000 }).then(
    (rt) => rt.stop().then(() => new Error('started')),
    (err: unknown) => err as Error,
  );
  const lines = error.message.split('\n').filter((l) => l.startsWith('npm start: '));
  expect(lines, error.message).toHaveLength(1);
  expect(error.message).not.toMatch(/\n\s+at /);
  return lines[0] ?? '';
}

describe('local runtime start-up errors', () => {
  it('a port already in use: says which and how to pick another, creates nothing', async () => {
    const blocker = createServer();
    servers.push(blocker);
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    const port = (blocker.address() as { port: number }).port;
    const stateDir = tempState();
    expect(await failure({ stateDir, port })).toBe(
      `npm start: Port ${port} (the app) is already in use: stop whatever is using it, or start on another port with PORT=<port> npm start.`,
    );
    expect(() => readdirSync(stateDir)).toThrow();
  });

  it('no frontend build: says to run npm run build', async () => {
    const line = await failure({ stateDir: tempState(), env: { FRONTEND_DIST: join(tmpdir(), 'no-such-dist') } });
    expect(line).toMatch(/^npm start: The frontend is not built \(.*no-such-dist\/index\.html is missing\): run npm run build, or use npm run dev\.$/);
  });

  it('a damaged user store: names it, suggests the fix, and leaves the file as it was', async () => {
    const stateDir = tempState();
    mkdirSync(join(stateDir, 'cognito', 'db'), { recursive: true });
    const file = join(stateDir, 'cognito', 'db', 'clients.json');
    writeFileSync(file, '{"Clients": {');
    const line = await failure({ stateDir, dev: true });
    expect(line).toMatch(/^npm start: The local Cognito store at .*cognito\/db is damaged \(.+\): move the folder away .* or run npm run reset/);
    expect(readFileSync(file, 'utf8')).toBe('{"Clients": {');
  });

  it('a damaged table store: names it and leaves it in place', async () => {
    const stateDir = tempState();
    mkdirSync(join(stateDir, 'dynamodb'), { recursive: true });
    writeFileSync(join(stateDir, 'dynamodb', 'CURRENT'), 'MANIFEST-000099\n');
    const line = await failure({ stateDir, dev: true });
    expect(line).toMatch(/^npm start: The local DynamoDB store at .*dynamodb is damaged/);
    expect(readdirSync(join(stateDir, 'dynamodb'))).toContain('CURRENT');
  });

  it('a state folder another npm start is using: says so, and the running one keeps working', async () => {
    const stateDir = tempState();
    const first = await startLocalRuntime({ stateDir, dev: true });
    try {
      expect(await failure({ stateDir, dev: true })).toBe(
        `npm start: The local data at ${stateDir} is in use by another npm start: stop that one first, or give this one its own folder with LOCAL_STATE_DIR=<folder>.`,
      );
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    } finally {
      await first.stop();
    }
  });
});
