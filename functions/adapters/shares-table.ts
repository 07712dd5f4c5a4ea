/**
 * The Shares table (issue 18): one item per live share link, keyed by its token, naming the owner
 * and the saved backtest. The public read finds the backtest through it; the saved item holds the
 * token back (`share_token`), so a link counts only while both agree (saved-table.ts).
 */
import { DeleteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { isConditionFailed } from './dynamo-errors';

export const ShareItemSchema = z.object({
  token: z.string(),
  user_id: z.string(),
  backtest_id: z.string(),
  created_at: z.string(),
});
export type ShareItem = z.infer<typeof ShareItemSchema>;

export interface SharesTable {
  /** Writes a new share; false when the token is taken (never in practice: 192 random bits). */
  create(item: ShareItem): Promise<boolean>;
  get(token: string): Promise<ShareItem | undefined>;
  delete(token: string): Promise<void>;
}

export function dynamoSharesTable(ddb: DynamoDBDocumentClient, table: string): SharesTable {
  return {
    async create(item) {
      try {
        await ddb.send(new PutCommand({ TableName: table, Item: item, ConditionExpression: 'attribute_not_exists(#t)', ExpressionAttributeNames: { '#t': 'token' } }));
        return true;
      } catch (e) {
        if (isConditionFailed(e)) return false;
        throw e;
      }
    },
    async get(token) {
      const answer = await ddb.send(new GetCommand({ TableName: table, Key: { token } }));
      return answer.Item ? ShareItemSchema.parse(answer.Item) : undefined;
    },
    async delete(token) {
      await ddb.send(new DeleteCommand({ TableName: table, Key: { token } }));
    },
  };
}
