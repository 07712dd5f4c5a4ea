import type { z } from 'zod';
import { safeParseStored } from '../../../shared/contracts/stored';

/** Spec section 3, browser storage: the keys the app keeps in local storage. */
export const STORAGE_KEYS = {
  spreadsStrategy: 'obt.spreads-strategy',
  coveredForm: 'obt.covered-form',
  userStatus: 'obt.user-status',
  paywallShown: { covered: 'obt.paywall-shown.covered', spreads: 'obt.paywall-shown.spreads' },
} as const;

export type StrategyMode = keyof typeof STORAGE_KEYS.paywallShown;

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy mode): the app still works, it just forgets.
    return null;
  }
}

/**
 * Reads a stored JSON value and parses it by `schema` (keys the contract no longer knows left
 * out); missing, unreadable or invalid gives null.
 */
export function readStored<S extends z.ZodType>(key: string, schema: S): z.infer<S> | null {
  const raw = store()?.getItem(key);
  if (raw === null || raw === undefined) return null;
  try {
    const parsed = safeParseStored(schema, JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    store()?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded: keep running with the in-memory state.
  }
}

export function removeStored(key: string): void {
  store()?.removeItem(key);
}

export function wasPaywallShown(mode: StrategyMode): boolean {
  return store()?.getItem(STORAGE_KEYS.paywallShown[mode]) === 'true';
}

export function markPaywallShown(mode: StrategyMode): void {
  writeStored(STORAGE_KEYS.paywallShown[mode], true);
}
