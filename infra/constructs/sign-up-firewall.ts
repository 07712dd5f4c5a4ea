/**
 * AWS WAF in front of the Cognito user pool (issue 17): per-IP rate-based rules on sign-up and on
 * every other Cognito call (sign-in, refresh, forgot password). A REGIONAL web ACL, associated with
 * the pool itself, so it lives in the app's region (no us-east-1 stack) and also covers the hosted
 * UI's /signup page. Requests over a limit are blocked (403) until the IP's rate falls below it.
 */
import { Stack } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { pathStartsWith, perIpRateRule, visibility } from './waf-rules';

/**
 * Per source IP, in WAF's rolling window. Sign-up: a household or an office behind one IP signs
 * up a few accounts, never 20 in 5 minutes; everything else: a user's sign-in, token refresh (one
 * an hour) and password reset are a few calls each.
 */
export const SIGN_UP_FIREWALL_LIMITS = {
  windowSeconds: 300,
  signUpsPerIp: 20,
  cognitoCallsPerIp: 300,
} as const;

/** The Cognito API operation of a sign-up (X-Amz-Target), and the hosted UI's sign-up page. */
const SIGN_UP_TARGET = 'AWSCognitoIdentityProviderService.SignUp';
const HOSTED_UI_SIGN_UP_PATH = '/signup';

export interface SignUpFirewallProps {
  userPool: IUserPool;
}

export class SignUpFirewall extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: SignUpFirewallProps) {
    super(scope, id);
    const { windowSeconds, signUpsPerIp, cognitoCallsPerIp } = SIGN_UP_FIREWALL_LIMITS;
    const metricPrefix = Stack.of(this).stackName;
    const isSignUp: CfnWebACL.StatementProperty = {
      orStatement: {
        statements: [
          {
            byteMatchStatement: {
              fieldToMatch: { singleHeader: { Name: 'x-amz-target' } },
              positionalConstraint: 'EXACTLY',
              searchString: SIGN_UP_TARGET,
              textTransformations: [{ priority: 0, type: 'NONE' }],
            },
          },
          pathStartsWith(HOSTED_UI_SIGN_UP_PATH),
        ],
      },
    };
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      description: 'Per-IP rate limits on sign-up and on every Cognito call, issue 17.',
      visibilityConfig: visibility(`${metricPrefix}-cognito`),
      rules: [
        perIpRateRule({ name: 'sign-up-per-ip', priority: 0, limit: signUpsPerIp, windowSeconds, metricPrefix, scopeDownStatement: isSignUp }),
        perIpRateRule({ name: 'cognito-calls-per-ip', priority: 1, limit: cognitoCallsPerIp, windowSeconds, metricPrefix }),
      ],
    });
    new CfnWebACLAssociation(this, 'UserPoolAssociation', {
      resourceArn: props.userPool.userPoolArn,
      webAclArn: this.webAcl.attrArn,
    });
  }
}
