import { describe, expect, it } from 'vitest';
import type { BacktestResult, CoveredBacktestResult } from '../../contracts/results';
import type { Contract } from '../../contracts/contract';
import type { OptionChainProvider } from '../market/market-data';
import { withQuoteSources } from './quote-provenance';

const contract = (id: string, quote_source?: 'modeled' | 'imported'): Contract => ({
  id, call_or_put: 'put', strike: 280, expiry_date: '2019-07-19', last_trade_price: 1, bid_price: 0.9, ask_price: 1.1, volume: 1, open_interest: 1,
  underlying_price: 290, delta: -0.3, gamma: 0.02, theta: -0.05, vega: 0.3, rho: -0.05, bid_implied_volatility: 0.14, ask_implied_volatility: 0.15,
  ...(quote_source ? { quote_source } : {}),
});

/** Imported data cover July 2019 only. */
const chains = { source: (date: string) => (date >= '2019-07-01' ? 'imported' : 'modeled') } as unknown as OptionChainProvider;

const head = { start_balance: 1, end_balance: 1, total_pnl: 0, total_return_pct: 0, win_rate: 0, max_drawdown_pct: 0, cagr_pct: 0, sharpe_ratio: null, total_trades: 2, data_period: { start_date: '2019-06-03', end_date: '2019-07-19' }, diagnostics: { skipped_entries: [], notes: [] } };

function spreads(data_source: BacktestResult['data_source']): BacktestResult {
  const trade = (entry: string, exit: string, legs: Contract[], exitLegs: Contract[]) => ({
    entry_date: entry, exit_date: exit, pnl: 0, entry_margin_required: 0, entry_capital_required: 0, reason: 'EXPIRATION',
    entry_contracts: legs.map((c) => ({ contract: c, side: 'short' as const, quantity: 1 })), exit_contracts: exitLegs.map((c) => ({ contract: c, side: 'long' as const, quantity: 1 })),
  });
  return {
    ...head, data_source, equity_curve: [], benchmark_prices: [],
    trades: [
      trade('2019-06-03', '2019-06-21', [contract('A')], [contract('A')]),
      trade('2019-07-01', '2019-07-19', [contract('B', 'imported'), contract('C', 'modeled')], [contract('B', 'imported'), contract('C', 'imported')]),
    ],
  };
}

describe('withQuoteSources', () => {
  it('leaves a model-only result as it is', () => {
    const result = spreads('modeled');
    expect(withQuoteSources(result, chains)).toBe(result);
  });

  it('tags every contract and flags a modeled quote on an imported day in the reason and the diagnostics', () => {
    const out = withQuoteSources(spreads('mixed'), chains);
    expect(out.trades[0]?.entry_contracts[0]?.contract.quote_source).toBe('modeled');
    expect(out.trades[0]?.reason).toBe('EXPIRATION');
    expect(out.trades[1]?.entry_contracts.map((l) => l.contract.quote_source)).toEqual(['imported', 'modeled']);
    expect(out.trades[1]?.reason).toBe('EXPIRATION [modeled quote on an imported day, the imported chain lacks it: C on 2019-07-01]');
    expect(out.diagnostics.notes).toEqual([expect.stringMatching(/^1 trade used a modeled quote on a day the imported chain covers/)]);
  });

  it("says a modeled quote stood in for a vendor row set aside as a pre-split ghost, not that the chain lacks it, and counts the rows", () => {
    const ghostChains = { ...chains, source: chains.source, preSplitGhost: (_date: string, _expiry: string, _type: string, strike: number) => strike === 625 } as unknown as OptionChainProvider;
    const ghost = (id: string): Contract => ({ ...contract(id, 'modeled'), strike: 625 });
    const result = spreads('imported');
    result.trades[1] = { ...result.trades[1]!, entry_contracts: [{ contract: ghost('G'), side: 'short', quantity: 1 }, { contract: contract('C', 'modeled'), side: 'long', quantity: 1 }] };
    const out = withQuoteSources(result, ghostChains);
    expect(out.trades[1]?.reason).toContain("[modeled quote on an imported day, the vendor's row set aside as a pre-split ghost (a pre-split strike left in a post-split file, frozen or no price of the day): G on 2019-07-01]");
    expect(out.trades[1]?.reason).toContain('[modeled quote on an imported day, the imported chain lacks it: C on 2019-07-01]');
    expect(out.diagnostics.notes).toContainEqual(expect.stringMatching(/^1 trade used a modeled quote in place of 1 vendor row set aside as pre-split ghosts: .*pre_split_ghosts/));
  });

  it('tags the covered trade log the same way', () => {
    const covered: CoveredBacktestResult = {
      ...head, data_source: 'imported', net_premium_received: 0, equity_curve: [], benchmark_prices: [],
      trades: [{ entry_date: '2019-07-01', exit_date: '2019-07-19', entry_position: { contract: contract('D', 'imported'), side: 'short', quantity: 1, price: 1 }, exit_position: null, pnl: 0, exit_scenario: 1, reason: 'Expired', premium_received: 100 }],
    };
    const out = withQuoteSources(covered, chains);
    expect(out.trades[0]?.entry_position.contract.quote_source).toBe('imported');
    expect(out.diagnostics.notes).toEqual([]);
  });

  it('flags fills at a vendor last price (last-only data) in the reason and names the days, listing at most ten', () => {
    const lastOnly = (id: string): Contract => ({ ...contract(id, 'imported'), bid_price: 1, ask_price: 1, last_trade_price: 1, last_only: true });
    const days = Array.from({ length: 12 }, (_, i) => `2019-07-${String(i + 1).padStart(2, '0')}`);
    const result: BacktestResult = {
      ...spreads('imported'),
      trades: days.map((d) => ({
        entry_date: d, exit_date: '2019-07-19', pnl: 0, entry_margin_required: 0, entry_capital_required: 0, reason: 'EXPIRATION',
        entry_contracts: [{ contract: lastOnly(`L${d}`), side: 'short' as const, quantity: 1 }], exit_contracts: [{ contract: contract('B', 'imported'), side: 'long' as const, quantity: 1 }],
      })),
    };
    const out = withQuoteSources(result, chains);
    expect(out.trades[0]?.reason).toBe("EXPIRATION [filled at the vendor's last price, no bid/ask that day (last-price-only data, no spread paid): L2019-07-01 at $1.00 on 2019-07-01]");
    expect(out.diagnostics.notes).toEqual([
      expect.stringMatching(/^12 trades filled at a last price on 12 days whose imported data have no bid\/ask .*days: 2019-07-01, 2019-07-02, .*2019-07-10 and 2 more\.$/),
    ]);
  });

  it('says the imputed spread of a last-only fill (bid < ask) with its last, bid/ask and fill, in a note of its own', () => {
    const imputed: Contract = { ...contract('I', 'imported'), last_trade_price: 5.07, bid_price: 4.95, ask_price: 5.2, last_only: true };
    const result: BacktestResult = {
      ...spreads('imported'),
      trades: [{
        entry_date: '2019-07-01', exit_date: '2019-07-19', pnl: 0, entry_margin_required: 0, entry_capital_required: 0, reason: 'EXPIRATION',
        entry_contracts: [{ contract: imputed, side: 'short' as const, quantity: 1, price: 5 }], exit_contracts: [{ contract: contract('B', 'imported'), side: 'long' as const, quantity: 1 }],
      }],
    };
    const out = withQuoteSources(result, chains);
    expect(out.trades[0]?.reason).toBe(
      "EXPIRATION [last-price-only data, no bid/ask that day: a spread of the model's width imputed around the vendor's last (on the tick, rounded outward), the fill paying the run's slippage share of it: I on 2019-07-01: last $5.07, imputed bid/ask $4.95/$5.20, filled at $5.00]",
    );
    expect(out.diagnostics.notes).toEqual([expect.stringMatching(/^1 trade filled on 1 day whose imported data have no bid\/ask .*spread imputed .*days: 2019-07-01\.$/)]);
  });

  it("flags a vendor last outside the day's bid/ask (priced at the midpoint) with both prices, only when fills read the last", () => {
    const stale: Contract = { ...contract('S', 'imported'), last_trade_price: 1.4, bid_price: 0.9, ask_price: 1.1 };
    const result: BacktestResult = {
      ...spreads('imported'),
      trades: [{
        entry_date: '2019-07-01', exit_date: '2019-07-19', pnl: 0, entry_margin_required: 0, entry_capital_required: 0, reason: 'EXPIRATION',
        // Sold from the $1.00 midpoint less the slippage: the fill the trade booked, $0.95.
        entry_contracts: [{ contract: stale, side: 'short' as const, quantity: 1, price: 0.95 }, { contract: contract('B', 'imported'), side: 'long' as const, quantity: 1 }],
        exit_contracts: [],
      }],
    };
    const out = withQuoteSources(result, chains);
    // The midpoint the fill read and the fill itself, so the flag reconciles with the trade's fill
    // (it said 'priced at $1.00', the midpoint, while the trade filled at $0.95).
    expect(out.trades[0]?.reason).toBe(
      "EXPIRATION [vendor last price outside that day's bid/ask (a trade earlier that day or on an earlier day), the bid/ask midpoint read instead: S on 2019-07-01: last $1.40, bid/ask $0.90/$1.10, midpoint $1.00; filled at $0.95 (slippage and tick included)]",
    );
    // A leg without its fill (a result saved before legs carried one) says the fill is not the midpoint.
    const unfilled = { ...result, trades: result.trades.map((t) => ({ ...t, entry_contracts: t.entry_contracts.map(({ price: _price, ...l }) => l) })) };
    expect(withQuoteSources(unfilled, chains).trades[0]?.reason).toBe(
      "EXPIRATION [vendor last price outside that day's bid/ask (a trade earlier that day or on an earlier day), the bid/ask midpoint read instead: S on 2019-07-01: last $1.40, bid/ask $0.90/$1.10, midpoint $1.00; the fill adds the modelled slippage (this result keeps no fill price)]",
    );
    expect(out.diagnostics.notes).toEqual([expect.stringMatching(/^1 trade had a contract whose imported last price lay outside that day's bid\/ask/)]);
    const mid = withQuoteSources({ ...result, costs: { commission_per_contract: 0, commission_per_share: 0, slippage_pct_of_spread: 0, price_source: 'mid' } }, chains);
    expect(mid.trades[0]?.reason).toBe('EXPIRATION');
    expect(mid.diagnostics.notes).toEqual([]);
  });

  it('flags nothing of a leg settled at expiration (no price of its quote was read), but still of a later leg filled that day', () => {
    // The SPXW sample's 2565 put expired worthless on 2018-02-28 (last 0.10, bid/ask 0.00/0.05): its
    // trade said it was 'priced at 0.03' (4 of 86 single-leg expirations on the sample said so).
    const stale: Contract = { ...contract('S', 'imported'), last_trade_price: 0.1, bid_price: 0, ask_price: 0.05 };
    const later: Contract = { ...stale, id: 'L', expiry_date: '2019-08-16' };
    const result: BacktestResult = {
      ...spreads('imported'),
      trades: [{
        entry_date: '2019-07-01', exit_date: '2019-07-19', pnl: 0, entry_margin_required: 0, entry_capital_required: 0, reason: 'Expiration', exit_scenario: 'EXPIRATION',
        entry_contracts: [{ contract: contract('S', 'imported'), side: 'short' as const, quantity: 1 }, { contract: { ...contract('L', 'imported'), expiry_date: '2019-08-16' }, side: 'long' as const, quantity: 1 }],
        exit_contracts: [{ contract: stale, side: 'short' as const, quantity: 1, price: 0 }, { contract: later, side: 'long' as const, quantity: 1, price: 0 }],
      }],
    };
    const out = withQuoteSources(result, chains);
    // The later long leg, sold with no bid, received nothing: its flag says so beside the midpoint.
    expect(out.trades[0]?.reason).toBe(
      "Expiration [vendor last price outside that day's bid/ask (a trade earlier that day or on an earlier day), the bid/ask midpoint read instead: L on 2019-07-19: last $0.10, bid/ask $0.00/$0.05, midpoint $0.025; filled at $0.00 (no bid)]",
    );
    expect(out.trades[0]?.exit_contracts.map((l) => l.contract.quote_source)).toEqual(['imported', 'imported']);
  });
});
