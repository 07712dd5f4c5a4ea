import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, messageOf } from '../../../lib/api/api-error';
import { getSweep } from '../../../lib/api/get-sweep';
import { startSweep } from '../../../lib/api/start-sweep';
import { usePaywall } from '../../../lib/paywall/paywall-context';
import { PAYWALL_REASONS } from '../../../lib/paywall/paywall-reasons';
import type { SweepAnswer, SweepRequest } from '../lib/shared';

/** Polls every second: a sweep's progress moves in batches of about a second each. */
const POLL_MS = 1000;

/** Starts a sweep and polls it to its end; a 402 opens the paywall (sweeps are Pro only). */
export function useSweepRun() {
  const paywall = usePaywall();
  const [answer, setAnswer] = useState<SweepAnswer | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const run = useCallback(async (request: SweepRequest) => {
    setError(null);
    setRunning(true);
    setAnswer(null);
    try {
      const { sweep_id, cells_total } = await startSweep(request);
      setAnswer({ sweep_id, status: 'running', cells_total, cells_done: 0, cells_failed: 0 });
      for (;;) {
        await new Promise((r) => setTimeout(r, POLL_MS));
        if (!alive.current) return;
        const next = await getSweep(sweep_id);
        if (!alive.current) return;
        setAnswer(next);
        if (next.status === 'failed') setError(next.error ?? 'The sweep failed.');
        if (next.status !== 'running') break;
      }
    } catch (err) {
      if (!alive.current) return;
      if (err instanceof ApiError && err.status === 402) paywall.openPaywall(PAYWALL_REASONS.sweep);
      setError(messageOf(err, 'The sweep could not be started.'));
    } finally {
      if (alive.current) setRunning(false);
    }
  }, [paywall]);

  return { answer, running, error, dismissError: () => setError(null), run };
}
