import type { OptionType } from '../market/market-data';

/**
 * How far a strike is out of the money, as a fraction of the spot (the contracts' percentage_otm,
 * for covered legs and multi-leg targets and filters alike): calls strike/spot − 1, puts
 * 1 − strike/spot; negative in the money.
 */
export function percentOtm(type: OptionType, strike: number, spot: number): number {
  return type === 'call' ? strike / spot - 1 : 1 - strike / spot;
}
