import { describe, expect, it } from 'vitest';
import { runCoveredBacktest } from '../strategy/covered/run-covered';
import { oneContractMarket } from '../testing/one-contract';
import { createSyntheticMarket } from '../testing/synthetic-market';
import { coveredRequest, leg } from '../testing/covered-fixtures';
import { EngineError } from './engine-error';

const request = (range: { start_date: string; end_date: string } = { start_date: '2000-01-01', end_date: '2100-01-01' }) =>
  coveredRequest({ start_type: 'covered_call', min_volume_for_entry: 0, covered_call_config: leg({ DTE_target: 17 }) }, range);

describe('fail fast on bad data, naming the row', () => {
  it('stops on a NaN close', () => {
    const market = oneContractMarket({ closes: [100, Number.NaN, 100], prices: [1, 1, 1] });
    expect(() => runCoveredBacktest(request(), market)).toThrow(EngineError);
    expect(() => runCoveredBacktest(request(), market)).toThrow(/^Bad price data: TEST on 2024-01-03 has \w+ NaN$/);
  });
  it('stops on a negative option price', () => {
    const market = oneContractMarket({ closes: [100, 100, 100], prices: [1, -0.5, 1] });
    expect(() => runCoveredBacktest(request(), market)).toThrow('Bad option data: TEST240119C00105000 on 2024-01-03 has last_trade_price -0.5');
  });
  it('stops on a crossed bid/ask', () => {
    const market = createSyntheticMarket({
      bars: [{ date: '2024-01-02', close: 100 }, { date: '2024-01-03', close: 100 }],
      quotes: [{ date: '2024-01-02', expiry: '2024-01-19', type: 'call', strike: 105, price: 1, bid: 1.2, ask: 1.1 }],
    });
    expect(() => runCoveredBacktest(request(), market)).toThrow('crossed quote (bid 1.2 > ask 1.1)');
  });
});

describe('date range', () => {
  it('is clipped to the data and data_period says what ran', () => {
    const market = oneContractMarket({ closes: [100, 100, 100, 100], prices: [1, 1, 1, 1] });
    const r = runCoveredBacktest(request({ start_date: '2023-06-01', end_date: '2024-01-04' }), market);
    expect(r.data_period).toEqual({ start_date: '2024-01-02', end_date: '2024-01-04' });
    expect(r.equity_curve.map(([d]) => d)).toEqual(['2024-01-02', '2024-01-03', '2024-01-04']);
  });
  it('with no trading day in range is an error naming the data range', () => {
    const market = oneContractMarket({ closes: [100, 100], prices: [1, 1] });
    expect(() => runCoveredBacktest(request({ start_date: '2025-01-01', end_date: '2025-02-01' }), market)).toThrow(
      'No trading days for TEST between 2025-01-01 and 2025-02-01; data covers 2024-01-02 to 2024-01-03',
    );
  });
});
