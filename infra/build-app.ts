/**
 * Builds the CDK app. Two stacks per stage: the retained stateful
 * one (tables, buckets, user pool) and the replaceable app (functions, API, jobs, site).
 */
import { App, Tags } from 'aws-cdk-lib';
import { parseDeployConfig } from './config';
import { acknowledgeGrantWildcards } from './constructs/nag-acknowledgments';
import { repoPath } from './paths';
import { AppStack } from './stacks/app-stack';
import { StatefulStack } from './stacks/stateful-stack';

export function buildApp(app: App, siteAssetPath = repoPath('frontend/dist')): { stateful: StatefulStack; appStack: AppStack } {
  const config = parseDeployConfig(app.node.getAllContext() as Record<string, unknown>);
  const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION };
  const prefix = `OptionsBacktester-${config.stage}`;
  const stateful = new StatefulStack(app, `${prefix}-Stateful`, { env, config, terminationProtection: true });
  const appStack = new AppStack(app, `${prefix}-App`, { env, config, stateful, siteAssetPath });
  // cdk-nag IAM5 for the wildcards CDK's grant* methods write (infra/constructs/nag-acknowledgments.ts).
  for (const stack of [stateful, appStack]) acknowledgeGrantWildcards(stack);
  Tags.of(app).add('app', 'options-backtester');
  Tags.of(app).add('stage', config.stage);
  return { stateful, appStack };
}

