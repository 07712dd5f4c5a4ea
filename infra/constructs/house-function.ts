/**
 * Every Lambda of the app is built here, with the house defaults: Node 24 on arm64, bundled by
 * esbuild as ESM, X-Ray tracing, its own log group with a retention, memory and timeout chosen per
 * function. Permissions are granted by the caller through grant* methods only.
 */
import { Duration, RemovalPolicy, Size, Validations } from 'aws-cdk-lib';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type ICommandHooks } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { repoPath } from '../paths';

export interface HouseFunctionProps {
  /** Repo-relative module that exports `handler`. */
  entry: string;
  memoryMb: number;
  timeoutSeconds: number;
  /** /tmp size when the 512 MB default is too small (the chain upload import copies the file there). */
  ephemeralStorageMb?: number;
  environment?: Record<string, string>;
  /** Extra bundling for functions that ship files beside the code (the market dataset). */
  commandHooks?: ICommandHooks;
}

export class HouseFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: HouseFunctionProps) {
    super(scope, id);
    const logGroup = (this.logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    }));
    this.fn = new NodejsFunction(this, 'Fn', {
      entry: repoPath(props.entry),
      handler: 'handler',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memoryMb,
      timeout: Duration.seconds(props.timeoutSeconds),
      ...(props.ephemeralStorageMb ? { ephemeralStorageSize: Size.mebibytes(props.ephemeralStorageMb) } : {}),
      tracing: Tracing.ACTIVE,
      logGroup,
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
      projectRoot: repoPath('.'),
      depsLockFilePath: repoPath('package-lock.json'),
      bundling: {
        format: OutputFormat.ESM,
        target: 'node24',
        minify: true,
        sourceMap: true,
        // ESM bundles still meet CommonJS dependencies that call require().
        banner: "import { createRequire as __cr } from 'module'; const require = __cr(import.meta.url);",
        // The v3 SDK is in the Lambda runtime, but bundling pins the version we test against.
        externalModules: [],
        commandHooks: props.commandHooks,
      },
    });
    // The managed policy is CloudWatch Logs write access only (CreateLogStream/PutLogEvents).
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: 'AWS-managed Lambda logging policy: log streams and events only, kept current by AWS.',
    });
  }
}
