/**
 * API Gateway's route throttling, locally: one token bucket per throttled route (RouteDef.throttle),
 * refilled at `rateLimit` tokens a second up to `burstLimit`. A request finding the bucket empty is
 * answered 429 `{"message":"Too Many Requests"}` before any handler runs, as API Gateway answers.
 */
import type { RouteDef } from '../../functions/routes';

export type Clock = () => number;

export interface TokenBucket {
  /** Takes one token; false when none is left. */
  take(): boolean;
}

export function tokenBucket(limits: { rateLimit: number; burstLimit: number }, now: Clock = () => performance.now()): TokenBucket {
  let tokens = limits.burstLimit;
  let last = now();
  return {
    take() {
      const t = now();
      tokens = Math.min(limits.burstLimit, tokens + ((t - last) / 1000) * limits.rateLimit);
      last = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

/** A limiter over the route table: `allow(route)` is true for unthrottled routes. */
export function routeThrottle(routes: readonly RouteDef[], now?: Clock): { allow(route: RouteDef): boolean } {
  const buckets = new Map<RouteDef, TokenBucket>();
  for (const route of routes) if (route.throttle) buckets.set(route, tokenBucket(route.throttle, now));
  return { allow: (route) => buckets.get(route)?.take() ?? true };
}
