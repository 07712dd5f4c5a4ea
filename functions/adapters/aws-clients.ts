/**
 * The AWS SDK clients, built once per configuration. Endpoints come from configuration so local
 * mode and tests talk to dynalite, s3rver and the local Step Functions through the same code; with
 * an endpoint override the local servers accept any credentials, so fixed ones are used when the
 * environment has none.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SFNClient } from '@aws-sdk/client-sfn';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Config } from '../platform/config';
import { LOCAL_CREDENTIALS } from '../platform/local-mode';

export interface AwsClients {
  ddb: DynamoDBDocumentClient;
  s3: S3Client;
  sfn: SFNClient;
  secrets: SecretsManagerClient;
}

function options(aws: Config['aws'], endpoint: string | undefined) {
  return endpoint
    ? { region: aws.region, endpoint, credentials: LOCAL_CREDENTIALS, maxAttempts: 3 }
    : { region: aws.region, maxAttempts: 3 };
}

let cache: { aws: Config['aws']; clients: AwsClients } | undefined;

export function awsClients(config: Config): AwsClients {
  if (cache?.aws === config.aws) return cache.clients;
  const { aws } = config;
  const ddb = DynamoDBDocumentClient.from(new DynamoDBClient(options(aws, aws.endpoints.dynamodb)), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  const s3 = new S3Client({ ...options(aws, aws.endpoints.s3), forcePathStyle: aws.s3ForcePathStyle });
  const sfn = new SFNClient(options(aws, aws.endpoints.sfn));
  const secrets = new SecretsManagerClient(options(aws, aws.endpoints.secretsManager));
  cache = { aws, clients: { ddb, s3, sfn, secrets } };
  return cache.clients;
}
