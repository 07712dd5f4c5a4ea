/** Starting backtest executions on the Step Functions state machine (AWS, or the local runtime's). */
import { StartExecutionCommand, type SFNClient } from '@aws-sdk/client-sfn';
import { AppError } from '../platform/errors';

export interface Executions {
  /**
   * Starts one execution named after the job id, with `{job_id, user_id}` as input (the tasks read
   * the job by id; the owner lets the local task pool share the engine fairly between users).
   */
  start(jobId: string, userId: string): Promise<void>;
}

export function sfnExecutions(sfn: SFNClient, stateMachineArn: string | undefined): Executions {
  return {
    async start(jobId, userId) {
      if (!stateMachineArn) throw new AppError('config.state_machine', 500, 'STATE_MACHINE_ARN is not configured', false);
      await sfn.send(new StartExecutionCommand({ stateMachineArn, name: jobId, input: JSON.stringify({ job_id: jobId, user_id: userId }) }));
    },
  };
}
