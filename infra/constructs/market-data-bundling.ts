/**
 * The RunBacktest Lambda reads the bundled market dataset from files beside its code: esbuild
 * bundles the code, and this hook copies functions/market/data into the asset as market-data/.
 */
import type { ICommandHooks } from 'aws-cdk-lib/aws-lambda-nodejs';

export const MARKET_DATA_ASSET_DIR = 'market-data';

export const marketDataBundling: ICommandHooks = {
  beforeBundling: () => [],
  beforeInstall: () => [],
  afterBundling: (inputDir: string, outputDir: string) => [
    `cp -r "${inputDir}/functions/market/data" "${outputDir}/${MARKET_DATA_ASSET_DIR}"`,
  ],
};
