import { useCallback, useEffect, useRef, useState } from 'react';
import { writeStored } from '../../../lib/storage';

/**
 * A builder's form, kept in local storage under `key` on every edit and reported upward (spec
 * section 4). A form restored from a saved backtest (`fromSaved`) is stored on mount, as an edit
 * would be.
 */
export function useStoredForm<F>(key: string, initial: () => F, fromSaved: boolean, onChange?: (form: F) => void) {
  const [form, setForm] = useState<F>(initial);
  const loaded = useRef(fromSaved ? form : null);
  useEffect(() => {
    if (loaded.current) writeStored(key, loaded.current);
  }, [key]);
  const change = useCallback((next: F) => {
    setForm(next);
    writeStored(key, next);
    onChange?.(next);
  }, [key, onChange]);
  return [form, change] as const;
}
