/**
 * The backtest job state machine: the same Amazon States Language definition the local runtime
 * executes (functions/jobs/state-machine.ts), with the task Lambdas' ARNs filled in. Logged to its
 * own log group, traced, and watched by an alarm on failed executions.
 */
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { backtestStateMachineDefinition } from '../../functions/jobs/state-machine';

export interface BacktestJobsProps {
  runBacktest: IFunction;
  markFinished: IFunction;
  markFailed: IFunction;
  alarmEmail?: string;
}

export class BacktestJobs extends Construct {
  readonly stateMachine: StateMachine;
  readonly failedAlarm: Alarm;

  constructor(scope: Construct, id: string, props: BacktestJobsProps) {
    super(scope, id);
    const definition = backtestStateMachineDefinition({
      runBacktest: props.runBacktest.functionArn,
      markFinished: props.markFinished.functionArn,
      markFailed: props.markFailed.functionArn,
    });
    this.stateMachine = new StateMachine(this, 'StateMachine', {
      stateMachineType: StateMachineType.STANDARD,
      // toJsonString resolves the functions' ARN tokens inside the definition.
      definitionBody: DefinitionBody.fromString(Stack.of(this).toJsonString(definition)),
      timeout: Duration.minutes(15),
      tracingEnabled: true,
      logs: {
        destination: new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY }),
        // Every state transition (cdk-nag AwsSolutions-SF1), without execution data (requests, results).
        level: LogLevel.ALL,
        includeExecutionData: false,
      },
    });
    for (const fn of [props.runBacktest, props.markFinished, props.markFailed]) fn.grantInvoke(this.stateMachine);

    this.failedAlarm = new Alarm(this, 'FailedExecutions', {
      alarmDescription: 'Backtest executions failed (MarkFailed itself failed, or the machine timed out).',
      metric: this.stateMachine.metricFailed({ period: Duration.minutes(5) }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    if (props.alarmEmail) {
      const topic = new Topic(this, 'AlarmTopic', { enforceSSL: true });
      topic.addSubscription(new EmailSubscription(props.alarmEmail));
      this.failedAlarm.addAlarmAction(new SnsAction(topic));
    }
  }
}
