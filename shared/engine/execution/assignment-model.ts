import type { OptionType } from '../market/market-data';
import { intrinsicValue } from '../market/black-scholes';

export interface ExpirationOutcome {
  /** In the money against the close: a short is assigned, a long is exercised. */
  inTheMoney: boolean;
  /** Intrinsic value per share against the close. */
  intrinsic: number;
}

export interface EarlyAssignmentInput {
  strike: number;
  close: number;
  /** Mark of the call per share on the day before the ex-date. */
  optionMark: number;
  dividend: number;
}

export interface EarlyAssignmentOutcome {
  assigned: boolean;
  extrinsic: number;
}

/** When short options are assigned (one interface per simulation concern, CONVENTIONS 8). */
export interface AssignmentModel {
  atExpiration(type: OptionType, strike: number, close: number): ExpirationOutcome;
  /**
   * An in-the-money short call is exercised by its holder on the day before an ex-dividend date when
   * the dividend exceeds the call's remaining extrinsic value: the holder gives up less time value than
   * the dividend gains them.
   */
  earlyCallBeforeDividend(input: EarlyAssignmentInput): EarlyAssignmentOutcome;
}

/** Default: settle against the close; exactly at the money is out of the money (not exercised). */
export const defaultAssignmentModel: AssignmentModel = {
  atExpiration(type, strike, close) {
    const intrinsic = intrinsicValue(type, strike, close);
    return { inTheMoney: intrinsic > 0, intrinsic };
  },
  earlyCallBeforeDividend({ strike, close, optionMark, dividend }) {
    const intrinsic = intrinsicValue('call', strike, close);
    const extrinsic = Math.max(0, optionMark - intrinsic);
    return { assigned: intrinsic > 0 && dividend > extrinsic, extrinsic };
  },
};
