import { describe, expect, it } from 'vitest';
import type { CoveredExitCondition } from '../../../contracts';
import { oneContractMarket } from '../../testing/one-contract';
import { coveredRequest, leg } from '../../testing/covered-fixtures';
import { runCoveredBacktest } from './run-covered';
import type { OptionQuote, OptionType } from '../../market/market-data';

// A 105 call expiring 19 Jan sold at 1.00 on 2 Jan; each test moves its price by hand.
const run = (exits: CoveredExitCondition[], closes: number[], prices: number[], extra: Partial<Parameters<typeof oneContractMarket>[0]> = {}, catchStop = false) =>
  runCoveredBacktest(
    coveredRequest({
      start_type: 'covered_call',
      min_volume_for_entry: 0,
      catch_stop_loss: catchStop,
      covered_call_config: leg({ DTE_target: 17, exit_conditions: exits }),
    }),
    oneContractMarket({ closes, prices, ...extra }),
  );

const firstTrade = (r: ReturnType<typeof run>) => {
  const t = r.trades[0];
  if (!t) throw new Error('no trade');
  return t;
};

describe('covered exits, each type, hand-computed', () => {
  it('time_stop fires after more than max_days_in_trade calendar days', () => {
    const t = firstTrade(run([{ type: 'time_stop', max_days_in_trade: 2 }], [100, 100, 100, 100, 100], [1, 1, 1, 1, 1]));
    expect(t.exit_date).toBe('2024-01-05');
    expect(t.exit_scenario).toBe(2);
    expect(t.reason).toBe('Time Stop: 3 days in the trade, past the 2-day limit');
    expect(t.pnl).toBe(0);
  });

  it('dte_stop fires at min_dte days to expiration', () => {
    const t = firstTrade(run([{ type: 'dte_stop', min_dte: 15 }], [100, 100, 100, 100], [1, 0.9, 0.8, 0.7]));
    expect(t.exit_date).toBe('2024-01-04');
    expect(t.reason).toBe('DTE Stop: 15 days to expiration, at or below the 15-day limit');
    expect(t.pnl).toBe(20);
  });

  it('fixed_profit takes the profit per share', () => {
    const t = firstTrade(run([{ type: 'fixed_profit', amount_per_share: 0.4 }], [100, 100, 100, 100], [1, 0.8, 0.6, 0.5]));
    expect(t.exit_date).toBe('2024-01-04');
    expect(t.exit_position?.price).toBe(0.6);
    expect(t.pnl).toBe(40);
    expect(t.reason).toBe('Fixed Profit: $0.40 a share gained (target $0.40; sold at $1.00, marked at $0.60)');
  });

  it('fixed_loss stops the loss per share', () => {
    const t = firstTrade(run([{ type: 'fixed_loss', amount_per_share: 0.5 }], [100, 101, 102, 103], [1, 1.3, 1.6, 2]));
    expect(t.exit_date).toBe('2024-01-04');
    expect(t.pnl).toBe(-60);
    expect(t.reason).toBe('Fixed Loss: $0.60 a share lost (limit $0.50; sold at $1.00, marked at $1.60)');
  });

  it('take_profit_credit_capture buys back when the share of the credit is captured', () => {
    const t = firstTrade(run([{ type: 'take_profit_credit_capture', tp_pct: 0.5 }], [100, 99, 98, 97], [1, 0.7, 0.5, 0.4]));
    expect(t.exit_date).toBe('2024-01-04');
    expect(t.pnl).toBe(50);
    expect(t.reason).toBe('Credit Capture: 50.00% of the $1.00 credit captured (target 50.00%; option marked at $0.50)');
  });

  it('stop_loss_credit_multiple buys back at a multiple of the credit', () => {
    const t = firstTrade(run([{ type: 'stop_loss_credit_multiple', sl_multiple: 2 }], [100, 102, 104, 105], [1, 1.5, 2.1, 2.5]));
    expect(t.exit_date).toBe('2024-01-04');
    expect(t.pnl).toBe(-110);
    expect(t.reason).toBe('Credit Multiple Stop: the option marked at $2.10, at or above 2× the $1.00 credit (stop $2.00)');
  });

  it('technical fires when the indicator is inside its band', () => {
    const technical: CoveredExitCondition = { type: 'technical', target: { kind: 'price', percent_offset: 0 }, bottom: { value: 103 }, top: null };
    const t = firstTrade(run([technical], [100, 102, 104, 104], [1, 1.2, 1.5, 1.5]));
    expect(t.exit_date).toBe('2024-01-04');
    expect(t.reason).toBe('Technical: Underlying Price 104.00, at or above 103.00');
  });

  it('checks in the documented order: time_stop before take profit on the same day', () => {
    const t = firstTrade(
      run([{ type: 'take_profit_credit_capture', tp_pct: 0.5 }, { type: 'time_stop', max_days_in_trade: 1 }], [100, 100, 100], [1, 1, 0.2]),
    );
    expect(t.exit_date).toBe('2024-01-04');
    expect(t.reason).toMatch(/^Time Stop: /);
  });

  it('catch stop loss: the day high pushes the model price through the stop, exit at the stop level', () => {
    const exits: CoveredExitCondition[] = [{ type: 'stop_loss_credit_multiple', sl_multiple: 2 }];
    const closes = [100, 101, 103.3, 103];
    const prices = [1, 1.5, 1.8, 1.7];
    const extra = { highs: [undefined, undefined, 106], priceAt: (_d: string, _e: string, _t: string, _k: number, s: number) => s - 103.5 };
    const caught = firstTrade(run(exits, closes, prices, extra, true));
    expect(caught.exit_date).toBe('2024-01-04');
    expect(caught.exit_position?.price).toBe(2);
    expect(caught.pnl).toBe(-100);
    expect(caught.reason).toContain("Catch Stop Loss on Credit Multiple Stop (2× the $1.00 credit, stop $2.00): at the day's high 106.00 the call models at $2.50");
    // Without catch stop loss the close (1.80) never reaches the stop: held to the end of the range.
    const held = firstTrade(run(exits, closes, prices, extra, false));
    expect(held.exit_date).toBe('2024-01-05');
    expect(held.reason).toContain('End of the backtest range');
  });

  it('catch stop loss: a gap through the stop fills at the open priced on the previous close\'s vol, not the day\'s', () => {
    const exits: CoveredExitCondition[] = [{ type: 'stop_loss_credit_multiple', sl_multiple: 2 }];
    const closes = [100, 101, 103.3, 103];
    const prices = [1, 1.5, 1.8, 1.7];
    // The day's close vol (priceAt) is lower than the previous close's (priceAtOpen): the open 104.50
    // models at $1.00 on it but at 2.30 on what the open knew.
    const priceAtOpen = (_d: string, prev: string, _e: string, _t: string, _k: number, open: number) => (prev === '2024-01-03' ? open - 102.2 : 0);
    const gapped = firstTrade(run(exits, closes, prices, {
      opens: [undefined, undefined, 104.5], highs: [undefined, undefined, 106], priceAt: (_d, _e, _t, _k, s) => s - 103.5, priceAtOpen,
    }, true));
    expect(gapped.exit_date).toBe('2024-01-04');
    expect(gapped.exit_position?.price).toBeCloseTo(2.3, 9);
    expect(gapped.pnl).toBe(-130);
    expect(gapped.reason).toBe(
      "Catch Stop Loss on Credit Multiple Stop (2× the $1.00 credit, stop $2.00): at the open 104.50 the call models at $2.30 on the 2024-01-03 close's " +
      "implied vol at its strike (the day's own is set at its close); it opened through the stop, bought back at the open's $2.30",
    );
    // The day's own vol is so much lower that its high (106) stays under the stop: the open, priced
    // on what was known then, still went through it.
    const lowVol = firstTrade(run(exits, closes, prices, {
      opens: [undefined, undefined, 104.5], highs: [undefined, undefined, 106], priceAt: (_d, _e, _t, _k, s) => s - 105, priceAtOpen,
    }, true));
    expect(lowVol.exit_date).toBe('2024-01-04');
    expect(lowVol.pnl).toBe(-130);
  });

  it('catch stop loss: the day\'s high is priced on the previous close\'s vol, not on the day\'s close vol set hours later', () => {
    const exits: CoveredExitCondition[] = [{ type: 'stop_loss_credit_multiple', sl_multiple: 2 }];
    const closes = [100, 101, 103.3, 103];
    const prices = [1, 1.5, 1.8, 1.7];
    // The previous close's surface (priceAtOpen) prices the 106 high at 2.50, through the 2.00 stop;
    // the day's close vol (priceAt), which fell later in the day, at 1.00. The open (103.30) is under the stop.
    const previousClose = (_d: string, prev: string, _e: string, _t: string, _k: number, s: number) => (prev === '2024-01-03' ? s - 103.5 : 0);
    const dayClose = (_d: string, _e: string, _t: string, _k: number, s: number) => s - 105;
    const caught = firstTrade(run(exits, closes, prices, { highs: [undefined, undefined, 106], priceAt: dayClose, priceAtOpen: previousClose }, true));
    expect(caught.exit_date).toBe('2024-01-04');
    expect(caught.exit_position?.price).toBe(2);
    expect(caught.reason).toBe(
      "Catch Stop Loss on Credit Multiple Stop (2× the $1.00 credit, stop $2.00): at the day's high 106.00 the call models at $2.50 on the 2024-01-03 close's " +
      "implied vol at its strike (the day's own is set at its close), with the time left at the open; bought back at the stop $2.00",
    );
    // A vol spike the other way round: the day's close vol would have put the high through the stop,
    // but what was known during the day did not, so the stop does not fire (the close 1.80 is under it too).
    const spike = firstTrade(run(exits, closes, prices, {
      highs: [undefined, undefined, 106], priceAt: (_d, _e, _t, _k, s) => s - 103.5, priceAtOpen: (_d, _p, _e, _t, _k, s) => s - 105,
    }, true));
    expect(spike.exit_date).toBe('2024-01-05');
    expect(spike.reason).toContain('End of the backtest range');
  });

  it('catch stop loss after an earnings gap says the open was priced without the spent report', () => {
    const market = oneContractMarket({
      closes: [100, 101, 103.3, 103], prices: [1, 1.5, 1.8, 1.7], opens: [undefined, undefined, 104.5], highs: [undefined, undefined, 106],
      priceAt: (_d, _e, _t, _k, s) => s - 103.5, priceAtOpen: (_d, prev, _e, _t, _k, open) => (prev === '2024-01-03' ? open - 102.2 : 0),
    });
    // The modeled chain's answer on a gap that was the stock's report (vol-anchors.ts reportGap).
    const reported = { ...market, options: { ...market.options, openAfterReport: (d: string, prev: string) => d === '2024-01-04' && prev === '2024-01-03' } };
    const request = coveredRequest({
      start_type: 'covered_call', min_volume_for_entry: 0, catch_stop_loss: true,
      covered_call_config: leg({ DTE_target: 17, exit_conditions: [{ type: 'stop_loss_credit_multiple', sl_multiple: 2 }] }),
    });
    const t = firstTrade(runCoveredBacktest(request, reported));
    expect(t.reason).toContain(
      "at the open 104.50 the call models at $2.30 on the 2024-01-03 close's implied vol at its strike (the day's own is set at its close), " +
      'less the earnings report it priced in: the stock gapped on the report overnight; it opened through the stop',
    );
  });

  it('catch stop loss on an imported day keeps the close\'s vol for the open, and says so', () => {
    const market = oneContractMarket({
      closes: [100, 101, 103.3, 103], prices: [1, 1.5, 1.8, 1.7], opens: [undefined, undefined, 104.5], highs: [undefined, undefined, 106],
      // An imported chain prices its open as priceAt does (imported-chain.ts): the day's own close vol.
      priceAt: (_d, _e, _t, _k, s) => s - 102.2, priceAtOpen: (d, _p, _e, _t, _k, open) => (d === '2024-01-04' ? open - 102.2 : 0),
    });
    const imported = { ...market, options: { ...market.options, source: () => 'imported' as const } };
    const request = coveredRequest({
      start_type: 'covered_call', min_volume_for_entry: 0, catch_stop_loss: true,
      covered_call_config: leg({ DTE_target: 17, exit_conditions: [{ type: 'stop_loss_credit_multiple', sl_multiple: 2 }] }),
    });
    const t = firstTrade(runCoveredBacktest(request, imported));
    expect(t.reason).toContain("at the open 104.50 the call models at $2.30 with the day's closing implied vol (imported chains hold closes only); it opened through the stop");
  });

  it('catch stop loss on an imported day that lacks the contract says the model priced it on the previous close', () => {
    // The import has no row for the contract on 2024-01-04: the day's mark is the model's
    // (create-market-data.ts marks it quote_source 'modeled') and so are its open and its high.
    const market = oneContractMarket({
      closes: [100, 101, 103.3, 103], prices: [1, 1.5, 1.8, 1.7], highs: [undefined, undefined, 106],
      priceAt: (_d, _e, _t, _k, s) => s - 105, priceAtOpen: (_d, prev, _e, _t, _k, s) => (prev === '2024-01-03' ? s - 103.5 : 0),
    });
    const modeledOn4th = (q: OptionQuote | undefined, date: string) => (q && date === '2024-01-04' ? { ...q, quote_source: 'modeled' as const } : q);
    const options = market.options;
    const lacking = {
      ...market,
      options: {
        ...options,
        source: () => 'imported' as const,
        quote: (d: string, e: string, t: OptionType, k: number) => modeledOn4th(options.quote(d, e, t, k), d),
        probe: (d: string, e: string, t: OptionType, k: number) => modeledOn4th((options.probe ?? options.quote)(d, e, t, k), d),
      },
    };
    const request = coveredRequest({
      start_type: 'covered_call', min_volume_for_entry: 0, catch_stop_loss: true,
      covered_call_config: leg({ DTE_target: 17, exit_conditions: [{ type: 'stop_loss_credit_multiple', sl_multiple: 2 }] }),
    });
    const t = firstTrade(runCoveredBacktest(request, lacking));
    expect(t.reason).toBe(
      "Catch Stop Loss on Credit Multiple Stop (2× the $1.00 credit, stop $2.00): at the day's high 106.00 the call models at $2.50 on the 2024-01-03 close's " +
      "implied vol at its strike (the day's own is set at its close), with the time left at the open; bought back at the stop $2.00",
    );
  });

  it('catch stop loss on an imported day prices the day\'s high with the close\'s vol, and says so', () => {
    const market = oneContractMarket({
      closes: [100, 101, 103.3, 103], prices: [1, 1.5, 1.8, 1.7], highs: [undefined, undefined, 106],
      // An imported chain prices any spot of the day on its own close vol (imported-chain.ts priceAtOpen).
      priceAt: (_d, _e, _t, _k, s) => s - 103.5, priceAtOpen: (d, _p, _e, _t, _k, s) => (d === '2024-01-04' ? s - 103.5 : 0),
    });
    const imported = { ...market, options: { ...market.options, source: () => 'imported' as const } };
    const request = coveredRequest({
      start_type: 'covered_call', min_volume_for_entry: 0, catch_stop_loss: true,
      covered_call_config: leg({ DTE_target: 17, exit_conditions: [{ type: 'stop_loss_credit_multiple', sl_multiple: 2 }] }),
    });
    const t = firstTrade(runCoveredBacktest(request, imported));
    expect(t.reason).toBe(
      "Catch Stop Loss on Credit Multiple Stop (2× the $1.00 credit, stop $2.00): at the day's high 106.00 the call models at $2.50 " +
      "with the day's closing implied vol (imported chains hold closes only); bought back at the stop $2.00",
    );
  });
});
