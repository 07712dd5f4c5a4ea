import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalAws, TEST_CREDENTIALS, TEST_REGION, type LocalAws } from '../../testing/local-aws';
import { BUCKETS } from '../../platform/resources';
import { loadMarketData } from '../load-market-data';
import { importChains } from './import-chains';
import { createS3ChainStore } from './s3-chain-store';

const FIXTURE = new URL('./fixtures/SPXW_2018-01-02_to_2018-02-28.csv.gz', import.meta.url).pathname;

describe('chain store in S3 (s3rver)', () => {
  let aws: LocalAws;
  let client: S3Client;
  beforeAll(async () => {
    aws = await startLocalAws();
    client = new S3Client({ endpoint: aws.s3Endpoint, region: TEST_REGION, credentials: TEST_CREDENTIALS, forcePathStyle: true });
  });
  afterAll(async () => {
    client.destroy();
    await aws.stop();
  });

  it('imports the SPXW sample into the bucket and the loader prices those days from it', async () => {
    const store = createS3ChainStore(client, aws.env[BUCKETS.marketData.envVar] ?? '');
    const report = await importChains([FIXTURE], undefined, { store });
    expect(report.quality.SPX?.days).toBe(40);
    expect(await store.listYears('SPX')).toEqual(['2018']);
    expect(await store.readPartition('SPX', '2019')).toBeUndefined();
    const market = await loadMarketData('SPX', { store, range: { start: '2018-01-02', end: '2018-03-30' } });
    expect(market.options.source('2018-01-17')).toBe('imported');
    expect(market.options.quote('2018-01-17', '2018-01-31', 'put', 2805)).toMatchObject({ bid_price: 20.3, ask_price: 20.8 });
  });
});
