/**
 * The sweep state machine (issue 19): the definition of functions/sweeps/sweep-state-machine.ts
 * with the task Lambdas' ARNs filled in, beside the backtest machine. Its RunCells state is a
 * Distributed Map, whose child executions the machine starts itself: the role may start, describe
 * and stop executions of this state machine, granted through a separate policy (as CDK's own
 * DistributedMap does) so the role does not depend on the machine it belongs to.
 */
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Policy } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { SWEEP_TIMEOUT_SECONDS, sweepStateMachineDefinition } from '../../functions/sweeps/sweep-state-machine';

export interface SweepJobsProps {
  planSweep: IFunction;
  runSweepBatch: IFunction;
  reduceSweep: IFunction;
  markSweepFailed: IFunction;
}

export class SweepJobs extends Construct {
  readonly stateMachine: StateMachine;
  readonly failedAlarm: Alarm;

  constructor(scope: Construct, id: string, props: SweepJobsProps) {
    super(scope, id);
    const definition = sweepStateMachineDefinition({
      planSweep: props.planSweep.functionArn,
      runSweepBatch: props.runSweepBatch.functionArn,
      reduceSweep: props.reduceSweep.functionArn,
      markSweepFailed: props.markSweepFailed.functionArn,
    });
    this.stateMachine = new StateMachine(this, 'StateMachine', {
      stateMachineType: StateMachineType.STANDARD,
      definitionBody: DefinitionBody.fromString(Stack.of(this).toJsonString(definition)),
      timeout: Duration.seconds(SWEEP_TIMEOUT_SECONDS),
      tracingEnabled: true,
      // Every transition, like the backtest machine (issue 17, cdk-nag SF1); no execution data in the logs.
      logs: {
        destination: new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY }),
        level: LogLevel.ALL,
        includeExecutionData: false,
      },
    });
    for (const fn of [props.planSweep, props.runSweepBatch, props.reduceSweep, props.markSweepFailed]) fn.grantInvoke(this.stateMachine);
    const childExecutions = new Policy(this, 'DistributedMapPolicy');
    this.stateMachine.role.attachInlinePolicy(childExecutions);
    this.stateMachine.grantStartExecution(childExecutions);
    this.stateMachine.grantExecution(childExecutions, 'states:DescribeExecution', 'states:StopExecution');

    this.failedAlarm = new Alarm(this, 'FailedExecutions', {
      alarmDescription: 'Sweep executions failed (MarkSweepFailed itself failed, or the sweep timed out).',
      metric: this.stateMachine.metricFailed({ period: Duration.minutes(5) }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}
