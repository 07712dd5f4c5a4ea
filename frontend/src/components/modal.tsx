import { useId, type ReactNode } from 'react';
import { useDialog } from './use-dialog';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  /** Accessible description below the title. */
  subtitle?: ReactNode;
}

/** A dialog over an overlay: clicking the overlay, the close button or pressing Escape closes it. */
export function Modal({ title, onClose, children, wide, subtitle }: ModalProps) {
  const titleId = useId();
  const dialogRef = useDialog(onClose);
  return (
    <div className="modal-overlay" data-testid="modal-overlay" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={dialogRef} className={wide ? 'modal modal-wide' : 'modal'} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <button type="button" className="modal-close" aria-label="Close" onClick={onClose}>
          ×
        </button>
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
        {subtitle && <div className="modal-subtitle">{subtitle}</div>}
        {children}
      </div>
    </div>
  );
}
