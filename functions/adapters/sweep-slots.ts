/**
 * One running sweep per user (issue 19): the user's item in the Users table holds the running
 * sweep's id and a deadline. Taking the slot is one conditional update, so two concurrent starts
 * cannot both win; the deadline (past the state machine's timeout) frees a slot whose sweep ended
 * without releasing it, so a lost release cannot lock a user out for good.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TABLES } from '../platform/resources';
import { conditionalUpdate } from './dynamo-errors';

export interface SweepSlots {
  /** True when the user had no running sweep (or its deadline passed) and now holds `sweepId`. */
  take(userId: string, sweepId: string, untilEpochSeconds: number): Promise<boolean>;
  /** Frees the slot if `sweepId` still holds it. */
  release(userId: string, sweepId: string): Promise<void>;
}

export function dynamoSweepSlots(ddb: DynamoDBDocumentClient, table: string): SweepSlots {
  const key = (userId: string) => ({ [TABLES.users.partitionKey.name]: userId });
  return {
    async take(userId, sweepId, until) {
      return conditionalUpdate(ddb, {
        TableName: table,
        Key: key(userId),
        UpdateExpression: 'SET running_sweep_id = :id, running_sweep_until = :until',
        ConditionExpression: 'attribute_exists(user_id) AND (attribute_not_exists(running_sweep_id) OR running_sweep_until < :now)',
        ExpressionAttributeValues: { ':id': sweepId, ':until': until, ':now': Math.floor(Date.now() / 1000) },
      });
    },
    async release(userId, sweepId) {
      await conditionalUpdate(ddb, {
        TableName: table,
        Key: key(userId),
        UpdateExpression: 'REMOVE running_sweep_id, running_sweep_until',
        ConditionExpression: 'running_sweep_id = :id',
        ExpressionAttributeValues: { ':id': sweepId },
      });
    },
  };
}
