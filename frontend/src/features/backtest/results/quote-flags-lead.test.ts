import { describe, expect, it } from 'vitest';
import { reasonWords } from '../lib/shared';
import { quoteFlagsLead } from './quote-flags-lead';
import { reasonLead } from './reason-lead';

/**
 * Reasons as the engine wrote them on 2026-12-03 (npx tsx of the audit 11 SPXW and audit 12 LEAN
 * runs: the $10 condor with exits and the 0.15-delta short put on the SPXW sample, a -0.30-delta AAPL
 * short put on LEAN's June 2014 chains), shown as the row shows them (reasonWords).
 */
const CONDOR = reasonWords("Stop Loss (%): loss $11,743.60 incl. $43.60 entry commissions, 355.87% of the $3,300.00 credit (limit 200%). Sold for nothing, no bid: the long 2900 call (10 contracts), bid/ask $0.00/$5.30. Closed: the legs' fills valued the position at -$28.30 a share, outside what it can be worth at expiration (-$15.00 to $0.00), so it was priced at -$15.00 [modeled quote on an imported day, the imported chain lacks it: SPXW180228P02740000 on 2018-02-05 (prices held to that day's real quotes of the neighbouring strikes)] [vendor last price outside that day's bid/ask (a trade earlier that day or on an earlier day), the bid/ask midpoint read instead: SPXW180228P02740000 on 2018-02-01: last $11.10, bid/ask $12.30/$12.70, midpoint $12.50; filled at $12.40 (slippage and tick included); SPXW180228P02725000 on 2018-02-01: last $10.90, bid/ask $10.30/$10.60, midpoint $10.45; filled at $10.60 (slippage and tick included); SPXW180228C02890000 on 2018-02-01: last $6.40, bid/ask $7.30/$7.60, midpoint $7.45; filled at $7.30 (slippage and tick included); SPXW180228C02890000 on 2018-02-05: last $0.35, bid/ask $0.40/$5.60, midpoint $3.00; filled at $4.30 (slippage and tick included)]");
const SHORT_PUT = reasonWords("Margin call on 2018-02-05: equity $86223.42 below the Reg-T maintenance requirement $114449.60 (re-marked at the close 2648.94); position closed at the day's prices [modeled quote on an imported day, the imported chain lacks it: SPXW180228P02615000 on 2018-02-05]");
const GAP_IMPUTED = reasonWords("Profit Target (%): P&L $255.35 after $0.65 entry commissions, 55.51% of the $460.00 credit (target 50%) [modeled quote on a day inside the imported data's span that they lack entirely: AAPL140613P00625000 on 2014-06-06] [last-price-only data, no bid/ask that day: a spread of the model's width imputed around the vendor's last (on the tick, rounded outward), the fill paying the run's slippage share of it: AAPL140613P00625000 on 2014-06-03: last $4.65, imputed bid/ask $4.60/$4.70, filled at $4.60]");
const LEAN = reasonWords("End of the backtest range (2014-06-16): closed at the day's prices [last-price-only data, no bid/ask that day: a spread of the model's width imputed around the vendor's last (on the tick, rounded outward), the fill paying the run's slippage share of it: AAPL140621P00092140 on 2014-06-09: last $0.68, imputed bid/ask $0.67/$0.69, filled at $0.67; AAPL140621P00092140 on 2014-06-16: last $0.70, imputed bid/ask $0.69/$0.71, filled at $0.71]");

describe("a reason's quote flags as a lead: what closed the trade, then the flags counted in a trader's words", () => {
  it("a LEAN fill's imputed bid/ask: the model's width said once, not 'the fill paying the run's slippage share of it' per contract", () => {
    expect(reasonLead(LEAN)).toBe("End of the backtest range (2014-06-16): closed at the day's prices. Quotes: 2 quotes with no bid/ask that day, the bid/ask imputed around the vendor's last from the model's width.");
  });

  it("an SPXW stop loss: its first sentence, the modeled put held to its real neighbours, the four midpoints (24 lines at 375 px whole)", () => {
    const lead = reasonLead(CONDOR) ?? '';
    expect(lead).toBe("Stop Loss (%): loss $11,743.60 incl. $43.60 entry commissions, 355.87% of the $3,300.00 credit (limit 200%). Quotes: 1 quote priced by the model where the vendor's data lack the contract that day, held to that day's real quotes of the neighbouring strikes; 4 quotes read at the bid/ask midpoint, the vendor's last lying outside that day's bid/ask.");
    expect(lead.length).toBeLessThan(CONDOR.length / 3);
  });

  it('a modeled quote not held to its neighbours says only that the model priced it', () => {
    expect(reasonLead(SHORT_PUT)).toBe("Margin call on 2018-02-05: equity $86223.42 below the Reg-T maintenance requirement $114449.60 (re-marked at the close $2,648.94); position closed at the day's prices. Quotes: 1 quote priced by the model where the vendor's data lack the contract that day.");
  });

  it('every flag of a reason is counted, in the order the reason gives them', () => {
    expect(quoteFlagsLead(GAP_IMPUTED)).toBe("Profit Target (%): P&L $255.35 after $0.65 entry commissions, 55.51% of the $460.00 credit (target 50%). Quotes: 1 quote priced by the model on a day the vendor's data lack entirely; 1 quote with no bid/ask that day, the bid/ask imputed around the vendor's last from the model's width.");
  });

  it("keeps a split's sentence with the first (it changed the legs' units and strikes), and says a modeled quote on a day the data lack apart from one on a day they cover", () => {
    expect(reasonLead(reasonWords("Profit Target (%): P&L $336.35 after $0.65 entry commissions, 58.5% of the $575.00 credit (target 50%). 7-for-1 split on 2014-06-09: OCC adjusted 1 unit at strikes 630 to 7 at 90 [modeled quote on an imported day, the imported chain lacks it: AAPL140620P00090000 on 2014-06-09] [modeled quote on a day inside the imported data's span that they lack entirely: AAPL140620P00630000 on 2014-06-06]"))).toBe("Profit Target (%): P&L $336.35 after $0.65 entry commissions, 58.5% of the $575.00 credit (target 50%). 7-for-1 split on 2014-06-09: OCC adjusted 1 unit at strikes 630 to 7 at $90. Quotes: 1 quote priced by the model where the vendor's data lack the contract that day; 1 quote priced by the model on a day the vendor's data lack entirely.");
  });

  it('leaves a reason without a flag whole (null)', () => {
    expect(reasonLead('Profit Target (%): P&L $255.35 after $0.65 entry commissions, 55.51% of the $460.00 credit (target 50%)')).toBeNull();
  });
});
