import { useId, type ReactNode } from 'react';
import { useDialog } from '../../../components/use-dialog';

interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** Extra element in the header before the title (e.g. a back arrow). */
  leading?: ReactNode;
  wide?: boolean;
}

/**
 * The builder's dialog look (header with an optional leading element, body, footer); closed by its
 * overlay, its close button or Escape, with the focus handling of every dialog (useDialog).
 */
export function Modal({ title, onClose, children, footer, leading, wide }: ModalProps) {
  const titleId = useId();
  const dialog = useDialog(onClose);
  return (
    <div className="bt-overlay" data-testid="modal-overlay" onMouseDown={(event) => {
      if (event.target === event.currentTarget) onClose();
    }}>
      <div ref={dialog} tabIndex={-1} role="dialog" aria-modal="true" aria-labelledby={titleId} className={wide ? 'bt-modal bt-modal--wide' : 'bt-modal'}>
        <header className="bt-modal__header">
          {leading}
          <h2 id={titleId} className="bt-modal__title">{title}</h2>
          <button type="button" className="bt-icon-btn" aria-label="Close" onClick={onClose}>×</button>
        </header>
        <div className="bt-modal__body">{children}</div>
        {footer ? <footer className="bt-modal__footer">{footer}</footer> : null}
      </div>
    </div>
  );
}
