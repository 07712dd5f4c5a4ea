import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ContractSchema } from '../../shared/contracts/contract';
import { runChainCli } from './chain-cli';
import { importedSampleFolder } from './chains/testing/imported-sample';
import { importChains, type ImportReport } from './chains/import-chains';
import { LEAN_DIR } from './lean-chains';

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runChainCli(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

describe('npm run chain', () => {
  const sampleStore = importedSampleFolder('chain-cli-');

  it('prints only a JSON array of full contracts for one modeled expiry', async () => {
    const { code, out, err } = await run('--ticker', 'SPX', '--date', '2018-01-17', '--source', 'modeled', '--expiry', '2018-02-16', '--store', sampleStore());
    expect(code).toBe(0);
    expect(err).toBe('');
    const contracts = z.array(ContractSchema).parse(JSON.parse(out));
    expect(contracts.length).toBeGreaterThan(100);
    expect(new Set(contracts.map((c) => c.expiry_date))).toEqual(new Set(['2018-02-16']));
    expect(contracts[0]?.id).toMatch(/^SPX180216C\d{8}$/);
  });

  it('prints the imported contracts of a covered day by default, and with --source imported', async () => {
    const byDefault = await run('--ticker', 'SPX', '--date', '2018-01-17', '--store', sampleStore());
    const imported = await run('--ticker', 'SPX', '--date', '2018-01-17', '--source', 'imported', '--store', sampleStore());
    expect(byDefault.out).toBe(imported.out);
    const contracts = z.array(ContractSchema).parse(JSON.parse(imported.out));
    expect(contracts).toHaveLength(358);
    expect(contracts.find((c) => c.id === 'SPXW180131P02805000')).toMatchObject({ bid_price: 20.3, ask_price: 20.8 });
  });

  it('fails with a message on stderr and nothing on stdout', async () => {
    expect(await run('--ticker', 'SPX', '--date', '2018-03-01', '--source', 'imported', '--store', sampleStore())).toMatchObject({ code: 1, out: '' });
    const unknown = await run('--ticker', 'NOPE', '--date', '2018-01-17');
    expect(unknown).toMatchObject({ code: 1, out: '' });
    expect(unknown.err).toContain("'NOPE'");
    expect(await run('--ticker', 'SPX', '--date', '2018-01-20', '--store', sampleStore())).toMatchObject({ code: 1, out: '' });
    const usage = await run('--date', '2018-01-17');
    expect(usage).toMatchObject({ code: 2, out: '' });
    expect(usage.err).toContain('--ticker is required');
    expect((await run('--ticker', 'SPX', '--date', '2018-01-17', '--source', 'model')).code).toBe(2);
  });
  it('says why a new listing has no contracts before its first options day', async () => {
    const before = await run('--ticker', 'HOOD', '--date', '2021-08-03', '--source', 'modeled');
    expect(before).toMatchObject({ code: 1, out: '' });
    expect(before.err).toContain('no contracts for HOOD on 2021-08-03 (HOOD options were first listed on 2021-08-04)');
    const first = await run('--ticker', 'HOOD', '--date', '2021-08-04', '--source', 'modeled', '--expiry', '2021-08-20');
    expect(first.code).toBe(0);
    expect(z.array(ContractSchema).parse(JSON.parse(first.out)).length).toBeGreaterThan(0);
  });
});

describe('npm run chain on a last-price-only import across a split (LEAN AAPL, the 7:1 of 2014-06-09)', () => {
  let dir: string;
  let report: ImportReport;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'chain-cli-lean-'));
    report = await importChains(['20140605.csv', '20140609.csv'].map((f) => join(LEAN_DIR, 'aapl', f)), dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  const LEAN_DAY = ['--ticker', 'AAPL', '--date', '2014-06-09'];

  it('prints the day as a backtest reads it: ghosts left out and counted, last-only rows with the imputed spread, labelled', async () => {
    const { code, out, err } = await run(...LEAN_DAY, '--expiry', '2014-07-11', '--store', dir);
    expect(code).toBe(0);
    const contracts = z.array(ContractSchema.extend({ imputed_spread: z.literal(true).optional() })).parse(JSON.parse(out));
    // The pre-split 625 call (31.35 on a $93.70 stock) is not listed; its adjusted twin, the 89.29 call, is.
    expect(contracts.find((c) => c.call_or_put === 'call' && c.strike === 625)).toBeUndefined();
    const twin = contracts.find((c) => c.call_or_put === 'call' && c.strike === 89.29);
    expect(twin).toMatchObject({ last_trade_price: 5.05, last_only: true, imputed_spread: true });
    // The engine's width around the close, on the $0.05 tick, against the trader on both sides.
    expect(twin!.bid_price).toBeLessThan(5.05);
    expect(twin!.ask_price).toBeGreaterThan(5.05);
    expect(contracts.every((c) => c.strike < 200)).toBe(true);
    expect(contracts.every((c) => c.imputed_spread === true && c.ask_price > c.bid_price)).toBe(true);
    expect(err).toContain(`${contracts.length} pre-split ghost row(s) left out`);
    expect(err).toContain(`${contracts.length} last-price-only row(s) show the bid and ask a backtest imputes`);
  });

  it('with --raw, prints the stored rows, each ghost labelled; the day\'s ghosts are the import report\'s count', async () => {
    const { code, out, err } = await run(...LEAN_DAY, '--raw', '--store', dir);
    expect(code).toBe(0);
    const contracts = z.array(ContractSchema.extend({ pre_split_ghost: z.literal(true).optional() })).parse(JSON.parse(out));
    const ghost = contracts.find((c) => c.expiry_date === '2014-07-11' && c.call_or_put === 'call' && c.strike === 625);
    expect(ghost).toMatchObject({ pre_split_ghost: true, bid_price: 31.35, ask_price: 31.35 });
    expect(contracts.find((c) => c.expiry_date === '2014-07-11' && c.call_or_put === 'call' && c.strike === 89.29)).toMatchObject({ bid_price: 5.05, ask_price: 5.05 });
    const ghosts = contracts.filter((c) => c.pre_split_ghost === true).length;
    expect(ghosts).toBe(2180);
    expect(report.quality.AAPL?.by_day['2014-06-09']?.pre_split_ghosts).toBe(ghosts);
    expect(err).toContain('2180 pre-split ghost row(s) labelled pre_split_ghost');
    expect((await run(...LEAN_DAY, '--raw', '--source', 'modeled')).code).toBe(2);
  });
});
