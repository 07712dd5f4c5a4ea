/**
 * What must outlive any deployment: the DynamoDB tables and the S3 buckets holding users' data.
 * Kept in a stack of its own and retained on delete, so replacing or destroying the app stack never
 * loses a saved backtest, a user's status, a billing record or an account (the user pool lives
 * here too). Keys come from
 * functions/platform/resources.ts, the same declaration the handlers and the local runtime use.
 */
import { Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table, TableEncryption, type Attribute } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { DeployConfig } from '../config';
import { UserDirectory } from '../constructs/user-directory';
import { BUCKETS, TABLES, type AttributeDef, type TableDef } from '../../functions/platform/resources';

export type TableKey = keyof typeof TABLES;
export type BucketKey = keyof typeof BUCKETS;

/** Object.fromEntries loses the key type; this keeps it. */
function mapValues<K extends string, V, R>(record: Record<K, V>, f: (value: V) => R): Record<K, R> {
  const out = {} as Record<K, R>;
  for (const key of Object.keys(record) as K[]) out[key] = f(record[key]);
  return out;
}

const attribute = (a: AttributeDef): Attribute => ({
  name: a.name,
  type: a.type === 'S' ? AttributeType.STRING : AttributeType.NUMBER,
});

export interface StatefulStackProps extends StackProps {
  config: DeployConfig;
}

export class StatefulStack extends Stack {
  readonly tables: Record<TableKey, Table>;
  readonly buckets: Record<BucketKey, IBucket>;
  /** S3 server access logs of the data buckets (who read or wrote which object), kept 90 days. */
  readonly accessLogs: Bucket;
  readonly users: UserDirectory;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.users = new UserDirectory(this, 'UserDirectory', {
      passwordPolicy: config.passwordPolicy,
      authDomainPrefix: config.authDomainPrefix,
      google:
        config.googleClientId && config.googleClientSecretName
          ? { clientId: config.googleClientId, clientSecretName: config.googleClientSecretName }
          : undefined,
    });
    this.tables = mapValues<TableKey, TableDef, Table>(TABLES, (def) => this.table(def));
    this.accessLogs = new Bucket(this, 'AccessLogs', {
      // S3 server access logs are delivered through the LogDeliveryWrite ACL CDK sets (ACLs enabled).
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      lifecycleRules: [{ id: 'expire-access-logs', expiration: Duration.days(90), abortIncompleteMultipartUploadAfter: Duration.days(7) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.accessLogs).acknowledge({ id: 'AwsSolutions-S1', reason: 'This is the access-log target bucket; logging it into itself would loop.' });
    this.buckets = mapValues(BUCKETS, (def) =>
        new Bucket(this, def.id, {
          encryption: BucketEncryption.S3_MANAGED,
          blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
          enforceSSL: true,
          serverAccessLogsBucket: this.accessLogs,
          serverAccessLogsPrefix: `${def.id}/`,
          versioned: true,
          // Versions protect against an overwrite or delete by mistake for 30 days, not forever.
          lifecycleRules: [{ id: 'expire-noncurrent-versions', noncurrentVersionExpiration: Duration.days(30), abortIncompleteMultipartUploadAfter: Duration.days(7) }],
          // No CORS here: the results bucket's rule names the site's origin, known only in the App
          // stack, which sets it (infra/constructs/results-bucket-cors.ts); a rule here would be cyclic.
          // Chain uploads (chain-uploads/) start the import through an EventBridge rule in the App
          // stack (infra/constructs/chain-upload-import.ts): a bucket notification would need the
          // App stack's Lambda here, and the stacks would depend on each other.
          eventBridgeEnabled: def.id === BUCKETS.marketData.id,
          removalPolicy: RemovalPolicy.RETAIN,
        }) as IBucket,
    );
    // eventBridgeEnabled is applied by CDK's BucketNotifications custom resource, whose Lambda has
    // the managed logging policy, like ours (house-function.ts).
    for (const child of this.node.children.filter((c) => c.node.id.startsWith('BucketNotificationsHandler'))) {
      Validations.of(child).acknowledge({
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: 'CDK\'s bucket-notification handler (turns EventBridge on for chain uploads): AWS-managed logging policy only.',
      });
    }
  }

  private table(def: TableDef): Table {
    const table = new Table(this, def.id, {
      partitionKey: attribute(def.partitionKey),
      sortKey: def.sortKey ? attribute(def.sortKey) : undefined,
      billingMode: BillingMode.PAY_PER_REQUEST,
      encryption: TableEncryption.AWS_MANAGED,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: def.ttlAttribute,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of def.globalIndexes ?? []) {
      table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: attribute(index.partitionKey),
        sortKey: index.sortKey ? attribute(index.sortKey) : undefined,
      });
    }
    return table;
  }
}
