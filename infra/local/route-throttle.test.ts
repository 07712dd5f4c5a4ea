import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../functions/routes';
import { routeThrottle, tokenBucket } from './route-throttle';

describe('local route throttling', () => {
  it('lets a burst through, refuses the next, and refills at the rate', () => {
    let t = 0;
    const bucket = tokenBucket({ rateLimit: 10, burstLimit: 20 }, () => t);
    expect(Array.from({ length: 25 }, () => bucket.take()).filter(Boolean)).toHaveLength(20);
    t += 100; // 0.1 s at 10/s: one token
    expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);
    t += 60_000; // never more than the burst
    expect(Array.from({ length: 25 }, () => bucket.take()).filter(Boolean)).toHaveLength(20);
  });

  it('throttles the public share read only', () => {
    const t = 0;
    const throttle = routeThrottle(ROUTES, () => t);
    const read = ROUTES.find((r) => r.name === 'GetSharedBacktest');
    const list = ROUTES.find((r) => r.name === 'ListBacktests');
    if (!read || !list) throw new Error('routes missing');
    const allowed = Array.from({ length: 100 }, () => throttle.allow(read)).filter(Boolean).length;
    expect(allowed).toBe(read.throttle?.burstLimit);
    expect(Array.from({ length: 100 }, () => throttle.allow(list)).every(Boolean)).toBe(true);
  });
});
