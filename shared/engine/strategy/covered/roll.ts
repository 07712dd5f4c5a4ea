import { coveredExitWords } from '../../../domain/exit-reason-words';
import { ROLLED, type OpenShort } from './ledger';
import { selectCovered, type CoveredRun, type Day } from './context';
import { contractsFor, countPutWritten, countRefusedChange, fartherExpiry, legName, unsecuredPut, writeShort } from './entry';
import { exitContext, withExitOverVolume } from './manage';
import { firstExit } from './exit-rules';

/**
 * Rolls the open short when one of its roll-on conditions fires (checked in the exit order, at the
 * close, after the exit conditions) and it has rolls left: buys it back (ROLLED) and sells the
 * contract the roll config picks (DTE target = leg's DTE_target + DTE_offset, the roll's exact_dte,
 * min premium and strike target). Without a new contract the position is kept, and a diagnostic says so.
 */
export function tryRoll(run: CoveredRun, o: OpenShort, day: Day): boolean {
  const rc = o.leg.roll_config;
  if (!rc || rc.roll_on_conditions.length === 0) return false;
  if (rc.max_rolls !== null && o.rolls >= rc.max_rolls) return false;
  const signal = firstExit(rc.roll_on_conditions, exitContext(run, o, day, false));
  if (!signal) return false;
  const date = day.bar.date;
  const name = legName(o.type);
  const choice = {
    dteTarget: Math.max(0, o.leg.DTE_target + rc.DTE_offset),
    exactDte: rc.exact_dte,
    strikeTarget: rc.strike_target_condition,
    minPremium: rc.min_premium_target,
  };
  const selection = selectCovered(run, date, day.bar.close, o.type, choice);
  if ('miss' in selection || selection.quote.id === o.entry.id) {
    const why = 'miss' in selection ? selection.miss : 'it would pick the same contract';
    run.diagnostics.skip(date, `${name} roll (${signal.reason}) not made: ${why}`);
    countRefusedChange(run, date, selection);
    return false;
  }
  const next = selection.quote;
  const buyPrice = run.fill.fill(o.current, 'buy', date);
  const rollNo = o.rolls + 1;
  const limit = rc.max_rolls === null ? '' : ` of ${rc.max_rolls}`;
  run.ledger.buyBack(
    date,
    o.current,
    buyPrice,
    run.cost.commission([{ contracts: o.contracts, price: buyPrice }], date),
    ROLLED,
    withExitOverVolume(run, o, date, coveredExitWords.roll(signal.reason, buyPrice, next.id, `${rollNo}${limit}`)),
  );
  const sized = contractsFor(run, o.type, next.strike);
  const contracts = Math.min(o.contracts, sized.contracts);
  if (contracts < 1) {
    const why = o.type === 'put' ? unsecuredPut(run, next.strike) : 'no contract to write';
    run.diagnostics.skip(date, `${name} roll: ${why}`);
    countRefusedChange(run, date, selection);
    return true;
  }
  // A roll keeps the position's size: it wrote fewer than the lots for the cash only when the cash cut it.
  if (o.type === 'put') countPutWritten(run, date, sized.lots, sized.contracts < o.contracts ? contracts : sized.lots, next.strike);
  writeShort(run, day, { type: o.type, leg: o.leg, entry: next, entryDate: date, contracts, rolls: rollNo, ...fartherExpiry(run, date, selection, choice) });
  return true;
}
