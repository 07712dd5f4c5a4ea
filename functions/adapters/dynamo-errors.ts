/** Recognising DynamoDB's conditional-check failure, the signal of every guarded write. */
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export function isConditionFailed(e: unknown): boolean {
  return e instanceof Error && (e.name === 'ConditionalCheckFailedException' || e.name === 'TransactionCanceledException');
}

/** One guarded update: true when applied, false when its condition did not hold. */
export async function conditionalUpdate(ddb: DynamoDBDocumentClient, input: ConstructorParameters<typeof UpdateCommand>[0]): Promise<boolean> {
  try {
    await ddb.send(new UpdateCommand(input));
    return true;
  } catch (e) {
    if (isConditionFailed(e)) return false;
    throw e;
  }
}
