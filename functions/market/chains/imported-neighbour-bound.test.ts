/**
 * A contract an imported day lacks is priced by the model, held to that day's real quotes of the
 * neighbouring strikes (shared/engine/market/real-neighbour-bound.ts), and an all-imported run
 * that read such a price carries the model-risk band (audit 11, N3). On the SPXW sample, whose raw
 * file quotes 15 contracts bid 0 / ask 0 (dropped on import, so the model prices them).
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { BacktestRequestSchema, type Trade } from '../../../shared/contracts';
import { runMultiLegBacktestWithModelRisk } from '../../../shared/engine';
import type { MarketData, OptionQuote, OptionType } from '../../../shared/engine/market/market-data';
import { realNeighbours } from '../../../shared/engine/market/real-neighbour-bound';
import { loadMarketData } from '../load-market-data';
import { createFolderChainStore } from './chain-store';
import { importedSampleFolder } from './testing/imported-sample';
import { SPXW_FIXTURE, SPXW_RANGE, sampleCondor, sampleSpreads, vertical } from './spxw-sample-runs';

const isoOf = (us: string): string => `${us.slice(6, 10)}-${us.slice(0, 2)}-${us.slice(3, 5)}`;

/** The raw file's rows quoted bid 0 / ask 0: the contracts the import drops. */
function zeroQuoteRows(): Array<{ date: string; expiry: string; type: OptionType; strike: number }> {
  const lines = gunzipSync(readFileSync(SPXW_FIXTURE)).toString('utf8').trim().split('\n').slice(1);
  return lines.map((l) => l.split(',')).filter((c) => Number(c[10]) === 0 && Number(c[11]) === 0)
    .map((c) => ({ date: isoOf(c[7] ?? ''), expiry: isoOf(c[6] ?? ''), type: c[5] as OptionType, strike: Number(c[8]) }));
}

const mid = (q: OptionQuote): number => (q.bid_price + q.ask_price) / 2;

/** `x` lies between the same side of the cheaper and dearer neighbours (a put is dearer the higher its strike). */
function inOrder(q: OptionQuote, real: readonly OptionQuote[], side: (q: OptionQuote) => number, x: number): boolean {
  const { below, above } = realNeighbours(real, q.strike);
  const [cheaper, dearer] = q.call_or_put === 'put' ? [below, above] : [above, below];
  if (cheaper && dearer && side(cheaper) > side(dearer)) return true; // neighbours out of order: not bounded
  return (!cheaper || x >= side(cheaper) - 1e-9) && (!dearer || x <= side(dearer) + 1e-9);
}

describe('a modeled contract of an imported day, held to its real neighbours', () => {
  const folder = importedSampleFolder('chains-neighbour-bound-');
  let market: MarketData;
  beforeAll(async () => {
    market = await loadMarketData('SPX', { store: createFolderChainStore(folder()), range: SPXW_RANGE });
  }, 60_000);

  it("N3: the 2740 put of 2018-02-28 on 2018-02-05 is no dearer than the real 2745 put, no cheaper than the 2735", () => {
    const q = market.options.quote('2018-02-05', '2018-02-28', 'put', 2740);
    const real = market.options.chain('2018-02-05', '2018-02-28', 'put');
    const lower = real.find((r) => r.strike === 2735);
    const higher = real.find((r) => r.strike === 2745);
    expect(q?.quote_source).toBe('modeled');
    expect(q?.neighbour_bounded).toBe(true);
    if (!q || !lower || !higher) throw new Error('sample lacks the contracts');
    // The raw file: 2735 put 123/138.80, 2745 put 129/145; the model alone read 133.00/145.70.
    expect(q.bid_price).toBeGreaterThanOrEqual(lower.bid_price);
    expect(q.bid_price).toBeLessThanOrEqual(higher.bid_price);
    expect(q.ask_price).toBeGreaterThanOrEqual(lower.ask_price);
    expect(q.ask_price).toBeLessThanOrEqual(higher.ask_price);
    expect(q.last_trade_price).toBeGreaterThanOrEqual(mid(lower));
    expect(q.last_trade_price).toBeLessThanOrEqual(mid(higher));
    expect(q.bid_price).toBeLessThanOrEqual(q.ask_price);
  });

  it("at another spot (a stop's level, the open), the 2740 put's model price lies between the real 2735 and 2745 puts' prices there", () => {
    const o = market.options;
    for (const spot of [2600, 2648.98, 2700]) {
      for (const price of [
        (k: number) => o.priceAt('2018-02-05', '2018-02-28', 'put', k, spot),
        (k: number) => o.priceAtOpen('2018-02-05', '2018-02-02', '2018-02-28', 'put', k, spot),
      ]) {
        const [lower, p, higher] = [price(2735), price(2740), price(2745)];
        expect(p, `spot ${spot}: ${lower} ${p} ${higher}`).toBeGreaterThanOrEqual(lower ?? Number.NaN);
        expect(p, `spot ${spot}: ${lower} ${p} ${higher}`).toBeLessThanOrEqual(higher ?? Number.NaN);
      }
    }
  });

  it('every contract the raw file quotes bid 0 / ask 0 is modeled in order with its real neighbours, side by side', () => {
    const rows = zeroQuoteRows();
    expect(rows.length).toBe(15);
    for (const row of rows) {
      const q = market.options.quote(row.date, row.expiry, row.type, row.strike);
      if (!q) throw new Error(`no quote for ${JSON.stringify(row)}`);
      expect(q.quote_source).toBe('modeled');
      const real = market.options.chain(row.date, row.expiry, row.type);
      const where = `${q.id} on ${row.date}: ${q.bid_price}/${q.ask_price} last ${q.last_trade_price}`;
      expect(inOrder(q, real, (r) => r.bid_price, q.bid_price), where).toBe(true);
      expect(inOrder(q, real, (r) => r.ask_price, q.ask_price), where).toBe(true);
      expect(inOrder(q, real, mid, q.last_trade_price), where).toBe(true);
      expect(q.bid_price, where).toBeLessThanOrEqual(q.ask_price);
    }
  });

  it('the $10 condor with exits: the 2740 buy-back is flagged as held to its neighbours and the run carries the band', () => {
    const exits = [{ type: 'percentage_profit' as const, value: 50 }, { type: 'percentage_loss' as const, value: 200 }, { type: 'time_stop' as const, value: 21 }];
    const result = runMultiLegBacktestWithModelRisk(sampleCondor(10, 'last', exits), market);
    expect(result.data_source).toBe('imported');
    const trade = result.trades.find((t: Trade) => t.exit_contracts.some((l) => l.contract.id === 'SPXW180228P02740000'));
    if (!trade) throw new Error('the run no longer holds the 2740 put');
    const leg = trade.exit_contracts.find((l) => l.contract.id === 'SPXW180228P02740000');
    expect(trade.exit_date).toBe('2018-02-05');
    expect(leg?.contract.neighbour_bounded).toBe(true);
    // Bought back no dearer than the real 2745 put's ask (the model alone had its ask at 145.70).
    const higher = market.options.chain('2018-02-05', '2018-02-28', 'put').find((r) => r.strike === 2745);
    expect(leg?.price).toBeLessThanOrEqual(higher?.ask_price ?? 0);
    expect(trade.reason).toContain("SPXW180228P02740000 on 2018-02-05 (prices held to that day's real quotes of the neighbouring strikes)");
    expect(result.model_risk).toBeDefined();
    expect(result.diagnostics.notes.some((n) => n.startsWith('Every day of this run has imported real quotes; the model-risk band shifts only'))).toBe(true);
  });

  it('a short put whose modeled exit no width caps (the 2615 put of 02-28 on 02-05): the band leaves the base from that day', () => {
    const condor = sampleCondor(10, 'last');
    const request = BacktestRequestSchema.parse({
      ...condor,
      strategy: {
        ...condor.strategy, name: 'short put', max_margin_percentage_per_position: 100, max_open_positions: 3,
        legs: [{ side: 'short', option_type: 'put', quantity: 1, dte_target: 30, target_strike_condition: { type: 'delta', value: -0.15 }, entry_conditions: [] }],
        global_exit_conditions: [{ type: 'time_stop', value: 5 }],
      },
    });
    const result = runMultiLegBacktestWithModelRisk(request, market);
    expect(result.data_source).toBe('imported');
    const modeled = result.trades.flatMap((t: Trade) => t.exit_contracts.filter((l) => l.contract.quote_source === 'modeled').map((l) => `${t.exit_date} ${l.contract.id}`));
    expect(modeled).toEqual(['2018-02-05 SPXW180228P02615000']);
    const band = result.model_risk;
    if (!band) throw new Error('no band on a run that read a modeled price');
    // Real quotes unmoved: every day before the modeled one equals the base.
    const first = result.equity_curve.findIndex((p) => p.date === '2018-02-05');
    for (let i = 0; i < first; i += 1) {
      expect(band.equity_low[i]).toBe(result.equity_curve[i]?.equity);
      expect(band.equity_high[i]).toBe(result.equity_curve[i]?.equity);
    }
    expect(band.equity_low[first]).not.toBe(result.equity_curve[first]?.equity);
    expect(band.low.total_pnl).not.toBe(band.high.total_pnl);
  });

  it('an all-imported run that read no modeled price carries no band, as before', () => {
    const result = runMultiLegBacktestWithModelRisk(sampleSpreads(vertical('put', 'short', -0.3, 5), 'last'), market);
    expect(result.data_source).toBe('imported');
    expect(result.trades.every((t: Trade) => [...t.entry_contracts, ...t.exit_contracts].every((l) => l.contract.quote_source === 'imported'))).toBe(true);
    expect(result.model_risk).toBeUndefined();
  });
});
