/**
 * The HTTP API: one route per entry of functions/routes.ts, each to its own Lambda. Every route
 * is behind the Cognito JWT authorizer except the Stripe webhook, which Stripe calls and which
 * authenticates by the signature on its body, and the share-link read (POST /shared, the token in
 * its body), whose unguessable token is the permission and which is throttled on its own. No CORS:
 * the browser calls the API on the site's own origin (/api/* through CloudFront, Site.routeApi), and a page on any
 * other origin is refused.
 */
import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import { CfnStage, HttpApi, HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { RouteDef } from '../../functions/routes';

export interface BackendApiProps {
  routes: readonly RouteDef[];
  /** The Lambda of each route, by RouteDef.name. */
  functions: Record<string, IFunction>;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
}

/**
 * Stage throttling (issue 17): requests per second across the API, and the burst above it. One
 * user's polls every 2 s or more and a few starts a minute are far below; a flood is answered 429
 * by API Gateway before any Lambda runs.
 */
export const API_THROTTLE = { rateLimit: 50, burstLimit: 100 } as const;

/**
 * Why each route without the JWT authorizer is public (cdk-nag AwsSolutions-APIG4), by route key.
 * A new public route without an entry here stays reported by test/infra/nag.test.ts.
 */
export const PUBLIC_ROUTE_REASONS: Record<string, string> = {
  'POST /stripe/webhook': 'Stripe calls it without a user token; the handler verifies the Stripe signature on the body.',
  'POST /shared': 'A share link is read by visitors without an account; its 192-bit token is the permission, and the route is throttled on its own.',
};

export class BackendApi extends Construct {
  readonly api: HttpApi;

  constructor(scope: Construct, id: string, props: BackendApiProps) {
    super(scope, id);
    this.api = new HttpApi(this, 'Api');
    // Access logs (one JSON line a request, no bodies, no tokens) and throttling on the $default stage.
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY });
    const stage = this.api.defaultStage?.node.defaultChild as CfnStage | undefined;
    if (!stage) throw new Error('The HTTP API has no default stage');
    stage.accessLogSettings = {
      destinationArn: accessLogs.logGroupArn,
      format: JSON.stringify({
        requestId: '$context.requestId',
        ip: '$context.identity.sourceIp',
        time: '$context.requestTime',
        routeKey: '$context.routeKey',
        status: '$context.status',
        latency: '$context.responseLatency',
        error: '$context.error.message',
        integrationError: '$context.integrationErrorMessage',
      }),
    };
    stage.defaultRouteSettings = { throttlingRateLimit: API_THROTTLE.rateLimit, throttlingBurstLimit: API_THROTTLE.burstLimit };
    // Routes with their own, lower limit (the public share read): API Gateway route settings, by
    // route key. RouteSettings is raw JSON to CDK (not converted), hence CloudFormation's casing.
    const throttled = props.routes.filter((r) => r.throttle);
    if (throttled.length) {
      stage.routeSettings = Object.fromEntries(
        throttled.map((r) => [`${r.method} ${r.path}`, { ThrottlingRateLimit: r.throttle?.rateLimit, ThrottlingBurstLimit: r.throttle?.burstLimit }]),
      );
    }
    const authorizer = new HttpUserPoolAuthorizer('Cognito', props.userPool, {
      userPoolClients: [props.userPoolClient],
    });
    for (const route of props.routes) {
      const fn = props.functions[route.name];
      if (!fn) throw new Error(`No function built for route ${route.method} ${route.path}`);
      const added = this.api.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${route.name}Integration`, fn),
        authorizer: route.auth ? authorizer : undefined,
      });
      const publicReason = route.auth ? undefined : PUBLIC_ROUTE_REASONS[`${route.method} ${route.path}`];
      if (publicReason) for (const r of added) Validations.of(r).acknowledge({ id: 'AwsSolutions-APIG4', reason: publicReason });
    }
  }

  /** The API's base URL, without a trailing slash. */
  get url(): string {
    return this.api.apiEndpoint;
  }
}
