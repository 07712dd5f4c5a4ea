import { useEffect, useRef, useState } from 'react';
import { formatSignedUsd } from '../lib/format';
import type { DerivedResults } from '../results/derived-types';

/** What a screen reader is told when a run starts and when it ends with results. */
export function runAnnouncement(running: boolean, wasRunning: boolean, results: DerivedResults | null): string | null {
  if (running) return 'Backtest running. Results will appear when it finishes.';
  if (wasRunning && results) return `Backtest finished: ${results.totalTrades} trades, Total P&L ${formatSignedUsd(results.totalPnL)}.`;
  return null;
}

/**
 * A live region that stays on the page across the results panel's states: a status put on the page
 * with its text already in it (the loading panel had one) is not read by screen readers (NVDA with
 * Chrome), and nothing was said when the results came. This is the run's one announcement: the
 * loading panel is a plain named region, so no reader says the run twice. A failed run is said by
 * the error banner (an alert), so the region goes quiet then.
 */
export function RunAnnouncer({ running, results }: { running: boolean; results: DerivedResults | null }) {
  const wasRunning = useRef(running);
  const [message, setMessage] = useState('');
  useEffect(() => {
    const next = runAnnouncement(running, wasRunning.current, results);
    wasRunning.current = running;
    if (next !== null) setMessage(next);
    else if (!running) setMessage('');
  }, [running, results]);
  return <p className="sr-only" role="status" aria-label="Backtest progress" data-testid="run-announcer">{message}</p>;
}
