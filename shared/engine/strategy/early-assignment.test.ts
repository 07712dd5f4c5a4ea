import { describe, expect, it } from 'vitest';
import { earlyAssignmentWords, type EarlyAssignment } from './early-assignment';

const assignment = (dividend: number, extrinsic: number): EarlyAssignment => ({
  exDate: '2022-03-21', dividend, extrinsic, intrinsic: 40.49, close: 351.49, strike: 311,
});

describe('early assignment words', () => {
  it('say the amounts in cents when they differ there', () => {
    expect(earlyAssignmentWords(assignment(1, 0.2))).toBe(
      "Early assignment before the ex-dividend date 2022-03-21: the 1.00 dividend exceeds the call's remaining extrinsic value 0.20 (close 351.49, strike 311)",
    );
  });

  it('never read "the 0.43 dividend exceeds the extrinsic value 0.43": four decimals when cents show them equal', () => {
    // QQQ's bear call spread of 2022-03-16, assigned on 03-18 (npm run -s backtest): 0.4340 against 0.4300.
    expect(earlyAssignmentWords(assignment(0.434, 0.43))).toContain('the 0.4340 dividend exceeds the call\'s remaining extrinsic value 0.4300 (close');
  });
});
