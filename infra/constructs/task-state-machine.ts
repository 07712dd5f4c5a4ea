/**
 * What the backtest and the sweep state machines (backtest-jobs.ts, sweep-jobs.ts) share, written
 * once so the two stay alike: a Standard machine built from an Amazon States Language definition,
 * traced, logged to its own log group, allowed to invoke its task Lambdas, and an alarm on its failed
 * executions. Both build inside the calling construct (`scope`), so construct ids, and with them
 * the template's logical ids, are those each construct had when it wrote this itself.
 */
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';

export interface TaskStateMachineProps {
  /** The ASL definition, with the task Lambdas' ARNs (CDK tokens) in it. */
  definition: unknown;
  timeout: Duration;
  /** The task Lambdas the machine invokes. */
  tasks: readonly IFunction[];
}

export function taskStateMachine(scope: Construct, props: TaskStateMachineProps): StateMachine {
  const stateMachine = new StateMachine(scope, 'StateMachine', {
    stateMachineType: StateMachineType.STANDARD,
    // toJsonString resolves the functions' ARN tokens inside the definition.
    definitionBody: DefinitionBody.fromString(Stack.of(scope).toJsonString(props.definition)),
    timeout: props.timeout,
    tracingEnabled: true,
    logs: {
      destination: new LogGroup(scope, 'Logs', { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY }),
      // Every state transition (issue 17, cdk-nag AwsSolutions-SF1), without execution data (requests, results).
      level: LogLevel.ALL,
      includeExecutionData: false,
    },
  });
  for (const fn of props.tasks) fn.grantInvoke(stateMachine);
  return stateMachine;
}

/** One failed execution in five minutes raises it; no executions at all is not a failure. */
export function failedExecutionsAlarm(scope: Construct, stateMachine: StateMachine, alarmDescription: string): Alarm {
  return new Alarm(scope, 'FailedExecutions', {
    alarmDescription,
    metric: stateMachine.metricFailed({ period: Duration.minutes(5) }),
    threshold: 1,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
}
