/**
 * The pieces of AWS WAF both web ACLs build from (edge-firewall.ts in front of CloudFront,
 * sign-up-firewall.ts in front of Cognito), written once so both block and report alike: a
 * per-IP rate rule that blocks over its limit, a URI-path prefix match, and the metrics setting.
 */
import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';

/**
 * Metrics always. Sampled requests (AWS WAF keeps up to 3 hours of them, each with its URI) only
 * where no request path holds a secret: the edge ACL sees `/share/<token>` old share links, so it
 * keeps none (`sampled: false`); the user pool's ACL sees Cognito's own paths.
 */
export const visibility = (metricName: string, sampled = true): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: sampled,
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
  /** Keep sampled requests (with their URIs) of this rule: see `visibility`. */
  sampled?: boolean;
}

export const perIpRateRule = ({ name, priority, limit, windowSeconds, metricPrefix, scopeDownStatement, sampled = true }: PerIpRateRule): CfnWebACL.RuleProperty => ({
  name,
  priority,
  action: { block: {} },
  statement: { rateBasedStatement: { aggregateKeyType: 'IP', evaluationWindowSec: windowSeconds, limit, scopeDownStatement } },
  visibilityConfig: visibility(`${metricPrefix}-${name}`, sampled),
});
