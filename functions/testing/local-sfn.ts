/**
 * A loopback server speaking the Step Functions JSON 1.0 protocol (StartExecution,
 * DescribeExecution) that runs each execution of the backtest state machine definition with
 * aws-local-stepfunctions, its Task states bound to in-process task handlers by state name.
 * The backend starts executions through the real SFNClient, as deployed.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { StateMachine } from 'aws-local-stepfunctions';
import { backtestStateMachineDefinition } from '../jobs/state-machine';
import { LOCAL_STATE_MACHINE_ARN, localTaskArn } from '../platform/local-mode';
import { closeServer, listenOnLoopback } from './local-aws';


type Definition = ConstructorParameters<typeof StateMachine>[0];
type Overrides = NonNullable<NonNullable<Parameters<StateMachine['run']>[1]>['overrides']>;
export type TaskFunction = (input: unknown) => Promise<unknown>;

interface Execution {
  executionArn: string;
  name: string;
  status: 'RUNNING' | 'SUCCEEDED' | 'FAILED';
  startDate: number;
  input: string;
  output?: string;
  error?: string;
  cause?: string;
  done: Promise<void>;
}

export interface LocalSfn {
  endpoint: string;
  executions: Map<string, Execution>;
  /** Resolves when every execution started so far has ended. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** Another state machine served beside the backtest one (the sweep machine of issue 19). */
export interface ExtraMachine {
  arn: string;
  definition: object;
}

export async function startLocalSfn(tasks: Record<string, TaskFunction>, extra: ExtraMachine[] = []): Promise<LocalSfn> {
  const definition = backtestStateMachineDefinition({ runBacktest: localTaskArn('RunBacktest'), markFinished: localTaskArn('MarkFinished'), markFailed: localTaskArn('MarkFailed') });
  const load = (d: object) => new StateMachine(d as Definition, { validationOptions: { checkPaths: false } });
  const machines = new Map([[LOCAL_STATE_MACHINE_ARN, load(definition)], ...extra.map((m) => [m.arn, load(m.definition)] as const)]);
  const executions = new Map<string, Execution>();
  // Retries wait 0 s in tests (keyed by state name, like the task handlers).
  const overrides = { taskResourceLocalHandlers: tasks, retryIntervalOverrides: Object.fromEntries(Object.keys(tasks).map((name) => [name, 0])) } as Overrides;

  const start = (req: Record<string, unknown>) => {
    const arn = String(req.stateMachineArn);
    const machine = machines.get(arn);
    if (!machine) return { status: 400, body: { __type: 'StateMachineDoesNotExist', message: 'State Machine Does Not Exist' } };
    const name = String(req.name);
    const executionArn = `${arn.replace(':stateMachine:', ':execution:')}:${name}`;
    if (executions.has(executionArn)) return { status: 400, body: { __type: 'ExecutionAlreadyExists', message: 'Execution Already Exists' } };
    const input = typeof req.input === 'string' ? req.input : '{}';
    const run = machine.run(JSON.parse(input), { overrides });
    const exec: Execution = { executionArn, name, status: 'RUNNING', startDate: Date.now() / 1000, input, done: Promise.resolve() };
    exec.done = run.result.then(
      (out: unknown) => void Object.assign(exec, { status: 'SUCCEEDED', output: JSON.stringify(out ?? null) }),
      (err: unknown) => void Object.assign(exec, { status: 'FAILED', error: err instanceof Error ? err.name : 'Error', cause: err instanceof Error ? err.message : String(err) }),
    );
    executions.set(executionArn, exec);
    return { status: 200, body: { executionArn, startDate: exec.startDate } };
  };

  const server = createServer((req, res) => void handle(req, res));
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = (chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {}) as Record<string, unknown>;
    const target = String(req.headers['x-amz-target'] ?? '');
    let answer: { status: number; body: unknown };
    if (target.endsWith('.StartExecution')) answer = start(body);
    else if (target.endsWith('.DescribeExecution')) {
      const exec = executions.get(String(body.executionArn));
      answer = exec ? { status: 200, body: { ...exec, done: undefined } } : { status: 400, body: { __type: 'ExecutionDoesNotExist', message: 'Execution Does Not Exist' } };
    } else answer = { status: 400, body: { __type: 'UnknownOperationException', message: target } };
    res.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.0' }).end(JSON.stringify(answer.body));
  }

  const endpoint = await listenOnLoopback(server);
  const idle = async () => {
    await Promise.all([...executions.values()].map((e) => e.done));
  };
  return { endpoint, executions, idle, stop: async () => { await idle(); await closeServer(server); } };
}
