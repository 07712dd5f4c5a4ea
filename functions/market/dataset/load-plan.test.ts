import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergePlans, readPlanFile } from './load-plan';
import { PLAN } from './plan';

const write = (json: unknown) => {
  const path = join(mkdtempSync(join(tmpdir(), 'plan-')), 'plan.json');
  writeFileSync(path, JSON.stringify(json));
  return path;
};

describe('user build plans', () => {
  it('fills defaults and replaces or adds tickers', () => {
    const user = readPlanFile(write([
      { ticker: 'SPY', segments: [{ file: 'mine/SPY.csv', kind: 'raw' }] },
      { ticker: 'DIA', segments: [{ file: 'mine/DIA.csv', kind: 'split-adjusted', basis: '2025-12-31' }] },
    ]));
    expect(user[0]).toMatchObject({ splits: [], dividends: [], checks: [], explainedMoves: [] });
    const merged = mergePlans(PLAN, user);
    expect(merged).toHaveLength(PLAN.length + 1);
    expect(merged.find((p) => p.ticker === 'SPY')?.segments[0]?.file).toBe('mine/SPY.csv');
    expect(merged[merged.length - 1]?.ticker).toBe('DIA');
  });

  it('names every bad field', () => {
    const path = write([{ ticker: 'spy', segments: [{ file: 'a.csv', kind: 'weird', from: '2020/01/01' }] }]);
    expect(() => readPlanFile(path)).toThrow(/0\.ticker: must be an upper-case ticker.*0\.segments\.0\.kind.*0\.segments\.0\.from: must be YYYY-MM-DD/);
  });
});
