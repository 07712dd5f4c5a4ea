import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { BacktestRequestSchema } from '../../../shared/contracts';
import { runMultiLegBacktest } from '../../../shared/engine';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  it('a one-month backtest reads fewer bytes of the year partition than its size (ranged GETs, counted on the wire)', async () => {
    const bucket = aws.env[BUCKETS.marketData.envVar] ?? '';
    // A separate client whose every GetObject answer is counted (Content-Length of what s3rver sent).
    const counted = new S3Client({ endpoint: aws.s3Endpoint, region: TEST_REGION, credentials: TEST_CREDENTIALS, forcePathStyle: true });
    const wire = { bytes: 0, gets: 0, ranges: [] as string[] };
    counted.middlewareStack.add(
      (next, context) => async (args) => {
        const out = await next(args);
        if (context.commandName === 'GetObjectCommand') {
          const response = out.response as { statusCode?: number; headers: Record<string, string> };
          wire.bytes += Number(response.headers['content-length']);
          wire.gets += 1;
          wire.ranges.push(`${response.statusCode} ${response.headers['content-range']}`);
        }
        return out;
      },
      { step: 'deserialize', name: 'countGetObjectBytes' },
    );
    const size = (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: 'chains/SPX/2018.parquet' }))).ContentLength ?? 0;
    const request = BacktestRequestSchema.parse({
      ticker: 'SPX', start_date: '2018-01-02', end_date: '2018-01-31', balance: 1_000_000, min_volume: 0,
      strategy: {
        name: 'SPX short put', ticker: 'SPX', starting_balance: 1_000_000, min_volume: 0, max_margin_percentage_per_position: 100,
        legs: [{ side: 'short', option_type: 'put', quantity: 1, dte_target: 20, target_strike_condition: { type: 'delta', value: -0.3 }, entry_conditions: [] }],
        global_exit_conditions: [],
      },
    });
    const cacheDir = await mkdtemp(join(tmpdir(), 'chains-s3-int-'));
    const store = createS3ChainStore(counted, bucket, 'chains/', cacheDir);
    const market = await loadMarketData('SPX', { store, range: { start: '2018-01-02', end: '2018-01-31' } });
    const result = runMultiLegBacktest(request, market);
    counted.destroy();
    await rm(cacheDir, { recursive: true, force: true });
    expect(result.data_source).toBe('imported');
    expect(result.trades.length).toBeGreaterThan(0);
    for (const trade of result.trades) for (const leg of trade.entry_contracts) expect(leg.contract.quote_source).toBe('imported');
    // s3rver honours Range (206 with Content-Range): the footer tail and January's row groups only.
    expect(wire.ranges.every((r) => r.startsWith('206 bytes '))).toBe(true);
    expect(wire.gets).toBe(2);
    expect(wire.bytes).toBe(store.fetched.bytes);
    expect(wire.bytes).toBeLessThan(size * 0.75);
    console.log(`one-month run over s3rver: ${wire.bytes} of ${size} bytes in ${wire.gets} ranged GETs`, wire.ranges);
  });
});
