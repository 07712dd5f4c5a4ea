import { describe, expect, it } from 'vitest';
import { runDataCommand } from './cli-commands';

const capture = () => {
  const io = { stdout: '', stderr: '', out: (t: string) => void (io.stdout += t), err: (t: string) => void (io.stderr += t) };
  return io;
};

describe('data CLI', () => {
  it('coverage prints only JSON with first, last and rows per ticker', async () => {
    const io = capture();
    expect(await runDataCommand(['coverage'], io)).toBe(0);
    const json = JSON.parse(io.stdout) as Record<string, { first: string; last: string; rows: number }>;
    expect(Object.keys(json)).toHaveLength(19);
    expect(json['SPY']).toMatchObject({ first: '2010-01-04' });
    expect(json['SPY']?.rows).toBeGreaterThan(3900);
    expect(io.stderr).toBe('');
  });

  it('rejects an unknown command with the usage on stderr', async () => {
    const io = capture();
    expect(await runDataCommand(['bogus'], io)).toBe(2);
    expect(io.stdout).toBe('');
    expect(io.stderr).toContain('usage: npm run -s data -- build');
  });

  it('import-chains takes --store or --bucket (each with its value), not both', async () => {
    await expect(runDataCommand(['import-chains', 'a.csv', '--bucket'], capture())).rejects.toThrow('--bucket needs a bucket name');
    await expect(runDataCommand(['import-chains', 'a.csv', '--store', '--bucket', 'b'], capture())).rejects.toThrow('--store needs a folder');
    await expect(runDataCommand(['import-chains', 'a.csv', '--store', 'dir', '--bucket', 'b'], capture())).rejects.toThrow('give --store or --bucket, not both');
  });

  it('import-chains needs a file', async () => {
    await expect(runDataCommand(['import-chains'], capture())).rejects.toThrow('import-chains needs at least one FILE');
  });
});
