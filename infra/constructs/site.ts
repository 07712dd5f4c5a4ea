/**
 * The static site: a private bucket behind CloudFront with origin access control, HTTPS only,
 * security headers, the edge web ACL, and an SPA rewrite (client routes such as /backtest/covered
 * load index.html); the API is served under /api/* of the same distribution (routeApi). `deploy()` uploads the built frontend plus a config.json made
 * from the stack's outputs, so one frontend build serves every stage. CloudFront's access logs
 * (written without request paths by infra/stacks/cdn-logs-stack.ts) and the assets bucket's S3
 * access logs go to a logs bucket kept for LOG_RETENTION_DAYS.
 */
import { Aws, Duration, Fn, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../../functions/platform/resources';
import { SHARE_PAGE_PATH_PATTERN, SHARE_PAGE_REFERRER_POLICY, SITE_REFERRER_POLICY } from '../../shared/contracts/referrer-policy';
import { CDN_LOG_PREFIX } from '../stacks/cdn-logs-stack';
import { EDGE_REGION } from '../stacks/edge-stack';
import { API_PATH_PREFIX } from './api-path';

/**
 * CloudFront Functions (viewer request). A client route (no file extension in the last segment)
 * answers index.html: this replaces 403/404 error pages, which CloudFront applies to every
 * behavior and would turn the API's 403/404 answers into the page.
 */
export const SPA_REWRITE_CODE = `function handler(event) {
  var request = event.request;
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;
/** /api/backtests reaches the HTTP API's $default stage as /backtests. */
export const API_PREFIX_STRIP_CODE = `function handler(event) {
  var request = event.request;
  request.uri = request.uri.substring(${API_PATH_PREFIX.length}) || '/';
  return request;
}`;

/** The CDK value of each Referrer-Policy the site sends. */
const REFERRER_POLICIES: Record<typeof SITE_REFERRER_POLICY | typeof SHARE_PAGE_REFERRER_POLICY, HeadersReferrerPolicy> = {
  [SITE_REFERRER_POLICY]: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
  [SHARE_PAGE_REFERRER_POLICY]: HeadersReferrerPolicy.NO_REFERRER,
};

export interface SiteProps {
  domainName?: string;
  certificate?: ICertificate;
  /** Sent with every answer of the site (shared/contracts/content-security-policy.ts). */
  contentSecurityPolicy: string;
  /** The CLOUDFRONT-scope web ACL (us-east-1, infra/stacks/edge-stack.ts). */
  webAclArn: string;
}

/** How long the CDN's and the assets bucket's access logs are kept. */
export const LOG_RETENTION_DAYS = 90;

export class Site extends Construct {
  readonly bucket: Bucket;
  readonly logs: Bucket;
  readonly distribution: Distribution;
  /** https://… origin of the site (custom domain when configured). */
  readonly url: string;
  /** Every https://… origin the site's pages are served on: the distribution's domain, and the custom domain. */
  readonly origins: readonly string[];

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
    // CloudFront's log delivery (standard logging v2, from us-east-1: infra/stacks/cdn-logs-stack.ts)
    // writes under CDN_LOG_PREFIX, only for this account's delivery sources.
    this.logs.addToResourcePolicy(new PolicyStatement({
      sid: 'CloudFrontLogDelivery',
      principals: [new ServicePrincipal('delivery.logs.amazonaws.com')],
      actions: ['s3:PutObject'],
      resources: [this.logs.arnForObjects(`${CDN_LOG_PREFIX}/*`), this.logs.arnForObjects(`AWSLogs/${Aws.ACCOUNT_ID}/*`)],
      conditions: {
        StringEquals: { 's3:x-amz-acl': 'bucket-owner-full-control', 'aws:SourceAccount': Aws.ACCOUNT_ID },
        ArnLike: { 'aws:SourceArn': `arn:${Aws.PARTITION}:logs:${EDGE_REGION}:${Aws.ACCOUNT_ID}:delivery-source:*` },
      },
    }));
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
    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', { code: FunctionCode.fromInline(SPA_REWRITE_CODE), runtime: FunctionRuntime.JS_2_0 });
    const securityHeaders = (id: string, referrerPolicy: HeadersReferrerPolicy) =>
      new ResponseHeadersPolicy(this, id, {
        securityHeadersBehavior: {
          contentSecurityPolicy: { contentSecurityPolicy: props.contentSecurityPolicy, override: true },
          strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
          contentTypeOptions: { override: true },
          frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
          referrerPolicy: { referrerPolicy, override: true },
        },
      });
    const headers = securityHeaders('SecurityHeaders', REFERRER_POLICIES[SITE_REFERRER_POLICY]);
    const siteOrigin = S3BucketOrigin.withOriginAccessControl(this.bucket);
    this.distribution = new Distribution(this, 'Cdn', {
      defaultRootObject: 'index.html',
      // With a custom domain, viewers need TLS 1.2 or later (the default *.cloudfront.net certificate allows TLS 1.0).
      minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      httpVersion: HttpVersion.HTTP2_AND_3,
      domainNames: props.domainName ? [props.domainName] : undefined,
      certificate: props.certificate,
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        // The share page as every page, but sent with no Referer from any request it makes
        // (shared/contracts/referrer-policy.ts): an old link's token is in its path until the app moves it.
        [SHARE_PAGE_PATH_PATTERN]: {
          origin: siteOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: securityHeaders('SharePageHeaders', REFERRER_POLICIES[SHARE_PAGE_REFERRER_POLICY]),
          functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
      },
      webAclId: props.webAclArn,
      // No standard logging (legacy): it writes every request's path, and an old share link's path
      // is its token. The access logs are standard logging v2, without the path (cdn-logs-stack.ts).
      enableLogging: false,
    });
    Validations.of(this.distribution).acknowledge(
      { id: 'AwsSolutions-CFR1', reason: 'The product serves every country; no geo restriction is wanted.' },
      { id: 'AwsSolutions-CFR3', reason: 'Access logs are CloudFront standard logging v2 without the request path (an old share link carries its token there): infra/stacks/cdn-logs-stack.ts.' },
    );
    if (!props.domainName) {
      // TLS_V1_2_2021 above applies as soon as a custom domain is configured (config domainName).
      Validations.of(this.distribution).acknowledge({ id: 'AwsSolutions-CFR4', reason: 'No custom domain: the default *.cloudfront.net certificate fixes the viewer policy at TLSv1.' });
    }
    this.url = `https://${props.domainName ?? this.distribution.distributionDomainName}`;
    this.origins = [`https://${this.distribution.distributionDomainName}`, ...(props.domainName ? [`https://${props.domainName}`] : [])];
  }

  /**
   * Serves the HTTP API under /api/* on the site's origin, so its requests pass the edge web ACL.
   * Never cached: the JWT (Authorization) is in the cache key and nothing is kept (TTL 0; the
   * 1 s maximum only lets CloudFront accept a header in the key); every other viewer header, the
   * query string and the body go to the API. `originVerifyValue` is sent as ORIGIN_VERIFY_HEADER
   * (an origin custom header, which replaces one a viewer sends): the API refuses requests without
   * it, so only requests that passed this distribution and its web ACL reach a handler.
   */
  routeApi(apiEndpoint: string, originVerifyValue: string): void {
    const apiDomain = Fn.select(2, Fn.split('/', apiEndpoint));
    const stripPrefix = new CloudFrontFunction(this, 'ApiPrefixStrip', { code: FunctionCode.fromInline(API_PREFIX_STRIP_CODE), runtime: FunctionRuntime.JS_2_0 });
    const noCache = new CachePolicy(this, 'ApiNoCache', {
      comment: 'API answers: per caller (Authorization), never kept.',
      defaultTtl: Duration.seconds(0),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(1),
      headerBehavior: CacheHeaderBehavior.allowList('Authorization'),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      cookieBehavior: CacheCookieBehavior.none(),
    });
    this.distribution.addBehavior(`${API_PATH_PREFIX}/*`, new HttpOrigin(apiDomain, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY, customHeaders: { [ORIGIN_VERIFY_HEADER]: originVerifyValue } }), {
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: noCache,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      functionAssociations: [{ function: stripPrefix, eventType: FunctionEventType.VIEWER_REQUEST }],
    });
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
