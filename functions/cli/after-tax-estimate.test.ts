import { describe, expect, it } from 'vitest';
import { runCoveredBacktest } from '../../shared/engine/strategy/covered/run-covered';
import { oneContractMarket } from '../../shared/engine/testing/one-contract';
import { coveredRequest, itmCallOnLongTermLot, leg } from '../../shared/engine/testing/covered-fixtures';
import { estimateAfterTax, regimeForTicker } from '../../shared/analytics/tax/after-tax';
import { analyticsInputOf } from '../../shared/analytics/analytics-input';
import { readFile } from 'node:fs/promises';
import type { AnyBacktestResult } from '../../shared/contracts';
import { loadMarketData } from '../market/load-market-data';
import { runCli } from './run-cli';
import { afterTaxLines, optionWashSalesLine, parseArgs, runTicker, washSalesLine } from './after-tax-estimate';

describe('after-tax-estimate lines', () => {
  it('says the wash sales applied (IRC §1091): the sales washed, the loss deferred and what is still in shares held at the end', () => {
    expect(washSalesLine({ washedSales: 3, deferred: 1_234.56, stillDeferredAtEnd: 0 })).toBe("wash sales (IRC §1091): 3 share sales at a loss · $1,234.56 deferred into the replacement shares' basis");
    expect(washSalesLine({ washedSales: 1, deferred: 500, stillDeferredAtEnd: 500 })).toBe(
      "wash sales (IRC §1091): 1 share sale at a loss · $500.00 deferred into the replacement shares' basis · $500.00 of it still in shares held at the end (taken in the last year, the shares taxed as if sold)",
    );
  });

  it('says the option wash sales applied apart from the shares\' (IRC §1091, the same contract reopened)', () => {
    expect(optionWashSalesLine({ washedPositions: 2, deferred: 310.5, stillDeferredAtEnd: 0 })).toBe(
      "option wash sales (IRC §1091, the same contract reopened within 30 days): 2 option positions closed at a loss · $310.50 deferred into the replacement options' basis",
    );
    expect(optionWashSalesLine({ washedPositions: 0, deferred: 0, stillDeferredAtEnd: 0 })).toBe('option wash sales (IRC §1091, the same contract reopened within 30 days): no option closed at a loss washed');
  });

  it('prints the pre-tax parts and both estimates of an SPX covered call (covered-spx-tax.test.ts\'s run)', () => {
    // 100 SPX units 100 → 110, a 1.00 dividend, the 95 call sold at 6.00 and bought back at 15.10.
    const market = { ...oneContractMarket({ strike: 95, delta: 0.7, closes: [100, 102, 104, 110], prices: [6, 7.2, 9.1, 15.1], dividends: [{ exDate: '2024-01-04', amount: 1 }] }), ticker: 'SPX' };
    const request = coveredRequest({ start_type: 'covered_call', min_volume_for_entry: 0, covered_call_config: leg({ DTE_target: 17, strike_target_condition: { type: 'delta', delta: 0.7, tolerance: null } }) });
    const result = runCoveredBacktest({ ...request, ticker: 'SPX' }, market);
    const lines = afterTaxLines(result, 'SPX', 35, 15);
    expect(lines).toHaveLength(8);
    expect(lines[0]).toMatch(/^SPX \d{4}-\d{2}-\d{2}\.\.\d{4}-\d{2}-\d{2}, section1256, 35%\/15%$/);
    expect(lines[1]).toContain('P&L +$190.00 · option trades −$910.00 · shares +$1,000.00 · dividends $100.00');
    // 190 short-term after the call's 60/40 parts net with the units' gain: 190 × 35%; the old way 43.70.
    expect(lines[2]).toMatch(/^estimate: tax \$66\.50 · after-tax return /);
    // Index options settle in cash: no option assigned into the units, the same estimate without assigned_options.
    expect(lines[3]).toMatch(/^estimate without assigned_options \(a result saved before it\): tax \$66\.50 · /);
    // The units bought once and held: no sale, no wash sale, the same estimate without the lots.
    expect(lines[4]).toBe('wash sales (IRC §1091): no share sale at a loss washed');
    expect(lines[5]).toMatch(/^estimate without wash sales \(a result saved before lots\): tax \$66\.50 · /);
    // Saved before shares_by_year (with interest by year): the units 60/40 with the call, the dividends
    // ordinary income (the one year, 2024): 90 x (60% x 15% + 40% x 35%) = 20.70 + 100 x 35% = 55.70
    // (43.70 while the dividends were in the 60/40 gain).
    expect(lines[6]).toMatch(/^estimate without shares_by_year \(a result saved before it, its dividends in 2024, the year giving the highest tax\): tax \$55\.70 · /);
    // The SPX call written on the units: an index option is never a qualified covered call (IRC §1092(c)(4)).
    expect(lines[7]).toBe('calls written on the shares (IRC §1092): 1 not qualified (30 days or less, or deep in the money) · 0 qualified in the money · 0 qualified');
  });

  it('reads the filing status from the command line (IRC §1211(b)\'s limit) and refuses an unknown one with a clear error', () => {
    expect(parseArgs(['r.json'])).toEqual({ path: 'r.json', shortRate: 35, longRate: 15 });
    expect(parseArgs(['r.json', '37', '20', '--filing-status=married_filing_separately'])).toEqual({ path: 'r.json', shortRate: 37, longRate: 20, filingStatus: 'married_filing_separately' });
    expect(parseArgs(['--filing-status', 'single_or_joint', 'r.json'])).toEqual({ path: 'r.json', shortRate: 35, longRate: 15, filingStatus: 'single_or_joint' });
    const bad = parseArgs(['r.json', '--filing-status=separate']);
    expect('error' in bad && bad.error).toMatch(/^filing status must be 'single_or_joint' \(single, married filing jointly or head of household: \$3,000 a year of capital loss against income\) or 'married_filing_separately' \(\$1,500\), not "separate"\nusage: /);
    expect('error' in parseArgs(['r.json', '35', '15', '1'])).toBe(true);
    expect(parseArgs(['--help'])).toEqual({ help: expect.stringMatching(/^usage: npx tsx functions\/cli\/after-tax-estimate\.ts request\.json .*--filing-status=/) });
  });

  it('names the filing status and its limit on the first line when given, and estimates with it', () => {
    const market = { ...oneContractMarket({ strike: 95, delta: 0.7, closes: [100, 102, 104, 110], prices: [6, 7.2, 9.1, 15.1], dividends: [{ exDate: '2024-01-04', amount: 1 }] }), ticker: 'SPX' };
    const request = coveredRequest({ start_type: 'covered_call', min_volume_for_entry: 0, covered_call_config: leg({ DTE_target: 17, strike_target_condition: { type: 'delta', delta: 0.7, tolerance: null } }) });
    const result = runCoveredBacktest({ ...request, ticker: 'SPX' }, market);
    const lines = afterTaxLines(result, 'SPX', 35, 15, 'married_filing_separately');
    expect(lines[0]).toMatch(/, section1256, 35%\/15%, married_filing_separately \(\$1,500\.00 of capital loss a year against income\)$/);
    // A winning year: no loss to set against income, the same tax as with $3,000 (covered-spx-tax.test.ts: 66.50).
    expect(lines[2]).toMatch(/^estimate: tax \$66\.50 · /);
  });

  it('names the calls\' losses the straddle rules make long term, and the estimate with them short term (a result saved before)', () => {
    const { request, market } = itmCallOnLongTermLot();
    const lines = afterTaxLines(runCoveredBacktest(request, market), 'TEST', 35, 15);
    expect(lines.at(-3)).toBe('calls written on the shares (IRC §1092): 1 not qualified (30 days or less, or deep in the money) · 0 qualified in the money · 11 qualified · their losses made long term −$1,500.00');
    expect(lines.at(-2)).toMatch(/^estimate with those losses short term \(a result saved before long_term_call_losses\): tax \$/);
    // The loss deferred at the run's end by the lot's gain (§1092(a)): the estimate takes it in that last
    // year, as the lot is taxed as if sold, so not deferring it (a result saved before) gives the same tax.
    const estimate = lines.find((l) => l.startsWith('estimate: '))?.slice('estimate: '.length);
    expect(lines.at(-1)).toBe(`estimate with the calls' losses not deferred (a result saved before deferred_losses): ${estimate}`);
  });

  it('audit 7 run 6 (SPY LEAPS call 2016-2019): its two longs exercised after a year are taxed short term and named', async () => {
    // #0 exercised at the 380-day time stop (+$4,072.70, $21.30 more than its sale) and #1 settled in
    // the money at expiration (+$8,864.70): both taxed long term before, $6,690.22 in all. Short
    // term, #0 adds 4,072.70 × (35% − 15%) = 814.54; #1's 2018 gain then netted against that year's marks
    // of the next LEAPS (−9,052.21 short term outside the trades) either way: $7,504.76. Since the American
    // lattice weighs a dividend due before its first step (2026-12-03, american-price.ts), #0's 185 call
    // is bought at 21.37, not 21.38 (2 contracts: +$2.00): +$4,074.70, tax $7,505.51 and $6,690.57.
    // Since options open at a year's end are taxed when closed (audit 15, F3), the next LEAPS' 2018 marks
    // are its 2019 trade's (−$4,115.30): #1's gain no longer nets against them, so as a sale it would be
    // 8,864.70 at 15% too: the two routes differ by 12,939.40 × 20% = 2,587.88 ($7,505.50 vs $4,917.62).
    const config = 'test/audits/configs7/spy-leaps-call-2016-2019.json';
    const out: string[] = [];
    const code = await runCli([config], { readFile: (p) => readFile(p, 'utf8'), loadMarketData: (t) => loadMarketData(t), stdout: (t) => out.push(t), stderr: () => undefined });
    expect(code).toBe(0);
    const lines = afterTaxLines(JSON.parse(out.join('')) as AnyBacktestResult, 'SPY', 35, 15);
    expect(lines.slice(2)).toEqual([
      'estimate: tax $7,505.50 · after-tax return +23.23%',
      "exercised, so short term (the shares' holding period starts at the exercise): 2 trades held over a year · +$12,939.40 (2016-01-04 → 2017-01-18 +$4,074.70; 2017-01-18 → 2018-01-19 +$8,864.70)",
      'estimate with them long term, as a sale would be (before 2026-12-03): tax $4,917.62 · after-tax return +27.54%',
      // Its LEAPS were never closed at a loss: the option wash-sale rule washes nothing.
      'option wash sales (IRC §1091, the same contract reopened within 30 days): no option closed at a loss washed',
      // Taxed on the year-end marks instead (a result saved before interest_by_year): a cent of rounding.
      "estimate with options open at a year's end taxed on their marks, interest and dividends netted with capital losses (a result saved before interest_by_year): tax $7,505.51 · after-tax return +23.23%",
    ]);
  }, 60_000);

  it('audit 15, F3 (the TSLA wheel 2022-2023): a call open at 2022\'s end is taxed in 2023, when it is closed, not on its 2022 mark', async () => {
    // The 125 call written 2022-12-27 and bought back 2023-01-23 (−$4,833.90) was $1,531.95 down on its
    // 2022-12-30 mark. Taxed on the mark, that loss sheltered 2022's premiums ($6,362.64); taxed when
    // closed it is 2023's, a losing year whose loss is carried unused: 1,531.95 x 35% ≈ $536 more.
    // That year's $823.37 of net interest is ordinary income, offset by as much of the year's capital loss (under $3,000 a year).
    const out: string[] = [];
    const code = await runCli(['functions/cli/examples/wheel-tsla-2022-2023.json'], { readFile: (p) => readFile(p, 'utf8'), loadMarketData: (t) => loadMarketData(t), stdout: (t) => out.push(t), stderr: () => undefined });
    expect(code).toBe(0);
    const result = JSON.parse(out.join('')) as AnyBacktestResult;
    expect(result.trades.map((t) => [t.entry_date, t.exit_date, t.pnl]).filter(([entry, exit]) => String(entry) < '2023' && String(exit) >= '2023')).toEqual([['2022-12-27', '2023-01-23', -4833.9]]);
    const lines = afterTaxLines(result, 'TSLA', 35, 15);
    expect(lines[2]).toBe('estimate: tax $6,898.83 · after-tax return −35.75%');
    expect(lines).toContain("estimate with options open at a year's end taxed on their marks, interest and dividends netted with capital losses (a result saved before interest_by_year): tax $6,362.64 · after-tax return −35.31%");
    // Moved between years, no dollar lost: at 100% rates the tax less the unused carry is the run's P&L.
    const input = analyticsInputOf(result);
    const all = estimateAfterTax({ regime: 'holding_period', shortTermRatePct: 100, longTermRatePct: 100, startBalance: input.startBalance, equity: input.equity, trades: input.trades, interestByYear: result.interest_by_year ?? [], ...('shares_by_year' in result ? { sharesByYear: result.shares_by_year } : {}) });
    expect(all.years.map((y) => y.outsideTrades)).toEqual([411.53, 823.37]);
    expect(all.totalTax - all.carryForward).toBeCloseTo(result.total_pnl, 2);
  }, 60_000);

  it('takes the ticker as the run read it (before: \' spx \' from the file\'s text, taxed as a stock while the run was SPX)', () => {
    const request = { ticker: ' spx ', start_date: '2024-01-02', end_date: '2024-03-28', strategy: { covered_call_config: {} } };
    expect(runTicker(request)).toBe('SPX');
    expect(regimeForTicker(runTicker(request))).toBe('section1256');
  });
});
