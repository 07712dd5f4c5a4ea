import { useEffect, useId, useRef, useState } from 'react';
import { QUICK_TICKERS, TICKER_DROPDOWN_CLOSE_DELAY_MS } from '../lib/shared';

export function filterTickers(query: string): string[] {
  const q = query.trim().toUpperCase();
  return QUICK_TICKERS.filter((t) => q === '' || t.includes(q));
}

interface TickerSearchProps {
  value: string;
  onChange: (ticker: string) => void;
  label?: string;
}

/**
 * Ticker input with the spec's quick choices (filterable by text). Escape closes the list; it
 * also closes 150 ms after blur, late enough for a click on a choice to land first.
 */
export function TickerSearch({ value, onChange, label = 'Ticker' }: TickerSearchProps) {
  const id = useId();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The list filters by what the trader types; on focus it offers every quick choice, so a field
  // already holding a ticker does not hide the others.
  const [typing, setTyping] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const choices = typing ? filterTickers(value) : [...QUICK_TICKERS];
  useEffect(() => () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
  }, []);

  const choose = (ticker: string) => {
    onChange(ticker);
    setTyping(false);
    setOpen(false);
    setActive(-1);
  };

  return (
    <div className="bt-field bt-ticker">
      <label htmlFor={id} className="bt-field__label">{label}</label>
      <input
        id={id}
        className="bt-input"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        autoComplete="off"
        value={value}
        onFocus={() => {
          // A blur's pending close must not shut the list on an input that has focus again.
          if (closeTimer.current) clearTimeout(closeTimer.current);
          setTyping(false);
          setOpen(true);
        }}
        onBlur={() => {
          closeTimer.current = setTimeout(() => setOpen(false), TICKER_DROPDOWN_CLOSE_DELAY_MS);
        }}
        onChange={(event) => {
          onChange(event.target.value.toUpperCase());
          setTyping(true);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setOpen(false);
          } else if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
            setActive((i) => Math.min(choices.length - 1, i + 1));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((i) => Math.max(0, i - 1));
          } else if (event.key === 'Enter' && open && active >= 0) {
            event.preventDefault();
            const pick = choices[active];
            if (pick) choose(pick);
          }
        }}
      />
      {open && choices.length > 0 ? (
        <ul id={listId} role="listbox" aria-label="Quick tickers" className="bt-ticker__menu">
          {choices.map((ticker, i) => (
            <li
              key={ticker}
              role="option"
              aria-selected={i === active || ticker === value}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(ticker)}
            >
              {ticker}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
