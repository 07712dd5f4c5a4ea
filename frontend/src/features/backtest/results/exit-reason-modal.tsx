import { HelpPopover } from '../common/help-popover';
import { Modal } from '../common/modal';
import { AM_SETTLED_HELP, PM_SETTLED_HELP, UI_TEXT } from '../lib/shared';

/** A settlement the reason names, with what it means (a trader may not know PM from AM settlement). */
function SettlementHelp({ reason }: { reason: string }) {
  const styles = [
    reason.includes('PM-settled') ? { topic: 'PM-settled', text: PM_SETTLED_HELP } : null,
    reason.includes('AM-settled') ? { topic: 'AM-settled', text: AM_SETTLED_HELP } : null,
  ].flatMap((s) => (s ? [s] : []));
  if (styles.length === 0) return null;
  return (
    <p className="bt-muted">
      {styles.map((s) => <span key={s.topic}>{s.topic} <HelpPopover topic={s.topic} text={s.text} /> </span>)}
    </p>
  );
}

export function ExitReasonModal({ reason, onClose }: { reason: string; onClose: () => void }) {
  return (
    <Modal title={UI_TEXT.exitReasonTitle} onClose={onClose}>
      <p className="bt-reason-text">{reason}</p>
      <SettlementHelp reason={reason} />
    </Modal>
  );
}
