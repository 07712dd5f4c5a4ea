/**
 * Binds the definition's Task states to in-process task functions, keyed the way
 * aws-local-stepfunctions overrides them (by state name). A Task names its Lambda either directly
 * (`Resource: <function ARN>`, the input is the event, the result the output) or through the
 * optimised integration (`Resource: arn:aws:states:::lambda:invoke` with `Parameters.FunctionName`,
 * the result wrapped as `{Payload, StatusCode}`); both are reproduced as AWS runs them.
 */
export type TaskFunction = (event: unknown) => Promise<unknown>;
type LocalHandler = (input: unknown) => Promise<unknown>;

const LAMBDA_INVOKE = /^arn:aws:states:::lambda:invoke(\.waitForTaskToken)?$/;

interface StateLike {
  Type?: string;
  Resource?: string;
  Parameters?: Record<string, unknown>;
  Arguments?: Record<string, unknown>;
  Branches?: { States?: Record<string, StateLike> }[];
  Iterator?: { States?: Record<string, StateLike> };
  ItemProcessor?: { States?: Record<string, StateLike> };
}

/** Strips an alias or version qualifier: `...:function:Name:live` names the same code. */
const functionKey = (arn: string): string => arn.replace(/^(arn:[^:]+:lambda:[^:]*:[^:]*:function:[^:]+):.+$/, '$1');

export function localTaskHandlers(definition: unknown, tasks: Record<string, TaskFunction>): Record<string, LocalHandler> {
  const byArn = new Map(Object.entries(tasks).map(([arn, fn]) => [functionKey(arn), fn]));
  const handlers: Record<string, LocalHandler> = {};
  const visit = (states: Record<string, StateLike> | undefined): void => {
    for (const [name, state] of Object.entries(states ?? {})) {
      state.Branches?.forEach((b) => visit(b.States));
      visit(state.Iterator?.States);
      visit(state.ItemProcessor?.States);
      if (state.Type !== 'Task' || !state.Resource) continue;
      if (LAMBDA_INVOKE.test(state.Resource)) {
        const target = state.Parameters?.FunctionName ?? state.Arguments?.FunctionName;
        const fn = typeof target === 'string' ? byArn.get(functionKey(target)) : undefined;
        if (!fn) throw new Error(`Task state ${name} invokes ${String(target)}, which the local runtime does not know`);
        handlers[name] = async (input) => {
          const payload = (input as { Payload?: unknown }).Payload;
          return { ExecutedVersion: '$LATEST', Payload: await fn(payload), StatusCode: 200 };
        };
      } else {
        const fn = byArn.get(functionKey(state.Resource));
        if (!fn) throw new Error(`Task state ${name} uses ${state.Resource}, which the local runtime does not know`);
        handlers[name] = (input) => fn(input);
      }
    }
  };
  visit((definition as { States?: Record<string, StateLike> }).States);
  return handlers;
}
