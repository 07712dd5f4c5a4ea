import type { RunRuleFault } from './run-fault';

/**
 * The largest sizes a new run takes (audit 21 F5). The spec bounds them from below only; a request
 * for 1e15 shares ran, and its dollars passed 2^53 cents, where a double no longer holds every cent
 * (end − start balance read $10 off total_pnl). These keep the largest figure a run can reach (the
 * shares at SPX's level, or the balance grown many times) far under $90 trillion, where cents stop
 * being exact, and are far above any account. Checked on new requests only (parseRunRequest's rule
 * faults), never on stored ones, so nothing saved stops loading.
 */
export const STARTING_BALANCE_MAX = 10_000_000_000;
export const SHARES_MULTIPLE_MAX = 10_000_000;

export const SIZE_MESSAGES = {
  balance: 'Starting Balance must be at most $10,000,000,000',
  shares: 'Starting Shares must be at most 10,000,000 (100,000 lots)',
} as const;

const over = (v: unknown, max: number): boolean => typeof v === 'number' && Number.isFinite(v) && v > max;

/** A spreads request's balance (the run's `balance`, and the strategy's `starting_balance`) over the bound. */
export function balanceFaults(req: Record<string, unknown>, strategy: Record<string, unknown>): RunRuleFault[] {
  const paths = [...(over(req.balance, STARTING_BALANCE_MAX) ? [['balance']] : []), ...(over(strategy.starting_balance, STARTING_BALANCE_MAX) ? [['strategy', 'starting_balance']] : [])];
  return paths.length ? [{ message: SIZE_MESSAGES.balance, paths }] : [];
}

/** A covered request's shares over the bound. */
export function sharesFaults(form: Record<string, unknown>): RunRuleFault[] {
  return over(form.shares_multiple, SHARES_MULTIPLE_MAX) ? [{ message: SIZE_MESSAGES.shares, paths: [['shares_multiple']] }] : [];
}
