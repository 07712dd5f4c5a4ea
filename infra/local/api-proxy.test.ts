import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { writeResult } from './api-proxy';

let server: Server | undefined;
afterEach(() => server?.close());

/** What a browser receives for a handler's result. */
async function answer(result: unknown) {
  server = createServer((_req, res) => writeResult(res, result));
  await new Promise<void>((r) => server?.listen(0, '127.0.0.1', r));
  const res = await fetch(`http://127.0.0.1:${(server.address() as { port: number }).port}/`);
  return { status: res.status, headers: res.headers, body: await res.text() };
}

describe('Lambda results as API Gateway (payload 2.0) writes them', () => {
  it('writes a structured result: status, headers, cookies, body', async () => {
    const r = await answer({ statusCode: 402, headers: { 'Content-Type': 'application/json', 'X-Job-Id': 'j1' }, cookies: ['a=1', 'b=2'], body: '{"error":"pay"}' });
    expect(r).toMatchObject({ status: 402, body: '{"error":"pay"}' });
    expect(r.headers.get('x-job-id')).toBe('j1');
    expect(r.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  });

  it('decodes a base64 body', async () => {
    expect((await answer({ statusCode: 200, body: Buffer.from('héllo').toString('base64'), isBase64Encoded: true })).body).toBe('héllo');
  });

  it('answers a result without statusCode as a 200 JSON body', async () => {
    const r = await answer({ paid: false });
    expect(r).toMatchObject({ status: 200, body: '{"paid":false}' });
    expect(r.headers.get('content-type')).toBe('application/json');
  });
});
