/**
 * The whole product in one process: dynalite, s3rver, cognito-local, the Step Functions server and
 * the public HTTP server, all state under `stateDir`. The process environment is set here, before
 * any backend module is imported, exactly as Lambda's would be.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROUTES, SWEEP_TASKS, TASKS } from '../../functions/routes';
import { LOCAL_STATE_MACHINE_ARN, LOCAL_SWEEP_STATE_MACHINE_ARN, localBucketName, localEnv, localTaskArn, type Billing } from '../../functions/platform/local-mode';
import { BUCKETS } from '../../functions/platform/resources';
import { apiProxy } from './api-proxy';
import { cognitoAuthorizer } from './authorizer';
import { startCognito } from './cognito';
import { cognitoProxy } from './cognito-proxy';
import { LOCAL_TRIGGERS } from './cognito-triggers';
import { COGNITO_PROXY_PATH, localRuntimeConfig } from './config-json';
import { startDynamo } from './dynamo';
import { builtFrontend, viteFrontend, type Frontend } from './frontend';
import { createPublicServer } from './http-server';
import { probeAll } from './health';
import { loadHandler } from './handlers';
import { startTaskLanes, type TaskLanes } from './task-lanes';
import { localCheckout } from './local-checkout';
import { LocalMailbox, mailboxPage } from './local-mailbox';
import { closeServer, listen, LOOPBACK, selfHost, settleAll } from './ports';
import { chainUploadTrigger } from './chain-upload-trigger';
import { startS3 } from './s3';
import { S3_PROXY_PATH, s3Proxy } from './s3-proxy';
import { sameOriginCheck } from './same-origin';
import { startStepFunctions } from './step-functions';

export interface LocalRuntimeOptions {
  /** Public port; 0 picks a free one. */
  port: number;
  /** Public interface (default 127.0.0.1: the app is for this machine). */
  host?: string;
  stateDir: string;
  /** Vite dev server with hot reload instead of frontend/dist. */
  dev?: boolean;
  billing?: Billing;
  /** The built frontend (default frontend/dist). */
  frontendDist?: string;
  /** Preload every handler module before answering healthy (default true). */
  preload?: boolean;
}

export interface LocalRuntime {
  url: string;
  stateDir: string;
  /** The local S3 (loopback) and its market-data bucket, where chain files are uploaded (chain-upload-trigger.ts). */
  s3: { endpoint: string; marketDataBucket: string };
  cognito: { endpoint: string; userPoolId: string; userPoolClientId: string };
  /** Problems that do not stop the runtime (a handler module that does not load yet). */
  warnings: string[];
  /** Milliseconds per start-up phase (servers, state machine, handler modules, frontend). */
  timings: Record<string, number>;
  stop(): Promise<void>;
}

/**
 * Concurrent backtests (RunBacktest invocations); waiting ones are taken round robin per user. One
 * of them is reserved for users with nothing running, so one user runs at most 2 at once (as with
 * the 2 workers before) and another user's backtest starts at once (issue 17, task-pool.ts).
 */
const ENGINE_WORKERS = 3;
const ENGINE_RESERVED_FOR_IDLE_USERS = 1;
/** MarkFinished and MarkFailed have their own worker (task-lanes.ts). */
const BOOKKEEPING_WORKERS = 1;

export async function createLocalRuntime(options: LocalRuntimeOptions): Promise<LocalRuntime> {
  const stateDir = resolve(options.stateDir);
  const timings: Record<string, number> = {};
  let mark = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - mark);
    mark = now;
  };
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const s of stops.splice(0).reverse()) await s().catch(() => {});
  };
  let ready = false;
  let frontend: Frontend | undefined;
  let parts: Parameters<typeof createPublicServer>[0] | undefined;
  // The public port is bound first: a taken port fails before anything else starts.
  const server = createPublicServer({
    api: (req, res) => (parts ? parts.api(req, res) : void res.writeHead(503).end()),
    health: async () => ready && (parts ? parts.health() : false),
    config: (origin) => parts?.config(origin),
    cognito: (req, res) => (parts ? parts.cognito(req, res) : void res.writeHead(503).end()),
    s3: (req, res) => (parts ? parts.s3(req, res) : void res.writeHead(503).end()),
    checkout: (req, res) => (parts?.checkout ? parts.checkout(req, res) : void res.writeHead(404).end()),
    mailbox: (req, res) => (parts ? parts.mailbox(req, res) : void res.writeHead(503).end()),
    frontend: (req, res) => (frontend ? frontend.handle(req, res) : void res.writeHead(503).end('Starting…')),
    fallbackOrigin: () => url,
  });
  if (!options.dev) frontend = builtFrontend(options.frontendDist);
  const port = await listen(server, options.port, options.host ?? LOOPBACK, 'the app');
  const url = `http://localhost:${port}`;
  stops.push(() => closeServer(server));
  try {
    mkdirSync(stateDir, { recursive: true });
    mkdirSync(`${stateDir}/cognito`, { recursive: true });
    const mailbox = new LocalMailbox(`${stateDir}/cognito/mailbox.json`);
    const billing: Billing = options.billing ?? { mode: 'local', webhookSecret: `whsec_local_${crypto.randomUUID().replaceAll('-', '')}` };
    // What CloudFront's origin header is deployed; new at every start, known only to this process.
    const originSecret = randomBytes(32).toString('hex');
    // Started together; each registers its stop as soon as it is up, so a failure of one still
    // stops the others (allSettled: nothing is left starting behind our back).
    const up = <T extends { stop(): Promise<void> }>(p: Promise<T>): Promise<T> => p.then((x) => (stops.push(x.stop), x));
    const [dynamo, s3, cognito] = await settleAll([
      up(startDynamo(`${stateDir}/dynamodb`, 0)),
      up(startS3(`${stateDir}/s3`, 0)),
      up(startCognito(`${stateDir}/cognito`, 0, LOCAL_TRIGGERS, `${url}${COGNITO_PROXY_PATH}`, mailbox)),
    ] as const);
    phase('dynalite+s3rver+cognito-local');
    // Vite starts once the stores are fine (a store problem fails before it spends seconds), in
    // parallel with the rest; its stop is registered as soon as it exists.
    const vite = options.dev ? up(viteFrontend(server).then((f) => Object.assign(f, { stop: () => f.close() }))) : undefined;
    vite?.catch(() => {});
    const { backtestStateMachineDefinition } = await import('../../functions/jobs/state-machine');
    const { localizeDistributedMap, sweepStateMachineDefinition } = await import('../../functions/sweeps/sweep-state-machine');
    // Tasks run in warm worker threads (task-lanes.ts), started below once the environment is set.
    const lanes: { current?: TaskLanes } = {};
    const tasks = Object.fromEntries(
      [...Object.values(TASKS), ...Object.values(SWEEP_TASKS)].map((t) => [
        localTaskArn(t.name),
        async (event: unknown) => {
          if (!lanes.current) throw new Error('task workers are not started');
          return lanes.current.invoke(t, event);
        },
      ]),
    );
    const sfn = await startStepFunctions({
      port: 0,
      stateMachineArn: LOCAL_STATE_MACHINE_ARN,
      definition: backtestStateMachineDefinition({
        runBacktest: localTaskArn(TASKS.runBacktest.name),
        markFinished: localTaskArn(TASKS.markFinished.name),
        markFailed: localTaskArn(TASKS.markFailed.name),
      }),
      tasks,
      journal: `${stateDir}/step-functions/running.json`,
      // The sweep machine beside it (issue 19), its Distributed Map rebuilt for the local library.
      more: [
        {
          stateMachineArn: LOCAL_SWEEP_STATE_MACHINE_ARN,
          definition: localizeDistributedMap(
            sweepStateMachineDefinition({
              planSweep: localTaskArn(SWEEP_TASKS.planSweep.name),
              runSweepBatch: localTaskArn(SWEEP_TASKS.runSweepBatch.name),
              reduceSweep: localTaskArn(SWEEP_TASKS.reduceSweep.name),
              markSweepFailed: localTaskArn(SWEEP_TASKS.markSweepFailed.name),
            }),
          ),
        },
      ],
    });
    // The executor stops before its task workers, so runs cut short are journalled for resumption.
    stops.push(async () => {
      await sfn.stop();
      await lanes.current?.close();
    });
    phase('step functions');
    Object.assign(
      process.env,
      localEnv({
        dynamodb: dynamo.endpoint,
        s3: s3.endpoint,
        sfn: sfn.endpoint,
        cognito: cognito.endpoint,
        userPoolId: cognito.userPoolId,
        userPoolClientId: cognito.userPoolClientId,
        issuer: cognito.issuer,
        jwksUri: cognito.jwksUri,
        appUrl: url,
        resultUrlBase: `${url}${S3_PROXY_PATH}`,
        billing,
        originSecret,
      }),
    );
    // A runtime started again in the same process must not keep the previous one's endpoints.
    const platformConfig = await import('../../functions/platform/config');
    platformConfig.resetConfig();
    const warnings: string[] = [];
    const [, started] = await Promise.all([
      options.preload === false
        ? Promise.resolve()
        : Promise.allSettled(ROUTES.map((r) => loadHandler(r.entry))).then((results) =>
            results.forEach((r) => r.status === 'rejected' && warnings.push(r.reason instanceof Error ? r.reason.message : String(r.reason))),
          ),
      startTaskLanes({
        engine: [TASKS.runBacktest, SWEEP_TASKS.runSweepBatch],
        engineWorkers: ENGINE_WORKERS,
        engineReserved: ENGINE_RESERVED_FOR_IDLE_USERS,
        bookkeeping: [TASKS.markFinished, TASKS.markFailed, SWEEP_TASKS.planSweep, SWEEP_TASKS.reduceSweep, SWEEP_TASKS.markSweepFailed],
        bookkeepingWorkers: BOOKKEEPING_WORKERS,
      }),
    ]);
    lanes.current = started;
    timings['worker warm-up (max)'] = Math.max(...started.warmedMs);
    // Chain files put under chain-uploads/ are imported as deployed (EventBridge rule → ImportChainUpload).
    const uploads = chainUploadTrigger({
      bucket: localBucketName(BUCKETS.marketData),
      log: (line) => console.log(line),
      ...(platformConfig.getConfig().chainStore === 's3' ? {} : { note: ' (into the local S3: backtests read it with CHAIN_STORE=s3 npm start; now they read the folder store)' }),
    });
    s3.onEvent((notification) => uploads.onS3Event(notification));
    stops.push(() => uploads.stop());
    const resumed = sfn.resumeInterrupted();
    if (resumed) warnings.push(`resumed ${resumed} backtest job(s) interrupted by the last stop`);
    phase('handler modules');
    if (vite) {
      frontend = await vite;
      phase('vite (rest)');
    }
    const authorize = cognitoAuthorizer({ issuer: cognito.issuer, jwksUri: cognito.jwksUri, clientId: cognito.userPoolClientId });
    const sameOrigin = sameOriginCheck({ port: () => port, ...(options.host ? { host: options.host } : {}) });
    parts = {
      api: apiProxy(ROUTES, authorize, originSecret),
      health: () => probeAll({ dynamo: dynamo.client, s3: s3.endpoint, cognito: cognito.endpoint, sfn: sfn.endpoint }),
      config: (origin) => localRuntimeConfig({ origin, userPoolId: cognito.userPoolId, userPoolClientId: cognito.userPoolClientId, billing: billing.mode }),
      cognito: cognitoProxy(cognito.endpoint, sameOrigin),
      mailbox: mailboxPage(mailbox, sameOrigin),
      s3: s3Proxy(s3.endpoint, localBucketName(BUCKETS.results), originSecret),
      checkout:
        billing.mode === 'local'
          ? localCheckout({ webhookUrl: `http://${selfHost(options.host)}:${port}/api/stripe/webhook`, webhookSecret: billing.webhookSecret, clientId: cognito.userPoolClientId, authorize, sameOrigin })
          : undefined,
      frontend: (req, res) => frontend?.handle(req, res),
      fallbackOrigin: () => url,
    };
    ready = true;
    return {
      url,
      stateDir,
      s3: { endpoint: s3.endpoint, marketDataBucket: localBucketName(BUCKETS.marketData) },
      cognito: { endpoint: `${url}${COGNITO_PROXY_PATH}`, userPoolId: cognito.userPoolId, userPoolClientId: cognito.userPoolClientId },
      warnings,
      timings,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
