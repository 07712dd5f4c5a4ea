import { useEffect, useState } from 'react';
import { SPLASH_MIN_MS } from '../../../shared/domain/constants';

/** Spec section 9: the splash shows for at least 1 second. */
export const SPLASH_MINIMUM_MS = SPLASH_MIN_MS;

/** True once `ms` have passed since mount. */
export function useMinimumDelay(ms: number = SPLASH_MINIMUM_MS): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
}
