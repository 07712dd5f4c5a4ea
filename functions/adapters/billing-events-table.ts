/**
 * The BillingEvents table: one item per Stripe event id ever received. Recording is a conditional
 * put, so a replayed event is recognised and not applied twice (CONVENTIONS.md item 11).
 */
import { DeleteCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionFailed } from './dynamo-errors';

export interface BillingEvents {
  /** Records the event id; false when it was recorded before (a replay). */
  record(eventId: string, type: string, created: number): Promise<boolean>;
  /** Notes how the event was applied (for finance's reconciliation). */
  setOutcome(eventId: string, outcome: string): Promise<void>;
  /** Forgets an event whose processing failed, so Stripe's retry is applied. */
  forget(eventId: string): Promise<void>;
}

export function dynamoBillingEvents(ddb: DynamoDBDocumentClient, table: string): BillingEvents {
  return {
    async record(eventId, type, created) {
      try {
        await ddb.send(
          new PutCommand({
            TableName: table,
            Item: { event_id: eventId, type, created, received_at: new Date().toISOString(), outcome: 'processing' },
            ConditionExpression: 'attribute_not_exists(event_id)',
          }),
        );
        return true;
      } catch (e) {
        if (isConditionFailed(e)) return false;
        throw e;
      }
    },
    async setOutcome(eventId, outcome) {
      await ddb.send(
        new UpdateCommand({
          TableName: table,
          Key: { event_id: eventId },
          UpdateExpression: 'SET outcome = :o',
          ExpressionAttributeValues: { ':o': outcome },
        }),
      );
    },
    async forget(eventId) {
      await ddb.send(new DeleteCommand({ TableName: table, Key: { event_id: eventId } }));
    },
  };
}
