import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportRunProgress } from '../../../lib/api/run-progress';
import { LoadingState, formatElapsed } from './loading-state';

describe('loading state while a long run polls', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-01-02T00:00:00Z') }));
  afterEach(() => {
    reportRunProgress(null);
    vi.useRealTimers();
  });

  it('formats elapsed time as m:ss or h:mm:ss', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(65_400)).toBe('1:05');
    expect(formatElapsed(3_723_000)).toBe('1:02:03');
  });

  it('shows the elapsed time ticking and the job state as the poller reports it', () => {
    render(<LoadingState mode="covered" />);
    expect(screen.getByTestId('run-elapsed')).toHaveTextContent('0:00');
    expect(screen.getByTestId('run-state')).toHaveTextContent('Sending the backtest to the server');
    act(() => reportRunProgress({ phase: 'queued', jobId: 'abcdef123456' }));
    expect(screen.getByTestId('run-state')).toHaveTextContent('Accepted as job abcdef12');
    act(() => {
      vi.advanceTimersByTime(7000);
      reportRunProgress({ phase: 'polling', jobId: 'abcdef123456', status: 'running', checks: 2, nextCheckMs: 6480 });
    });
    expect(screen.getByTestId('run-elapsed')).toHaveTextContent('0:07');
    expect(screen.getByTestId('run-state')).toHaveTextContent('Job abcdef12 running on the server · checked 2 times, next check in 6 s');
  });
});
