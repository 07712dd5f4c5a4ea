import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DescribeExecutionCommand, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { startStepFunctions, type LocalStepFunctions } from './step-functions';

const ARN = 'arn:aws:states:us-east-1:000000000000:stateMachine:Test';
const fn = (name: string) => `arn:aws:lambda:us-east-1:000000000000:function:${name}`;

// The shape of the backtest machine: a task, then success or a catch-all failure task.
const definition = {
  StartAt: 'Run',
  States: {
    Run: { Type: 'Task', Resource: fn('Run'), ResultPath: '$.run', Next: 'Finish', Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'Fail' }] },
    Finish: {
      Type: 'Task',
      Resource: 'arn:aws:states:::lambda:invoke',
      Parameters: { FunctionName: fn('Finish'), 'Payload.$': '$' },
      OutputPath: '$.Payload',
      End: true,
    },
    Fail: { Type: 'Task', Resource: fn('Fail'), End: true },
  },
};

let sfn: LocalStepFunctions | undefined;
afterEach(async () => sfn?.stop());

async function run(input: object) {
  sfn = await startStepFunctions({
    port: 0,
    stateMachineArn: ARN,
    definition,
    tasks: {
      [fn('Run')]: async (e) => {
        if ((e as { boom?: boolean }).boom) throw new Error('engine exploded');
        return { total: 42 };
      },
      [fn('Finish')]: async (e) => ({ finished: e }),
      [fn('Fail')]: async (e) => ({ failed: (e as { error: unknown }).error }),
    },
  });
  const client = new SFNClient({ endpoint: sfn.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'l', secretAccessKey: 'l' } });
  const started = await client.send(new StartExecutionCommand({ stateMachineArn: ARN, name: 'job-1', input: JSON.stringify(input) }));
  await sfn.idle();
  return { started, described: await client.send(new DescribeExecutionCommand({ executionArn: started.executionArn })), client };
}

describe('local Step Functions server', () => {
  it('runs the definition through the SDK, with direct and lambda:invoke tasks', async () => {
    const { started, described } = await run({ job_id: 'job-1' });
    expect(started.executionArn).toBe('arn:aws:states:us-east-1:000000000000:execution:Test:job-1');
    expect(described.status).toBe('SUCCEEDED');
    expect(JSON.parse(described.output ?? '')).toEqual({ finished: { job_id: 'job-1', run: { total: 42 } } });
  });

  it('routes a task failure to the catch state with the error name and message', async () => {
    const { described } = await run({ boom: true });
    expect(described.status).toBe('SUCCEEDED');
    expect(JSON.parse(described.output ?? '')).toEqual({ failed: { Error: 'Error', Cause: 'engine exploded' } });
  });

  it('refuses a second execution with the same name, as Step Functions does', async () => {
    const { client } = await run({});
    await expect(client.send(new StartExecutionCommand({ stateMachineArn: ARN, name: 'job-1', input: '{}' }))).rejects.toMatchObject({
      name: 'ExecutionAlreadyExists',
    });
  });

  it('journals a run cut short by a stop and resumes it on the next start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sfn-journal-'));
    const journal = join(dir, 'running.json');
    const seen: unknown[] = [];
    const tasks = (block: boolean) => ({
      [fn('Run')]: async (e: unknown) => {
        seen.push(e);
        if (block) await new Promise(() => {}); // a long backtest, still running at stop
        return { total: 1 };
      },
      [fn('Finish')]: async (e: unknown) => e,
      [fn('Fail')]: async (e: unknown) => e,
    });
    try {
      const first = await startStepFunctions({ port: 0, stateMachineArn: ARN, definition, tasks: tasks(true), journal });
      const client = new SFNClient({ endpoint: first.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'l', secretAccessKey: 'l' } });
      await client.send(new StartExecutionCommand({ stateMachineArn: ARN, name: 'job-9', input: '{"job_id":"job-9"}' }));
      await first.stop();
      expect(JSON.parse(readFileSync(journal, 'utf8'))).toEqual([{ name: 'job-9', input: '{"job_id":"job-9"}' }]);

      sfn = await startStepFunctions({ port: 0, stateMachineArn: ARN, definition, tasks: tasks(false), journal });
      expect(sfn.resumeInterrupted()).toBe(1);
      await sfn.idle();
      expect(seen).toEqual([{ job_id: 'job-9' }, { job_id: 'job-9' }]);
      expect(JSON.parse(readFileSync(journal, 'utf8'))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
