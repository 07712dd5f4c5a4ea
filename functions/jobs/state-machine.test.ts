import { StateMachine } from 'aws-local-stepfunctions';
import { describe, expect, it } from 'vitest';
import { backtestStateMachineDefinition, STATE_NAMES } from './state-machine';

const arn = (name: string) => `arn:aws:lambda:us-east-1:123456789012:function:${name}`;
const definition = backtestStateMachineDefinition({ runBacktest: arn('Run'), markFinished: arn('Finish'), markFailed: arn('Fail') });
type Definition = ConstructorParameters<typeof StateMachine>[0];

describe('backtest state machine definition', () => {
  it('is valid Amazon States Language', () => {
    expect(() => new StateMachine(definition as Definition)).not.toThrow();
  });

  it('runs RunBacktest then MarkFinished, and catches every failure into MarkFailed', () => {
    const states = definition.States;
    expect(definition.StartAt).toBe(STATE_NAMES.runBacktest);
    expect(states.RunBacktest).toMatchObject({ Resource: arn('Run'), Next: 'MarkFinished', Catch: [{ ErrorEquals: ['States.ALL'], Next: 'MarkFailed', ResultPath: '$.error' }] });
    expect(states.MarkFinished).toMatchObject({ Resource: arn('Finish'), End: true });
    expect(states.MarkFailed).toMatchObject({ Resource: arn('Fail'), End: true });
    expect(states.RunBacktest?.Retry?.[0]?.ErrorEquals).toContain('TransientError');
    expect(states.RunBacktest?.Retry?.[0]?.ErrorEquals).not.toContain('BacktestFailed');
  });

  it('retries a transient failure and sends a request failure straight to MarkFailed', async () => {
    const machine = new StateMachine(definition as Definition);
    let attempts = 0;
    const failed: unknown[] = [];
    const run = machine.run(
      { job_id: 'j1' },
      {
        overrides: {
          retryIntervalOverrides: { RunBacktest: 0 },
          taskResourceLocalHandlers: {
            RunBacktest: async () => {
              attempts += 1;
              if (attempts === 1) throw Object.assign(new Error('throttled'), { name: 'TransientError' });
              throw Object.assign(new Error('No trading days'), { name: 'BacktestFailed' });
            },
            MarkFinished: async () => ({}),
            MarkFailed: async (input) => {
              failed.push(input);
              return {};
            },
          },
        },
      },
    );
    await run.result;
    expect(attempts).toBe(2);
    expect(failed).toEqual([{ job_id: 'j1', error: { Error: 'BacktestFailed', Cause: 'No trading days' } }]);
  });
});
