/**
 * Which data priced each contract of a result, said where the trader reads it. Only for runs with
 * imported days (a model-only result is untouched: its `data_source` says 'modeled'):
 * - every contract in the trade log gets `quote_source` ('imported' from the vendor's data,
 *   'modeled' from the chain model);
 * - a contract priced by the model ON A DAY THE IMPORTED DATA COVER (the vendor file lacks that
 *   contract that day) is flagged in its trade's reason and counted in a diagnostics note, so a
 *   modeled fill is never passed off as a real one.
 */
import type { BacktestResult, CoveredBacktestResult } from '../../contracts/results';
import type { Contract } from '../../contracts/contract';
import type { OptionChainProvider } from '../market/market-data';

type Result = CoveredBacktestResult | BacktestResult;

function tag(contract: Contract, date: string, chains: OptionChainProvider, filled: string[]): Contract {
  const source = contract.quote_source ?? 'modeled';
  if (source === 'modeled' && chains.source(date) === 'imported') filled.push(`${contract.id} on ${date}`);
  return contract.quote_source === source ? contract : { ...contract, quote_source: source };
}

export function withQuoteSources<R extends Result>(result: R, chains: OptionChainProvider): R {
  if (result.data_source === 'modeled') return result;
  let flagged = 0;
  const trades = result.trades.map((trade) => {
    const filled: string[] = [];
    let next: typeof trade;
    if ('entry_position' in trade) {
      next = {
        ...trade,
        entry_position: { ...trade.entry_position, contract: tag(trade.entry_position.contract, trade.entry_date, chains, filled) },
        exit_position: trade.exit_position && { ...trade.exit_position, contract: tag(trade.exit_position.contract, trade.exit_date, chains, filled) },
      };
    } else {
      next = {
        ...trade,
        entry_contracts: trade.entry_contracts.map((l) => ({ ...l, contract: tag(l.contract, trade.entry_date, chains, filled) })),
        exit_contracts: trade.exit_contracts.map((l) => ({ ...l, contract: tag(l.contract, trade.exit_date, chains, filled) })),
      };
    }
    if (filled.length === 0) return next;
    flagged += 1;
    return { ...next, reason: `${next.reason} [modeled quote on an imported day, the imported chain lacks it: ${filled.join(', ')}]` };
  }) as R['trades'];
  if (flagged === 0) return { ...result, trades };
  const note = `${flagged} trade(s) used a modeled quote on a day the imported chain covers (the vendor data lack that contract that day); each is flagged in its reason`;
  return { ...result, trades, diagnostics: { ...result.diagnostics, notes: [...result.diagnostics.notes, note] } };
}
