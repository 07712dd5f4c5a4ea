import { describe, expect, it } from 'vitest';
import { earlyAssignmentWords, type EarlyAssignment } from './early-assignment';

const assignment = (dividend: number, extrinsic: number): EarlyAssignment => ({
  exDate: '2022-03-21', dividend, extrinsic, intrinsic: 40.49, close: 351.49, strike: 311,
});

describe('early assignment words', () => {
  it('name what the dividend beat: the put and the interest on the strike, in cents when they differ there', () => {
    expect(earlyAssignmentWords({ ...assignment(1, 0), put: { mark: 0.12, strikeInterest: 0.3 } })).toBe(
      "Early assignment before the ex-dividend date 2022-03-21: the $1.00 dividend exceeds what exercising gives up, the 311 put's $0.12 " +
        'and the interest on the strike to expiry $0.30, together $0.42: the call trades at its exercise value (close 351.49, strike 311)',
    );
  });

  it('without a put quote, the call\'s extrinsic value and its bid at or below its intrinsic value', () => {
    expect(earlyAssignmentWords({ ...assignment(1, 0.2), bid: 40.4 })).toBe(
      "Early assignment before the ex-dividend date 2022-03-21: the $1.00 dividend exceeds the call's remaining extrinsic value $0.20, " +
        'and its bid $40.40 is at or below its intrinsic value $40.49 (close 351.49, strike 311)',
    );
  });

  it('never read "the $0.43 dividend exceeds ... 0.43": four decimals when cents show them equal', () => {
    // QQQ's bear call spread of 2022-03-16, assigned on 03-18 (npm run -s backtest): 0.4340 against 0.4300.
    expect(earlyAssignmentWords({ ...assignment(0.434, 0.43), bid: 40 })).toContain('the $0.4340 dividend exceeds the call\'s remaining extrinsic value $0.4300, and');
    expect(earlyAssignmentWords({ ...assignment(0.434, 0), put: { mark: 0.1, strikeInterest: 0.33 } })).toContain('together $0.4300: the call');
  });
});
