import { useEffect, useRef } from 'react';

/**
 * What every dialog does, whatever it looks like: Escape calls `onClose`; on open, focus moves
 * into the dialog (unless something inside already took it) and on close back to what had it
 * (e.g. the opening button), if that is still on the page. Put the returned ref on the dialog.
 */
export function useDialog(onClose: () => void) {
  const dialogRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  useEffect(() => {
    const previous = document.activeElement;
    const dialog = dialogRef.current;
    if (dialog && !dialog.contains(document.activeElement)) dialog.focus();
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, []);
  return dialogRef;
}
