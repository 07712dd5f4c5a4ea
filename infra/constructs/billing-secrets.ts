/**
 * Stripe's secret key and webhook signing secret live in Secrets Manager, never in code or
 * environment values. The stack creates them with a placeholder; the operator puts the real values
 * in (README: "Stripe"). A CloudWatch Logs Insights query lists the webhook's one-line-per-event
 * log for finance's reconciliation.
 */
import { SecretValue, Validations } from 'aws-cdk-lib';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import { QueryDefinition, QueryString } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { UNSET_SECRET } from '../../functions/platform/resources';


export interface BillingSecretsProps {
  stripeSecretName: string;
  stripeWebhookSecretName: string;
}

export class BillingSecrets extends Construct {
  readonly stripeKey: Secret;
  readonly webhookSecret: Secret;

  constructor(scope: Construct, id: string, props: BillingSecretsProps) {
    super(scope, id);
    this.stripeKey = new Secret(this, 'StripeSecretKey', {
      secretName: props.stripeSecretName,
      description: 'Stripe secret API key (sk_live_… or sk_test_…). Set it after the first deploy.',
      secretStringValue: SecretValue.unsafePlainText(UNSET_SECRET),
    });
    this.webhookSecret = new Secret(this, 'StripeWebhookSecret', {
      secretName: props.stripeWebhookSecretName,
      description: 'Signing secret (whsec_…) of the Stripe webhook endpoint. Set it after the first deploy.',
      secretStringValue: SecretValue.unsafePlainText(UNSET_SECRET),
    });
    for (const secret of [this.stripeKey, this.webhookSecret]) {
      Validations.of(secret).acknowledge({ id: 'AwsSolutions-SMG4', reason: 'Stripe issues these keys: they are rolled in the Stripe dashboard and pasted in (README), not rotatable by a Lambda.' });
    }
  }

  /** Logs Insights: every webhook event, newest first, with what finance reconciles. */
  addReconciliationQuery(webhookLogs: ILogGroup): QueryDefinition {
    return new QueryDefinition(this, 'WebhookEvents', {
      queryDefinitionName: 'options-backtester/stripe-webhook-events',
      logGroups: [webhookLogs],
      queryString: new QueryString({
        fields: ['@timestamp as date', 'event_id', 'type', 'customer', 'amount', 'currency', 'status', 'outcome', 'user_id', 'subscription'],
        filterStatements: ['ispresent(event_id)'],
        sort: '@timestamp desc',
        limit: 1000,
      }),
    });
  }
}
