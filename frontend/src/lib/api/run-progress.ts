import { useSyncExternalStore } from 'react';

/**
 * What a running backtest is doing, for the loading state (issue 16: long runs showed only
 * shimmer). One run at a time per tab, so one module-level value; the run helpers report it.
 */
export type RunProgress =
  | { phase: 'submitting' }
  | { phase: 'queued'; jobId: string }
  | { phase: 'polling'; jobId: string; status: string; checks: number; nextCheckMs: number };

let current: RunProgress | null = null;
const listeners = new Set<() => void>();

export function reportRunProgress(progress: RunProgress | null): void {
  current = progress;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useRunProgress(): RunProgress | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}

/** The progress in words: 'Job running on the server · checked 3 times, next check in 6 s'. */
export function progressText(progress: RunProgress | null): string {
  if (!progress || progress.phase === 'submitting') return 'Sending the backtest to the server…';
  const job = `job ${progress.jobId.slice(0, 8)}`;
  if (progress.phase === 'queued') return `Accepted as ${job}; waiting for the first status…`;
  const status = progress.status || 'pending';
  const seconds = Math.round(progress.nextCheckMs / 1000);
  return `${job[0]?.toUpperCase()}${job.slice(1)} ${status} on the server · checked ${progress.checks} ${progress.checks === 1 ? 'time' : 'times'}, next check in ${seconds} s`;
}
