import { HelpPopover } from '../common/help-popover';
import { AM_SETTLED_HELP, PM_SETTLED_HELP } from '../lib/shared';

/** The settlement styles a reason names ('PM-settled at the close …'), each with what it means. */
export function settlementStyles(reason: string): { topic: string; text: string }[] {
  return [
    reason.includes('PM-settled') ? { topic: 'PM-settled', text: PM_SETTLED_HELP } : null,
    reason.includes('AM-settled') ? { topic: 'AM-settled', text: AM_SETTLED_HELP } : null,
  ].flatMap((s) => (s ? [s] : []));
}

/**
 * A settlement the reason names, with what it means (a trader may not know PM from AM settlement):
 * the Exit Reason dialog spells the style out beside its '?'; a trade row, whose reason line already
 * shows the words, only its '?' buttons ('Help: PM-settled' to a screen reader, a button by keyboard).
 */
export function SettlementHelp({ reason, compact = false }: { reason: string; compact?: boolean }) {
  const styles = settlementStyles(reason);
  if (styles.length === 0) return null;
  if (compact) {
    return <span className="bt-trade__settlement">{styles.map((s) => <HelpPopover key={s.topic} topic={s.topic} text={s.text} />)}</span>;
  }
  return (
    <p className="bt-muted bt-settlement-help">
      {styles.map((s) => <span key={s.topic}>{s.topic} <HelpPopover topic={s.topic} text={s.text} /> </span>)}
    </p>
  );
}
