/**
 * What CloudFront needs from us-east-1 whatever the app's region: the CLOUDFRONT-scope web ACL
 * (infra/constructs/edge-firewall.ts). The app stack reads its ARN through CDK's cross-region
 * references (an SSM parameter written here, read there) when the app is in another region.
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { EdgeFirewall } from '../constructs/edge-firewall';

/** CloudFront's global resources (web ACLs, certificates) are created in this region only. */
export const EDGE_REGION = 'us-east-1';

export class EdgeStack extends Stack {
  readonly firewall: EdgeFirewall;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, { ...props, env: { account: props.env?.account, region: EDGE_REGION }, crossRegionReferences: true });
    this.firewall = new EdgeFirewall(this, 'Firewall');
  }
}
