import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import './side-scroll.css';

interface SideScrollProps {
  /** Names the scrolling region (it takes the keyboard focus, so arrow keys scroll it). */
  label: string;
  /** What is side by side, for the hint: 'all 3 runs'. */
  what: string;
  children: ReactNode;
  /** A class for the scrolling box, e.g. a maximum height for a long table that scrolls down too. */
  bodyClassName?: string;
}

/**
 * A table wider than the screen (the comparison, the monthly returns, the after-tax table on a phone): it scrolls sideways with its first
 * column held in place (CSS), and says so. Without a cue the third run's column sat off-screen and
 * nothing told the trader it was there: a hint line and a fade on the edge that has more are shown
 * while the table overflows, and go when it fits.
 */
export function SideScroll({ label, what, children, bodyClassName }: SideScrollProps) {
  const body = useRef<HTMLDivElement | null>(null);
  const [more, setMore] = useState({ left: false, right: false });

  useLayoutEffect(() => {
    const el = body.current;
    if (!el) return undefined;
    const update = () => {
      const left = el.scrollLeft > 1;
      const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setMore((was) => (was.left === left && was.right === right ? was : { left, right }));
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, []);

  const overflows = more.left || more.right;
  return (
    <div className="side-scroll">
      {overflows ? (
        <p className="side-scroll-hint" aria-hidden="true">
          Scroll sideways to see {what} <span className="side-scroll-arrow">{more.right ? '→' : '←'}</span>
        </p>
      ) : null}
      <div className="side-scroll-frame" data-more-left={more.left} data-more-right={more.right}>
        <div ref={body} className={bodyClassName ? `side-scroll-body ${bodyClassName}` : 'side-scroll-body'} role="region" aria-label={label} tabIndex={overflows ? 0 : undefined}>
          {children}
        </div>
      </div>
    </div>
  );
}
