import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CoveredBacktestRequestSchema } from '../../../shared/contracts';
import { runCoveredBacktest } from '../../../shared/engine';
import { loadMarketData } from '../load-market-data';
import { createFolderChainStore } from './chain-store';
import { importChains } from './import-chains';

const FIXTURE = new URL('./fixtures/SPXW_2018-01-02_to_2018-02-28.csv.gz', import.meta.url).pathname;
const sha = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex').slice(0, 16);

/**
 * The speed work on the import and the lazy reads must not change a byte: the stored partition and
 * a backtest on it hash as they did before it (values taken on commit dc5dbd7, before issue 20's
 * speed changes). A deliberate format or engine change updates them, saying why: the result hash
 * changed once, when results began to record the costs they ran with (issue 14's `costs` key);
 * without that key the result still hashes a69a566096a29a2a, as on dc5dbd7; and again (34087db8dd5c7df6
 * before) when fills stopped reading a vendor last outside the day's bid/ask (fill-model.ts
 * basePrice): both puts' lasts were (12.60 under a 12.70 bid, 23.95 over a 23.90 ask), so they sell
 * at the midpoint less slippage, 12.80 and 23.225 for 12.50 and 23.725, P&L 4,259.54 -> 4,239.55,
 * and the result carries the note that says so; and again (9c1ef13a57292905 before) when the
 * covered engine's skip reasons began to write dollars as dollars ('cash $12,268.97 does not secure
 * ...', was 'cash 12268.97'): only those texts moved; and again (53bd8c1944357142 before) when
 * covered results began to carry `dividends_received` and their trades `commissions` and
 * `settlement_price`: with those fields removed the result hashes as before; and again
 * (6032c2af18e01b26 before) when results began to carry `interest_by_year` and covered results
 * `share_pnl`: with both removed the result hashes as before; and again (954a17850aafcd57 before)
 * when covered results began to carry `shares_by_year`: with it removed the result hashes as
 * before; and again (59ca8d689eb2a4eb before) when each year of `shares_by_year` began to carry
 * `unrealised_long_term`: with it removed from each year the result hashes as before; and again
 * (c23bdf98e7571857 before) when the engine stopped writing `unrealised_long_term` and each year
 * began to carry `assigned_options` (IRS Pub. 550): with `assigned_options` removed from each year
 * the result hashes 59ca8d689eb2a4eb, as the previous one does with `unrealised_long_term` removed; and again
 * (e68f56a49f5ce88c before) when the day a put is sold began to mark it at the day's price, not its
 * fill (entry-day-mark.test.ts): only the two entry days' equity moved, 2018-01-02 269,580.36 ->
 * 269,570.36 (mid 12.90 over the 12.80 fill) and 2018-02-02 271,188.87 -> 271,166.37 (23.45 over
 * 23.225), max drawdown 3.7059 -> 3.7022 %, Sharpe 0.7412 -> 0.7438; and again (a892b6d446021ffd
 * before) when each year of `shares_by_year` began to carry `covered_calls` (the calls written on the
 * shares by their straddle treatment, IRC §1092; all zero here, no call written): with it removed
 * from each year the result hashes as before; and again (5c1c39e27d024b31 before) when each year's
 * `covered_calls` began to carry `deferred_losses` (the calls' losses the straddle rules defer, IRC
 * §1092(a); zero here) and each year `held_long_term` (zero here): with both removed from each year
 * the result hashes as before; and again (e50f38544bbae9c2 before) when Sharpe and max drawdown
 * began to read the daily equity from the start balance (h-fix2): day 1 marks 269,570.36 under the
 * 269,581.01 start, Sharpe 0.7438 -> 0.7297, max drawdown unchanged (3.7022 %); with the two
 * metrics computed as before the result hashes e50f38544bbae9c2.
 * and again, merged with it (with the rounding disabled the merge hashes 536b609d0c1af7bd, h-fix2's
 * pin: checked), when fills went on the contract's
 * tick against the trader (fill-model.ts: SPX $0.10 from $3, a sale rounded down): the 2018-02-02
 * put sold at the midpoint less slippage, 23.225, now sells at 23.20 (the 2018-01-02 one's 12.80
 * is on the tick), P&L 4,239.55 -> 4,237.05; with the rounding disabled the result hashes as
 * before (checked). The sample's real bids and asks lie on SPX's grid ($0.05 under $3, $0.10 from
 * $3: all 14,438 asks and 14,438 bids), so the class's tick is the quote's own. The stored hash changed
 * once, with store layout v2 (small data pages with OffsetIndexes): v1
 * hashed 4b12457b65536460; the result hash stayed the same across that change.
 * The result's changed again (e7f0c099e13aed37 before, h-fastsave) when the stale-last flag in a
 * trade's reason began to write its prices in dollars ('last $12.60, bid/ask $12.70/$13.10, priced
 * at $12.90', was 'last 12.60, ...'): compared field by field with main's output (c672481), only the
 * two trades' reasons differ, and main's code hashes e7f0c099e13aed37 (checked).
 * And again (e7f0c099e13aed37 before, h-fees) when a new request began to pay Cboe's SPX customer
 * fee, $0.44 a contract a fill (exchange-fees.ts), and results' `costs` to record `exchange_fees`:
 * each of the two puts sold pays $0.44 more (commissions 0.65 -> 1.09; P&L 1,279.35 -> 1,278.91 and
 * 2,319.35 -> 2,318.91; both expired, no second fill), end 273,818.06 -> 273,817.18; with
 * `exchange_fees: false` and that field removed from `costs` the result hashes e7f0c099e13aed37
 * (checked), so the fee is all that moved.
 * Merged (2026-12-02) with h-fastsave's dollars: with the fee off and that field removed it hashes
 * to h-fastsave's pin 231ba60123cac283 (checked on the merge); new pin for both together.
 * And again (f64140d1e36b91d2 before, h-words) when the stale-last flag stopped saying 'priced at
 * $12.90' (the midpoint) of a put that filled at $12.80, and began to give the midpoint and the
 * fill ('midpoint $12.90; filled at $12.80 (slippage and tick included)'), its diagnostics note
 * likewise: compared field by field with the code before (17f72ed's quote-provenance.ts, which
 * hashes f64140d1e36b91d2), only the two trades' reasons and diagnostics.notes[0] differ, and with
 * reasons and notes blanked both hash ddb1f5700ce4d4da (checked).
 * And again (71087cc497496c35 before, h-idx) when SPX's bundled bars were rounded to the index's
 * published cents (the source stores float32s: 2018's opens and closes such as 2695.8101 now read
 * 2695.81); the imported run's benchmark and underlying prices read those bars. With the previous
 * SPX.csv put back the result hashes 71087cc497496c35 (checked on the merge), so the data is all
 * that moved. And again (5fc982a582ef9413 before, 2026-12-03, h-reinvest) when results began to carry
 * `benchmark_dividends: 'reinvested'` (the buy and hold reinvests dividends, audit 7 N9): no SPY
 * ex-date falls in this range, so `benchmark_equity` is unchanged on every day (+0.6684% both), and
 * with the field removed the result hashes 5fc982a582ef9413 (checked). And again (eded08d937cafd81
 * before, 2026-12-03, h-wash) when each year of `shares_by_year` began to carry `lots` (the lots
 * bought and sold, for the after-tax estimate's wash-sale rule, IRC §1091; empty here, the put never
 * assigned): with it removed from each year the result hashes eded08d937cafd81 (checked).
 * And again (a6ee7ed16b15fc7a before, 2026-12-03, h-washopt) when results began to carry
 * `option_wash_sales` ('same_contract': the after-tax estimate's wash-sale rule on the options):
 * with that field removed the result hashes a6ee7ed16b15fc7a (checked).
 * And again (bd54b80a08bf3579 before, 2026-12-03, h-words15) when every run note began to close
 * with a full stop: only diagnostics.notes[0] (the stale-last note) differs from main's output
 * (d4f3695), and with its old words put back the result hashes bd54b80a08bf3579 (checked).
 * And again (bcf4dde50b6381d8 before, 2026-12-05, h-words21) when that note began to say '2 trades'
 * (was '2 trade(s)'): compared leaf by leaf with main's output (e21503e0) only diagnostics.notes[0]
 * differs, and with its old words put back the result hashes bcf4dde50b6381d8 (checked).
 */
describe('imported SPXW sample: store bytes and a short put on it are unchanged by the speed work', () => {
  it('hashes as before', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'chains-identity-'));
    try {
      await importChains([FIXTURE], dir);
      const stored = sha(await readFile(join(dir, 'SPX', '2018.parquet')));
      const request = CoveredBacktestRequestSchema.parse({
        ticker: 'SPX', shares_multiple: 100, start_date: '2018-01-02', end_date: '2018-02-28',
        strategy: { name: 'identity', start_type: 'cash_secured_put', cash_secured_put_config: { DTE_target: 14, strike_target_condition: { type: 'delta', delta: -0.3, tolerance: null } } },
      });
      const market = await loadMarketData('SPX', { store: createFolderChainStore(dir), range: { start: '2018-01-02', end: '2018-02-28' } });
      const result = runCoveredBacktest(request, market);
      expect(result.data_source).toBe('imported');
      expect(result.total_trades).toBeGreaterThan(0);
      expect({ stored, result: sha(JSON.stringify(result)) }).toEqual({ stored: '7157545ea8a4ffa1', result: '49c261945aca69b8' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
