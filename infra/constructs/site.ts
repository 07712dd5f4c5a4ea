/**
 * The static site: a private bucket behind CloudFront with origin access control, HTTPS only,
 * security headers, and an SPA fallback (403/404 from S3 answer index.html so client routes
 * such as /backtest/covered load). `deploy()` uploads the built frontend plus a config.json made
 * from the stack's outputs, so one frontend build serves every stage. CloudFront's standard access
 * logs and the assets bucket's S3 access logs go to a logs bucket kept for LOG_RETENTION_DAYS.
 */
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';

export interface SiteProps {
  domainName?: string;
  certificate?: ICertificate;
  /** Sent with every answer of the site (shared/contracts/content-security-policy.ts). */
  contentSecurityPolicy: string;
}

/** How long the CDN's and the assets bucket's access logs are kept. */
export const LOG_RETENTION_DAYS = 90;

export class Site extends Construct {
  readonly bucket: Bucket;
  readonly logs: Bucket;
  readonly distribution: Distribution;
  /** https://… origin of the site (custom domain when configured). */
  readonly url: string;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    this.logs = new Bucket(this, 'AccessLogs', {
      // CloudFront standard logs are written through the bucket's ACL (awslogsdelivery gets
      // FULL_CONTROL) and S3 server access logs through the LogDeliveryWrite ACL CDK sets: ACLs
      // must stay enabled (ObjectWriter); public access is still blocked.
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      // CloudFront standard logs cannot be delivered to SSE-KMS buckets; S3-managed keys they can.
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      lifecycleRules: [{ id: 'expire-access-logs', expiration: Duration.days(LOG_RETENTION_DAYS), abortIncompleteMultipartUploadAfter: Duration.days(7) }],
      // Logs are evidence: they outlive a teardown of the app stack (delete the bucket by hand).
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.logs).acknowledge({ id: 'AwsSolutions-S1', reason: 'This is the access-log target bucket; logging it into itself would loop.' });
    this.bucket = new Bucket(this, 'Assets', {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      serverAccessLogsBucket: this.logs,
      serverAccessLogsPrefix: 's3-assets/',
      // Built assets only: rebuilt from the repository at every deploy.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    const spaFallback = (httpStatus: number) => ({
      httpStatus,
      responseHttpStatus: 200,
      responsePagePath: '/index.html',
      ttl: Duration.seconds(0),
    });
    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: props.contentSecurityPolicy, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
    });
    this.distribution = new Distribution(this, 'Cdn', {
      defaultRootObject: 'index.html',
      // With a custom domain, viewers need TLS 1.2 or later (the default *.cloudfront.net certificate allows TLS 1.0).
      minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      httpVersion: HttpVersion.HTTP2_AND_3,
      domainNames: props.domainName ? [props.domainName] : undefined,
      certificate: props.certificate,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
      },
      errorResponses: [spaFallback(403), spaFallback(404)],
      enableLogging: true,
      logBucket: this.logs,
      logFilePrefix: 'cloudfront/',
    });
    Validations.of(this.distribution).acknowledge(
      { id: 'AwsSolutions-CFR1', reason: 'The product serves every country; no geo restriction is wanted.' },
      { id: 'AwsSolutions-CFR2', reason: 'Static files only; a CLOUDFRONT-scope web ACL needs a us-east-1 stack, not built (README, Operator: WAF).' },
    );
    if (!props.domainName) {
      // TLS_V1_2_2021 above applies as soon as a custom domain is configured (config domainName).
      Validations.of(this.distribution).acknowledge({ id: 'AwsSolutions-CFR4', reason: 'No custom domain: the default *.cloudfront.net certificate fixes the viewer policy at TLSv1.' });
    }
    this.url = `https://${props.domainName ?? this.distribution.distributionDomainName}`;
  }

  /** Uploads the built frontend and its runtime config.json; invalidates the CDN. */
  deploy(assetPath: string, runtimeConfig: Record<string, unknown>): BucketDeployment {
    const deployment = new BucketDeployment(this, 'Deploy', {
      destinationBucket: this.bucket,
      sources: [Source.asset(assetPath), Source.jsonData('config.json', runtimeConfig)],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    // CDK's upload handler is a singleton function at the stack's root, with CDK's runtime and role.
    const handler = Stack.of(this).node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (handler) {
      Validations.of(handler).acknowledge(
        { id: 'AwsSolutions-L1', reason: 'CDK BucketDeployment pins its own handler runtime (deploy-time only, no user traffic).' },
        { id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', reason: 'CDK BucketDeployment handler: AWS-managed Lambda logging policy only.' },
      );
    }
    return deployment;
  }
}
