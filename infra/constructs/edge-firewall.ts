/**
 * AWS WAF in front of CloudFront, which serves the site and, under /api/*, the API (issue 17).
 * AWS WAF cannot be associated with an API Gateway HTTP API (only REST API stages), so the API's
 * per-IP rate rules live here, on the distribution. A CLOUDFRONT-scope web ACL must be created in
 * us-east-1: this construct lives in the Edge stack (infra/stacks/edge-stack.ts), deployed there.
 * Requests over a limit are blocked (403) until the IP's rate falls below it.
 */
import { Stack } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { API_PATH_PREFIX } from './api-path';
import { pathStartsWith, perIpRateRule, visibility } from './waf-rules';

/**
 * Per source IP, in WAF's rolling window. A signed-in user polls a running job every 2 s or more
 * (at most 150 requests in 5 minutes) and starts a few backtests a minute; the site's files are a
 * few dozen requests a visit.
 */
export const EDGE_FIREWALL_LIMITS = {
  windowSeconds: 300,
  apiRequestsPerIp: 1000,
  backtestStartsPerIp: 100,
  siteRequestsPerIp: 2000,
} as const;

export class EdgeFirewall extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const { windowSeconds, apiRequestsPerIp, backtestStartsPerIp, siteRequestsPerIp } = EDGE_FIREWALL_LIMITS;
    const metricPrefix = Stack.of(this).stackName;
    const api = pathStartsWith(`${API_PATH_PREFIX}/`);
    // The routes that start engine work (POST /backtest, /backtest/covered, /sweeps).
    const startsWork: CfnWebACL.StatementProperty = {
      andStatement: {
        statements: [
          { byteMatchStatement: { fieldToMatch: { method: {} }, positionalConstraint: 'EXACTLY', searchString: 'POST', textTransformations: [{ priority: 0, type: 'NONE' }] } },
          { orStatement: { statements: [pathStartsWith(`${API_PATH_PREFIX}/backtest`), pathStartsWith(`${API_PATH_PREFIX}/sweeps`)] } },
        ],
      },
    };
    const rate = (name: string, priority: number, limit: number, scopeDownStatement?: CfnWebACL.StatementProperty) =>
      // No sampled requests: an old share link's token is in its URI (waf-rules.ts, visibility).
      perIpRateRule({ name, priority, limit, windowSeconds, metricPrefix, scopeDownStatement, sampled: false });
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      description: 'Per-IP rate limits on the API, on backtest starts and on the site, issue 17.',
      visibilityConfig: visibility(`${metricPrefix}-edge`, false),
      rules: [
        rate('backtest-starts-per-ip', 0, backtestStartsPerIp, startsWork),
        rate('api-requests-per-ip', 1, apiRequestsPerIp, api),
        rate('site-requests-per-ip', 2, siteRequestsPerIp, { notStatement: { statement: api } }),
      ],
    });
  }
}
