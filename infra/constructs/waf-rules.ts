/**
 * The pieces of AWS WAF both web ACLs build from (edge-firewall.ts in front of CloudFront,
 * sign-up-firewall.ts in front of Cognito), written once so both block and report alike: a
 * per-IP rate rule that blocks over its limit, a URI-path prefix match, and the metrics setting.
 */
import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';

export const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

/** Paths are matched lower-cased, so /API/… or /SignUp cannot slip past a rule. */
export const pathStartsWith = (prefix: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: prefix,
    textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
  },
});

export interface PerIpRateRule {
  name: string;
  priority: number;
  /** Requests per IP in the window; above it the IP is blocked (403) until its rate falls below. */
  limit: number;
  windowSeconds: number;
  /** The stack's name: the rule's metric is `<metricPrefix>-<name>`. */
  metricPrefix: string;
  /** Only the requests this matches are counted; all when absent. */
  scopeDownStatement?: CfnWebACL.StatementProperty;
}

export const perIpRateRule = ({ name, priority, limit, windowSeconds, metricPrefix, scopeDownStatement }: PerIpRateRule): CfnWebACL.RuleProperty => ({
  name,
  priority,
  action: { block: {} },
  statement: { rateBasedStatement: { aggregateKeyType: 'IP', evaluationWindowSec: windowSeconds, limit, scopeDownStatement } },
  visibilityConfig: visibility(`${metricPrefix}-${name}`),
});
