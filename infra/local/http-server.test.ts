/** The local public server never writes an old share link's token to a log (README, Share links). */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STARTING_MESSAGE, createPublicServer, type PublicServerParts } from './http-server';

const TOKEN = 'Abcdefghijklmnopqrstuvwxyz012_-9';
let server: Server;
let base: string;
let seenByLaterLayers: string[];
let logged: string[];

beforeEach(async () => {
  seenByLaterLayers = [];
  logged = [];
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
  }
  // Every layer behind the router records what it was asked and then fails, so the router's own error line is written.
  const failing = (req: { url?: string }) => {
    seenByLaterLayers.push(req.url ?? '');
    throw new Error('layer failed');
  };
  const parts: PublicServerParts = {
    api: failing, health: () => Promise.resolve(true), config: () => undefined,
    cognito: failing, s3: failing, checkout: failing, mailbox: failing, frontend: failing,
    fallbackOrigin: () => 'http://127.0.0.1',
  };
  server = createPublicServer(parts);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  vi.restoreAllMocks();
  await new Promise((resolve) => server.close(resolve));
});

describe('an old share link (/share/<token>)', () => {
  it('is answered first with a redirect to its fragment form, and nothing behind the router or in the logs holds the token', async () => {
    const res = await fetch(`${base}/share/${TOKEN}?utm=x`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/share?utm=x#${TOKEN}`);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(seenByLaterLayers).toEqual([]);
    expect(logged.join('\n')).not.toContain(TOKEN);
  });

  it('keeps the token out of the error line of a path below /share/ that is not a link', async () => {
    const res = await fetch(`${base}/share/${TOKEN}/more`, { redirect: 'manual' });
    expect(res.status).toBe(500);
    expect(seenByLaterLayers).toEqual([`/share/${TOKEN}/more`]);
    expect(logged.join('\n')).toContain('[local] GET /share/[redacted]');
    expect(logged.join('\n')).not.toContain(TOKEN);
  });

  it('keeps the token of the removed GET /api/shared/<token> read out of the error line', async () => {
    const res = await fetch(`${base}/api/shared/${TOKEN}`);
    expect(res.status).toBe(500);
    expect(logged.join('\n')).toContain('[local] GET /api/shared/[redacted]');
    expect(logged.join('\n')).not.toContain(TOKEN);
  });

  it('still logs other paths as they are', async () => {
    await fetch(`${base}/backtest/covered`);
    expect(logged.join('\n')).toContain('[local] GET /backtest/covered');
  });
});

describe('/config.json while the runtime is starting', () => {
  it('answers 503 with what to do and a Retry-After, and writes no error line', async () => {
    const res = await fetch(`${base}/config.json`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('2');
    expect(await res.json()).toEqual({ error: STARTING_MESSAGE });
    expect(logged.join('\n')).not.toContain('/config.json');
  });
});
