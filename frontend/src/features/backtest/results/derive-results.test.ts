import { describe, expect, it } from 'vitest';
import { contract, coveredResult, coveredTrade, standardResult, standardTrade } from '../test/fixtures';
import { benchmarkLine, benchmarkSeriesName } from './chart-option';
import { deriveResults } from './derive-results';
import { deriveCoveredTrade, deriveStandardTrade, exitDeliverable, legDollarPnl, legPnl, splitAdjusted } from './derive-trades';

describe('deriveResults on a covered result', () => {
  const derived = deriveResults(coveredResult());

  it('builds pnlHistory from [date, value] pairs against the start balance', () => {
    expect(derived.mode).toBe('covered');
    expect(derived.pnlHistory).toEqual([
      { date: '2024-01-02', cumulativePnL: 0 },
      { date: '2024-01-03', cumulativePnL: 400 },
      { date: '2024-01-05', cumulativePnL: 1000 },
    ]);
  });

  it('keeps the percentages and metrics; an older result without benchmark_equity buys and holds the start balance, price only', () => {
    expect(derived).toMatchObject({
      totalPnL: 1000, winRate: 66.67, maxDrawdown: 4.5, cagrPercent: 1.98, sharpeRatio: 0.85, totalTrades: 2,
      startBalance: 50_000, endBalance: 51_000, netPremiumReceived: 640, benchmarkEquity: null,
    });
    expect(derived.benchmark_prices[0]).toEqual({ date: '2024-01-02', price: 472.65 });
    // 50,000 / 472.65 shares: the line starts at 0, not at 100 shares less the start balance (−2,735).
    expect(derived.benchmarkShares).toBeCloseTo(50_000 / 472.65, 9);
    expect(benchmarkLine(derived)[0]?.value).toBeCloseTo(0, 9);
    expect(benchmarkSeriesName(derived)).toBe('Benchmark (Buy & Hold), price only');
    expect(benchmarkSeriesName({ benchmarkEquity: [] })).toBe('Benchmark (Buy & Hold)');
  });

  it('derives per-trade fields; codes become names and strings are kept', () => {
    const [first, second] = derived.trades;
    expect(first).toMatchObject({
      index: 0, entryDate: '2024-01-02', exitDate: '2024-01-05', pnl: -50, exitScenario: 'EXPIRATION',
      reason: 'Take profit: 80% of the credit captured', strategy: 'Covered Call', entryPrice: 3.2, exitPrice: 1.1,
      contractType: 'call', strikePrice: 500, quantity: 1, positionType: 'short',
    });
    expect(first?.dte).toBe(2208);
    expect(first?.pnlPercent).toBeCloseTo((-50 / 320) * 100);
    expect(first?.entry_contracts).toHaveLength(1);
    expect(first?.exit_contracts[0]?.contract.last_trade_price).toBe(1.1);
    expect(second).toMatchObject({ exitScenario: 'EARLY_ASSIGNMENT', exitPrice: null });
    expect(second?.exit_contracts).toEqual([null]);
    expect(second?.entryMarginRequired).toBeUndefined();
  });

  it('prices a covered leg at its fill, so a catch-stop exit at the stop level agrees with the trade P&L', () => {
    // Sold at 2.44; the stop (2x credit) filled at 4.88 while the day closed at 5.55.
    const trade = coveredTrade(0, {
      pnl: -244,
      entry_position: { contract: contract({ last_trade_price: 2.44 }), side: 'short', quantity: 1, price: 2.44 },
      exit_position: { contract: contract({ last_trade_price: 5.55 }), side: 'long', quantity: 1, price: 4.88 },
    });
    const derived = deriveCoveredTrade(trade, 0);
    const [entry] = derived.entry_contracts;
    const [exit] = derived.exit_contracts;
    expect(exit?.fillPrice).toBe(4.88);
    expect(legPnl(entry!, exit ?? null)).toBeCloseTo(-2.44);
  });

  it('handles an empty covered result', () => {
    const empty = deriveResults(coveredResult({ equity_curve: [], benchmark_prices: [], trades: [], total_trades: 0 }));
    expect(empty.pnlHistory).toEqual([]);
    expect(empty.trades).toEqual([]);
    expect(empty.benchmark_prices).toEqual([]);
    expect(empty.benchmarkShares).toBe(0);
  });
});

describe('deriveResults on a standard result', () => {
  const derived = deriveResults(standardResult(), { strategyName: 'Bull Call Spread' });

  it('builds pnlHistory from {date, equity} and shares from the start balance', () => {
    expect(derived.mode).toBe('spreads');
    expect(derived.pnlHistory).toEqual([
      { date: '2024-01-02', cumulativePnL: 0 },
      { date: '2024-01-20', cumulativePnL: 150 },
    ]);
    expect(derived.benchmarkShares).toBe(400);
    expect(benchmarkLine(derived).map((p) => p.value)).toEqual([0, 4000]);
    expect(derived.sharpeRatio).toBeNull();
    // short 3.00 credit − long 8.00 debit, per 100 shares
    expect(derived.netPremiumReceived).toBe(-500);
  });

  it('pairs entry and exit contracts by index and takes the first leg for the trade fields', () => {
    const trade = derived.trades[0];
    expect(trade?.entry_contracts.map((l) => l.contract.id)).toEqual(['A', 'B']);
    expect(trade?.exit_contracts.map((l) => l?.contract.id ?? null)).toEqual(['A', null]);
    expect(trade).toMatchObject({
      strategy: 'Bull Call Spread', entryPrice: 8, exitPrice: 12, contractType: 'call', strikePrice: 480,
      quantity: 1, positionType: 'long', entryMarginRequired: 500, entryCapitalRequired: 500,
      exitScenario: 'percentage_profit', pnlPercent: 30, dte: 45,
    });
  });

  it('computes leg P&L: long exit − entry, short entry − exit', () => {
    const trade = derived.trades[0];
    const [long] = trade?.entry_contracts ?? [];
    expect(long && legPnl(long, trade?.exit_contracts[0] ?? null)).toBe(4);
    expect(long && legPnl({ ...long, side: 'short' }, trade?.exit_contracts[0] ?? null)).toBe(-4);
    expect(long && legPnl(long, null)).toBeNull();
  });

  it('handles an empty standard result and the 10000 default benchmark start', () => {
    const empty = deriveResults(standardResult({ equity_curve: [], benchmark_prices: [], trades: [], total_trades: 0 }));
    expect(empty.pnlHistory).toEqual([]);
    expect(empty.trades).toEqual([]);
    expect(empty.benchmarkShares).toBe(0);
    expect(empty.netPremiumReceived).toBe(0);
    expect(benchmarkLine({ benchmark_prices: [{ date: 'd', price: 200 }], benchmarkShares: 100, startBalance: null, benchmarkEquity: null })[0]?.value).toBe(10_000);
  });
});

describe('a multi-leg leg at its fill (the result\'s per-leg price)', () => {
  // The real SPXW sample's $5 condor of 2018-01-04 (imported quotes, 54 units): the 2765 call's last
  // 6.30 lay outside its 5.10/5.40 quote, so it sold at the mid less a quarter of the spread, 5.175;
  // it settled at the close 2823.8101 for 58.8101 (the contract reads 58.81, to the cent).
  const sold = { contract: contract({ id: 'SPXW180131C02765000', strike: 2765, last_trade_price: 6.3, bid_price: 5.1, ask_price: 5.4 }), side: 'short' as const, quantity: 54 };
  const settled = { contract: contract({ id: 'SPXW180131C02765000', strike: 2765, last_trade_price: 58.81, bid_price: 58.81, ask_price: 58.81 }), side: 'short' as const, quantity: 54 };
  const trade = standardTrade({ entry_contracts: [{ ...sold, price: 5.175 }], exit_contracts: [{ ...settled, price: 58.8101 }] });

  it('carries the fill as the leg\'s price: the leg P&L is the one booked, not the last prices\'', () => {
    const derived = deriveStandardTrade(trade, 0, 'Iron Condor');
    const [entry] = derived.entry_contracts;
    const [exit] = derived.exit_contracts;
    expect([entry?.fillPrice, exit?.fillPrice, derived.entryPrice, derived.exitPrice]).toEqual([5.175, 58.8101, 5.175, 58.8101]);
    // −(58.8101 − 5.175) × 54 × 100; at the last prices it read −(58.81 − 6.30) × 5,400 = −283,554.00.
    expect(legDollarPnl(entry!, exit ?? null)).toBe(-289_629.54);
  });

  it('a result saved before legs carried their price still shows the last prices', () => {
    const derived = deriveStandardTrade(standardTrade({ entry_contracts: [sold], exit_contracts: [settled] }), 0, 'Iron Condor');
    expect(derived.entry_contracts[0]?.fillPrice).toBeUndefined();
    expect(legDollarPnl(derived.entry_contracts[0]!, derived.exit_contracts[0] ?? null)).toBe(-283_554);
    expect(derived.entryPrice).toBe(6.3);
  });

  it('nets the premium at the entry fills', () => {
    // Short 2 × 3.00 (last 3.20) and long 1 × 8.05 (last 8.00): 600 − 805.
    const legs = standardTrade({ entry_contracts: [
      { contract: contract({ last_trade_price: 3.2 }), side: 'short', quantity: 2, price: 3 },
      { contract: contract({ last_trade_price: 8 }), side: 'long', quantity: 1, price: 8.05 },
    ] });
    expect(deriveResults(standardResult({ trades: [legs] })).netPremiumReceived).toBe(-205);
  });
});

describe('leg dollars after a split while the position was open', () => {
  const put = (strike: number, last: number) => contract({ id: `SPY240216P${String(strike * 1000).padStart(8, '0')}`, call_or_put: 'put', strike, last_trade_price: last });

  it('adds the legs up to the trade through a 4-for-1 split (1 contract at 8.00 in, 4 at 1.50 out)', () => {
    // A put credit spread: short the 400 put at 8.00, long the 380 at 5.00; a 4-for-1 split makes
    // each 4 contracts of the 100 and 95 puts, closed at 1.50 and 0.80. Cash: +800 − 500 in,
    // −600 + 320 out: +$20.00 before commissions.
    const trade = standardTrade({
      entry_contracts: [
        { contract: put(400, 8), side: 'short', quantity: 1, price: 8 },
        { contract: put(380, 5), side: 'long', quantity: 1, price: 5 },
      ],
      exit_contracts: [
        { contract: put(100, 1.5), side: 'short', quantity: 4, price: 1.5 },
        { contract: put(95, 0.8), side: 'long', quantity: 4, price: 0.8 },
      ],
      pnl: 20,
    });
    const derived = deriveStandardTrade(trade, 0, 'Put Credit Spread');
    const legs = derived.entry_contracts.map((leg, i) => legDollarPnl(leg, derived.exit_contracts[i] ?? null));
    // Per share × the entry's 1 contract × 100 read +$650.00 and −$420.00.
    expect(legs).toEqual([200, -180]);
    expect((legs[0] ?? 0) + (legs[1] ?? 0)).toBe(derived.pnl);
    expect(derived.entry_contracts.map((leg, i) => splitAdjusted(leg, derived.exit_contracts[i]!))).toEqual([true, true]);
  });

  it('counts the shares a contract delivers after a split that is not whole (3-for-2: 150 shares each)', () => {
    // OCC keeps the 1 contract and divides the strike: 150 to 100, each delivering 150 shares.
    const entry = { contract: put(150, 6), side: 'short' as const, quantity: 1, fillPrice: 6 };
    const exit = { contract: put(100, 3), side: 'short' as const, quantity: 1, fillPrice: 3 };
    expect(exitDeliverable(entry, exit)).toBe(150);
    // +600 in, −3.00 × 150 = −450 out.
    expect(legDollarPnl(entry, exit)).toBe(150);
  });

  it('leaves a leg no split touched at per share × contracts × 100', () => {
    const entry = { contract: put(400, 8), side: 'long' as const, quantity: 3, fillPrice: 8 };
    const exit = { contract: put(400, 9.25), side: 'long' as const, quantity: 3, fillPrice: 9.25 };
    expect(splitAdjusted(entry, exit)).toBe(false);
    expect(legDollarPnl(entry, exit)).toBe(375);
  });
});

describe('benchmark equity (issue 14 item 5)', () => {
  it('draws the server buy-and-hold equity minus the start balance when present', () => {
    const derived = deriveResults(standardResult({ benchmark_equity: [{ date: '2024-01-02', equity: 100_000 }, { date: '2024-01-20', equity: 104_500 }] }));
    expect(benchmarkLine(derived)).toEqual([{ date: '2024-01-02', value: 0 }, { date: '2024-01-20', value: 4_500 }]);
    // No server figure: the return comes from the series, (104500 − 100000) / 100000 = 4.5 %.
    expect(derived.benchmarkReturnPercent).toBeCloseTo(4.5, 10);
  });
  it('keeps the old shares × price line for results saved without it', () => {
    const derived = deriveResults(standardResult());
    // 100000 / 250 = 400 shares; at 260: 104000 − 100000.
    expect(benchmarkLine(derived).at(-1)?.value).toBe(4_000);
    expect(derived.benchmarkReturnPercent).toBeNull();
  });
});

describe('exit scenario chip text', () => {
  it('names codes, keeps strings and shows N/A when a spreads trade has none', () => {
    const derived = deriveResults(standardResult({ trades: [{ ...standardResult().trades[0]!, exit_scenario: undefined }] }));
    expect(derived.trades[0]?.exitScenario).toBe('N/A');
    const covered = deriveResults(coveredResult({ trades: [1, 2, 3, 4].map((code) => ({ ...coveredResult().trades[0]!, exit_scenario: code as 1 | 2 | 3 | 4 })) }));
    expect(covered.trades.map((t) => t.exitScenario)).toEqual(['EXPIRATION', 'BOUGHT_BACK', 'ASSIGNMENT', 'ROLLED']);
  });
});

describe('run information', () => {
  it('carries the period, the data source and the skipped reasons by days, most first', () => {
    const derived = deriveResults(coveredResult({
      diagnostics: {
        skipped_entries: [
          { date: '2024-01-02', reason: 'no contract within tolerance' },
          { date: '2024-01-03', reason: 'volume below 100' },
          { date: '2024-01-04', reason: 'volume below 100' },
        ],
        notes: ['range clipped to the data'],
      },
    }));
    expect(derived.dataPeriod).toEqual({ start_date: '2024-01-02', end_date: '2024-01-05' });
    expect(derived.dataSource).toBe('modeled');
    expect(derived.skippedReasons.map((g) => [g.reason, g.days, g.first, g.last])).toEqual([
      ['volume below 100', 2, '2024-01-03', '2024-01-04'],
      ['no contract within tolerance', 1, '2024-01-02', '2024-01-02'],
    ]);
    expect(derived.notes).toEqual(['range clipped to the data']);
  });
  it("a stored skip reason's large numbers read with thousands separators and its minimum volume in words (a result saved before too), the stored text unchanged", () => {
    const stored = 'no call with volume >= 10000000 at the chosen expiration';
    const result = coveredResult({ diagnostics: { skipped_entries: [{ date: '2024-01-02', reason: stored }, { date: '2024-01-03', reason: stored }], notes: [] } });
    const derived = deriveResults(result);
    const shown = 'no call with a volume of at least 10,000,000 at the chosen expiration';
    expect(derived.skippedReasons[0]?.reason).toBe(shown);
    expect(derived.skippedReasons[0]?.entries.map((e) => e.reason)).toEqual([shown, shown]);
    expect(result.diagnostics.skipped_entries[0]?.reason).toBe(stored);
  });
  it("the engine's words of today ('with a volume of at least 10,000,000') read and group as a saved result's old ones do", () => {
    const old = 'no call with volume >= 10000000 at the chosen expiration';
    const today = 'no call with a volume of at least 10,000,000 at the chosen expiration';
    const result = coveredResult({ diagnostics: { skipped_entries: [{ date: '2024-01-02', reason: old }, { date: '2024-01-03', reason: today }], notes: [] } });
    const derived = deriveResults(result);
    expect(derived.skippedReasons.map((g) => [g.reason, g.days, g.first, g.last])).toEqual([[today, 2, '2024-01-02', '2024-01-03']]);
  });
  it("a saved miss's bare tolerance reads in its unit and groups with today's words", () => {
    const old = 'Leg 1 child 1: no put with volume >= 100 within tolerance 2.5 of the parent strike − 5';
    const today = 'Leg 1 child 1: no put with a volume of at least 100 within the $2.50 tolerance of the parent strike − 5';
    const derived = deriveResults(coveredResult({ diagnostics: { skipped_entries: [{ date: '2024-01-02', reason: old }, { date: '2024-01-03', reason: today }], notes: [] } }));
    expect(derived.skippedReasons.map((g) => [g.reason, g.days])).toEqual([[today, 2]]);
  });
  it("a saved liquidity note quotes the skip list in the words the list now shows", () => {
    const note = 'Liquidity filter on modeled data: the minimum volume of 100 contracts was checked against modeled volume on all 3 days. It stopped an entry or roll on 2 days (listed as skipped: "no … with volume >= 100").';
    const derived = deriveResults(coveredResult({ diagnostics: { skipped_entries: [], notes: [note] } }));
    expect(derived.notes).toEqual([note.replace('with volume >= 100', 'with a volume of at least 100')]);
  });
  it("a saved note's counts read grouped, as a fresh run writes them (audit 20 F3)", () => {
    const note = 'Liquidity filter on modeled data: the minimum volume of 3000 contracts was checked against modeled volume on 1300 of 2500 days. It stopped an entry or roll on 1200 days (listed as skipped: "no … with volume >= 3000").';
    const fresh = 'Liquidity filter on modeled data: the minimum volume of 3,000 contracts was checked against modeled volume on 1,300 of 2,500 days. It stopped an entry or roll on 1,200 days (listed as skipped: "no … with a volume of at least 3,000").';
    expect(deriveResults(coveredResult({ diagnostics: { skipped_entries: [], notes: [note] } })).notes).toEqual([fresh]);
    expect(deriveResults(coveredResult({ diagnostics: { skipped_entries: [], notes: [fresh] } })).notes).toEqual([fresh]);
  });
});
