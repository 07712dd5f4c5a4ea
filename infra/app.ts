/** CDK entry point (cdk.json "app"): `npm run synth`, `npm run deploy`, `npm run destroy`. */
import { App } from 'aws-cdk-lib';
import { buildApp } from './build-app';

buildApp(new App());
