/**
 * Builds the CDK app. Four stacks per stage: the retained stateful one (tables, buckets, user
 * pool), the replaceable app (functions, API, jobs, site) and, in us-east-1, the edge web ACL
 * CloudFront uses and the delivery of CloudFront's access logs (after the app: it names the distribution). Without an AWS profile (offline `npm run synth`, tests) the region is us-east-1.
 */
import { App, Tags } from 'aws-cdk-lib';
import { parseDeployConfig } from './config';
import { acknowledgeGrantWildcards } from './constructs/nag-acknowledgments';
import { repoPath } from './paths';
import { AppStack } from './stacks/app-stack';
import { CdnLogsStack } from './stacks/cdn-logs-stack';
import { EDGE_REGION, EdgeStack } from './stacks/edge-stack';
import { StatefulStack } from './stacks/stateful-stack';

export function buildApp(app: App, siteAssetPath = repoPath('frontend/dist')): { stateful: StatefulStack; edge: EdgeStack; appStack: AppStack; cdnLogs: CdnLogsStack } {
  const config = parseDeployConfig(app.node.getAllContext() as Record<string, unknown>);
  // Cross-region references (the edge web ACL's ARN) need a concrete region on both sides.
  const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION ?? EDGE_REGION };
  const prefix = `OptionsBacktester-${config.stage}`;
  const stateful = new StatefulStack(app, `${prefix}-Stateful`, { env, config, terminationProtection: true });
  const edge = new EdgeStack(app, `${prefix}-Edge`, { env });
  const appStack = new AppStack(app, `${prefix}-App`, { env, config, stateful, edge, siteAssetPath, crossRegionReferences: true });
  // CloudFront's access logs without request paths, delivered from us-east-1 (cdn-logs-stack.ts).
  const cdnLogs = new CdnLogsStack(app, `${prefix}-CdnLogs`, { env, distribution: appStack.site.distribution, logBucket: appStack.site.logs, namePrefix: prefix });
  // cdk-nag IAM5 for the wildcards CDK's grant* methods write (infra/constructs/nag-acknowledgments.ts).
  for (const stack of [stateful, edge, appStack, cdnLogs]) acknowledgeGrantWildcards(stack);
  Tags.of(app).add('app', 'options-backtester');
  Tags.of(app).add('stage', config.stage);
  return { stateful, edge, appStack, cdnLogs };
}

