import { Modal } from '../common/modal';
import { UI_TEXT } from '../lib/shared';
import { SettlementHelp } from './settlement-help';

export function ExitReasonModal({ reason, onClose }: { reason: string; onClose: () => void }) {
  return (
    <Modal title={UI_TEXT.exitReasonTitle} onClose={onClose}>
      <p className="bt-reason-text">{reason}</p>
      <SettlementHelp reason={reason} />
    </Modal>
  );
}
