import { useEffect, useId, useState } from 'react';

/** A small '?' button that shows a help text; Escape or a second click closes it. */
export function HelpPopover({ topic, text }: { topic: string; text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <span className="bt-help">
      <button
        type="button"
        className="bt-help__btn"
        aria-label={`Help: ${topic}`}
        aria-expanded={open}
        aria-describedby={open ? id : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        ?
      </button>
      {open ? <span id={id} role="tooltip" className="bt-help__popover">{text}</span> : null}
    </span>
  );
}
