import { vi } from 'vitest';
import { setTokenSource } from '../lib/api/token-source';
import { configureApi } from '../lib/api/http';

export interface FakeCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export type FakeReply = { status: number; body?: unknown; headers?: Record<string, string> } | Error;

/**
 * Replaces fetch with a scripted backend: each request is answered by `reply(call)`. Records
 * every call (method, URL, headers, parsed body) so tests assert what the client sent.
 */
export function fakeBackend(reply: (call: FakeCall) => FakeReply | Promise<FakeReply>) {
  const calls: FakeCall[] = [];
  configureApi({ baseUrl: '/api' });
  setTokenSource(async () => 'test-id-token');
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const call: FakeCall = {
      method: init?.method ?? 'GET',
      url: String(input),
      headers: Object.fromEntries(headers.entries()),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = await reply(call);
    if (answer instanceof Error) throw answer;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(text || null, { status: answer.status, headers: { 'Content-Type': 'application/json', ...answer.headers } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
