import { beforeAll, describe, expect, it } from 'vitest';
import type { Trade } from '../../../shared/contracts';
import { runMultiLegBacktest } from '../../../shared/engine';
import { createFillModel } from '../../../shared/engine/execution/fill-model';
import { exchangeFeeTable, rateOn } from '../../../shared/engine/execution/exchange-fees';
import { payoffRange } from '../../../shared/engine/strategy/multileg/value-bounds';
import type { MarketData } from '../../../shared/engine/market/market-data';
import { loadMarketData } from '../load-market-data';
import { createFolderChainStore } from './chain-store';
import { importedSampleFolder } from './testing/imported-sample';
import { SAMPLE_COMMISSION, SAMPLE_SPREADS, sampleCondor, sampleSpreads, type SamplePriceSource } from './spxw-sample-runs';

/**
 * The most a contract can cost a fill: the broker's commission and Cboe's SPX fee of the day, at its
 * dearest premium tier (the sample runs are new requests: on).
 */
const perContract = (date: string): number => {
  const row = rateOn(exchangeFeeTable('SPX') ?? [], date);
  return SAMPLE_COMMISSION + Math.max(0, ...(row?.tiers ?? []).map((t) => t.perContract));
};
const condor = (wing: number, priceSource: SamplePriceSource) => sampleCondor(wing, priceSource);

/**
 * The most a condor can lose: its wider side's width on every contract, plus the commissions (Cboe's
 * SPX fee included) of four legs in and out and the slippage paid (a quarter of each leg's spread, in and out). A fill
 * at a stale last (the sample's 2765 call of 2018-01-24: last 88.96, bid/ask 74.30/76.70) broke it
 * 5.6 times over.
 */
function mostItCanLose(trade: Trade): number {
  const legs = trade.entry_contracts;
  const strikes = (type: 'put' | 'call') => legs.filter((l) => l.contract.call_or_put === type).map((l) => l.contract.strike);
  const width = Math.max(...(['put', 'call'] as const).map((t) => Math.max(...strikes(t)) - Math.min(...strikes(t))));
  const quantity = legs[0]?.quantity ?? 0;
  const spreadPaid = [...legs, ...trade.exit_contracts].reduce((s, l) => s + 0.25 * (l.contract.ask_price - l.contract.bid_price) * l.quantity * 100, 0);
  return width * 100 * quantity + 4 * quantity * (perContract(trade.entry_date) + perContract(trade.exit_date)) + spreadPaid;
}

/**
 * SPX's market data over the fixture imported into a fresh folder store, for the tests of the
 * describe it is called in (imported before them, the folder removed after them).
 */
function importedMarket(dirPrefix: string): () => MarketData {
  const folder = importedSampleFolder(dirPrefix);
  let market: MarketData | undefined;
  beforeAll(async () => {
    market = await loadMarketData('SPX', { store: createFolderChainStore(folder()), range: { start: '2018-01-02', end: '2018-02-28' } });
  }, 60_000);
  return () => {
    if (!market) throw new Error('market data not loaded');
    return market;
  };
}

describe('a defined-risk spread on real imported quotes never loses more than its width', () => {
  const market = importedMarket('chains-defined-risk-');

  for (const wing of [5, 10, 25]) {
    for (const source of ['last', 'mid'] as const) {
      it(`$${wing} wings, price source ${source}`, () => {
        const result = runMultiLegBacktest(condor(wing, source), market());
        expect(result.data_source).toBe('imported');
        expect(result.trades.length).toBeGreaterThan(0);
        for (const trade of result.trades) expect(-trade.pnl).toBeLessThanOrEqual(mostItCanLose(trade));
      });
    }
  }

  it('shows a settled leg at the intrinsic value it settled at, not the vendor\'s last of the expiry day', () => {
    // The $5 condor held to expiry: January's SPXW 2765 call last traded at 60.53 on 2018-01-31,
    // before the close of 2823.81 that settled it at 58.81.
    const result = runMultiLegBacktest(condor(5, 'last'), market());
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

type Legs = ReturnType<typeof condor>['strategy']['legs'];
const spreads = sampleSpreads;

/**
 * The most a same-expiry position can lose: what its entry fills paid above its least payoff at
 * expiration (a credit spread: width − credit; a butterfly: its debit), plus a commission (Cboe's
 * SPX fee included) on every contract in and out. Nothing else: no one pays more than a spread can pay to close it.
 */
function exactMostItCanLose(trade: Trade, priceSource: 'last' | 'mid'): number {
  const fill = createFillModel({ priceSource, slippageFractionOfSpread: 0.25, ticker: 'SPX' });
  const units = Math.min(...trade.entry_contracts.map((l) => l.quantity));
  const perUnit = trade.entry_contracts.map((l) => ({ side: l.side, type: l.contract.call_or_put, strike: l.contract.strike, quantity: l.quantity / units }));
  const entryValue = trade.entry_contracts.reduce((v, l) => v + (l.side === 'long' ? 1 : -1) * (l.quantity / units) * fill.fill(l.contract, l.side === 'long' ? 'buy' : 'sell', trade.entry_date), 0);
  const contracts = trade.entry_contracts.reduce((n, l) => n + l.quantity, 0);
  return (entryValue - payoffRange(perUnit).min) * 100 * units + contracts * (perContract(trade.entry_date) + perContract(trade.exit_date)) + 0.01 * trade.entry_contracts.length * 2;
}

describe('verticals and butterflies on real imported quotes never lose more than they can', () => {
  const market = importedMarket('chains-spreads-');

  // Without the bounds: the $5 put spread of 2018-01-26 (2855/2850, 27 units, credit $2,403) was
  // bought back on 2018-01-30 for 7.80 a spread and lost $18,727 (its most: $11,167); the $10 call
  // butterfly of 2018-01-02 (75 units, debit $9,937.50) was sold on 2018-01-12 for −6.08 and lost $55,890.
  const cases = SAMPLE_SPREADS;
  for (const [name, legs] of cases) {
    for (const source of ['last', 'mid'] as const) {
      it(`${name}, price source ${source}`, () => {
        const result = runMultiLegBacktest(spreads(legs, source), market());
        expect(result.data_source).toBe('imported');
        expect(result.trades.length).toBeGreaterThan(0);
        for (const trade of result.trades) expect(-trade.pnl).toBeLessThanOrEqual(exactMostItCanLose(trade, source));
      });
    }
  }

  it('a calendar on days that list one expiry opens nothing (its legs would be one contract bought and sold)', () => {
    // Without the check: a 20/50-DTE call calendar bought and sold SPXW180131C02700000 333 times on
    // 2018-01-02 and lost $97,436 of slippage on a $9,990 requirement; the run ended at −$198,496.
    const calendar: Legs = [{
      side: 'short', option_type: 'call', quantity: 1, dte_target: 20, target_strike_condition: { type: 'delta', value: 0.5 }, entry_conditions: [],
      children: [{ side: 'long', option_type: 'call', quantity: 1, dte_target: 50, strike_offset: 0, strike_offset_tolerance: 0, entry_conditions: [] }],
    }];
    const result = runMultiLegBacktest(spreads(calendar, 'last'), market());
    expect(result.trades).toEqual([]);
    expect(result.diagnostics.skipped_entries[0]?.reason).toMatch(/^Leg 1 and Leg 1 child 1 found the same contract \(SPXW180131C\d+\), one bought and one sold: they cancel/);
  });
});
