import { describe, expect, it } from 'vitest';
import { exitChipWords, exitScenarioWords, isIndexOptionId, reasonWords } from './trade-words';
import { coveredExitWords, spreadsExitWords } from './exit-reason-words';

describe('exitScenarioWords', () => {
  it('names covered codes and multi-leg exit types in words', () => {
    expect([1, 2, 3, 4].map(exitScenarioWords)).toEqual(['Expired', 'Bought back', 'Assigned', 'Rolled']);
    expect(exitScenarioWords('BOUGHT_BACK')).toBe('Bought back');
    expect(exitScenarioWords('END_OF_RANGE')).toBe('Closed at end of test');
    // An exit condition is named by its form label (select-words.ts).
    expect(exitScenarioWords('percentage_profit')).toBe('Profit Target (%)');
    expect(exitScenarioWords('dollar_loss')).toBe('Stop Loss ($)');
    expect(exitScenarioWords('time_stop')).toBe('Time Stop');
    expect(exitScenarioWords('take_profit_credit_capture')).toBe('Credit Capture');
    expect(exitScenarioWords('MARGIN_CALL')).toBe('Margin call');
    expect(exitScenarioWords('SOMETHING_NEW')).toBe('Something new');
    // Closed on the last day: the covered engine says BOUGHT_BACK (2), the multi-leg END_OF_RANGE; one chip for both.
    expect(exitChipWords(2, "End of the backtest range (2024-12-31): bought back at the day's price $0.01")).toBe('Closed at end of test');
    expect(exitChipWords('END_OF_RANGE', "End of the backtest range (2024-06-28): closed at the day's prices")).toBe('Closed at end of test');
    expect(exitChipWords(2, 'Profit target: 80% of the credit captured')).toBe('Bought back');
    expect(exitScenarioWords(null)).toBe('N/A');
  });
});

describe('reasonWords', () => {
  it('says each engine reason in plain words with dollar signs', () => {
    const cases: Array<[string, string]> = [
      ['take_profit_credit_capture: captured 52.38% of the 2.10 credit >= 50.00% (now 1.00)',
        'Credit Capture: 52.38% of the $2.10 credit captured (target 50.00%; option marked at $1.00)'],
      ['stop_loss_credit_multiple: 6.40 >= 3x the 2.10 credit (6.30)', 'Credit Multiple Stop: the option marked at $6.40, at or above 3× the $2.10 credit (stop $6.30)'],
      ['fixed_profit: profit 1.20/share >= $1.00/share (sold 2.10, now 0.90)', 'Fixed Profit: $1.20 a share gained (target $1.00; sold at $2.10, marked at $0.90)'],
      ['technical: RSI(14) 71.20 within [70.00, open]', 'Technical: RSI(14) 71.20, at or above 70.00'],
      ['technical: Price 469.27 within [open, 469.27]', 'Technical: Price 469.27, at or below 469.27'],
      ['Roll-on dte_stop: 7 DTE <= 7; bought back at 1.25 and rolled to SPY240216C00490000 (roll 1 of 3)',
        'Rolled on DTE Stop: 7 days to expiration, at or below the 7-day limit; bought back at $1.25 and rolled to SPY240216C00490000 (roll 1 of 3)'],
      ['Expired out of the money: close 468.10 vs the 475 call strike on 2024-01-19', 'Expired out of the money: settled at the close $468.10, vs the $475 call strike on 2024-01-19'],
      ['Assigned at expiration: close 480.00 above the 475 strike; 100 shares called away at 475; without the wheel, 100 shares are bought back at the close 480.00',
        'Assigned at expiration: settled at the close $480.00, above the $475 strike; 100 shares called away at $475; without the wheel, 100 shares are bought back at the close $480.00'],
      // A multi-leg expiration saved before 2026-11-25 keeps today's head ('Expiration on', was shown 'Expired on').
      ['Expiration on 2024-01-19: settled at intrinsic value against the close 92.00', 'Expiration on 2024-01-19: settled at intrinsic value, at the close $92.00'],
      ['percentage_profit: P&L $105.00 = 50.24% of the $209.00 credit >= 50%', 'Profit Target (%): P&L +$105.00, 50.24% of the $209.00 credit (target 50.00%)'],
      ['percentage_loss: loss $420.00 = 200.96% of the $209.00 credit >= 200%', 'Stop Loss (%): loss $420.00, 200.96% of the $209.00 credit (limit 200.00%)'],
      ['dollar_profit: P&L $1500.00 >= $1000.00', 'Profit Target ($): P&L +$1,500.00 (target $1,000.00)'],
      ["Early assignment before the ex-dividend date 2019-06-21: the 1.43 dividend exceeds the call's remaining extrinsic value 0.43 (close 295.86, strike 281); 100 shares called away at 281",
        "Early assignment before the ex-dividend date 2019-06-21: the $1.43 dividend exceeds the call's remaining extrinsic value $0.43 (close $295.86, strike $281); 100 shares called away at $281"],
      ["Early assignment before the ex-dividend date 2019-06-21: the 1.43 dividend exceeds what exercising gives up, the 281 put's 0.24 and the interest on the strike to expiry 0.13, together 0.37: the call trades at its exercise value (close 295.86, strike 281); 100 shares called away at 281",
        "Early assignment before the ex-dividend date 2019-06-21: the $1.43 dividend exceeds what exercising gives up, the 281 put's $0.24 and the interest on the strike to expiry $0.13, together $0.37: the call trades at its exercise value (close $295.86, strike $281); 100 shares called away at $281"],
      ["Early assignment before the ex-dividend date 2024-01-04: the 1.00 dividend exceeds the call's remaining extrinsic value 0.00, and its bid 5.00 is at or below its intrinsic value 5.00 (close 100.00, strike 95)",
        "Early assignment before the ex-dividend date 2024-01-04: the $1.00 dividend exceeds the call's remaining extrinsic value $0.00, and its bid $5.00 is at or below its intrinsic value $5.00 (close $100.00, strike $95)"],
      ["Early exercise of the 890 put: the interest on the strike to expiry 0.02 exceeds what exercising gives up, the 890 call's 0.01 and the dividends expected before expiry 0.00, together 0.01: the put trades at its exercise value (close 709.42, strike 890); 100 shares bought at 890",
        "Early exercise of the 890 put: the interest on the strike to expiry $0.02 exceeds what exercising gives up, the 890 call's $0.01 and the dividends expected before expiry $0.00, together $0.01: the put trades at its exercise value (close $709.42, strike $890); 100 shares bought at $890"],
      ['time_stop: 21 days held >= 21', 'Time Stop (days): 21 days held (limit 21 days)'],
      ["Catch stop loss (stop_loss_credit_multiple 2x the 1.50 credit, stop 3.00): at the day's low 410.20 the put models at 3.40; bought back at the stop 3.00",
        "Catch Stop Loss on Credit Multiple Stop (2× the $1.50 credit, stop $3.00): at the day's low $410.20 the put models at $3.40; bought back at the stop $3.00"],
    ];
    for (const [raw, words] of cases) expect(reasonWords(raw)).toBe(words);
  });

  it('reads the reasons the engines write since prices went in dollars the same way as the bare ones saved before', () => {
    const cases: Array<[string, string]> = [
      ['Roll-on dte_stop: 4 DTE <= 5; bought back at $5.68 and rolled to SPY190225C00270000 (roll 1 of 2)',
        'Rolled on DTE Stop: 4 days to expiration, at or below the 5-day limit; bought back at $5.68 and rolled to SPY190225C00270000 (roll 1 of 2)'],
      ['Roll-on take_profit_credit_capture: captured 60.00% of the $1.00 credit >= 50.00% (now $0.40); bought back at $0.40 and rolled to TEST240112C00105000 (roll 1 of 1)',
        'Rolled on Credit Capture: 60.00% of the $1.00 credit captured (target 50.00%; option marked at $0.40); bought back at $0.40 and rolled to TEST240112C00105000 (roll 1 of 1)'],
      ['take_profit_credit_capture: captured 52.38% of the $2.10 credit >= 50.00% (now $1.00)',
        'Credit Capture: 52.38% of the $2.10 credit captured (target 50.00%; option marked at $1.00)'],
      ['stop_loss_credit_multiple: $6.40 >= 3x the $2.10 credit ($6.30)', 'Credit Multiple Stop: the option marked at $6.40, at or above 3× the $2.10 credit (stop $6.30)'],
      ['fixed_profit: profit $1.20/share >= $1.00/share (sold $2.10, now $0.90)', 'Fixed Profit: $1.20 a share gained (target $1.00; sold at $2.10, marked at $0.90)'],
      ['fixed_loss: loss $0.60/share >= $0.50/share (sold $1.00, now $1.60)', 'Fixed Loss: $0.60 a share lost (limit $0.50; sold at $1.00, marked at $1.60)'],
      ['percentage_profit: P&L $1,674.40 = 51.27% of the $3,266.00 credit >= 50%. Sold for nothing, no bid: the long 126 call (46 contracts), bid/ask $0.00/$0.02',
        'Profit Target (%): P&L +$1,674.40, 51.27% of the $3,266.00 credit (target 50.00%). Sold for nothing, no bid: the long 126 call (46 contracts), bid/ask $0.00/$0.02'],
      ['percentage_loss: loss $2,225.20 = 200.47% of the $1,110.00 credit >= 200%', 'Stop Loss (%): loss $2,225.20, 200.47% of the $1,110.00 credit (limit 200.00%)'],
      ['dollar_loss: loss $1,391.60 >= $1,000.00', 'Stop Loss ($): loss $1,391.60 (limit $1,000.00)'],
      ["Catch stop loss (stop_loss_credit_multiple 3x the $3.09 credit, stop $9.27): at the day's low 286.64 the put models at $11.36; bought back at the stop $9.27",
        "Catch Stop Loss on Credit Multiple Stop (3× the $3.09 credit, stop $9.27): at the day's low $286.64 the put models at $11.36; bought back at the stop $9.27"],
      ["Catch stop loss (fixed_loss $0.50/share over the $1.00 sold, stop $1.50): at the open 104.50 the call models at $2.30; it opened through the stop, bought back at the open's $2.30",
        "Catch Stop Loss on Fixed Loss ($0.50 a share over the $1.00 sold, stop $1.50): at the open $104.50 the call models at $2.30; it opened through the stop, bought back at the open's $2.30"],
      ["Early assignment before the ex-dividend date 2019-06-21: the $1.43 dividend exceeds what exercising gives up, the 281 put's $0.24 and the interest on the strike to expiry $0.13, together $0.37: the call trades at its exercise value (close 295.86, strike 281); 100 shares called away at 281",
        "Early assignment before the ex-dividend date 2019-06-21: the $1.43 dividend exceeds what exercising gives up, the 281 put's $0.24 and the interest on the strike to expiry $0.13, together $0.37: the call trades at its exercise value (close $295.86, strike $281); 100 shares called away at $281"],
    ];
    for (const [raw, words] of cases) expect(reasonWords(raw)).toBe(words);
  });

  it('reads a reason saved with a code as the engine writes it today, and leaves today\'s words as they are', () => {
    // A covered take-profit as saved before 2026-12-02, and as the engine writes it now.
    const saved = 'take_profit_credit_capture: captured 52.00% of the $1.20 credit >= 50.00% (now $0.58)';
    const today = coveredExitWords.creditCapture(52, 1.2, 50, 0.58);
    expect(today).toBe('Credit Capture: 52.00% of the $1.20 credit captured (target 50.00%; option marked at $0.58)');
    expect(reasonWords(saved)).toBe(today);
    const now = [
      today,
      coveredExitWords.timeStop(3, 2),
      coveredExitWords.dteStop(1, 5),
      coveredExitWords.fixedProfit(0.4, 0.4, 1, 0.6),
      coveredExitWords.fixedLoss(0.6, 0.5, 1, 1.6),
      coveredExitWords.creditMultiple(2.1, 2, 1, 2),
      coveredExitWords.technical('RSI(14)', '71.20', '70.00', 'open'),
      coveredExitWords.technical('Underlying Price', '104.00', '103.00', '105.00'),
      `${coveredExitWords.catchCreditMultiple(2, 1, 2)}: at the day's high 106.00 the call models at $2.50; bought back at the stop $2.00`,
      coveredExitWords.roll(coveredExitWords.dteStop(4, 5), 5.68, 'SPY190225C00270000', '1 of 2'),
      spreadsExitWords.timeStop(21, 21),
      spreadsExitWords.percentageProfit(105, 50.24, 209, 'credit', 50),
      spreadsExitWords.percentageLoss(420, 200.96, 209, 'debit', 200),
      spreadsExitWords.percentageProfit(563.1, 70.83, 795, 'credit', 50, 3.9),
      spreadsExitWords.percentageLoss(936.9, 138.19, 678, 'credit', 100, 3.9),
      spreadsExitWords.dollarProfit(1500, 1000),
      spreadsExitWords.dollarLoss(1391.6, 1000),
    ];
    for (const reason of now) expect(reason).not.toMatch(/\b[a-z]+_[a-z_]+\b/);
    // The catch stop's underlying price still gets its dollar sign, as a saved one did.
    expect(now.map((r) => reasonWords(r))).toEqual(now.map((r) => r.replace('high 106.00', 'high $106.00')));
  });

  it('shows a % exit as written, with its entry commissions (2026-12-03) or without (saved before)', () => {
    expect(spreadsExitWords.percentageLoss(936.9, 138.19, 678, 'credit', 100, 3.9))
      .toBe('Stop Loss (%): loss $936.90 incl. $3.90 entry commissions, 138.19% of the $678.00 credit (limit 100.00%)');
    expect(spreadsExitWords.percentageProfit(563.1, 70.83, 795, 'credit', 50, 3.9))
      .toBe('Profit Target (%): P&L +$563.10 after $3.90 entry commissions, 70.83% of the $795.00 credit (target 50.00%)');
    // No commissions paid: no clause (a frictionless run reads as before).
    expect(spreadsExitWords.percentageLoss(150, 100, 150, 'credit', 100, 0)).toBe('Stop Loss (%): loss $150.00, 100.00% of the $150.00 credit (limit 100.00%)');
    const saved = 'Stop Loss (%): loss $936.90, 138.19% of the $678.00 credit (limit 100%)';
    expect(reasonWords(saved)).toBe(saved);
  });

  it('reads a saved roll that carries a stamp after it (a split, a modeled-quote flag)', () => {
    const saved = 'Roll-on dte_stop: 4 DTE <= 5; bought back at 5.68 and rolled to SPY190225C00270000 (roll 1 of 2). '
      + 'Split 2-for-1 on 2019-02-01 [modeled quote on an imported day, the imported chain lacks it: SPY190225C00270000 on 2019-02-11]';
    expect(reasonWords(saved)).toBe(
      'Rolled on DTE Stop: 4 days to expiration, at or below the 5-day limit; bought back at $5.68 and rolled to SPY190225C00270000 (roll 1 of 2). '
      + 'Split 2-for-1 on 2019-02-01 [modeled quote on an imported day, the imported chain lacks it: SPY190225C00270000 on 2019-02-11]',
    );
  });

  it('writes a strike named before the word in dollars, as the close beside it (was \'close $607.81, vs the 610 call strike\')', () => {
    expect(reasonWords('Expired out of the money: PM-settled at the close 607.81, vs the 610 call strike on 2024-12-06'))
      .toBe('Expired out of the money: PM-settled at the close $607.81, vs the $610 call strike on 2024-12-06');
    expect(reasonWords('Assigned at expiration: PM-settled at the close $598.19, above the 592 strike; 100 shares called away at $592'))
      .toBe('Assigned at expiration: PM-settled at the close $598.19, above the $592 strike; 100 shares called away at $592');
    expect(reasonWords('Expired out of the money: PM-settled at the close $607.81, vs the 612.5 call strike on 2024-12-06'))
      .toBe('Expired out of the money: PM-settled at the close $607.81, vs the $612.50 call strike on 2024-12-06');
  });

  it('writes a price that ends a sentence in dollars, as the same price later in it (was \'the close 671.77. The 4000 shares … at the close $671.77\')', () => {
    // As the engine writes a spread's expiration that left shares to close (delivered-shares.ts).
    expect(reasonWords('Expiration on 2025-09-19: settled at intrinsic value, PM-settled at the close 671.77. The 4000 shares the exercise or assignment left short were bought back at the close 671.77 (no commission)'))
      .toBe('Expiration on 2025-09-19: settled at intrinsic value, PM-settled at the close $671.77. The 4000 shares the exercise or assignment left short were bought back at the close $671.77 (no commission)');
    // A number carrying on after its point is still read whole, not cut at the point.
    expect(reasonWords('bought back at 1.25.')).toBe('bought back at $1.25.');
  });

  it('leaves an index\'s closes and strikes in points (SPX), option prices in dollars', () => {
    expect([isIndexOptionId('SPXW180131P02665000'), isIndexOptionId('SPX180216C02800000'), isIndexOptionId('SPY240216C00500000'), isIndexOptionId(undefined)])
      .toEqual([true, true, false, false]);
    const spx = 'Expired out of the money: PM-settled at the close 2823.81, vs the 2665 put strike on 2018-01-31';
    expect(reasonWords(spx, { indexPoints: true })).toBe(spx);
    expect(reasonWords(spx)).toBe('Expired out of the money: PM-settled at the close $2,823.81, vs the $2,665 put strike on 2018-01-31');
    const caught = "Catch stop loss (stop_loss_credit_multiple 2x the 1.50 credit, stop 3.00): at the day's low 2610.20 the put models at 3.40; bought back at the stop 3.00";
    expect(reasonWords(caught, { indexPoints: true })).toBe(
      "Catch Stop Loss on Credit Multiple Stop (2× the $1.50 credit, stop $3.00): at the day's low 2610.20 the put models at $3.40; bought back at the stop $3.00",
    );
  });
});

describe("reasonWords on a saved farther expiry's reason", () => {
  it("writes the nearest expiry's bare tolerance in its unit, as the engine writes it now", () => {
    const saved = 'Time Stop (days): 21 days held (limit 21 days). Entered the 2018-07-20 expiry (35 DTE): the nearest, 2018-07-13 (28 DTE), '
      + 'had no strike meeting the minimum volume of 100 (Leg 2 child 1: no call with enough volume within tolerance 10 of the parent strike + 50)';
    expect(reasonWords(saved, { indexPoints: true })).toBe(saved.replace('within tolerance 10 of', 'within the $10.00 tolerance of'));
  });
});
