/**
 * The backtest job state machine, written once as Amazon States Language data and used by CDK
 * (deployed Step Functions) and by the local runtime (aws-local-stepfunctions):
 *
 *   RunBacktest ──▶ MarkFinished ──▶ end
 *        │ any error      │ any error
 *        ▼                ▼
 *    MarkFailed ───────────────────▶ end
 *
 * A failed backtest (bad range, unknown data) is a normal outcome recorded in the job, so the
 * execution still succeeds; an execution FAILS only when MarkFailed itself cannot record it (or on
 * the overall timeout), which is what the CDK alarm on failed executions watches.
 * Transient errors are retried with backoff before the catch applies. Executions are started with
 * `name` = the job id and input `{job_id}` (functions/adapters/executions.ts).
 */
import { TRANSIENT_ERROR } from './task-errors';

export interface BacktestTaskResources {
  /** Lambda function ARNs (deployed) or any ARN-shaped ids bound to local handlers. */
  runBacktest: string;
  markFinished: string;
  markFailed: string;
}

/** State names; the local runtime binds its task handlers by these (taskResourceLocalHandlers). */
export const STATE_NAMES = { runBacktest: 'RunBacktest', markFinished: 'MarkFinished', markFailed: 'MarkFailed' } as const;

const TRANSIENT_ERRORS = [
  TRANSIENT_ERROR,
  'Lambda.ServiceException',
  'Lambda.AWSLambdaException',
  'Lambda.SdkClientException',
  'Lambda.TooManyRequestsException',
];

const retry = [{ ErrorEquals: TRANSIENT_ERRORS, IntervalSeconds: 1, MaxAttempts: 3, BackoffRate: 2 }];
const catchToFailed = [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: STATE_NAMES.markFailed }];

export function backtestStateMachineDefinition(resources: BacktestTaskResources) {
  return {
    Comment: 'Runs one backtest job: RunBacktest, then MarkFinished; any failure goes to MarkFailed.',
    StartAt: STATE_NAMES.runBacktest,
    TimeoutSeconds: 900,
    States: {
      [STATE_NAMES.runBacktest]: {
        Type: 'Task',
        Resource: resources.runBacktest,
        TimeoutSeconds: 300,
        Retry: retry,
        Catch: catchToFailed,
        Next: STATE_NAMES.markFinished,
      },
      [STATE_NAMES.markFinished]: {
        Type: 'Task',
        Resource: resources.markFinished,
        TimeoutSeconds: 30,
        Retry: retry,
        Catch: catchToFailed,
        End: true,
      },
      [STATE_NAMES.markFailed]: {
        Type: 'Task',
        Resource: resources.markFailed,
        TimeoutSeconds: 30,
        Retry: retry,
        End: true,
      },
    },
  };
}
