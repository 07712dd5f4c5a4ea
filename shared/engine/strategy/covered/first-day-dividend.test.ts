import { describe, expect, it } from 'vitest';
import { createSyntheticMarket } from '../../testing/synthetic-market';
import { coveredRequest, leg } from '../../testing/covered-fixtures';
import { runCoveredBacktest } from './run-covered';

// Audit 10: the start holdings are bought at the first close. A dividend going ex that day belongs to
// whoever held the shares the evening before (buying on the ex-date, at its close, is buying without
// it), so the strategy does not receive it, as the buy-and-hold benchmark bought at the same close
// does not (benchmark.ts). It had been credited: a SPY covered call started on the ex-date
// 2019-03-15 read $123.31 of dividends it never held the shares for, above its own benchmark.
const dates = ['2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05'];
const market = createSyntheticMarket({
  bars: dates.map((date) => ({ date, close: 100 })),
  quotes: [],
  dividends: [{ exDate: '2024-01-02', amount: 1 }, { exDate: '2024-01-04', amount: 0.5 }],
  rate: 0,
});

describe('a covered run started on an ex-date', () => {
  it('receives no dividend on its first day, and the next ones on the shares it holds', () => {
    const result = runCoveredBacktest(coveredRequest({ start_type: 'covered_call', min_volume_for_entry: 0, covered_call_config: leg() }), market);
    expect(result.start_balance).toBe(10_000);
    // 100 shares bought at the first close: only the 0.50 of 4 Jan is theirs.
    expect(result.dividends_received).toBe(50);
    expect(result.equity_curve).toEqual([['2024-01-02', 10_000], ['2024-01-03', 10_000], ['2024-01-04', 10_050], ['2024-01-05', 10_050]]);
    // The benchmark, bought at the same close, reinvests the same one dividend.
    expect(result.benchmark_equity?.at(-1)?.[1]).toBe(10_050);
  });
});
