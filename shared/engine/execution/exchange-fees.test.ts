import { describe, expect, it } from 'vitest';
import { createCostModel } from './cost-model';
import { SPX_CUSTOMER_FEE_RATES, exchangeFeePerContract, exchangeFeeTable, feeRatesText, rateOn, tierRate, type ExchangeFeeRate } from './exchange-fees';

describe('exchange fee table (Cboe SPX customer fee)', () => {
  it("cites each row's document: the Fees Schedule of February 7, 2019 and the fee codes effective November 1, 2024", () => {
    expect(SPX_CUSTOMER_FEE_RATES.map((r) => r.from)).toEqual(['2019-02-07', '2024-11-01']);
    expect(SPX_CUSTOMER_FEE_RATES[0]!.source).toContain('Fees Schedule - February 7, 2019');
    expect(SPX_CUSTOMER_FEE_RATES[1]!.source).toContain('Effective November 1, 2024');
  });

  it('from 2019-02-07 to 2024-10-31 a fill pays $0.44 whatever its premium', () => {
    for (const premium of [0.05, 0.99, 1, 25]) {
      expect(exchangeFeePerContract('SPX', '2019-02-07', premium)).toBe(0.44);
      expect(exchangeFeePerContract('spx', '2024-10-31', premium)).toBe(0.44);
    }
  });

  it('from 2024-11-01 a fill under a $1.00 premium pays $0.36, one at $1.00 or more $0.45', () => {
    expect(exchangeFeePerContract('SPX', '2024-11-01', 0.05)).toBe(0.36);
    expect(exchangeFeePerContract('SPX', '2024-11-01', 0.99)).toBe(0.36);
    expect(exchangeFeePerContract('SPX', '2024-11-01', 1)).toBe(0.45);
    expect(exchangeFeePerContract('SPX', '2025-06-02', 42.5)).toBe(0.45);
    // A premium a hair under $1.00 from float arithmetic (0.7 + 0.3) is $1.00.
    expect(exchangeFeePerContract('SPX', '2025-06-02', 0.7 + 0.3 - 1e-12)).toBe(0.45);
  });

  it('a date before the first sourced row pays that row (no earlier source: README says so)', () => {
    expect(exchangeFeePerContract('SPX', '2010-01-04', 0.5)).toBe(0.44);
    expect(exchangeFeePerContract('SPX', '2018-01-02', 3)).toBe(0.44);
  });

  it('multi-listed tickers carry no exchange fee', () => {
    expect(exchangeFeeTable('SPY')).toBeUndefined();
    expect(exchangeFeePerContract('SPY', '2020-01-02', 1)).toBe(0);
    expect(exchangeFeePerContract('AAPL', '2025-01-02', 1)).toBe(0);
  });

  it('a date picks the latest row that took effect on or before it, a premium the last tier it reaches', () => {
    const table: ExchangeFeeRate[] = [
      { from: '2015-01-01', tiers: [{ fromPremium: 0, perContract: 0.3 }], source: 'a' },
      { from: '2019-02-07', tiers: [{ fromPremium: 0, perContract: 0.44 }], source: 'b' },
      { from: '2023-05-01', tiers: [{ fromPremium: 0, perContract: 0.1 }, { fromPremium: 0.5, perContract: 0.2 }, { fromPremium: 2, perContract: 0.5 }], source: 'c' },
    ];
    expect(rateOn(table, '2014-06-30')?.source).toBe('a');
    expect(rateOn(table, '2019-02-06')?.source).toBe('a');
    expect(rateOn(table, '2019-02-07')?.source).toBe('b');
    expect(rateOn(table, '2023-04-30')?.source).toBe('b');
    const c = rateOn(table, '2023-05-01')!;
    expect([0.1, 0.49, 0.5, 1.99, 2, 10].map((p) => tierRate(c, p))).toEqual([0.1, 0.1, 0.2, 0.2, 0.5, 0.5]);
  });

  it("says the rates a run's dates pay, with the change's date when the run spans it", () => {
    expect(feeRatesText(SPX_CUSTOMER_FEE_RATES, '2010-01-04', '2014-06-30')).toBe('$0.44 a contract a fill');
    expect(feeRatesText(SPX_CUSTOMER_FEE_RATES, '2025-01-02', '2025-06-30')).toBe('$0.36 a contract a fill under a $1.00 premium, $0.45 at $1.00 or more');
    const both = '$0.44 a contract a fill to 2024-10-31; from 2024-11-01, $0.36 a contract a fill under a $1.00 premium, $0.45 at $1.00 or more';
    expect(feeRatesText(SPX_CUSTOMER_FEE_RATES, '2023-01-03', '2024-12-31')).toBe(both);
    expect(feeRatesText(SPX_CUSTOMER_FEE_RATES)).toBe(both);
  });
});

describe("cost model: the exchange fee is part of a fill's commission", () => {
  const cost = createCostModel({ commissionPerContract: 0.65, exchangeFees: true, ticker: 'SPX' });

  it('SPX 2020: $0.65 broker + $0.44 Cboe a contract, and says how much was the fee', () => {
    expect(cost.commission([{ contracts: 10, price: 3 }], '2020-03-02')).toBe(10.9);
    expect(cost.exchangeFee([{ contracts: 10, price: 3 }], '2020-03-02')).toBe(4.4);
    expect(cost.commission([{ contracts: -3, price: 0.2 }], '2020-03-02')).toBe(3.27);
  });

  it('SPX 2025: each fill of an order pays the tier of its own premium', () => {
    // A condor's four legs: two sold under $1.00, two at $1.00 or more.
    const legs = [{ contracts: 2, price: 0.4 }, { contracts: 2, price: 0.95 }, { contracts: 2, price: 1 }, { contracts: 2, price: 3.2 }];
    expect(cost.exchangeFee(legs, '2025-03-03')).toBe(3.24); // 4 × $0.36 + 4 × $0.45
    expect(cost.commission(legs, '2025-03-03')).toBe(8.44); // 8 × $0.65 = $5.20, and the fee
  });

  it("off, or on a ticker without a fee, the commission is the broker's alone", () => {
    expect(createCostModel({ commissionPerContract: 0.65, exchangeFees: false, ticker: 'SPX' }).commission([{ contracts: 10, price: 1 }], '2020-03-02')).toBe(6.5);
    const spy = createCostModel({ commissionPerContract: 0.65, exchangeFees: true, ticker: 'SPY' });
    expect(spy.commission([{ contracts: 10, price: 1 }], '2025-03-03')).toBe(6.5);
    expect(spy.exchangeFee([{ contracts: 10, price: 1 }], '2025-03-03')).toBe(0);
  });
});
