import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, messageOf } from '../../../lib/api/api-error';
import { usePaywall } from '../../../lib/paywall/paywall-context';
import { PAYWALL_REASONS } from '../../../lib/paywall/paywall-reasons';

/** HTTP 402: the server refused the run because no free backtest is left. */
const PAYMENT_REQUIRED = 402;

interface RunOptions<Req, Res> {
  /** The first failing section-5 rule, or null. */
  validate: () => string | null;
  request: () => Req;
  call: (request: Req) => Promise<Res>;
  onResult: (result: Res) => void;
  /** A run that fails clears the previous results, so they are never read as this run's. */
  onFailure: () => void;
  /** Message when the failure carries none. */
  fallback: (error: unknown) => string;
  /** The form being run: a refusal of it is cleared once the form is another (see formChanged). */
  form?: unknown;
}

/**
 * The run state machine of spec section 4: idle → loading → results, or the error banner.
 * A run is blocked by the paywall (no free backtest left) before any call is made; results of
 * a run that ends after the page unmounts (mode switch) are dropped.
 */
export function useBacktestRun() {
  const paywall = usePaywall();
  const [running, setRunning] = useState(false);
  const [error, setShownError] = useState<string | null>(null);
  // The form the banner refuses (a validation rule), which an edit may have fixed; null for any other banner.
  const refused = useRef<{ form: unknown } | null>(null);
  const setError = useCallback((message: string | null, refusedForm?: { form: unknown }) => {
    refused.current = message !== null && refusedForm ? refusedForm : null;
    setShownError(message);
  }, []);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async <Req, Res>(options: RunOptions<Req, Res>) => {
    const invalid = options.validate();
    if (invalid) {
      setError(invalid, { form: options.form });
      return;
    }
    if (!paywall.guardRun()) return;
    setError(null);
    setRunning(true);
    try {
      const result = await options.call(options.request());
      if (mounted.current) options.onResult(result);
    } catch (err) {
      if (!mounted.current) return;
      options.onFailure();
      if (err instanceof ApiError && err.status === PAYMENT_REQUIRED) paywall.openPaywall(PAYWALL_REASONS.noFreeBacktests);
      setError(messageOf(err, options.fallback(err)));
    } finally {
      if (mounted.current) setRunning(false);
    }
  }, [paywall, setError]);

  /**
   * The form changed: a refusal it showed no longer speaks for it ('Covered Call Delta must be at
   * most 1' stayed over a delta corrected to 0.3). The field's own message still says what is wrong,
   * and Run checks again. A server's error stays until dismissed or the next run.
   */
  const formChanged = useCallback((form: unknown) => {
    if (refused.current && refused.current.form !== form) setError(null);
  }, [setError]);

  return { running, error, setError, dismissError: () => setError(null), run, formChanged };
}
