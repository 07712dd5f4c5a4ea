/**
 * The SavedBacktests table: key (user_id, backtest_id), so every read and delete is scoped to the
 * owner by the key itself. backtest_id starts with a fixed-width time code, so a descending query
 * lists newest first. Strategy and results are stored as JSON text inline when small; larger
 * payloads go to S3 (`payload_key`) to keep items far below DynamoDB's 400 KB limit.
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { conditionalUpdate, isConditionFailed } from './dynamo-errors';

export const SavedItemSchema = z.object({
  user_id: z.string(),
  backtest_id: z.string(),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  created_at: z.string(),
  /** `{strategy, results}` as JSON text, when small. */
  payload_json: z.string().optional(),
  /** S3 key of `{strategy, results}`, when large. */
  payload_key: z.string().optional(),
  /**
   * S3 key of the results JSON alone, when saved from its job (POST /save-backtest `{job_id}`): the
   * job's result copied within S3 (the payload then holds only the strategy). The key is random
   * (`saved-results/<uuid>.json`), naming neither the user nor the backtest, since a share link's
   * presigned URL shows it. Absent on other items.
   */
  results_key: z.string().optional(),
  /** What a list shows of `{strategy, results}` (saved-summary.ts), as JSON text; absent on older items. */
  summary_json: z.string().optional(),
  /** The token of the backtest's live share link (issue 18); absent when it is not shared. */
  share_token: z.string().optional(),
  /**
   * The after-tax panel's filing status as the owner left it (saved-service.ts reads it through
   * FilingStatusSchema); absent on items saved before it or never set: the default.
   */
  filing_status: z.string().optional(),
});
export type SavedItem = z.infer<typeof SavedItemSchema>;

export interface SavedTable {
  put(item: SavedItem): Promise<void>;
  /** The user's items, newest first (follows pages). */
  list(userId: string): Promise<SavedItem[]>;
  /** One page of the user's items, newest first, after `afterId`; `lastId` when more may follow. */
  page(userId: string, limit: number, afterId?: string): Promise<{ items: SavedItem[]; lastId?: string }>;
  get(userId: string, backtestId: string): Promise<SavedItem | undefined>;
  /** How many items the user has (a strongly consistent count that follows pages: it may repair the cap's counter). */
  count(userId: string): Promise<number>;
  /** Deletes the user's item; undefined when the user has no such item. */
  delete(userId: string, backtestId: string): Promise<SavedItem | undefined>;
  /** Marks the item shared under `token`; false when the item is gone or already shared. */
  setShareToken(userId: string, backtestId: string, token: string): Promise<boolean>;
  /** Removes the mark if it is still `token`; false otherwise. */
  clearShareToken(userId: string, backtestId: string, token: string): Promise<boolean>;
  /** Sets the item's filing status; false when the user has no such item (never creates one). */
  setFilingStatus(userId: string, backtestId: string, status: string): Promise<boolean>;
  /** Points the item's `results_key` at `to` if it is still `from`; false otherwise (the item gone, or moved already). */
  moveResultsKey(userId: string, backtestId: string, from: string, to: string): Promise<boolean>;
}

export function dynamoSavedTable(ddb: DynamoDBDocumentClient, table: string): SavedTable {
  /** One user's partition: every query of this table reads only the caller's items. */
  const ofUser = (userId: string) => ({ TableName: table, KeyConditionExpression: 'user_id = :u', ExpressionAttributeValues: { ':u': userId } });
  return {
    async put(item) {
      await ddb.send(new PutCommand({ TableName: table, Item: item, ConditionExpression: 'attribute_not_exists(backtest_id)' }));
    },
    async list(userId) {
      const items: SavedItem[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await ddb.send(
          new QueryCommand({ ...ofUser(userId), ScanIndexForward: false, ExclusiveStartKey: start }),
        );
        for (const raw of page.Items ?? []) items.push(SavedItemSchema.parse(raw));
        start = page.LastEvaluatedKey;
      } while (start);
      return items;
    },
    async page(userId, limit, afterId) {
      const answer = await ddb.send(
        new QueryCommand({
          ...ofUser(userId),
          ScanIndexForward: false,
          Limit: limit,
          ExclusiveStartKey: afterId ? { user_id: userId, backtest_id: afterId } : undefined,
        }),
      );
      const items = (answer.Items ?? []).map((raw) => SavedItemSchema.parse(raw));
      const last = answer.LastEvaluatedKey?.backtest_id;
      return typeof last === 'string' ? { items, lastId: last } : { items };
    },
    async count(userId) {
      let total = 0;
      let start: Record<string, unknown> | undefined;
      do {
        const page = await ddb.send(
          new QueryCommand({ ...ofUser(userId), Select: 'COUNT', ConsistentRead: true, ExclusiveStartKey: start }),
        );
        total += page.Count ?? 0;
        start = page.LastEvaluatedKey;
      } while (start);
      return total;
    },
    async get(userId, backtestId) {
      const answer = await ddb.send(new GetCommand({ TableName: table, Key: { user_id: userId, backtest_id: backtestId } }));
      return answer.Item ? SavedItemSchema.parse(answer.Item) : undefined;
    },
    async delete(userId, backtestId) {
      try {
        const answer = await ddb.send(
          new DeleteCommand({
            TableName: table,
            Key: { user_id: userId, backtest_id: backtestId },
            ConditionExpression: 'attribute_exists(backtest_id)',
            ReturnValues: 'ALL_OLD',
          }),
        );
        return answer.Attributes ? SavedItemSchema.parse(answer.Attributes) : undefined;
      } catch (e) {
        if (isConditionFailed(e)) return undefined;
        throw e;
      }
    },
    setShareToken(userId, backtestId, token) {
      return conditionalUpdate(ddb, {
        TableName: table,
        Key: { user_id: userId, backtest_id: backtestId },
        UpdateExpression: 'SET share_token = :t',
        ConditionExpression: 'attribute_exists(backtest_id) AND attribute_not_exists(share_token)',
        ExpressionAttributeValues: { ':t': token },
      });
    },
    clearShareToken(userId, backtestId, token) {
      return conditionalUpdate(ddb, {
        TableName: table,
        Key: { user_id: userId, backtest_id: backtestId },
        UpdateExpression: 'REMOVE share_token',
        ConditionExpression: 'share_token = :t',
        ExpressionAttributeValues: { ':t': token },
      });
    },
    setFilingStatus(userId, backtestId, status) {
      return conditionalUpdate(ddb, {
        TableName: table,
        Key: { user_id: userId, backtest_id: backtestId },
        UpdateExpression: 'SET filing_status = :f',
        // The key is the caller's own: another user's id never names this item. The condition keeps an
        // update of a deleted (or never saved) backtest from creating a bare item.
        ConditionExpression: 'attribute_exists(backtest_id)',
        ExpressionAttributeValues: { ':f': status },
      });
    },
    moveResultsKey(userId, backtestId, from, to) {
      return conditionalUpdate(ddb, {
        TableName: table,
        Key: { user_id: userId, backtest_id: backtestId },
        UpdateExpression: 'SET results_key = :to',
        ConditionExpression: 'results_key = :from',
        ExpressionAttributeValues: { ':from': from, ':to': to },
      });
    },
  };
}

