/**
 * The one way a record of the Jobs table ends, shared by backtest jobs (jobs-table.ts) and sweeps
 * (sweeps-table.ts), which live in that table side by side: status moves from running to what
 * `sets` says (with the result key or error, and a sweep's final counts) and updated_at is stamped,
 * only while the record is still running, so a retried task cannot apply twice.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { conditionalUpdate } from './dynamo-errors';

/** False when the record had already ended (or does not exist). */
export function endRunning(
  ddb: DynamoDBDocumentClient,
  table: string,
  key: Record<string, string>,
  sets: { status: 'finished' | 'failed' } & Record<string, unknown>,
): Promise<boolean> {
  const names: Record<string, string> = { '#s': 'status' };
  const values: Record<string, unknown> = { ':running': 'running', ':now': new Date().toISOString() };
  const parts = ['updated_at = :now'];
  for (const [field, value] of Object.entries(sets)) {
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    parts.push(`#${field} = :${field}`);
  }
  return conditionalUpdate(ddb, {
    TableName: table,
    Key: key,
    UpdateExpression: `SET ${parts.join(', ')}`,
    ConditionExpression: '#s = :running',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  });
}
