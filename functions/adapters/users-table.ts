/**
 * The Users table: one item per user (key user_id = the token's sub) holding the free-backtest
 * counter and the billing state the Stripe webhook writes. Every counter change is a single
 * conditional update, so concurrent requests can never spend more credits than there are.
 */
import { GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { TABLES } from '../platform/resources';
import { conditionalUpdate, isConditionFailed } from './dynamo-errors';

export const UserRecordSchema = z.object({
  user_id: z.string(),
  free_backtests_remaining: z.number(),
  paid: z.boolean(),
  trial: z.boolean(),
  trial_end: z.number().nullable(),
  cancel: z.boolean(),
  created_at: z.string(),
  stripe_customer_id: z.string().optional(),
  stripe_subscription_id: z.string().optional(),
  subscription_status: z.string().optional(),
  /** Set once a subscription with a trial was applied: the trial is offered once per user. */
  trial_used: z.boolean().optional(),
  /** `created` of the newest Stripe event applied by older code (kept: items written then still parse). */
  billing_event_created: z.number().optional(),
  /** Running jobs of the user: job id -> start (epoch seconds); the per-user cap counts them. */
  running_jobs: z.record(z.string(), z.number()).optional(),
  /**
   * How many saved backtests the user holds (the per-user cap counts it). Absent for users who
   * saved before the cap existed: the first save counts their items and sets it (saved-cap.ts).
   */
  saved_count: z.number().optional(),
  /**
   * When (epoch ms) a save last took a slot or a delete began: until that request has ended, the
   * counter may rightly differ from the items stored (saved-cap.ts), so no recount may repair it.
   */
  saved_count_at: z.number().optional(),
  /** When (epoch ms) the counter was last checked against the items stored (at most once a minute). */
  saved_recount_at: z.number().optional(),
});
export type UserRecord = z.infer<typeof UserRecordSchema>;

/** Billing fields the webhook sets (null removes an optional field). */
export interface BillingPatch {
  paid?: boolean;
  trial?: boolean;
  trial_end?: number | null;
  cancel?: boolean;
  stripe_customer_id?: string;
  stripe_subscription_id?: string | null;
  subscription_status?: string | null;
  trial_used?: boolean;
}

export interface UsersTable {
  get(userId: string): Promise<UserRecord | undefined>;
  /** Creates the user with `freeBacktests` credits unless it exists; answers the stored item. */
  create(userId: string, freeBacktests: number): Promise<UserRecord>;
  /** Spends one free backtest if any is left; false when none is. */
  takeFreeBacktest(userId: string): Promise<boolean>;
  returnFreeBacktest(userId: string): Promise<void>;
  findByCustomer(customerId: string): Promise<UserRecord | undefined>;
  /** Links the user's Stripe customer (created at checkout) so webhook events find the user. */
  setCustomer(userId: string, customerId: string): Promise<void>;
  /**
   * Takes a running-job slot for `jobId` if the user holds fewer than `cap` (after dropping slots
   * started before `staleBefore`, whose jobs ended without releasing them); false when at the cap.
   */
  takeJobSlot(userId: string, jobId: string, cap: number, nowSeconds: number, staleBefore: number): Promise<boolean>;
  releaseJobSlot(userId: string, jobId: string): Promise<void>;
  /** Sets saved_count to `count` unless it is already set (the lazy first count); false when it was. */
  initSavedCount(userId: string, count: number): Promise<boolean>;
  /** Adds one to saved_count if it is below `cap`, stamping saved_count_at; false when at the cap (or when it is not set). */
  takeSavedSlot(userId: string, cap: number, nowMs: number): Promise<boolean>;
  /** Stamps saved_count_at (a delete begins); nothing when the user has no counter. */
  markSavedChange(userId: string, nowMs: number): Promise<void>;
  /**
   * Sets saved_count to `count` (the items stored) and saved_recount_at to `nowMs`, only if the
   * counter still reads `seen` and no slot was taken nor delete begun since `settledBefore`;
   * false otherwise.
   */
  repairSavedCount(userId: string, r: { seen: number; count: number; settledBefore: number; nowMs: number }): Promise<boolean>;
  /** Takes one from saved_count if it is above 0; nothing when it is 0 or not set. */
  releaseSavedSlot(userId: string): Promise<void>;
  /**
   * Applies billing fields to an existing user (false when unknown). The webhook applies the
   * subscription's current state read from Stripe, so no event ordering is needed.
   */
  applyBilling(userId: string, patch: BillingPatch): Promise<boolean>;
}

export function dynamoUsersTable(ddb: DynamoDBDocumentClient, table: string): UsersTable {
  const key = (userId: string) => ({ [TABLES.users.partitionKey.name]: userId });
  const get = async (userId: string): Promise<UserRecord | undefined> => {
    const answer = await ddb.send(new GetCommand({ TableName: table, Key: key(userId), ConsistentRead: true }));
    return answer.Item ? UserRecordSchema.parse(answer.Item) : undefined;
  };
  return {
    get,
    async create(userId, freeBacktests) {
      const item: UserRecord = {
        user_id: userId,
        free_backtests_remaining: freeBacktests,
        paid: false,
        trial: false,
        trial_end: null,
        cancel: false,
        created_at: new Date().toISOString(),
      };
      try {
        await ddb.send(new PutCommand({ TableName: table, Item: item, ConditionExpression: 'attribute_not_exists(user_id)' }));
        return item;
      } catch (e) {
        if (!isConditionFailed(e)) throw e;
        const existing = await get(userId);
        if (!existing) throw e;
        return existing;
      }
    },
    async takeFreeBacktest(userId) {
      return conditionalUpdate(ddb, {
        TableName: table,
        Key: key(userId),
        UpdateExpression: 'SET free_backtests_remaining = free_backtests_remaining - :one',
        ConditionExpression: 'free_backtests_remaining > :zero',
        ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
      });
    },
    async returnFreeBacktest(userId) {
      await ddb.send(
        new UpdateCommand({
          TableName: table,
          Key: key(userId),
          UpdateExpression: 'ADD free_backtests_remaining :one',
          ConditionExpression: 'attribute_exists(user_id)',
          ExpressionAttributeValues: { ':one': 1 },
        }),
      );
    },
    async takeJobSlot(userId, jobId, cap, nowSeconds, staleBefore) {
      // A nested SET needs the map to exist; if_not_exists keeps the slots already there.
      await ddb.send(
        new UpdateCommand({
          TableName: table,
          Key: key(userId),
          UpdateExpression: 'SET running_jobs = if_not_exists(running_jobs, :empty)',
          ConditionExpression: 'attribute_exists(user_id)',
          ExpressionAttributeValues: { ':empty': {} },
        }),
      );
      const stale = Object.entries((await get(userId))?.running_jobs ?? {}).filter(([, started]) => started < staleBefore);
      const names: Record<string, string> = { '#job': jobId };
      stale.forEach(([id], i) => (names[`#stale${i}`] = id));
      const removes = stale.map((_, i) => `running_jobs.#stale${i}`);
      // One conditional update: concurrent starts are serialised on the item, so never more than cap.
      return conditionalUpdate(ddb, {
        TableName: table,
        Key: key(userId),
        UpdateExpression: `SET running_jobs.#job = :now${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
        ConditionExpression: 'size(running_jobs) < :limit',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':now': nowSeconds, ':limit': cap + stale.length },
      });
    },
    async releaseJobSlot(userId, jobId) {
      await conditionalUpdate(ddb, {
        TableName: table,
        Key: key(userId),
        UpdateExpression: 'REMOVE running_jobs.#job',
        ConditionExpression: 'attribute_exists(running_jobs)',
        ExpressionAttributeNames: { '#job': jobId },
      });
    },
    initSavedCount(userId, count) {
      return conditionalUpdate(ddb, {
        TableName: table,
        Key: key(userId),
        UpdateExpression: 'SET saved_count = :n',
        ConditionExpression: 'attribute_exists(user_id) AND attribute_not_exists(saved_count)',
        ExpressionAttributeValues: { ':n': count },
      });
    },
    takeSavedSlot(userId, cap, nowMs) {
      // One conditional update: concurrent saves are serialised on the item, so never more than cap.
      return conditionalUpdate(ddb, {
        TableName: table,
        Key: key(userId),
        UpdateExpression: 'SET saved_count = saved_count + :one, saved_count_at = :now',
        ConditionExpression: 'saved_count < :cap',
        ExpressionAttributeValues: { ':one': 1, ':cap': cap, ':now': nowMs },
      });
    },
    async markSavedChange(userId, nowMs) {
      await conditionalUpdate(ddb, {
        TableName: table,
        Key: key(userId),
        UpdateExpression: 'SET saved_count_at = :now',
        ConditionExpression: 'attribute_exists(saved_count)',
        ExpressionAttributeValues: { ':now': nowMs },
      });
    },
    repairSavedCount(userId, { seen, count, settledBefore, nowMs }) {
      // Checked and written in one conditional update: a take or a delete that began since the
      // count was started stamps saved_count_at and so makes this a no-op.
      return conditionalUpdate(ddb, {
        TableName: table,
        Key: key(userId),
        UpdateExpression: 'SET saved_count = :n, saved_recount_at = :now',
        ConditionExpression: 'saved_count = :seen AND (attribute_not_exists(saved_count_at) OR saved_count_at < :settled)',
        ExpressionAttributeValues: { ':n': count, ':now': nowMs, ':seen': seen, ':settled': settledBefore },
      });
    },
    async releaseSavedSlot(userId) {
      await conditionalUpdate(ddb, {
        TableName: table,
        Key: key(userId),
        UpdateExpression: 'SET saved_count = saved_count - :one',
        ConditionExpression: 'saved_count > :zero',
        ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
      });
    },
    async findByCustomer(customerId) {
      const index = TABLES.users.globalIndexes[0];
      const answer = await ddb.send(
        new QueryCommand({
          TableName: table,
          IndexName: index.name,
          KeyConditionExpression: '#c = :c',
          ExpressionAttributeNames: { '#c': index.partitionKey.name },
          ExpressionAttributeValues: { ':c': customerId },
          Limit: 1,
        }),
      );
      const first = answer.Items?.[0];
      return first ? get(String(first.user_id)) : undefined;
    },
    async setCustomer(userId, customerId) {
      await ddb.send(
        new UpdateCommand({
          TableName: table,
          Key: key(userId),
          UpdateExpression: 'SET stripe_customer_id = :c',
          ConditionExpression: 'attribute_exists(user_id)',
          ExpressionAttributeValues: { ':c': customerId },
        }),
      );
    },
    async applyBilling(userId, patch) {
      const sets: string[] = [];
      const removes: string[] = [];
      const names: Record<string, string> = {};
      const values: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(patch)) {
        if (value === undefined) continue;
        names[`#${field}`] = field;
        // trial_end is part of the answer shape (null allowed); the ids are index keys, so removed.
        if (value === null && field !== 'trial_end') removes.push(`#${field}`);
        else {
          sets.push(`#${field} = :${field}`);
          values[`:${field}`] = value;
        }
      }
      return conditionalUpdate(ddb, {
        TableName: table,
        Key: key(userId),
        UpdateExpression: [sets.length ? `SET ${sets.join(', ')}` : '', removes.length ? `REMOVE ${removes.join(', ')}` : ''].join(' ').trim() || 'SET user_id = user_id',
        ConditionExpression: 'attribute_exists(user_id)',
        ExpressionAttributeNames: Object.keys(names).length ? names : undefined,
        ExpressionAttributeValues: Object.keys(values).length ? values : undefined,
      });
    },
  };
}

