/** Recognising DynamoDB's conditional-check failure, the signal of every guarded write. */
export function isConditionFailed(e: unknown): boolean {
  return e instanceof Error && (e.name === 'ConditionalCheckFailedException' || e.name === 'TransactionCanceledException');
}
