import { formatUsd } from '../lib/format';
import type { DerivedLeg } from './derived-types';

/**
 * A leg's side and contracts as the trade log says them ('SHORT 1×'). The spec gives no wording;
 * the trade-log row and the Contract Details modal both say it through this one function, so the
 * modal no longer reads 'Short 1×' beside a row's 'SHORT 1×'.
 */
export function legSideWords(leg: Pick<DerivedLeg, 'side' | 'quantity'>): string {
  return `${leg.side.toUpperCase()} ${leg.quantity}×`;
}

/** A trade-log leg: side, contracts, type and strike ('SHORT 1× CALL $610.00'). */
export function legLabel(leg: Pick<DerivedLeg, 'side' | 'quantity' | 'contract'>): string {
  const type = leg.contract.call_or_put === 'put' ? 'PUT' : 'CALL';
  return `${legSideWords(leg)} ${type} ${formatUsd(leg.contract.strike)}`;
}
