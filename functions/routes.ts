import { SHARE_READ_THROTTLE, SHARED_READ_PATH } from '../shared/contracts/share';

/**
 * The API's route table: one source for the CDK HTTP API (infra/) and the local server
 * (infra/local). Each entry names the handler module (repo-relative, exporting `handler`), whether
 * the Cognito JWT authorizer guards it, and how its Lambda is sized.
 */

export interface RouteDef {
  method: 'GET' | 'POST' | 'DELETE';
  /** API Gateway path syntax, e.g. /jobs/{jobId} */
  path: string;
  /** Repo-relative path of the module that exports `handler`. */
  entry: string;
  /** Logical function name (CDK construct id, log group). */
  name: string;
  auth: boolean;
  memoryMb: number;
  timeoutSeconds: number;
  /** Route throttling below the stage's (API Gateway route settings; the local runtime's limiter). */
  throttle?: { rateLimit: number; burstLimit: number };
}

const api = (r: Omit<RouteDef, 'memoryMb' | 'timeoutSeconds' | 'auth'> & Partial<RouteDef>): RouteDef => ({
  auth: true,
  memoryMb: 512,
  timeoutSeconds: 10,
  ...r,
});

export const ROUTES: readonly RouteDef[] = [
  // Starting a backtest may run it to completion within the fast-path window (DESIGN.md section 5).
  api({ method: 'POST', path: '/backtest', entry: 'functions/backtests/start-backtest.http.ts', name: 'StartBacktest', memoryMb: 1024, timeoutSeconds: 29 }),
  api({ method: 'POST', path: '/backtest/covered', entry: 'functions/backtests/start-covered-backtest.http.ts', name: 'StartCoveredBacktest', memoryMb: 1024, timeoutSeconds: 29 }),
  api({ method: 'GET', path: '/jobs/{jobId}', entry: 'functions/jobs/get-job.http.ts', name: 'GetJob' }),
  // A save by job id reads the job's result once (up to the 30.6 MB largest legal result) for the
  // Saved card and copies it within S3: the biggest took 9.4 s through the local runtime under
  // load (test/e2e/biggest-result.e2e.test.ts), too near the default 10 s.
  api({ method: 'POST', path: '/save-backtest', entry: 'functions/saved/save-backtest.http.ts', name: 'SaveBacktest', memoryMb: 1024, timeoutSeconds: 29 }),
  api({ method: 'GET', path: '/backtests', entry: 'functions/saved/list-backtests.http.ts', name: 'ListBacktests' }),
  api({ method: 'GET', path: '/backtests/{id}', entry: 'functions/saved/get-backtest.http.ts', name: 'GetBacktest' }),
  api({ method: 'DELETE', path: '/backtests/{id}', entry: 'functions/saved/delete-backtest.http.ts', name: 'DeleteBacktest' }),
  // What the owner changes on a saved backtest without saving it again: the after-tax panel's filing status.
  api({ method: 'POST', path: '/backtests/{id}/settings', entry: 'functions/saved/update-settings.http.ts', name: 'UpdateBacktestSettings' }),
  api({ method: 'GET', path: '/getuserstatus', entry: 'functions/users/get-user-status.http.ts', name: 'GetUserStatus' }),
  api({ method: 'POST', path: '/stripe/checkout', entry: 'functions/billing/checkout.http.ts', name: 'StripeCheckout' }),
  api({ method: 'POST', path: '/stripe/cancel', entry: 'functions/billing/cancel.http.ts', name: 'StripeCancel' }),
  // Sweeps (issue 19): starting one validates and writes the record; the state machine runs it.
  api({ method: 'POST', path: '/sweeps', entry: 'functions/sweeps/start-sweep.http.ts', name: 'StartSweep' }),
  api({ method: 'GET', path: '/sweeps/{sweepId}', entry: 'functions/sweeps/get-sweep.http.ts', name: 'GetSweep' }),
  // Share links (issue 18): the owner creates (Pro) and revokes; anyone holding the token reads,
  // without the authorizer and throttled (the only open route besides the Stripe webhook).
  api({ method: 'POST', path: '/backtests/{id}/share', entry: 'functions/shares/create-share.http.ts', name: 'CreateShare' }),
  api({ method: 'DELETE', path: '/backtests/{id}/share', entry: 'functions/shares/revoke-share.http.ts', name: 'RevokeShare' }),
  // The read takes the token in its body (POST), so no access log holds it; the GET /shared/{token}
  // it replaced is gone (README: Share links).
  api({ method: 'POST', path: SHARED_READ_PATH, entry: 'functions/shares/get-shared-backtest.http.ts', name: 'GetSharedBacktest', auth: false, throttle: SHARE_READ_THROTTLE }),
  // Stripe calls this one: no JWT, the Stripe signature on the raw body authenticates it.
  api({ method: 'POST', path: '/stripe/webhook', entry: 'functions/billing/webhook.http.ts', name: 'StripeWebhook', auth: false }),
];

/**
 * The state machine's task Lambdas (see functions/jobs/state-machine.ts).
 * RunBacktest sizing, from measurements: the engine is single-threaded and CPU-bound (`npm run
 * bench`, whole SPY range 2010-2026: covered strategies 0.1-0.2 s of CPU, the iron condor the
 * slowest scenario; loading one ticker's dataset 17 ms). 1769 MB is the size at which Lambda gives
 * one full vCPU, so more memory would not make it faster; 300 s is a wide margin over the slowest
 * run measured (a few seconds on this 2-core machine under load).
 */
export const TASKS = {
  runBacktest: { entry: 'functions/jobs/run-backtest.task.ts', name: 'RunBacktest', memoryMb: 1769, timeoutSeconds: 300 },
  markFinished: { entry: 'functions/jobs/mark-finished.task.ts', name: 'MarkFinished', memoryMb: 256, timeoutSeconds: 10 },
  markFailed: { entry: 'functions/jobs/mark-failed.task.ts', name: 'MarkFailed', memoryMb: 256, timeoutSeconds: 10 },
} as const;

/**
 * The sweep state machine's task Lambdas (functions/sweeps/sweep-state-machine.ts). RunSweepBatch
 * has one full vCPU (1769 MB) like RunBacktest; a batch of 25 cells is ~1 s of CPU, so 240 s is a
 * wide margin. ReduceSweep reads up to 40 batch outputs and writes the result (~0.5 MB at 1,000 cells).
 */
export const SWEEP_TASKS = {
  planSweep: { entry: 'functions/sweeps/plan-sweep.task.ts', name: 'PlanSweep', memoryMb: 256, timeoutSeconds: 10 },
  runSweepBatch: { entry: 'functions/sweeps/run-sweep-batch.task.ts', name: 'RunSweepBatch', memoryMb: 1769, timeoutSeconds: 240 },
  reduceSweep: { entry: 'functions/sweeps/reduce-sweep.task.ts', name: 'ReduceSweep', memoryMb: 1024, timeoutSeconds: 60 },
  markSweepFailed: { entry: 'functions/sweeps/mark-sweep-failed.task.ts', name: 'MarkSweepFailed', memoryMb: 256, timeoutSeconds: 10 },
} as const;

/**
 * ImportChainUpload (issue 20): imports a vendor chain file uploaded under `chain-uploads/` in the
 * market-data bucket. Deployed, an EventBridge rule starts it (infra/constructs/chain-upload-import.ts);
 * locally the runtime starts the same module on its S3's upload events (infra/local/chain-upload-trigger.ts).
 * Sized for a large vendor file (the 2.1 GB, 14.8-million-row SPXW file of issue 20); not measured
 * on Lambda yet:
 * - 4 GB of memory (the import's peak RSS at full size was 2.8 GB before issue 20's work), which
 *   also gives the Lambda more than two vCPUs;
 * - the 15-minute Lambda maximum (issue 20's local target for that file is under 60 s);
 * - 10 GB of /tmp, the maximum, because the upload is copied to /tmp before it is read.
 * A larger file should be split by year before upload.
 */
export const CHAIN_UPLOAD_TASK = {
  entry: 'functions/market/chains/import-chain-upload.task.ts',
  name: 'ImportChainUpload',
  memoryMb: 4096,
  timeoutSeconds: 900,
  ephemeralStorageMb: 10_240,
} as const;
