/**
 * The Cognito user pool: email sign-in, the spec's password policy (minimum 6; the optional rules
 * from configuration), auto-confirmation through a pre-sign-up trigger (the app has no
 * confirmation step), a hosted UI domain, and Google as an identity provider when configured.
 * Users are data: the pool is retained.
 */
import { Duration, RemovalPolicy, SecretValue, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ProviderAttribute,
  UserPool,
  UserPoolIdentityProviderGoogle,
  UserPoolOperation,
  type UserPoolDomain,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import type { DeployConfig } from '../config';
import { HouseFunction } from './house-function';

export interface UserDirectoryProps {
  passwordPolicy: DeployConfig['passwordPolicy'];
  authDomainPrefix?: string;
  google?: { clientId: string; clientSecretName: string };
}

export class UserDirectory extends Construct {
  readonly pool: UserPool;
  readonly domain?: UserPoolDomain;
  readonly googleProvider?: UserPoolIdentityProviderGoogle;

  constructor(scope: Construct, id: string, props: UserDirectoryProps) {
    super(scope, id);
    const policy = props.passwordPolicy;
    this.pool = new UserPool(this, 'Pool', {
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: {
        minLength: policy.minimumLength,
        requireLowercase: policy.requireLowercase,
        requireUppercase: policy.requireUppercase,
        requireDigits: policy.requireNumbers,
        requireSymbols: policy.requireSymbols,
        tempPasswordValidity: Duration.days(7),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.pool).acknowledge(
      { id: 'AwsSolutions-COG1', reason: 'The product spec sets the password minimum at 6 with the other rules optional (config passwordPolicy).' },
      { id: 'AwsSolutions-COG2', reason: 'The spec has email/password and Google sign-in without MFA; sign-up and sign-in are rate limited by WAF.' },
      { id: 'AwsSolutions-COG8', reason: 'Essentials tier: Plus threat protection costs per user; brute force is met by WAF per-IP rate rules.' },
    );
    const preSignUp = new HouseFunction(this, 'PreSignUp', {
      entry: 'infra/lambda/pre-sign-up.ts',
      memoryMb: 128,
      timeoutSeconds: 5,
    });
    this.pool.addTrigger(UserPoolOperation.PRE_SIGN_UP, preSignUp.fn);

    if (props.authDomainPrefix) {
      this.domain = this.pool.addDomain('HostedUi', { cognitoDomain: { domainPrefix: props.authDomainPrefix } });
    }
    if (props.google) {
      this.googleProvider = new UserPoolIdentityProviderGoogle(this, 'Google', {
        userPool: this.pool,
        clientId: props.google.clientId,
        clientSecretValue: SecretValue.secretsManager(props.google.clientSecretName),
        scopes: ['openid', 'email', 'profile'],
        attributeMapping: { email: ProviderAttribute.GOOGLE_EMAIL },
      });
    }
  }
}
