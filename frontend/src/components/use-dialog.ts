import { useEffect, useRef, useState } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab go round the dialog's own controls: from its last one, Tab went on to the page
 * behind the overlay (the landing page's Sign in under the sign-in dialog), which aria-modal says
 * is out of reach. Only the topmost dialog keeps the focus.
 */
function keepTabInside(dialog: HTMLElement, event: KeyboardEvent): void {
  const open = document.querySelectorAll('[role="dialog"][aria-modal="true"]');
  if (open[open.length - 1] !== dialog) return;
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((e) => !e.closest('[hidden], [inert]'));
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const active = document.activeElement;
  const inside = active instanceof Node && dialog.contains(active);
  if (event.shiftKey && (!inside || active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * What every dialog does, whatever it looks like: Escape calls `onClose`; Tab stays inside it; on
 * open, focus moves into the dialog (unless something inside already took it) and on close back to
 * what had it (e.g. the opening button), if that is still on the page. Put the returned ref on the dialog.
 */
export function useDialog(onClose: () => void) {
  const dialogRef = useRef<HTMLDivElement>(null);
  // Read in the first render, before the commit: a field inside with autoFocus (the sign-in dialog's
  // Email) takes the focus before any effect runs, and the focus then went back to that field, gone
  // with the dialog, instead of to the button that opened it (the page's top, for a keyboard user).
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'Tab' && dialogRef.current) keepTabInside(dialogRef.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.contains(document.activeElement)) dialog.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [opener]);
  return dialogRef;
}
