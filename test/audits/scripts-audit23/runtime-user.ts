/**
 * Audit 23: the real local runtime (`npm start`'s code, as the integration tests start it) and a
 * signed-in Pro user of it, with the API call, a run to its end, the save by job / from a saved run,
 * and the runtime's local DynamoDB (found among the loopback ports) for writing an old item.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CognitoIdentityProviderClient, InitiateAuthCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { startLocalRuntime, type LocalRuntimeHandle } from '../../../infra/local/start-local-runtime';

export type Answer = { status: number; headers: Headers; body: Record<string, unknown> };
export interface User {
  runtime: LocalRuntimeHandle;
  api(method: string, path: string, body?: unknown): Promise<Answer>;
  ran(path: string, request: unknown): Promise<string>;
  save(name: string, strategy: unknown, source: { job_id: string } | { from_backtest_id: string } | { results: unknown }): Promise<Answer>;
  dynamo(): Promise<DynamoDBClient>;
  userId: string;
}

export async function startUser(): Promise<User> {
  const runtime = await startLocalRuntime({ stateDir: mkdtempSync(join(tmpdir(), 'audit23-')), dev: true });
  const cognito = new CognitoIdentityProviderClient({ endpoint: `${runtime.url}/cognito`, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  const email = `audit23-${Date.now()}@example.com`;
  const ClientId = runtime.cognito.userPoolClientId;
  await cognito.send(new SignUpCommand({ ClientId, Username: email, Password: 'secret6', UserAttributes: [{ Name: 'email', Value: email }] }));
  const auth = await cognito.send(new InitiateAuthCommand({ ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'secret6' } }));
  const token = auth.AuthenticationResult?.IdToken ?? '';
  const userId = String(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sub);
  const api = async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${runtime.url}/api${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const text = await res.text();
    let parsed: Record<string, unknown>;
    try { parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {}; } catch { parsed = { text }; }
    return { status: res.status, headers: res.headers, body: parsed };
  };
  await api('GET', '/getuserstatus');
  const checkout = (await api('POST', '/stripe/checkout', {})).body as { url: string };
  const session = new URL(checkout.url).searchParams.get('session') ?? '';
  const paid = await fetch(`${runtime.url}/local-checkout/pay`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ session }) });
  if (!paid.ok) throw new Error(`local checkout answered ${paid.status}`);
  const ran = async (path: string, request: unknown): Promise<string> => {
    const started = await api('POST', path, request);
    if (![200, 202].includes(started.status)) throw new Error(`run refused ${started.status}: ${JSON.stringify(started.body).slice(0, 300)}`);
    const jobId = String(started.headers.get('x-job-id') ?? started.body.job_id);
    for (let i = 0; i < 1500; i++) {
      const job = await api('GET', `/jobs/${jobId}`);
      const status = String(job.body.job_status);
      if (status === 'finished') return jobId;
      if (status === 'failed') throw new Error(`run failed: ${JSON.stringify(job.body).slice(0, 300)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('run timed out');
  };
  const save = (name: string, strategy: unknown, source: { job_id: string } | { from_backtest_id: string } | { results: unknown }) =>
    api('POST', '/save-backtest', { backtest_name: name, strategy, description: '', tags: [], ...source });
  let client: DynamoDBClient | undefined;
  const dynamo = async (): Promise<DynamoDBClient> => {
    if (client) return client;
    const ports = execSync("ss -ltnH '( sport > :1024 )' | awk '{print $4}'").toString().split('\n').map((a) => a.split(':').pop()).filter(Boolean);
    for (const port of ports) {
      const c = new DynamoDBClient({ endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' }, maxAttempts: 1 });
      try {
        const tables = await Promise.race([c.send(new ListTablesCommand({})), new Promise<never>((_, no) => setTimeout(() => no(new Error('t')), 500))]);
        if (tables.TableNames?.some((t) => /saved/i.test(t))) { client = c; return c; }
      } catch { /* not dynalite */ }
      c.destroy();
    }
    throw new Error('no local DynamoDB found');
  };
  return { runtime, api, ran, save, dynamo, userId };
}
