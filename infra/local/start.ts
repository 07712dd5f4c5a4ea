/**
 * `npm start` / `npm run dev`: the whole product on this machine (see runtime.ts). Prints the URL
 * once /api/health would answer ok; Ctrl-C or SIGTERM stops every part. Failures the user can fix
 * (port taken, store unreadable, no build) are one line and exit 1, deleting nothing.
 *
 * Environment: PORT (default 3000), LOCAL_STATE_DIR (default .local), HOST (default 127.0.0.1),
 * FRONTEND_DIST (default frontend/dist),
 * STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET (+ STRIPE_PRICE_ID) for real Stripe test mode.
 * The default frontend/dist is built first when missing or older than frontend/ (FRONTEND_DIST:
 * used as it is). Started with an IPC channel (startLocalRuntime), it reports {type: 'ready'} to its parent.
 */
import { relative } from 'node:path';
import { repoPath } from '../paths';
import { LocalRuntimeError } from './errors';
import { billingFromEnv, parsePort } from './start-options';

// cognito-local bundles the AWS SDK v2, which prints an end-of-support notice on load.
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';

const started = performance.now();
const dev = process.argv.includes('--dev');

function fail(err: unknown): never {
  if (err instanceof LocalRuntimeError) console.error(`npm start: ${err.message}`);
  else console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
  process.send?.({ type: 'error', message: err instanceof Error ? err.message : String(err) });
  process.exit(1);
}

// Signals are handled from the first moment: before the runtime is up there is nothing to stop
// gracefully (every part lives in this process, the OS frees its ports, LevelDB is crash-safe).
let runtime: { stop(): Promise<void> } | undefined;
let stopping = false;
const shutdown = (why: string) => {
  if (stopping) return;
  stopping = true;
  if (!runtime) process.exit(why === 'SIGINT' ? 130 : 143);
  if (why !== 'disconnect') console.log(`\nStopping (${why})…`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  runtime.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
// A parent that started us over IPC (tests) and went away takes us with it.
process.on('disconnect', () => shutdown('disconnect'));

try {
  const port = parsePort(process.env.PORT);
  const stateDir = process.env.LOCAL_STATE_DIR || repoPath('.local');
  const billing = billingFromEnv(process.env);
  if (!dev && !process.env.FRONTEND_DIST) {
    const { buildFrontend, buildNeeded } = await import('./frontend-build');
    const why = buildNeeded(repoPath('frontend/dist'));
    if (why) {
      console.log(`Building the frontend (${why})…`);
      await buildFrontend((line) => console.log(line));
    }
  }
  const { createLocalRuntime } = await import('./runtime');
  const rt = await createLocalRuntime({
    port,
    stateDir,
    dev,
    billing,
    ...(process.env.HOST ? { host: process.env.HOST } : {}),
    ...(process.env.FRONTEND_DIST ? { frontendDist: process.env.FRONTEND_DIST } : {}),
  });
  runtime = rt;
  const startupMs = Math.round(performance.now() - started);
  for (const w of rt.warnings) console.warn(`warning: ${w}`);
  if (process.env.LOCAL_TIMINGS) console.log(`start-up phases (ms): ${JSON.stringify(rt.timings)}`);
  const rel = relative(process.cwd(), rt.stateDir);
  const where = !rel ? '.' : rel.startsWith('..') ? rt.stateDir : rel;
  console.log(
    `Options Backtester is running at ${rt.url} (${dev ? 'dev, hot reload' : 'built frontend'}, ` +
      `${billing?.mode ?? 'local'} billing, state in ${where}/, ready in ${(startupMs / 1000).toFixed(1)} s). Ctrl-C to stop.`,
  );
  console.log(`Local S3 at ${rt.s3.endpoint}: files put under s3://${rt.s3.marketDataBucket}/chain-uploads/ are imported into chains/, reports in chain-reports/.`);
  process.send?.({ type: 'ready', url: rt.url, cognito: rt.cognito, s3: rt.s3, stateDir: rt.stateDir, startupMs, timings: rt.timings, warnings: rt.warnings });
} catch (err) {
  fail(err);
}
