/**
 * The HTTP API: one route per entry of functions/routes.ts, each to its own Lambda. Every route
 * is behind the Cognito JWT authorizer except the Stripe webhook, which Stripe calls and which
 * authenticates by the signature on its body. CORS admits only the site's origin.
 */
import { Duration } from 'aws-cdk-lib';
import { CorsHttpMethod, HttpApi, HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
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
  allowedOrigin: string;
}

export class BackendApi extends Construct {
  readonly api: HttpApi;

  constructor(scope: Construct, id: string, props: BackendApiProps) {
    super(scope, id);
    this.api = new HttpApi(this, 'Api', {
      corsPreflight: {
        allowOrigins: [props.allowedOrigin],
        allowMethods: [CorsHttpMethod.GET, CorsHttpMethod.POST, CorsHttpMethod.DELETE, CorsHttpMethod.OPTIONS],
        allowHeaders: ['authorization', 'content-type'],
        maxAge: Duration.hours(1),
      },
    });
    const authorizer = new HttpUserPoolAuthorizer('Cognito', props.userPool, {
      userPoolClients: [props.userPoolClient],
    });
    for (const route of props.routes) {
      const fn = props.functions[route.name];
      if (!fn) throw new Error(`No function built for route ${route.method} ${route.path}`);
      this.api.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${route.name}Integration`, fn),
        authorizer: route.auth ? authorizer : undefined,
      });
    }
  }

  /** The API's base URL, without a trailing slash. */
  get url(): string {
    return this.api.apiEndpoint;
  }
}
