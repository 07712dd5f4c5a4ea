import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { conditionFailed, mockedDocumentClient, throttled } from './testing/mocked-document-client';
import { dynamoJobsTable } from './jobs-table';
import { dynamoSweepsTable } from './sweeps-table';

const { ddb, mock } = mockedDocumentClient();

describe('ending a running record of the Jobs table (jobs and sweeps)', () => {
  it('writes the end only while the record is running, with its fields and updated_at', async () => {
    mock.on(UpdateCommand).resolves({});
    await expect(dynamoJobsTable(ddb, 'Jobs').markFinished('j1', 'results/j1.json')).resolves.toBe(true);
    await expect(dynamoSweepsTable(ddb, 'Jobs').markFinished('s1', 'results/s1.json', 7, 2)).resolves.toBe(true);
    const [job, sweep] = mock.commandCalls(UpdateCommand).map((c) => c.args[0].input);
    for (const input of [job, sweep]) {
      expect(input?.ConditionExpression).toBe('#s = :running');
      expect(input?.ExpressionAttributeNames?.['#s']).toBe('status');
      expect(input?.ExpressionAttributeValues?.[':running']).toBe('running');
      expect(input?.UpdateExpression).toContain('updated_at = :now');
    }
    expect(job?.Key).toEqual({ job_id: 'j1' });
    expect(job?.ExpressionAttributeValues).toMatchObject({ ':status': 'finished', ':result_key': 'results/j1.json' });
    expect(sweep?.ExpressionAttributeValues).toMatchObject({ ':status': 'finished', ':result_key': 'results/s1.json', ':cells_done': 7, ':cells_failed': 2 });
  });

  it('answers false when the record had already ended (a retried task applies nothing)', async () => {
    mock.on(UpdateCommand).rejects(conditionFailed());
    await expect(dynamoJobsTable(ddb, 'Jobs').markFailed('j1', 'boom')).resolves.toBe(false);
    await expect(dynamoSweepsTable(ddb, 'Jobs').markFailed('s1', 'boom')).resolves.toBe(false);
  });

  it('lets any other DynamoDB failure through', async () => {
    mock.on(UpdateCommand).rejects(throttled());
    await expect(dynamoJobsTable(ddb, 'Jobs').markFailed('j1', 'boom')).rejects.toThrow('Rate exceeded');
  });
});
