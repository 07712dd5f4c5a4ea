import { describe, expect, it } from 'vitest';
import type { Bar, OptionChainProvider } from '../market/market-data';
import { modeledLiquidityNote } from './liquidity-note';

const bar = (date: string): Bar => ({ date, open: 1, high: 1, low: 1, close: 1, volume: 1 });
const bars = ['2024-01-02', '2024-01-03', '2024-01-04'].map(bar);
/** Only `source` is read: imported on the listed days, modeled elsewhere. */
const chains = (importedDays: string[]) => ({ source: (d: string) => (importedDays.includes(d) ? 'imported' : 'modeled') }) as unknown as OptionChainProvider;

describe('modeled liquidity note', () => {
  it('says in words that the minimum volume read modeled volume, on how many days', () => {
    const all = modeledLiquidityNote(chains([]), bars, 100);
    expect(all).toMatch(/^Liquidity filter on modeled data: the minimum volume of 100 contracts was checked against modeled volume on all 3 days/);
    expect(all).toContain('not against contracts that really traded');
    expect(modeledLiquidityNote(chains(['2024-01-03']), bars, 50)).toContain('minimum volume of 50 contracts was checked against modeled volume on 2 of 3 days');
  });

  it('counts the days the filter stopped an entry', () => {
    expect(modeledLiquidityNote(chains([]), bars, 100, 2)).toContain('It stopped an entry or roll on 2 days (listed as skipped: "no … with a volume of at least 100").');
    expect(modeledLiquidityNote(chains([]), bars, 100, 1)).toContain('on 1 day (');
    expect(modeledLiquidityNote(chains([]), bars, 100, 0)).not.toContain('It stopped');
  });

  it('is absent when no filter applied or every day was real', () => {
    expect(modeledLiquidityNote(chains([]), bars, 0)).toBeUndefined();
    expect(modeledLiquidityNote(chains(bars.map((b) => b.date)), bars, 100)).toBeUndefined();
  });

  it('groups its counts as the product groups dollars: 15 years of days, a four-digit minimum', () => {
    const years = Array.from({ length: 3774 }, (_, i) => bar(`d${String(i).padStart(5, '0')}`));
    const note = modeledLiquidityNote(chains([]), years, 1000, 1113);
    expect(note).toMatch(/^Liquidity filter on modeled data: the minimum volume of 1,000 contracts was checked against modeled volume on all 3,774 days/);
    expect(note).toContain('It stopped an entry or roll on 1,113 days (listed as skipped: "no … with a volume of at least 1,000").');
  });
});
