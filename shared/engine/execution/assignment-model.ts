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
  /** The call's bid that day (the fallback's test when the put has no quote). */
  optionBid: number;
  dividend: number;
  /** Mark of the put of the same strike and expiry that day; undefined when the chain has none. */
  putMark: number | undefined;
  /** Interest on the strike from the day to expiry, per share: strike × (1 − e^(−r·τ)). */
  strikeInterest: number;
}

export interface EarlyAssignmentOutcome {
  assigned: boolean;
  extrinsic: number;
  /** What decided it: the put and the interest on the strike, or (no put quote) the call alone. */
  test: 'put' | 'call';
}

/** When short options are assigned (one interface per simulation concern, CONVENTIONS 8). */
export interface AssignmentModel {
  atExpiration(type: OptionType, strike: number, close: number): ExpirationOutcome;
  /**
   * An in-the-money short call is exercised by its holder on the day before an ex-dividend date when
   * the dividend is worth more than what exercising gives up: the put of the same strike (the
   * protection a call holds over the shares) and the interest on the strike paid before expiry.
   * By put-call parity (call − intrinsic = put − dividend + interest on the strike) that is the call
   * trading at its exercise value. The call's extrinsic value is not compared with the dividend: a
   * price that knows the dividend (the escrowed-dividend model, a market) is already net of it, and
   * the comparison counted it twice. Without a put quote: the call's bid at or below its intrinsic
   * value (no buyer pays more than exercising gives) and the dividend over its extrinsic value.
   */
  earlyCallBeforeDividend(input: EarlyAssignmentInput): EarlyAssignmentOutcome;
}

/** Default: settle against the close; exactly at the money is out of the money (not exercised). */
export const defaultAssignmentModel: AssignmentModel = {
  atExpiration(type, strike, close) {
    const intrinsic = intrinsicValue(type, strike, close);
    return { inTheMoney: intrinsic > 0, intrinsic };
  },
  earlyCallBeforeDividend({ strike, close, optionMark, optionBid, dividend, putMark, strikeInterest }) {
    const intrinsic = intrinsicValue('call', strike, close);
    const extrinsic = Math.max(0, optionMark - intrinsic);
    if (putMark !== undefined) return { assigned: intrinsic > 0 && dividend > putMark + strikeInterest, extrinsic, test: 'put' };
    return { assigned: intrinsic > 0 && optionBid <= intrinsic && dividend > extrinsic, extrinsic, test: 'call' };
  },
};
