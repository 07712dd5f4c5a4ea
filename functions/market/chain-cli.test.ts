import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ContractSchema } from '../../shared/contracts/contract';
import { runChainCli } from './chain-cli';
import { importedSampleFolder } from './chains/testing/imported-sample';

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
