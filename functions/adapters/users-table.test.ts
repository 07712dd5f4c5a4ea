import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { conditionFailed, mockedDocumentClient, throttled } from './testing/mocked-document-client';
import { dynamoUsersTable } from './users-table';

const { ddb, mock } = mockedDocumentClient();

describe('users table error paths', () => {
  it('answers false when no free backtest is left (the conditional update fails)', async () => {
    mock.on(UpdateCommand).rejects(conditionFailed());
    await expect(dynamoUsersTable(ddb, 'Users').takeFreeBacktest('u')).resolves.toBe(false);
  });

  it('lets any other DynamoDB failure through (the http wrapper makes it a logged 500)', async () => {
    mock.on(UpdateCommand).rejects(throttled());
    await expect(dynamoUsersTable(ddb, 'Users').takeFreeBacktest('u')).rejects.toThrow('Rate exceeded');
  });

  it('reports billing for a user that does not exist as not applied', async () => {
    mock.on(UpdateCommand).rejects(conditionFailed());
    await expect(dynamoUsersTable(ddb, 'Users').applyBilling('u', { paid: true })).resolves.toBe(false);
  });

  it('decrements only while the counter is above zero', async () => {
    mock.on(UpdateCommand).resolves({});
    await dynamoUsersTable(ddb, 'Users').takeFreeBacktest('u');
    const input = mock.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(input).toMatchObject({ ConditionExpression: 'free_backtests_remaining > :zero', ExpressionAttributeValues: { ':one': 1, ':zero': 0 } });
  });
});
