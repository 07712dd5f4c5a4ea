/**
 * The static site: a private bucket behind CloudFront with origin access control, HTTPS only,
 * security headers, and an SPA fallback (403/404 from S3 answer index.html so client routes
 * such as /backtest/covered load). `deploy()` uploads the built frontend plus a config.json made
 * from the stack's outputs, so one frontend build serves every stage.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
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
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';

export interface SiteProps {
  domainName?: string;
  certificate?: ICertificate;
  /** Sent with every answer of the site (shared/contracts/content-security-policy.ts). */
  contentSecurityPolicy: string;
}

export class Site extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** https://… origin of the site (custom domain when configured). */
  readonly url: string;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Assets', {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
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
    });
    this.url = `https://${props.domainName ?? this.distribution.distributionDomainName}`;
  }

  /** Uploads the built frontend and its runtime config.json; invalidates the CDN. */
  deploy(assetPath: string, runtimeConfig: Record<string, unknown>): BucketDeployment {
    return new BucketDeployment(this, 'Deploy', {
      destinationBucket: this.bucket,
      sources: [Source.asset(assetPath), Source.jsonData('config.json', runtimeConfig)],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
  }
}
