import { describe, expect, it } from 'vitest';
import { refreshDelayMs } from './refresh-schedule';

describe('proactive token refresh schedule', () => {
  it('refreshes 5 minutes before the ID token expires', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(refreshDelayMs(now / 1000 + 3600, now)).toBe(55 * 60_000);
  });

  it('waits at least 30 seconds when the token is about to expire or already has', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(refreshDelayMs(now / 1000 + 60, now)).toBe(30_000);
    expect(refreshDelayMs(now / 1000 - 60, now)).toBe(30_000);
  });
});
