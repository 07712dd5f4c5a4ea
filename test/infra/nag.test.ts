/**
 * cdk-nag's AwsSolutions pack over both stacks (issue 17). Goal: no unsuppressed error, each
 * suppression with a one-line reason. NOT THERE YET: the rules below
 * are still reported and neither fixed nor reviewed (WAF on CloudFront and on the user pool,
 * CloudFront access logs, IAM wildcard grants from CDK's grant* methods, ...). This test pins that
 * list, so any new finding fails it, and each rule fixed must be removed from it. Fixed already and
 * asserted in stacks.test.ts: API access logs, Step Functions logging, noncurrent-version expiry.
 */
const OPEN_RULES = ['APIG4', 'CFR1', 'CFR2', 'CFR3', 'CFR4', 'COG1', 'COG2', 'COG8', 'IAM4', 'IAM5', 'L1', 'S1', 'SMG4', 'SNS3'].map((r) => `AwsSolutions-${r}`);
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../infra/build-app';

describe('cdk-nag AwsSolutions', () => {
  it('reports no error beyond the open rules listed above', () => {
    const site = mkdtempSync(join(tmpdir(), 'site-'));
    writeFileSync(join(site, 'index.html'), '<!doctype html><title>test</title>');
    const cdkApp = new App({ context: { 'aws:cdk:bundling-stacks': [], stage: 'test', alarmEmail: 'ops@example.com' } });
    buildApp(cdkApp, site);
    Validations.of(cdkApp).addPlugins(new AwsSolutionsChecks(cdkApp));
    // CDK's policy validation fails the synthesis with the report when a rule is violated.
    let report = '';
    try {
      cdkApp.synth();
    } catch (e) {
      report = e instanceof Error ? e.message : String(e);
    }
    expect(report).not.toBe('');
    const found = [...new Set(report.match(/AwsSolutions-[A-Z0-9]+/g) ?? [])].sort();
    expect(found).toEqual(OPEN_RULES);
  }, 120_000);
});
