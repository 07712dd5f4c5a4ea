import { describe, expect, it } from 'vitest';
import { coveredExitWords } from './exit-reason-words';
import { entryConditionSkip, skipCause, unsecuredPutSkip } from './skip-causes';
import { skipReasonWords } from './skip-reason-words';

describe('skipReasonWords', () => {
  it("reads a roll not made, saved with its condition's code, in the words the engine writes today", () => {
    const saved = 'covered call roll (take_profit_credit_capture: captured 52.00% of the 1.20 credit >= 50.00% (now 0.58)) not made: no call within tolerance 0.05 of delta 0.3';
    const today = `covered call roll (${coveredExitWords.creditCapture(52, 1.2, 50, 0.58)}) not made: no call within the 0.05 delta tolerance of delta 0.3`;
    expect(skipReasonWords(saved)).toBe(today);
    expect(skipReasonWords(saved)).toBe('covered call roll (Credit Capture: 52.00% of the $1.20 credit captured (target 50.00%; option marked at $0.58)) not made: no call within the 0.05 delta tolerance of delta 0.3');
    // Still a roll not made to the run notes' counts.
    expect(skipCause(skipReasonWords(saved))).toBe('roll');
  });

  it('leaves a reason the engine writes today as it is', () => {
    const today = [
      `cash-secured put roll (${coveredExitWords.dteStop(4, 5)}) not made: it would pick the same contract`,
      `cash-secured put: ${unsecuredPutSkip('$17,031.72', 175, '$17,500.00')}`,
      'cash-secured put: no expiration listed within the DTE window',
      're-entry cooldown: 3 calendar days after the last exit',
    ];
    for (const reason of today) expect(skipReasonWords(reason)).toBe(reason);
  });

  it('writes the bare figures of an unsecured put saved before dollars were dollars as dollars', () => {
    expect(skipReasonWords('cash-secured put: cash 10000.00 does not secure one put at the 105 strike (10500.00 needed): no trade'))
      .toBe('cash-secured put: cash $10,000.00 does not secure one put at the 105 strike ($10,500.00 needed): no trade');
    expect(skipReasonWords('cash-secured put roll: cash 9.50 does not secure one put at the 105 strike (10500.00 needed): no trade'))
      .toBe('cash-secured put roll: cash $9.50 does not secure one put at the 105 strike ($10,500.00 needed): no trade');
  });

  it("keeps an index's closes as points in a roll's reason", () => {
    const saved = 'cash-secured put roll (Expired out of the money: close 4500.00 vs the 4400 put strike) not made: it would pick the same contract';
    expect(skipReasonWords(saved, { indexPoints: true })).toBe('cash-secured put roll (Expired out of the money: settled at the close 4500.00, vs the 4400 put strike) not made: it would pick the same contract');
    expect(skipReasonWords(saved)).toBe('cash-secured put roll (Expired out of the money: settled at the close $4,500.00, vs the $4,400 put strike) not made: it would pick the same contract');
  });

  it("reads an entry condition saved as an interval ('71.35 within [0.00, 70.00]') in the words the engine writes today", () => {
    const cases: Array<[string, string]> = [
      ['covered call: entry condition not met (RSI(14) 71.35 within [0.00, 70.00])', 'covered call: entry condition not met (RSI(14) 71.35, not between 0.00 and 70.00)'],
      ['covered call: entry condition not met (Underlying Price 100.00 within [101.00, open])', 'covered call: entry condition not met (Underlying Price 100.00, not at or above 101.00)'],
      ['cash-secured put: entry condition not met (SMA(20) -1.50 within [open, -2.00])', 'cash-secured put: entry condition not met (SMA(20) -1.50, not at or below -2.00)'],
    ];
    for (const [saved, today] of cases) {
      expect(skipReasonWords(saved)).toBe(today);
      expect(skipReasonWords(today)).toBe(today);
      expect(skipCause(skipReasonWords(saved))).toBe('rules');
    }
    expect(skipReasonWords(`covered call: ${entryConditionSkip('RSI(14) not available yet')}`)).toBe('covered call: entry condition not met (RSI(14) not available yet)');
  });
});
