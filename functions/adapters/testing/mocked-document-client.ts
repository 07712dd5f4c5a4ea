/**
 * For the adapters' unit tests: a DynamoDB DocumentClient whose commands the test answers
 * (aws-sdk-client-mock, reset after each test), and the two failures the adapters tell apart:
 * a conditional check that did not hold (an answer) and anything else (let through).
 */
import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach } from 'vitest';

export function mockedDocumentClient() {
  const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
  const mock = mockClient(ddb);
  afterEach(() => mock.reset());
  return { ddb, mock };
}

export const conditionFailed = () => new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });

export const throttled = () => Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });
