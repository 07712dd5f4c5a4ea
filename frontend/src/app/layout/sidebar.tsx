import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { Icon } from '../../components/icons';
import { useRuntimeConfig } from '../../lib/runtime-config-context';

interface SidebarProps {
  open: boolean;
  onClose: () => void;
}

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link nav-link-active' : 'nav-link');

/** Backtest (expanding to Covered and Spreads), Saved, Contact (support mail) and Community. */
export function Sidebar({ open, onClose }: SidebarProps) {
  const config = useRuntimeConfig();
  const location = useLocation();
  const [backtestOpen, setBacktestOpen] = useState(true);
  const inBacktest = location.pathname.startsWith('/backtest');
  const nav = useRef<HTMLElement>(null);
  // Opened (a phone's menu), the focus goes into it: it stayed on the menu button, which the open
  // menu covers, and Tab went on to the page under the scrim, out of sight.
  useEffect(() => {
    if (open) nav.current?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [open]);
  // Tabbing out of the open menu closes it, so the focus never sits on the page hidden under the scrim.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (open && event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) onClose();
  };
  return (
    <>
      <nav id="app-sidebar" ref={nav} onBlur={onBlur} className={open ? 'sidebar sidebar-open' : 'sidebar'} aria-label="Main navigation">
        <div className="sidebar-brand">
          <span className="sidebar-logo" aria-hidden="true">
            ◆
          </span>
          Options Backtester
        </div>
        <ul className="nav-list">
          <li>
            <button
              type="button"
              className={inBacktest ? 'nav-link nav-link-active' : 'nav-link'}
              aria-expanded={backtestOpen}
              aria-controls="nav-backtest-children"
              onClick={() => setBacktestOpen((o) => !o)}
            >
              <Icon name="chart" /> Backtest
              <span className={backtestOpen ? 'nav-chevron nav-chevron-open' : 'nav-chevron'} aria-hidden="true">
                ›
              </span>
            </button>
            {backtestOpen && (
              <ul id="nav-backtest-children" className="nav-children">
                <li>
                  <NavLink to="/backtest/covered" className={linkClass}>
                    Covered
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/backtest/spreads" className={linkClass}>
                    Spreads
                  </NavLink>
                </li>
              </ul>
            )}
          </li>
          <li>
            <NavLink to="/saved" className={linkClass}>
              <Icon name="save" /> Saved
            </NavLink>
          </li>
        </ul>
        <ul className="nav-list nav-list-bottom">
          <li>
            <a className="nav-link" href={`mailto:${config.supportEmail}`}>
              <Icon name="mail" /> Contact
            </a>
          </li>
          <li>
            <a className="nav-link" href={config.communityUrl} target="_blank" rel="noreferrer">
              <Icon name="chat" /> Community
            </a>
          </li>
        </ul>
      </nav>
      {open && <div className="sidebar-scrim" aria-hidden="true" onClick={onClose} />}
    </>
  );
}
