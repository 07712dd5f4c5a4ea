import { Modal } from '../common/modal';

export function ExitReasonModal({ reason, onClose }: { reason: string; onClose: () => void }) {
  return (
    <Modal title="Exit Reason" onClose={onClose}>
      <p className="bt-reason-text">{reason}</p>
    </Modal>
  );
}
