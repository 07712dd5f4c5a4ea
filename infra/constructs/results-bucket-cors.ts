/**
 * The results bucket's CORS rule, set from the App stack, where the site's origin is known.
 *
 * The browser follows a large result's presigned URL (GET /jobs/{id}'s `result_url`, a saved or
 * shared result's `results_url`) from the site's pages, so the bucket must answer that origin's
 * GETs with CORS headers; no other origin needs them. The bucket lives in the Stateful stack and
 * the site's origin (the CloudFront domain) in this one: a CORS property on the bucket naming the
 * distribution would make the Stateful stack depend on the App stack, which depends on it. So the
 * rule is put here by a custom resource (s3:PutBucketCors, this bucket only) whenever the origins
 * change, and the bucket's own template property stays unset. Locally no rule is needed: the app
 * reads results through its own origin (/local-s3, infra/local/s3-proxy.ts).
 *
 * Whether CloudFormation, updating the bucket's own properties in the Stateful stack, clears a
 * CORS rule it did not set is not known here (no AWS). So the resource also carries a fingerprint
 * of the bucket's synthesized properties: any change to them changes the fingerprint, and the
 * same `npm run deploy` (App after Stateful) puts the rule again. A Stateful change that leaves
 * the bucket's properties alone does not update the bucket at all (test/infra/stacks.test.ts).
 */
import { createHash } from 'node:crypto';
import { CfnResource, Lazy, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { CfnBucket, IBucket } from 'aws-cdk-lib/aws-s3';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId, type AwsSdkCall } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';

/** How long a browser may keep a preflight's answer (a GET of a presigned URL needs none today). */
export const RESULTS_CORS_MAX_AGE_SECONDS = 3600;

/** The custom resource property holding the fingerprint of the bucket's own template properties. */
export const BUCKET_FINGERPRINT_PROPERTY = 'BucketPropertiesFingerprint';

/**
 * A short hash of the bucket's properties as its own stack synthesizes them (references as that
 * stack writes them), or undefined for a bucket imported by name (no template here).
 */
function bucketFingerprint(bucket: IBucket): string | undefined {
  const cfn = bucket.node.defaultChild as CfnBucket | undefined;
  if (!cfn) return undefined;
  return Lazy.string({
    produce: () => createHash('sha256').update(JSON.stringify(Stack.of(cfn).resolve(cfn._toCloudFormation()))).digest('hex').slice(0, 16),
  });
}

/** The construct id CDK gives AwsCustomResource's singleton provider function. */
const AWS_CUSTOM_RESOURCE_PROVIDER_ID = 'AWS679f53fac002430cb0da5b7982bd2287';

export interface ResultsBucketCorsProps {
  bucket: IBucket;
  /** `https://…` origins of the site's pages: the distribution's domain, and the custom domain when set. */
  allowedOrigins: readonly string[];
}

export class ResultsBucketCors extends Construct {
  constructor(scope: Construct, id: string, props: ResultsBucketCorsProps) {
    super(scope, id);
    const put: AwsSdkCall = {
      service: 'S3',
      action: 'putBucketCors',
      parameters: {
        Bucket: props.bucket.bucketName,
        CORSConfiguration: {
          CORSRules: [{ AllowedMethods: ['GET'], AllowedOrigins: [...props.allowedOrigins], MaxAgeSeconds: RESULTS_CORS_MAX_AGE_SECONDS }],
        },
      },
      // One id for the bucket's rule: a change of origins is an update (the rule put again), never
      // a replacement whose clean-up could remove the rule just put.
      physicalResourceId: PhysicalResourceId.of(`${props.bucket.bucketName}-cors`),
    };
    // No onDelete: tearing the App stack down leaves the rule naming the old origins (harmless),
    // rather than risk a delete undoing a put when this resource is ever renamed.
    const rule = new AwsCustomResource(this, 'Rule', {
      onCreate: put,
      onUpdate: put,
      // s3:PutBucketCORS is the IAM action of PutBucketCors, on this bucket only.
      policy: AwsCustomResourcePolicy.fromStatements([new PolicyStatement({ actions: ['s3:PutBucketCORS'], resources: [props.bucket.bucketArn] })]),
      installLatestAwsSdk: false,
    });
    // A change of the bucket's properties is an update of this resource: the rule is put again.
    const fingerprint = bucketFingerprint(props.bucket);
    const cfnRule = rule.node.findChild('Resource').node.defaultChild as CfnResource;
    if (fingerprint) cfnRule.addPropertyOverride(BUCKET_FINGERPRINT_PROPERTY, fingerprint);
    // CDK's AwsCustomResource runs one provider function per stack, at the stack's root.
    const provider = Stack.of(this).node.tryFindChild(AWS_CUSTOM_RESOURCE_PROVIDER_ID);
    if (provider) {
      Validations.of(provider).acknowledge({
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: "CDK's AwsCustomResource provider (puts the results bucket's CORS rule at deploy time): AWS-managed logging policy only.",
      });
    }
  }
}
