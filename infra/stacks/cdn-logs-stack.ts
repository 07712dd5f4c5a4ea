/**
 * CloudFront's access logs, written without the request path (README "Share links"; "Access logs").
 *
 * Share links handed out before the token moved to the fragment carry it in the path
 * (`/share/<token>`). Opening one sends that path to CloudFront, and CloudFront's standard logs
 * (legacy) write every request's path (`cs-uri-stem`) with no way to leave a field out: the
 * token would sit in the log bucket for 90 days. Standard logging v2 (CloudWatch vended log
 * delivery) writes only the fields chosen, so the distribution's legacy logging is off and this
 * delivery writes every field but the path and the Referer to the same logs bucket. What a
 * request was for is still there: `cache-behavior-path-pattern` (`/share*`, `/api/*`, default)
 * and the query string; API calls are in the API's own access log by route key, and the assets
 * bucket's S3 access log names the object CloudFront fetched (`/index.html` for any page).
 *
 * Its own stack in us-east-1, whatever the app's region: CloudFront's delivery source can only be
 * created there, and it names the distribution, which the App stack makes (so it cannot sit in
 * the Edge stack, which the App stack depends on). The distribution and the bucket reach it
 * through CDK's cross-region references when the app is in another region.
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { CfnDelivery, CfnDeliveryDestination, CfnDeliverySource } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { EDGE_REGION } from './edge-stack';

/**
 * The fields of a CloudFront access log line that are written: all of standard logging's but
 * `cs-uri-stem` (the path: an old share link's token) and `cs(Referer)` (a page's address, which
 * a browser ignoring the share page's Referrer-Policy would send with the token in it). Cookies
 * were never logged (`cs(Cookie)` left out as before).
 */
export const CDN_LOG_FIELDS = [
  'date', 'time', 'x-edge-location', 'sc-bytes', 'c-ip', 'cs-method', 'cs(Host)', 'sc-status',
  'cs(User-Agent)', 'cs-uri-query', 'x-edge-result-type', 'x-edge-request-id', 'x-host-header',
  'cs-protocol', 'cs-bytes', 'time-taken', 'x-forwarded-for', 'ssl-protocol', 'ssl-cipher',
  'x-edge-response-result-type', 'cs-protocol-version', 'fle-status', 'fle-encrypted-fields', 'c-port',
  'time-to-first-byte', 'x-edge-detailed-result-type', 'sc-content-type', 'sc-content-len',
  'sc-range-start', 'sc-range-end', 'cache-behavior-path-pattern',
] as const;

/** Fields that can hold a request's path or a page's address: never in CDN_LOG_FIELDS. */
export const CDN_LOG_FIELDS_LEFT_OUT = ['cs-uri-stem', 'cs(Referer)', 'cs(Cookie)'] as const;

/** Where the log files go in the logs bucket (the legacy logs went to `cloudfront/` too). */
export const CDN_LOG_PREFIX = 'cloudfront';

export interface CdnLogsStackProps extends StackProps {
  distribution: IDistribution;
  /** The App stack's access-logs bucket (infra/constructs/site.ts), which lets log delivery write under CDN_LOG_PREFIX. */
  logBucket: IBucket;
  /** Names the delivery source and destination (unique per account and region), e.g. `OptionsBacktester-prod`. */
  namePrefix: string;
}

export class CdnLogsStack extends Stack {
  readonly delivery: CfnDelivery;

  constructor(scope: Construct, id: string, props: CdnLogsStackProps) {
    super(scope, id, { ...props, env: { account: props.env?.account, region: EDGE_REGION }, crossRegionReferences: true });
    const source = new CfnDeliverySource(this, 'Source', {
      name: `${props.namePrefix}-cdn`,
      logType: 'ACCESS_LOGS',
      resourceArn: this.formatArn({ service: 'cloudfront', region: '', resource: 'distribution', resourceName: props.distribution.distributionId }),
    });
    const destination = new CfnDeliveryDestination(this, 'Destination', {
      name: `${props.namePrefix}-cdn-logs`,
      destinationResourceArn: props.logBucket.bucketArn,
      outputFormat: 'w3c',
    });
    this.delivery = new CfnDelivery(this, 'Delivery', {
      deliverySourceName: source.name,
      deliveryDestinationArn: destination.attrArn,
      recordFields: [...CDN_LOG_FIELDS],
      s3SuffixPath: `${CDN_LOG_PREFIX}/{DistributionId}/{yyyy}/{MM}/{dd}/{HH}`,
    });
    this.delivery.node.addDependency(source);
  }
}
