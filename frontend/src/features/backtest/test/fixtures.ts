import type { BacktestResult, Contract, CoveredBacktestResult, CoveredTrade, Trade } from '../lib/shared';

// Results shaped exactly as the contracts say the server writes them, for tests and the bench.

export function contract(overrides: Partial<Contract> = {}): Contract {
  return {
    id: 'SPY240216C00500000',
    call_or_put: 'call',
    strike: 500,
    expiry_date: '2024-02-16',
    last_trade_price: 3.2,
    bid_price: 3.1,
    ask_price: 3.3,
    volume: 1200,
    open_interest: 5400,
    underlying_price: 485.12,
    delta: 0.3012,
    gamma: 0.01234,
    theta: -0.0876,
    vega: 0.4567,
    rho: 0.1234,
    bid_implied_volatility: 0.1523,
    ask_implied_volatility: 0.1588,
    ...overrides,
  };
}

export function coveredTrade(i: number, overrides: Partial<CoveredTrade> = {}): CoveredTrade {
  const day = String((i % 28) + 1).padStart(2, '0');
  const month = String((Math.floor(i / 28) % 12) + 1).padStart(2, '0');
  const year = 2010 + Math.floor(i / 336);
  const entry = `${year}-${month}-${day}`;
  return {
    entry_date: entry,
    exit_date: entry,
    entry_position: { contract: contract({ expiry_date: '2030-01-18' }), side: 'short', quantity: 1, price: 3.2 },
    exit_position: { contract: contract({ last_trade_price: 1.1, expiry_date: '2030-01-18' }), side: 'long', quantity: 1, price: 1.1 },
    pnl: i % 3 === 0 ? -50 : 210,
    exit_scenario: (i % 4) + 1 as 1 | 2 | 3 | 4,
    reason: i % 2 === 0 ? 'Take profit: 80% of the credit captured' : 'Expired out of the money',
    premium_received: 320,
    ...overrides,
  };
}

export function coveredResult(overrides: Partial<CoveredBacktestResult> = {}): CoveredBacktestResult {
  return {
    start_balance: 50_000,
    end_balance: 51_000,
    total_pnl: 1000,
    total_return_pct: 2,
    win_rate: 66.67,
    max_drawdown_pct: 4.5,
    cagr_pct: 1.98,
    sharpe_ratio: 0.85,
    total_trades: 2,
    data_period: { start_date: '2024-01-02', end_date: '2024-01-05' },
    data_source: 'modeled',
    diagnostics: { skipped_entries: [], notes: [] },
    net_premium_received: 640,
    equity_curve: [['2024-01-02', 50_000], ['2024-01-03', 50_400], ['2024-01-05', 51_000]],
    benchmark_prices: [['2024-01-02', 472.65], ['2024-01-03', 468.79], ['2024-01-05', 467.92]],
    trades: [coveredTrade(0, { entry_date: '2024-01-02', exit_date: '2024-01-05' }), coveredTrade(1, { entry_date: '2024-01-03', exit_date: '2024-01-05', exit_position: null, exit_scenario: 'EARLY_ASSIGNMENT' })],
    ...overrides,
  };
}

export function standardTrade(overrides: Partial<Trade> = {}): Trade {
  return {
    entry_date: '2024-01-02',
    exit_date: '2024-01-20',
    entry_contracts: [
      { contract: contract({ id: 'A', strike: 480, last_trade_price: 8, call_or_put: 'call' }), side: 'long', quantity: 1 },
      { contract: contract({ id: 'B', strike: 500, last_trade_price: 3, call_or_put: 'call' }), side: 'short', quantity: 1 },
    ],
    exit_contracts: [
      { contract: contract({ id: 'A', strike: 480, last_trade_price: 12, call_or_put: 'call' }), side: 'short', quantity: 1 },
    ],
    pnl: 150,
    entry_margin_required: 500,
    entry_capital_required: 500,
    reason: 'percentage_profit 10% reached',
    exit_scenario: 'percentage_profit',
    ...overrides,
  };
}

export function standardResult(overrides: Partial<BacktestResult> = {}): BacktestResult {
  return {
    start_balance: 100_000,
    end_balance: 100_150,
    total_pnl: 150,
    total_return_pct: 0.15,
    win_rate: 100,
    max_drawdown_pct: 0.2,
    cagr_pct: 0.15,
    sharpe_ratio: null,
    total_trades: 1,
    data_period: { start_date: '2024-01-02', end_date: '2024-01-20' },
    data_source: 'modeled',
    diagnostics: { skipped_entries: [], notes: [] },
    equity_curve: [{ date: '2024-01-02', equity: 100_000 }, { date: '2024-01-20', equity: 100_150 }],
    benchmark_prices: [{ date: '2024-01-02', price: 250 }, { date: '2024-01-20', price: 260 }],
    trades: [standardTrade()],
    ...overrides,
  };
}
