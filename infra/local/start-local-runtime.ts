/**
 * The runtime as a library for tests (integration, e2e): `startLocalRuntime({port, stateDir})`
 * runs `infra/local/start.ts` in a child process, exactly what `npm start` runs, and resolves once
 * it reports healthy. A child, not this process: the backend reads its configuration from the
 * process environment once, and a restart on the same folder must be a real restart.
 */
import { spawn } from 'node:child_process';
import { REPO_ROOT, repoPath } from '../paths';

/**
 * How long to wait for healthy. Measured 72 s to healthy on the shared 2-core machine at load
 * 16-18 (handler preload 28 s; worker warm-up, in parallel with it, 5.5 s); kept below the
 * integration project's 120 s hook/test timeout so a real failure still prints the runtime output.
 */
export const DEFAULT_READY_TIMEOUT_MS = 110_000;

export interface StartLocalRuntimeOptions {
  stateDir: string;
  /** Public port; 0 (default) picks a free one. */
  port?: number;
  dev?: boolean;
  /** Extra environment for the runtime (STRIPE_* are not inherited unless given here). */
  env?: Record<string, string>;
  timeoutMs?: number;
}

export interface LocalRuntimeHandle {
  url: string;
  cognito: { endpoint: string; userPoolId: string; userPoolClientId: string };
  /** The runtime's S3 (s3rver on loopback) and its market-data bucket (chain uploads go there). */
  s3: { endpoint: string; marketDataBucket: string };
  stateDir: string;
  /** Time from process start to healthy, as the runtime measured it. */
  startupMs: number;
  /** Milliseconds per start-up phase inside the runtime. */
  timings: Record<string, number>;
  warnings: string[];
  /** Everything the runtime printed so far (for failure messages). */
  output(): string;
  /** SIGTERM, as a service manager would; resolves when the process has exited. */
  stop(): Promise<void>;
  /** How the process ended (exit code 0 after a clean stop). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

interface ReadyMessage {
  type: 'ready';
  url: string;
  cognito: LocalRuntimeHandle['cognito'];
  s3: LocalRuntimeHandle['s3'];
  stateDir: string;
  startupMs: number;
  timings: Record<string, number>;
  warnings: string[];
}

const isMessage = (m: unknown): m is { type: string; message?: string } => typeof m === 'object' && m !== null && 'type' in m;

export function startLocalRuntime(options: StartLocalRuntimeOptions): Promise<LocalRuntimeHandle> {
  const env: Record<string, string | undefined> = { ...process.env };
  for (const k of Object.keys(env)) if (k.startsWith('STRIPE_')) delete env[k];
  Object.assign(env, { PORT: String(options.port ?? 0), LOCAL_STATE_DIR: options.stateDir, ...options.env });
  const child = spawn(process.execPath, ['--import', 'tsx', repoPath('infra/local/start.ts'), ...(options.dev ? ['--dev'] : [])], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };

  return new Promise<LocalRuntimeHandle>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`local runtime not healthy after ${options.timeoutMs ?? DEFAULT_READY_TIMEOUT_MS} ms:\n${output}`));
    }, options.timeoutMs ?? DEFAULT_READY_TIMEOUT_MS);
    child.on('message', (m: unknown) => {
      if (!isMessage(m)) return;
      clearTimeout(timer);
      if (m.type === 'ready') {
        const r = m as ReadyMessage;
        resolve({ url: r.url, cognito: r.cognito, s3: r.s3, stateDir: r.stateDir, startupMs: r.startupMs, timings: r.timings, warnings: r.warnings, output: () => output, stop, exited });
      } else {
        reject(new Error(`local runtime failed: ${m.message ?? ''}\n${output}`));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`local runtime exited with ${code} before it was healthy:\n${output}`));
    });
  });
}
