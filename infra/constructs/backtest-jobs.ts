/**
 * The backtest job state machine: the same Amazon States Language definition the local runtime
 * executes (functions/jobs/state-machine.ts), with the task Lambdas' ARNs filled in. Logged to its
 * own log group, traced, and watched by an alarm on failed executions (task-state-machine.ts, shared
 * with the sweep machine).
 */
import { Duration } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { backtestStateMachineDefinition } from '../../functions/jobs/state-machine';
import { failedExecutionsAlarm, taskStateMachine } from './task-state-machine';

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
    this.stateMachine = taskStateMachine(this, {
      definition,
      timeout: Duration.minutes(15),
      tasks: [props.runBacktest, props.markFinished, props.markFailed],
    });
    this.failedAlarm = failedExecutionsAlarm(this, this.stateMachine, 'Backtest executions failed (MarkFailed itself failed, or the machine timed out).');
    if (props.alarmEmail) {
      const topic = new Topic(this, 'AlarmTopic', { enforceSSL: true });
      topic.addSubscription(new EmailSubscription(props.alarmEmail));
      this.failedAlarm.addAlarmAction(new SnsAction(topic));
    }
  }
}
