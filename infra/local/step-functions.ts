/**
 * The state machine executor: a loopback server speaking the Step Functions JSON 1.0 protocol
 * (StartExecution, DescribeExecution, StopExecution) that runs each execution with
 * aws-local-stepfunctions on the same ASL definition CDK deploys.
 *
 * Why a server and not a swapped-in client: the backend starts executions through the AWS SDK's
 * SFNClient at AWS_ENDPOINT_URL_SFN, exactly as on AWS; a server on that endpoint keeps the backend
 * code identical in both runtimes and exercises the real SDK serialisation.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { StateMachine } from 'aws-local-stepfunctions';
import { closeServer, listen, LOOPBACK } from './ports';
import { localTaskHandlers, type TaskFunction } from './step-functions-tasks';
import { executionJournal } from './execution-journal';

/** An Amazon States Language definition (checked by aws-local-stepfunctions when loaded). */
export type AslDefinition = object;
type Definition = ConstructorParameters<typeof StateMachine>[0];
type Overrides = NonNullable<NonNullable<Parameters<StateMachine['run']>[1]>['overrides']>;

interface Execution {
  executionArn: string;
  stateMachineArn: string;
  name: string;
  status: 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'ABORTED';
  startDate: number;
  stopDate?: number;
  input: string;
  output?: string;
  error?: string;
  cause?: string;
  abort: () => void;
  done: Promise<void>;
}

export interface LocalStepFunctions {
  endpoint: string;
  /**
   * Runs again the executions a previous stop interrupted (kept in the journal): Step Functions
   * would have carried on while we were down; the job's tasks are idempotent by job id.
   */
  resumeInterrupted(): number;
  /** Resolves when every running execution has ended (tests, and a clean stop). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

class SfnError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

export async function startStepFunctions(options: {
  port: number;
  stateMachineArn: string;
  definition: AslDefinition;
  /** Task functions by Lambda ARN, as the definition's Task states name them. */
  tasks: Record<string, TaskFunction>;
  /** File listing the executions still running, so a restart can resume them. */
  journal?: string;
  /** More state machines served on the same endpoint (the sweep machine of issue 19). */
  more?: { stateMachineArn: string; definition: AslDefinition }[];
}): Promise<LocalStepFunctions> {
  const { stateMachineArn } = options;
  const machines = new Map(
    [{ stateMachineArn, definition: options.definition }, ...(options.more ?? [])].map((m) => [
      m.stateMachineArn,
      {
        machine: new StateMachine(m.definition as Definition, { validationOptions: { checkPaths: false } }),
        // Task functions take and give JSON, as Lambda does; the library types that as its JSONValue.
        taskResourceLocalHandlers: localTaskHandlers(m.definition, options.tasks) as Overrides['taskResourceLocalHandlers'],
      },
    ]),
  );
  const executions = new Map<string, Execution>();
  const journal = executionJournal(options.journal);
  let stopping = false;

  const start = (req: Record<string, unknown>): unknown => {
    const arn = String(req.stateMachineArn);
    const served = machines.get(arn);
    if (!served) throw new SfnError('StateMachineDoesNotExist', `State Machine Does Not Exist: '${arn}'`);
    const { machine, taskResourceLocalHandlers } = served;
    const name = typeof req.name === 'string' && req.name ? req.name : crypto.randomUUID();
    const executionArn = `${arn.replace(':stateMachine:', ':execution:')}:${name}`;
    if (executions.has(executionArn)) throw new SfnError('ExecutionAlreadyExists', `Execution Already Exists: '${executionArn}'`);
    const input = typeof req.input === 'string' ? req.input : '{}';
    const run = machine.run(JSON.parse(input), {
      overrides: { taskResourceLocalHandlers },
      context: { Execution: { Id: executionArn, Name: name, Input: JSON.parse(input), StartTime: new Date().toISOString() } },
    });
    const exec: Execution = { executionArn, stateMachineArn: arn, name, status: 'RUNNING', startDate: Date.now() / 1000, input, abort: run.abort, done: Promise.resolve() };
    exec.done = run.result.then(
      (result: unknown) => Object.assign(exec, { status: 'SUCCEEDED', output: JSON.stringify(result ?? null) }),
      (err: unknown) =>
        Object.assign(exec, {
          status: exec.status === 'ABORTED' ? 'ABORTED' : 'FAILED',
          error: err instanceof Error ? err.name : 'Error',
          cause: err instanceof Error ? err.message : String(err),
        }),
    ).then(() => { exec.stopDate = Date.now() / 1000; });
    executions.set(executionArn, exec);
    journal.add({ name, input, ...(arn === stateMachineArn ? {} : { arn }) });
    // An execution ended by our own shutdown stays in the journal, to be resumed.
    void exec.done.then(() => stopping || journal.remove(name));
    return { executionArn, startDate: exec.startDate };
  };

  const find = (req: Record<string, unknown>): Execution => {
    const exec = executions.get(String(req.executionArn));
    if (!exec) throw new SfnError('ExecutionDoesNotExist', `Execution Does Not Exist: '${String(req.executionArn)}'`);
    return exec;
  };

  const operations: Record<string, (req: Record<string, unknown>) => unknown> = {
    StartExecution: start,
    DescribeExecution: (req) => {
      const { abort: _a, done: _d, ...described } = find(req);
      return described;
    },
    StopExecution: (req) => {
      const exec = find(req);
      if (exec.status === 'RUNNING') {
        exec.status = 'ABORTED';
        exec.abort();
      }
      return { stopDate: exec.stopDate ?? Date.now() / 1000 };
    },
  };

  const server = createServer((req, res) => void handle(req, res));
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' }).end(JSON.stringify(body));
    };
    try {
      const target = String(req.headers['x-amz-target'] ?? '').replace(/^AWSStepFunctions\./, '');
      const op = operations[target];
      if (!op) throw new SfnError('UnknownOperationException', `Operation ${target || '(none)'} is not supported by the local runtime`);
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body: unknown = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
      reply(200, op(typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}));
    } catch (err) {
      if (err instanceof SfnError) reply(400, { __type: err.type, message: err.message });
      else reply(400, { __type: 'InvalidExecutionInput', message: err instanceof Error ? err.message : String(err) });
    }
  }

  const bound = await listen(server, options.port, LOOPBACK, 'local Step Functions');
  const idle = async () => {
    await Promise.all([...executions.values()].map((e) => e.done));
  };
  return {
    endpoint: `http://${LOOPBACK}:${bound}`,
    idle,
    resumeInterrupted() {
      const interrupted = journal.list();
      for (const e of interrupted) {
        journal.remove(e.name);
        start({ stateMachineArn: e.arn ?? stateMachineArn, name: e.name, input: e.input });
      }
      return interrupted.length;
    },
    async stop() {
      stopping = true;
      await closeServer(server);
      for (const e of executions.values()) if (e.status === 'RUNNING') e.abort();
      await idle();
    },
  };
}
