/**
 * cdk-nag's AwsSolutions pack over both stacks (issue 17): no unsuppressed finding. What it found
 * was fixed (API access logs, CloudFront and S3 access logs, WAF on CloudFront (site and API) and on the user pool, TLS 1.2 with a
 * custom domain, Step Functions logging, noncurrent-version expiry, SNS over TLS, no
 * `states:Describe*` on `*`) or acknowledged beside the resource with a one-line reason
 * (`Validations.of(x).acknowledge`, and infra/constructs/nag-acknowledgments.ts for the wildcards
 * of CDK's grant* methods). Any new finding fails this test with cdk-nag's report.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../infra/build-app';
import { allowedWildcards } from '../../infra/constructs/nag-acknowledgments';

function synthWithNag(context: Record<string, unknown>, region?: string): string {
  const site = mkdtempSync(join(tmpdir(), 'site-'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>test</title>');
  const cdkApp = new App({ context: { 'aws:cdk:bundling-stacks': [], stage: 'test', alarmEmail: 'ops@example.com', ...context } });
  const before = process.env.CDK_DEFAULT_REGION;
  if (region) process.env.CDK_DEFAULT_REGION = region;
  try {
    buildApp(cdkApp, site);
  } finally {
    if (region) process.env.CDK_DEFAULT_REGION = before;
  }
  Validations.of(cdkApp).addPlugins(new AwsSolutionsChecks(cdkApp));
  // CDK's policy validation fails the synthesis with the report when a rule is violated.
  try {
    cdkApp.synth();
    return '';
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

describe('cdk-nag AwsSolutions', () => {
  it('reports no unsuppressed finding on the default deployment', () => {
    expect(synthWithNag({})).toBe('');
  }, 180_000);

  it('reports none with a custom domain, Google sign-in and the app outside us-east-1 either (TLS 1.2 then applies, CFR4 is not acknowledged; the edge web ACL crosses regions)', () => {
    expect(
      synthWithNag({
        domainName: 'backtest.example.com',
        certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc',
        googleClientId: 'google-client',
        googleClientSecretName: 'google/secret',
        authDomainPrefix: 'backtest-test',
      }, 'eu-west-1'),
    ).toBe('');
  }, 180_000);
});

describe('grant wildcard acknowledgments', () => {
  it("acknowledge CDK's S3 grant wildcards, but not a wildcard resource given to other actions", () => {
    const allowed = allowedWildcards({
      Statement: [
        { Effect: 'Allow', Action: ['s3:GetObject*', 's3:GetBucket*', 's3:List*'], Resource: ['arn:aws:s3:::b', 'arn:aws:s3:::b/*'] },
        { Effect: 'Allow', Action: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'], Resource: '*' },
      ],
    });
    expect([...allowed.keys()].sort()).toEqual(['Action::s3:GetBucket*', 'Action::s3:GetObject*', 'Action::s3:List*', 'Resource::*', 'Resource::arn:aws:s3:::b/*']);
    const mixed = allowedWildcards({
      Statement: [
        { Effect: 'Allow', Action: 'xray:PutTraceSegments', Resource: '*' },
        { Effect: 'Allow', Action: 'dynamodb:DeleteTable', Resource: '*' },
        { Effect: 'Allow', Action: 's3:*', Resource: 'arn:aws:s3:::b/*' },
      ],
    });
    // One statement outside the allowances keeps the shared finding reported; s3:* is never allowed.
    expect([...mixed.keys()]).toEqual([]);
  });
});
