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

export interface EarlyPutExerciseInput {
  strike: number;
  close: number;
  /** Mark of the put per share that day. */
  optionMark: number;
  /** The put's bid that day (the fallback's test when the call has no quote). */
  optionBid: number;
  /** Mark of the call of the same strike and expiry that day; undefined when the chain has none. */
  callMark: number | undefined;
  /** Present value that day of the dividends expected to go ex after it and by expiry, per share. */
  dividends: number;
  /** Interest on the strike from the day to expiry, per share: strike × (1 − e^(−r·τ)). */
  strikeInterest: number;
}

export interface EarlyPutOutcome {
  assigned: boolean;
  extrinsic: number;
  /** What decided it: the same-strike call and the dividends ('call'), or (no call quote) the put alone ('put'). */
  test: 'call' | 'put';
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
  /**
   * An in-the-money short put of a stock or ETF is exercised by its holder at a close when the
   * interest the strike earns until expiry (exercising is paid the strike now, not at expiry) is
   * worth more than what exercising gives up: the call of the same strike (a rise above the strike,
   * which the shares and the put, held, still gain) and the dividends expected before expiry (the stock drops by each
   * on its ex-date, which the put, held, gains). By put-call parity (put − intrinsic = call +
   * dividends − interest on the strike) that is the put trading at its exercise value. Without a
   * call quote: the put's bid at or below its intrinsic value (no buyer pays more than exercising
   * gives) and the interest on the strike over the put's extrinsic value.
   */
  earlyPutExercise(input: EarlyPutExerciseInput): EarlyPutOutcome;
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
  earlyPutExercise({ strike, close, optionMark, optionBid, callMark, dividends, strikeInterest }) {
    const intrinsic = intrinsicValue('put', strike, close);
    const extrinsic = Math.max(0, optionMark - intrinsic);
    if (callMark !== undefined) return { assigned: intrinsic > 0 && strikeInterest > callMark + dividends, extrinsic, test: 'call' };
    return { assigned: intrinsic > 0 && optionBid <= intrinsic && strikeInterest > extrinsic, extrinsic, test: 'put' };
  },
};
