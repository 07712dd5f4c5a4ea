/**
 * cdk-nag (AwsSolutions) acknowledgments that cannot be written as a literal id next to the
 * resource: IAM5 findings for the wildcards CDK's grant* methods write (`s3:GetObject*`,
 * `<bucket arn>/*`, `<table arn>/index/*`, …). Their ids name cross-stack exports and logical ids,
 * known only once references are resolved, so they are acknowledged then (a construct validation
 * runs after reference resolution and before the policy validation plugins), and only when EVERY
 * statement carrying the wildcard matches an allowance below: a hand-written `"*"` statement with
 * other actions stays reported. Every other acknowledgment is a literal `Validations.of(x)
 * .acknowledge` beside its resource.
 */
import { Stack, Validations } from 'aws-cdk-lib';
import { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';

interface WildcardAllowance {
  /** The finding, in cdk-nag's form: `Action::s3:GetObject*` or `Resource::<flattened arn>`. */
  finding: RegExp;
  /** Every action of a statement carrying the finding must match. */
  actions: RegExp;
  reason: string;
}

const S3_GRANT = 'CDK grantRead/grantReadWrite on one bucket: the object-level actions on that bucket\'s objects only.';

export const WILDCARD_ALLOWANCES: readonly WildcardAllowance[] = [
  { finding: /^Action::s3:(GetObject|GetBucket|List|DeleteObject|Abort)\*$/, actions: /^s3:[A-Za-z]+\*?$/, reason: S3_GRANT },
  { finding: /^Resource::.+\/\*$/, actions: /^s3:[A-Za-z]+\*?$/, reason: S3_GRANT },
  { finding: /^Resource::.+\/index\/\*$/, actions: /^dynamodb:[A-Za-z]+$/, reason: 'CDK grant*Data on one table: the table and its own indexes.' },
  { finding: /^Resource::<[A-Za-z0-9]+\.Arn>:\*$/, actions: /^lambda:InvokeFunction$/, reason: 'CDK grantInvoke: one function and its versions.' },
  { finding: /^Resource::arn:<AWS::Partition>:states:[^:]+:<AWS::AccountId>:execution:.+:\*$/, actions: /^states:(DescribeExecution|StopExecution|GetExecutionHistory|StartExecution)$/, reason: 'Executions of one state machine (their names are generated per job).' },
  { finding: /^Resource::\*$/, actions: /^xray:(PutTraceSegments|PutTelemetryRecords|GetSamplingRules|GetSamplingTargets)$/, reason: 'X-Ray tracing: these actions take no resource.' },
  { finding: /^Resource::\*$/, actions: /^logs:(CreateLogDelivery|GetLogDelivery|UpdateLogDelivery|DeleteLogDelivery|ListLogDeliveries|PutResourcePolicy|DescribeResourcePolicies|DescribeLogGroups)$/, reason: 'Step Functions logging: the vended log delivery actions take no resource.' },
  { finding: /^Resource::\*$/, actions: /^cloudfront:(CreateInvalidation|GetInvalidation)$/, reason: 'CDK BucketDeployment invalidates the site\'s distribution after an upload.' },
];

/** cdk-nag's flattening of a CloudFormation reference (cdk-nag/lib/utils/flatten-cfn-reference). */
function flatten(node: unknown): string {
  if (node === undefined) return '';
  if (typeof node === 'string') return node.replace(/\$\{/g, '<').replace(/\}/g, '>');
  const o = node as Record<string, unknown>;
  if (o['Fn::Join']) {
    const [delimiter, items] = o['Fn::Join'] as [string, unknown[]];
    return items.map(flatten).join(delimiter);
  }
  if (o['Fn::Sub']) return flatten(o['Fn::Sub']);
  if (o['Fn::GetAtt']) {
    const [resource, attribute] = o['Fn::GetAtt'] as [unknown, unknown];
    return `<${flatten(resource)}.${flatten(attribute)}>`;
  }
  if (o['Fn::ImportValue']) return flatten(o['Fn::ImportValue']);
  if (o.Ref) return `<${flatten(o.Ref)}>`;
  return JSON.stringify(node);
}

const asArray = (x: unknown): unknown[] => (Array.isArray(x) ? x : [x]);

interface Statement {
  Effect?: string;
  Action?: unknown;
  Resource?: unknown;
}

/** The IAM5 acknowledgments a policy document earns: finding id → reason. */
export function allowedWildcards(document: { Statement?: Statement[] }): Map<string, string> {
  const verdict = new Map<string, string | null>();
  for (const statement of document.Statement ?? []) {
    if (statement.Effect !== 'Allow') continue;
    const actions = asArray(statement.Action).map(String);
    const findings = [
      ...actions.filter((a) => a.includes('*')).map((a) => `Action::${a}`),
      ...asArray(statement.Resource).map(flatten).filter((r) => r.includes('*')).map((r) => `Resource::${r}`),
    ];
    for (const finding of findings) {
      const allowance = WILDCARD_ALLOWANCES.find((a) => a.finding.test(finding) && actions.every((action) => a.actions.test(action)));
      // One statement outside every allowance keeps the finding reported for the whole policy.
      verdict.set(finding, verdict.get(finding) === null || !allowance ? null : allowance.reason);
    }
  }
  return new Map([...verdict].filter((e): e is [string, string] => e[1] !== null));
}

/** Acknowledges, on each IAM policy under `scope`, the grant wildcards WILDCARD_ALLOWANCES allow. */
export function acknowledgeGrantWildcards(scope: IConstruct): void {
  scope.node.addValidation({
    validate() {
      for (const node of scope.node.findAll()) {
        if (!(node instanceof CfnPolicy)) continue;
        const document = Stack.of(node).resolve(node.policyDocument) as { Statement?: Statement[] };
        for (const [finding, reason] of allowedWildcards(document)) {
          Validations.of(node).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
        }
      }
      return [];
    },
  });
}
