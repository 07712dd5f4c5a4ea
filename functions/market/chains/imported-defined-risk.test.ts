import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BacktestRequestSchema, type Trade } from '../../../shared/contracts';
import { runMultiLegBacktest } from '../../../shared/engine';
import type { MarketData } from '../../../shared/engine/market/market-data';
import { loadMarketData } from '../load-market-data';
import { createFolderChainStore } from './chain-store';
import { importChains } from './import-chains';

const FIXTURE = new URL('./fixtures/SPXW_2018-01-02_to_2018-02-28.csv.gz', import.meta.url).pathname;
const COMMISSION = 0.65;

/** An SPX iron condor on the real SPXW sample: 0.20-delta shorts, long wings `wing` points out. */
const condor = (wing: number, priceSource: 'last' | 'mid') =>
  BacktestRequestSchema.parse({
    ticker: 'SPX', balance: 100_000, start_date: '2018-01-02', end_date: '2018-02-28',
    commission_per_contract: COMMISSION, slippage_pct_of_spread: 25,
    strategy: {
      name: 'condor', ticker: 'SPX', price_source: priceSource, max_open_positions: 1,
      max_margin_percentage_per_position: 20, max_margin_percentage_per_portfolio: 100,
      legs: (['put', 'call'] as const).map((type) => ({
        side: 'short', option_type: type, dte_target: 30, target_strike_condition: { type: 'delta', value: type === 'put' ? -0.2 : 0.2 },
        children: [{ side: 'long', option_type: type, dte_target: 30, strike_offset: type === 'put' ? -wing : wing, strike_offset_tolerance: wing / 2 }],
      })),
      global_exit_conditions: [],
    },
  });

/**
 * The most a condor can lose: its wider side's width on every contract, plus the commissions of
 * four legs in and out and the slippage paid (a quarter of each leg's spread, in and out). A fill
 * at a stale last (the sample's 2765 call of 2018-01-24: last 88.96, bid/ask 74.30/76.70) broke it
 * 5.6 times over.
 */
function mostItCanLose(trade: Trade): number {
  const legs = trade.entry_contracts;
  const strikes = (type: 'put' | 'call') => legs.filter((l) => l.contract.call_or_put === type).map((l) => l.contract.strike);
  const width = Math.max(...(['put', 'call'] as const).map((t) => Math.max(...strikes(t)) - Math.min(...strikes(t))));
  const quantity = legs[0]?.quantity ?? 0;
  const spreadPaid = [...legs, ...trade.exit_contracts].reduce((s, l) => s + 0.25 * (l.contract.ask_price - l.contract.bid_price) * l.quantity * 100, 0);
  return width * 100 * quantity + 8 * COMMISSION * quantity + spreadPaid;
}

describe('a defined-risk spread on real imported quotes never loses more than its width', () => {
  let dir: string;
  let market: MarketData;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'chains-defined-risk-'));
    await importChains([FIXTURE], dir);
    market = await loadMarketData('SPX', { store: createFolderChainStore(dir), range: { start: '2018-01-02', end: '2018-02-28' } });
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  for (const wing of [5, 10, 25]) {
    for (const source of ['last', 'mid'] as const) {
      it(`$${wing} wings, price source ${source}`, () => {
        const result = runMultiLegBacktest(condor(wing, source), market);
        expect(result.data_source).toBe('imported');
        expect(result.trades.length).toBeGreaterThan(0);
        for (const trade of result.trades) expect(-trade.pnl).toBeLessThanOrEqual(mostItCanLose(trade));
      });
    }
  }

  it('shows a settled leg at the intrinsic value it settled at, not the vendor\'s last of the expiry day', () => {
    // The $5 condor held to expiry: January's SPXW 2765 call last traded at 60.53 on 2018-01-31,
    // before the close of 2823.81 that settled it at 58.81.
    const result = runMultiLegBacktest(condor(5, 'last'), market);
    const settled = result.trades.filter((t) => t.exit_scenario === 'EXPIRATION');
    expect(settled.length).toBeGreaterThan(0);
    for (const trade of settled) {
      for (const { contract } of trade.exit_contracts) {
        const intrinsic = Math.max(0, contract.call_or_put === 'call' ? contract.underlying_price - contract.strike : contract.strike - contract.underlying_price);
        expect(contract.last_trade_price).toBeCloseTo(intrinsic, 2);
      }
    }
  });
});
