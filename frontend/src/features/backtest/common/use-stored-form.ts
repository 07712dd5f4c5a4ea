import { useCallback, useEffect, useRef, useState } from 'react';
import { writeStored } from '../../../lib/storage';

const asIs = (form: unknown) => form;

/**
 * A builder's form, kept in local storage under `key` on every edit and reported upward (spec
 * section 4). A form restored from a saved backtest (`fromSaved`) is stored on mount, as an edit
 * would be. `toStored` leaves out what only the page needs (the spreads legs' card identities).
 */
export function useStoredForm<F>(key: string, initial: () => F, fromSaved: boolean, onChange?: (form: F) => void, toStored: (form: F) => unknown = asIs) {
  const [form, setForm] = useState<F>(initial);
  const loaded = useRef(fromSaved ? form : null);
  useEffect(() => {
    if (loaded.current) writeStored(key, toStored(loaded.current));
    // Stored once on mount; `toStored` is a pure conversion.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const change = useCallback((next: F) => {
    setForm(next);
    writeStored(key, toStored(next));
    onChange?.(next);
  }, [key, onChange, toStored]);
  return [form, change] as const;
}
