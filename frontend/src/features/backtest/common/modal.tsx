import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** Extra element in the header before the title (e.g. a back arrow). */
  leading?: ReactNode;
  wide?: boolean;
}

/** A dialog closed by its overlay, its close button or Escape (spec: overlay or close button). */
export function Modal({ title, onClose, children, footer, leading, wide }: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement | null>(null);
  // Focus moves into the dialog (unless a field took it with autoFocus) and back on close.
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog.current && !dialog.current.contains(document.activeElement)) dialog.current.focus();
    return () => before?.focus();
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
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
