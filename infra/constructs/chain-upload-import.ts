/**
 * Deployed import of licensed chains (issue 20): a file uploaded under `chain-uploads/` in the
 * market-data bucket is imported into `chains/` by ImportChainUpload, which writes its report
 * under `chain-reports/`. The bucket (Stateful stack) sends its events to EventBridge and this rule
 * (App stack) starts the task: a bucket notification to an App-stack Lambda would make each stack
 * depend on the other.
 */
import { Duration } from 'aws-cdk-lib';
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { HouseFunction } from './house-function';
import { marketDataBundling } from './market-data-bundling';

/**
 * The keys of functions/market/chains/import-upload.ts and s3-chain-store.ts, written out so synth
 * does not load the importer; test/infra/stacks.test.ts checks they still match.
 */
export const CHAIN_BUCKET_PREFIXES = { uploads: 'chain-uploads/', store: 'chains/', reports: 'chain-reports/' } as const;
const { uploads: CHAIN_UPLOAD_PREFIX, store: CHAIN_STORE_PREFIX, reports: CHAIN_REPORT_PREFIX } = CHAIN_BUCKET_PREFIXES;

/**
 * Sized for a large vendor file (the 2.1 GB, 14.8-million-row SPXW file of issue 20); not measured
 * on Lambda yet:
 * - 4 GB of memory (the import's peak RSS at full size was 2.8 GB before issue 20's work), which
 *   also gives the Lambda more than two vCPUs;
 * - the 15-minute Lambda maximum (issue 20's local target for that file is under 60 s);
 * - 10 GB of /tmp, the maximum, because the upload is copied to /tmp before it is read.
 * A larger file should be split by year before upload.
 */
export const CHAIN_UPLOAD_IMPORT = {
  entry: 'functions/market/chains/import-chain-upload.task.ts',
  name: 'ImportChainUpload',
  memoryMb: 4096,
  timeoutSeconds: 900,
  ephemeralStorageMb: 10_240,
} as const;

export interface ChainUploadImportProps {
  marketData: IBucket;
  environment: Record<string, string>;
}

export class ChainUploadImport extends Construct {
  readonly fn: HouseFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: ChainUploadImportProps) {
    super(scope, id);
    // The importer reads the bundled daily bars for layouts without an underlying price.
    this.fn = new HouseFunction(this, CHAIN_UPLOAD_IMPORT.name, { ...CHAIN_UPLOAD_IMPORT, environment: props.environment, commandHooks: marketDataBundling });
    const fn = this.fn.fn;
    // A failed import has written its error report (chain-reports/): the operator fixes the file
    // and uploads it again. Retrying a 15-minute import of the same bad file would only cost.
    fn.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: Duration.hours(1) });

    // Least privilege: read the uploads, read and write the chain store (an import merges into an
    // existing year's partition), write the reports. Nothing else in the bucket.
    props.marketData.grantRead(fn, `${CHAIN_UPLOAD_PREFIX}*`);
    props.marketData.grantReadWrite(fn, `${CHAIN_STORE_PREFIX}*`);
    props.marketData.grantPut(fn, `${CHAIN_REPORT_PREFIX}*`);

    this.rule = new Rule(this, 'UploadCreated', {
      description: `Import a chain file uploaded under ${CHAIN_UPLOAD_PREFIX} in the market-data bucket.`,
      eventPattern: {
        source: ['aws.s3'],
        detailType: ['Object Created'],
        detail: { bucket: { name: [props.marketData.bucketName] }, object: { key: [{ prefix: CHAIN_UPLOAD_PREFIX }] } },
      },
      targets: [new LambdaFunction(fn, { retryAttempts: 2, maxEventAge: Duration.hours(1) })],
    });
  }
}
