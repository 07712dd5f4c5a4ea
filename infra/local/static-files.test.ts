import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBuild, resolveInside, serveStatic } from './static-files';

const root = mkdtempSync(join(tmpdir(), 'dist-'));
const dist = join(root, 'dist');
let server: Server;
let base: string;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-123.js'), 'console.log(1)');
  writeFileSync(join(root, 'secret.txt'), 'outside');
  server = createServer(serveStatic(dist));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('serving the built frontend', () => {
  it('serves files with their type; hashed assets are immutable, index.html revalidated', async () => {
    const js = await fetch(`${base}/assets/app-123.js`);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toContain('immutable');
    const index = await fetch(`${base}/`);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(await index.text()).toBe('<div id="root"></div>');
  });

  it('answers client-side routes with index.html, but a missing file with a 404', async () => {
    expect(await (await fetch(`${base}/backtest/covered?x=1`)).text()).toBe('<div id="root"></div>');
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
  });

  it('sends the share page (and an old /share/<token> link) with no Referrer-Policy leak, every other page with the origin only', async () => {
    for (const path of ['/share', '/share/AbCdEfGhIjKlMnOpQrStUvWxYz012-_9']) {
      const page = await fetch(`${base}${path}`);
      expect(await page.text()).toBe('<div id="root"></div>');
      expect(page.headers.get('referrer-policy'), path).toBe('no-referrer');
    }
    for (const path of ['/', '/backtest', '/assets/app-123.js']) expect((await fetch(`${base}${path}`)).headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
  });

  it('never serves anything outside the build folder', () => {
    expect(resolveInside(dist, '/../secret.txt')).toBeUndefined();
    expect(resolveInside(dist, '/%2e%2e/secret.txt')).toBeUndefined();
    expect(resolveInside(dist, '/assets/%00.js')).toBeUndefined();
    expect(resolveInside(dist, '/assets/app-123.js')).toBe(join(dist, 'assets', 'app-123.js'));
  });

  it('says to build when there is no build', () => {
    expect(() => checkBuild(join(root, 'nope'))).toThrow(/run npm run build/);
    expect(() => checkBuild(dist)).not.toThrow();
  });
});
