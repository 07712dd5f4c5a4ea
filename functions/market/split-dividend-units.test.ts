import { describe, expect, it } from 'vitest';
import { loadMarketData } from './load-market-data';
import { dividendBeforeNextDay, dividendSchedule } from '../../shared/engine/strategy/early-assignment';
import { createDividendsAhead } from '../../shared/engine/strategy/early-put-exercise';

/**
 * The bundled day nearest a split on an ex-date: NVDA's 10-for-1 effective Mon 2024-06-10 and its
 * first post-split dividend, $0.01 a share ($0.10 a pre-split share, declared 2024-05-22), ex Tue
 * 06-11. Its eve is the split's day, so the eve's close, strikes and dividend are all post-split;
 * before the split every amount is per pre-split share (the split-on-the-ex-date case itself, which
 * the data lacks, is built in shared/engine/strategy/split-on-ex-date.test.ts).
 */
describe('NVDA 2024-06: dividends in the units of each day around a 10-for-1', () => {
  it('the eve (the split day) weighs 0.01 a share against a post-split close, no split between', async () => {
    const m = await loadMarketData('NVDA', { store: null });
    expect(m.bars.find((b) => b.date === '2024-06-07')?.close).toBeCloseTo(1208.88, 2);
    expect(m.bars.find((b) => b.date === '2024-06-10')?.close).toBeCloseTo(121.79, 2);
    const s = dividendSchedule(m.dividends, m.splits);
    expect(dividendBeforeNextDay(s, '2024-06-10', '2024-06-11')).toEqual({ dividend: 0.01, exDate: '2024-06-11' });
    expect(dividendBeforeNextDay(s, '2024-06-07', '2024-06-10')).toBeUndefined();
  });

  it('the expected dividends: the last gone ex before the notice, the declared 0.10 a pre-split share in it, 0.01 from the split', async () => {
    const m = await loadMarketData('NVDA', { store: null });
    const ahead = createDividendsAhead({ ...m, ticker: 'NVDA' });
    const pv = (date: string) => ahead.presentValue(date, '2024-06-21', 0);
    // 06-05, six days before the ex-date: the forecast, 03-05's 0.04 a pre-split share.
    expect(pv('2024-06-05')).toBeCloseTo(0.04, 6);
    // 06-07, within the 5-day notice, pre-split: the declared 0.01 × 10.
    expect(pv('2024-06-07')).toBeCloseTo(0.1, 6);
    // 06-10, post-split: 0.01 a share; 06-11, gone ex: none before 06-21.
    expect(pv('2024-06-10')).toBeCloseTo(0.01, 6);
    expect(pv('2024-06-11')).toBe(0);
  });
});
