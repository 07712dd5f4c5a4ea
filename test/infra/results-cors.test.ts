/**
 * The results bucket's CORS rule across Stateful stack updates (README "Deploy to AWS"). The rule
 * is put by the App stack (infra/constructs/results-bucket-cors.ts); what can be checked without
 * AWS: the rule as synthesized, exactly; that changing the Stateful stack's other props leaves the
 * bucket's template untouched (CloudFormation then does not update the bucket); and that any
 * change of the bucket's own properties makes the App stack put the rule again.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CfnBucket } from 'aws-cdk-lib/aws-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../infra/build-app';
import { BUCKET_FINGERPRINT_PROPERTY, RESULTS_CORS_MAX_AGE_SECONDS } from '../../infra/constructs/results-bucket-cors';
import { BUCKETS } from '../../functions/platform/resources';
import { cfnText } from './cfn-text';

const BASE = { 'aws:cdk:bundling-stacks': [], stage: 'test', alarmEmail: 'ops@example.com' };
/** Every Stateful prop a deploy can change (user pool settings), none of them the bucket's. */
const OTHER_PROPS = {
  ...BASE,
  passwordPolicy: { minimumLength: 12, requireNumbers: true, requireSymbols: true },
  authDomainPrefix: 'backtester-test',
  googleClientId: 'google-client.apps.googleusercontent.com',
  googleClientSecretName: 'google/secret',
};

let siteDir = '';

function synth(context: Record<string, unknown>, change?: (bucket: CfnBucket) => void) {
  const stacks = buildApp(new App({ context }), siteDir);
  if (change) change(stacks.stateful.buckets.results.node.defaultChild as CfnBucket);
  return { stateful: Template.fromStack(stacks.stateful), app: Template.fromStack(stacks.appStack) };
}

/** The results bucket's resource in the Stateful template (type, properties, policies). */
function resultsBucket(stateful: Template) {
  const entry = Object.entries(stateful.findResources('AWS::S3::Bucket')).find(([id]) => id.startsWith(BUCKETS.results.id));
  if (!entry) throw new Error('no results bucket');
  return entry[1];
}

/** The App stack's putBucketCors custom resources: the call (parsed) and the bucket fingerprint. */
function corsPuts(app: Template) {
  return Object.values(app.findResources('Custom::AWS'))
    .map((r) => ({ call: JSON.parse(cfnText(r.Properties.Create)) as { service: string; action: string; parameters: Record<string, unknown> }, update: r.Properties.Update, create: r.Properties.Create, fingerprint: r.Properties[BUCKET_FINGERPRINT_PROPERTY] as unknown }))
    .filter((p) => p.call.service === 'S3' && p.call.action === 'putBucketCors');
}

let base: ReturnType<typeof synth>;
let other: ReturnType<typeof synth>;

beforeAll(() => {
  siteDir = mkdtempSync(join(tmpdir(), 'site-'));
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>test</title>');
  base = synth(BASE);
  other = synth(OTHER_PROPS);
}, 360_000);

describe("the results bucket's CORS rule", () => {
  it('is put exactly: the site origin only, GET only, no request headers, a one-hour preflight cache, on the results bucket', () => {
    const puts = corsPuts(base.app);
    expect(puts).toHaveLength(1);
    expect(puts[0]?.call.parameters).toEqual({
      Bucket: '<Import:Results>',
      CORSConfiguration: { CORSRules: [{ AllowedMethods: ['GET'], AllowedOrigins: ['https://<SiteCdn.DomainName>'], MaxAgeSeconds: RESULTS_CORS_MAX_AGE_SECONDS }] },
    });
    // An update puts the same rule (a changed origin or bucket is put again, never deleted first).
    expect(puts[0]?.update).toEqual(puts[0]?.create);
  });

  it("is never in the Stateful template, whatever the Stateful stack's props", () => {
    for (const { stateful } of [base, other]) expect(resultsBucket(stateful).Properties.CorsConfiguration).toBeUndefined();
  });

  it("leaves the bucket's template byte-identical when the Stateful stack's other props change, so CloudFormation does not touch the bucket", () => {
    // The props did change the Stateful stack (the user pool)...
    expect(JSON.stringify(other.stateful.toJSON())).not.toBe(JSON.stringify(base.stateful.toJSON()));
    // ...and not the results bucket, nor the rule the App stack puts.
    expect(resultsBucket(other.stateful)).toEqual(resultsBucket(base.stateful));
    expect(corsPuts(other.app).map((p) => [p.call, p.fingerprint])).toEqual(corsPuts(base.app).map((p) => [p.call, p.fingerprint]));
  });

  it("is put again when the bucket's own properties change (the App stack's resource changes with them)", () => {
    const changed = synth(BASE, (bucket) => bucket.addPropertyOverride('Tags', [{ Key: 'retention', Value: 'changed' }]));
    expect(resultsBucket(changed.stateful)).not.toEqual(resultsBucket(base.stateful));
    const [before] = corsPuts(base.app);
    const [after] = corsPuts(changed.app);
    expect(before?.fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(after?.fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(after?.fingerprint).not.toBe(before?.fingerprint);
    // The same rule, put again.
    expect(after?.call).toEqual(before?.call);
  }, 180_000);
});
