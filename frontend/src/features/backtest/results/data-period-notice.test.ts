import { describe, expect, it } from 'vitest';
import { shouldScrollToResults } from '../common/backtest-layout';
import { dataShortfall } from './data-period-notice';

describe('dataShortfall', () => {
  it('says nothing when the data covers the request (a weekend or holiday start is no shortfall)', () => {
    expect(dataShortfall({ start_date: '2024-01-01', end_date: '2024-12-31' }, { start_date: '2024-01-02', end_date: '2024-12-31' })).toBeNull();
    expect(dataShortfall({ start_date: '2023-12-30', end_date: '2024-12-29' }, { start_date: '2024-01-02', end_date: '2024-12-27' })).toBeNull();
    expect(dataShortfall(null, { start_date: '2024-01-02', end_date: '2024-12-31' })).toBeNull();
  });

  it('names the dates the data reached when it ends early or starts late', () => {
    expect(dataShortfall({ start_date: '2024-01-02', end_date: '2027-06-30' }, { start_date: '2024-01-02', end_date: '2025-12-31' })).toBe(
      'This run covers 2024-01-02 → 2025-12-31 only: the data ends on 2025-12-31, before the requested end 2027-06-30.',
    );
    expect(dataShortfall({ start_date: '2019-01-02', end_date: '2022-12-30' }, { start_date: '2021-07-29', end_date: '2022-12-30' })).toBe(
      'This run covers 2021-07-29 → 2022-12-30 only: the data starts on 2021-07-29, after the requested start 2019-01-02.',
    );
  });
});

describe('shouldScrollToResults', () => {
  it('scrolls when the results start below the upper part of the screen (stacked on a phone), not when visible', () => {
    expect(shouldScrollToResults(1300, 844)).toBe(true);
    expect(shouldScrollToResults(120, 950)).toBe(false);
    expect(shouldScrollToResults(-400, 844)).toBe(true);
  });
});
