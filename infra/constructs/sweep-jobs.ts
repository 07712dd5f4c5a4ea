/**
 * The sweep state machine (issue 19): the definition of functions/sweeps/sweep-state-machine.ts
 * with the task Lambdas' ARNs filled in, built like the backtest machine (task-state-machine.ts).
 * Its RunCells state is a Distributed Map, whose child executions the machine starts itself: the role may start, describe
 * and stop executions of this state machine, granted through a separate policy (as CDK's own
 * DistributedMap does) so the role does not depend on the machine it belongs to.
 */
import { Duration } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { Policy } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { SWEEP_TIMEOUT_SECONDS, sweepStateMachineDefinition } from '../../functions/sweeps/sweep-state-machine';
import { failedExecutionsAlarm, taskStateMachine } from './task-state-machine';

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
    this.stateMachine = taskStateMachine(this, {
      definition,
      timeout: Duration.seconds(SWEEP_TIMEOUT_SECONDS),
      tasks: [props.planSweep, props.runSweepBatch, props.reduceSweep, props.markSweepFailed],
    });
    const childExecutions = new Policy(this, 'DistributedMapPolicy');
    this.stateMachine.role.attachInlinePolicy(childExecutions);
    this.stateMachine.grantStartExecution(childExecutions);
    this.stateMachine.grantExecution(childExecutions, 'states:DescribeExecution', 'states:StopExecution');

    this.failedAlarm = failedExecutionsAlarm(this, this.stateMachine, 'Sweep executions failed (MarkSweepFailed itself failed, or the sweep timed out).');
  }
}
