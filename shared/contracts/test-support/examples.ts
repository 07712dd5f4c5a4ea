import type { Contract } from '../contract';

/** A realistic SPY call as the modeled chain would quote it. */
export const exampleContract = (over: Partial<Contract> = {}): Contract => ({
  id: 'SPY220218C00470000',
  call_or_put: 'call',
  strike: 470,
  expiry_date: '2022-02-18',
  last_trade_price: 6.12,
  bid_price: 6.05,
  ask_price: 6.2,
  volume: 1520,
  open_interest: 10342,
  underlying_price: 463.36,
  delta: 0.38,
  gamma: 0.021,
  theta: -0.154,
  vega: 0.512,
  rho: 0.128,
  bid_implied_volatility: 0.172,
  ask_implied_volatility: 0.176,
  ...over,
});

export const put = exampleContract({ id: 'SPY220218P00450000', call_or_put: 'put', strike: 450, delta: -0.3 });

export const coveredTrade = {
  entry_date: '2022-01-18',
  exit_date: '2022-02-18',
  entry_position: { contract: exampleContract(), side: 'short', quantity: 1, price: 6.12 },
  exit_position: null,
  pnl: 612,
  exit_scenario: 1,
  reason: 'Expired out of the money',
  premium_received: 612,
};

export const coveredResult = {
  start_balance: 46336,
  end_balance: 47410.5,
  total_pnl: 1074.5,
  total_return_pct: 2.32,
  win_rate: 100,
  max_drawdown_pct: 4.1,
  cagr_pct: 12.4,
  sharpe_ratio: null,
  total_trades: 1,
  net_premium_received: 612,
  equity_curve: [['2022-01-18', 46336], ['2022-02-18', 47410.5]],
  benchmark_prices: [['2022-01-18', 463.36], ['2022-02-18', 434.23]],
  data_period: { start_date: '2022-01-18', end_date: '2022-02-18' },
  data_source: 'modeled',
  trades: [coveredTrade],
  diagnostics: { skipped_entries: [{ date: '2022-01-17', reason: 'market holiday' }], notes: ['priced by the chain model'] },
};

export const standardResult = {
  total_pnl: -210,
  win_rate: 0,
  max_drawdown_pct: 0.3,
  sharpe_ratio: -1.2,
  cagr_pct: -2.6,
  total_trades: 1,
  trades: [
    {
      entry_date: '2022-01-18',
      exit_date: '2022-01-28',
      entry_contracts: [{ contract: put, side: 'short', quantity: 1 }],
      exit_contracts: [{ contract: { ...put, last_trade_price: 8.2 }, side: 'short', quantity: 1 }],
      pnl: -210,
      entry_margin_required: 9000,
      entry_capital_required: 9000,
      reason: 'percentage_loss 30% reached',
      exit_scenario: 'percentage_loss',
    },
  ],
  start_balance: 100000,
  end_balance: 99790,
  total_return_pct: -0.21,
  equity_curve: [{ date: '2022-01-18', equity: 100000 }, { date: '2022-01-28', equity: 99790 }],
  benchmark_prices: [{ date: '2022-01-18', price: 463.36 }],
  data_period: { start_date: '2022-01-18', end_date: '2022-01-28' },
  data_source: 'imported',
  diagnostics: { skipped_entries: [], notes: [] },
};

