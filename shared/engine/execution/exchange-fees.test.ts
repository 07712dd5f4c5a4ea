import { describe, expect, it } from 'vitest';
import { createCostModel } from './cost-model';
import { SPX_CUSTOMER_FEE_RATES, exchangeFeePerContract, exchangeFeeTable, rateOn, type ExchangeFeeRate } from './exchange-fees';

describe('exchange fee table (Cboe SPX customer fee)', () => {
  it("SPX fills pay Cboe's $0.44 of the Fees Schedule of February 7, 2019, which the table cites", () => {
    expect(SPX_CUSTOMER_FEE_RATES[0]).toMatchObject({ from: '2019-02-07', perContract: 0.44 });
    expect(SPX_CUSTOMER_FEE_RATES[0]!.source).toContain('Fees Schedule - February 7, 2019');
    expect(exchangeFeePerContract('SPX', '2019-02-07')).toBe(0.44);
    expect(exchangeFeePerContract('spx', '2024-06-03')).toBe(0.44);
  });

  it('a date before the first sourced row pays that row (no earlier source: README says so)', () => {
    expect(exchangeFeePerContract('SPX', '2018-01-02')).toBe(0.44);
  });

  it('multi-listed tickers carry no exchange fee', () => {
    expect(exchangeFeeTable('SPY')).toBeUndefined();
    expect(exchangeFeePerContract('SPY', '2020-01-02')).toBe(0);
    expect(exchangeFeePerContract('AAPL', '2020-01-02')).toBe(0);
  });

  it('a date picks the latest row that took effect on or before it', () => {
    const table: ExchangeFeeRate[] = [
      { from: '2015-01-01', perContract: 0.3, source: 'a' },
      { from: '2019-02-07', perContract: 0.44, source: 'b' },
      { from: '2023-05-01', perContract: 0.5, source: 'c' },
    ];
    expect(rateOn(table, '2014-06-30')?.perContract).toBe(0.3);
    expect(rateOn(table, '2019-02-06')?.perContract).toBe(0.3);
    expect(rateOn(table, '2019-02-07')?.perContract).toBe(0.44);
    expect(rateOn(table, '2023-04-30')?.perContract).toBe(0.44);
    expect(rateOn(table, '2023-05-01')?.perContract).toBe(0.5);
  });
});

describe('cost model: the exchange fee is part of a fill\'s commission', () => {
  it('SPX: $0.65 broker + $0.44 Cboe a contract, and says how much was the fee', () => {
    const cost = createCostModel({ commissionPerContract: 0.65, exchangeFees: true, ticker: 'SPX' });
    expect(cost.commission(10, '2020-03-02')).toBe(10.9);
    expect(cost.exchangeFee(10, '2020-03-02')).toBe(4.4);
    expect(cost.commission(-3, '2020-03-02')).toBe(3.27);
  });

  it('off, or on a ticker without a fee, the commission is the broker\'s alone', () => {
    expect(createCostModel({ commissionPerContract: 0.65, exchangeFees: false, ticker: 'SPX' }).commission(10, '2020-03-02')).toBe(6.5);
    const spy = createCostModel({ commissionPerContract: 0.65, exchangeFees: true, ticker: 'SPY' });
    expect(spy.commission(10, '2020-03-02')).toBe(6.5);
    expect(spy.exchangeFee(10, '2020-03-02')).toBe(0);
  });
});
