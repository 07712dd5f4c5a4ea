import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

/** Space kept between an open popover and the window's edges. */
const EDGE_MARGIN = 8;

/**
 * How far to move a popover at `rect` left (negative) or right so it stays inside a window of
 * `viewportWidth`: on a phone the CAGR card's popover ran 86 px past the right edge and made the
 * whole page scroll sideways.
 */
export function popoverShift(rect: { left: number; right: number }, viewportWidth: number): number {
  if (rect.right > viewportWidth - EDGE_MARGIN) return Math.max(viewportWidth - EDGE_MARGIN - rect.right, EDGE_MARGIN - rect.left);
  if (rect.left < EDGE_MARGIN) return EDGE_MARGIN - rect.left;
  return 0;
}

/** A small '?' button that shows a help text; Escape or a second click closes it. */
export function HelpPopover({ topic, text }: { topic: string; text: string }) {
  const [open, setOpen] = useState(false);
  const [shift, setShift] = useState(0);
  const popover = useRef<HTMLSpanElement | null>(null);
  const id = useId();
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  // Measured where CSS placed it (shift 0), then moved inside the window before it is painted.
  useLayoutEffect(() => {
    if (!open || !popover.current) {
      setShift(0);
      return;
    }
    setShift(popoverShift(popover.current.getBoundingClientRect(), document.documentElement.clientWidth || window.innerWidth));
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
      {open ? (
        // Moved by its margins, a change of layout: moved by a transform, Chrome kept the page's
        // scroll width of the unmoved popover, and a phone's page scrolled 98 px sideways under
        // the open CAGR help (e2e tap-targets at 375 px). Both margins: a popover anchored by its
        // right edge (the settlement help) moves by its right margin, one anchored by its left by its left.
        <span ref={popover} id={id} role="tooltip" className="bt-help__popover" style={shift ? { marginLeft: `${shift}px`, marginRight: `${-shift}px` } : undefined}>
          {text}
        </span>
      ) : null}
    </span>
  );
}
