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
import { CHAIN_UPLOAD_TASK } from '../../functions/routes';
import { chainUploadEventPattern } from '../../functions/market/chains/upload-event';
import { HouseFunction } from './house-function';
import { marketDataBundling } from './market-data-bundling';

/**
 * The keys of functions/market/chains/import-upload.ts and s3-chain-store.ts, written out so synth
 * does not load the importer; test/infra/stacks.test.ts checks they still match.
 */
export const CHAIN_BUCKET_PREFIXES = { uploads: 'chain-uploads/', store: 'chains/', reports: 'chain-reports/' } as const;
const { uploads: CHAIN_UPLOAD_PREFIX, store: CHAIN_STORE_PREFIX, reports: CHAIN_REPORT_PREFIX } = CHAIN_BUCKET_PREFIXES;

/** The task's entry and sizes (why these sizes: functions/routes.ts, where the local runtime reads them too). */
export const CHAIN_UPLOAD_IMPORT = CHAIN_UPLOAD_TASK;

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
      // The pattern the local runtime applies to its S3's events too (upload-event.ts).
      eventPattern: (({ 'detail-type': detailType, ...rest }) => ({ ...rest, detailType }))(chainUploadEventPattern(props.marketData.bucketName)),
      targets: [new LambdaFunction(fn, { retryAttempts: 2, maxEventAge: Duration.hours(1) })],
    });
  }
}
