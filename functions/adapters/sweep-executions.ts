/** Starting sweep executions on the sweep state machine (AWS, or the local runtime's). */
import { StartExecutionCommand, type SFNClient } from '@aws-sdk/client-sfn';
import { AppError } from '../platform/errors';

export interface SweepExecutions {
  /** Starts one execution named after the sweep id, with `{sweep_id}` as input. */
  start(sweepId: string): Promise<void>;
}

export function sfnSweepExecutions(sfn: SFNClient, stateMachineArn: string | undefined): SweepExecutions {
  return {
    async start(sweepId) {
      if (!stateMachineArn) throw new AppError('config.sweep_state_machine', 500, 'SWEEP_STATE_MACHINE_ARN is not configured', false);
      await sfn.send(new StartExecutionCommand({ stateMachineArn, name: sweepId, input: JSON.stringify({ sweep_id: sweepId }) }));
    },
  };
}
