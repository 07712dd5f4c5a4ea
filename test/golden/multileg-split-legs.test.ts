import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Trade } from '../../shared/contracts';
import { runMultiLegBacktest } from '../../shared/engine';
import { legCash, legSides } from '../../shared/analytics/leg-cash';
import { parseRequest } from '../../functions/cli/parse-request';
import { realMarket } from './real-market';

/**
 * Multi-leg trades carried over a real split carry, on each entry leg as opened, what OCC made of
 * it (`split_adjusted`: contracts, strike, shares per contract), so the trade reconciles from its
 * fields: Σ legs (entry fill × 100 × contracts opened against exit fill × shares per contract ×
 * contracts after) − commissions = pnl (audit 6, note N10, for spreads).
 */
const NVDA_RUN_10 = new URL('../audits/configs/nvda-put-spread-split-2024.json', import.meta.url);

function spreadRequest(body: unknown) {
  const parsed = parseRequest(body);
  if (parsed.kind !== 'standard') throw new Error('not a multi-leg request');
  return parsed.request;
}

/** Run 10's spread on GOOGL over its class C distribution: a 40-DTE 0.30-delta put and the put 40 below. */
const googlSpread = {
  ticker: 'GOOGL', balance: 100_000, start_date: '2014-03-10', end_date: '2014-04-17',
  strategy: {
    name: 'GOOGL put credit spread across the 1.998-for-1 of 2014-04-03',
    legs: [{
      side: 'short', option_type: 'put', dte_target: 40, target_strike_condition: { type: 'delta', value: -0.3 },
      children: [{ side: 'long', option_type: 'put', dte_target: 40, strike_offset: -40, strike_offset_tolerance: 10 }],
    }],
    max_open_positions: 1, max_units_per_position: 1, global_exit_conditions: [],
  },
};

const legsLessCommissions = (t: Trade): number =>
  Math.round((t.entry_contracts.reduce((sum, leg, k) => sum + legCash(leg.side, ...legSides(leg, t.exit_contracts[k]!)), 0) - (t.commissions ?? Number.NaN)) * 100) / 100;

describe('a put spread held over a real split carries each leg\'s adjusted position', () => {
  it('NVDA 10-for-1 of 2024-06-10 (audit 6, run 10): 2 × 990/940 became 20 × 99/94; the trade before it carries none', async () => {
    const result = runMultiLegBacktest(spreadRequest(JSON.parse(await readFile(NVDA_RUN_10, 'utf8'))), await realMarket('NVDA'));
    const [before, over] = result.trades;
    expect(over?.reason).toContain('10-for-1 split on 2024-06-10: OCC adjusted 2 units at strikes 990/940 to 20 at 99/94');
    expect(over?.entry_contracts.map((l) => [l.quantity, l.contract.strike, l.price, l.split_adjusted])).toEqual([
      [2, 990, 38.4, { contracts: 20, strike: 99, shares_per_contract: 100 }],
      [2, 940, 24.8, { contracts: 20, strike: 94, shares_per_contract: 100 }],
    ]);
    // Expired out of the money at 117.93: (38.40 − 24.80) × 100 × 2 − 2.60 = 2,717.40 (the audit found
    // 2,767.40 at 38.55/24.70, on the nickel: NVDA's penny-program join is not dated, so it fills on the
    // dime from $3, chain-rules.ts tickGrid).
    expect([over?.pnl, legsLessCommissions(over!)]).toEqual([2_717.4, 2_717.4]);
    // 106,881.73 on the nickel: $50 less on this trade, $30 on the one before, $0.84 of interest.
    expect(result.end_balance).toBe(106_800.89);
    expect(before?.entry_contracts.some((l) => 'split_adjusted' in l)).toBe(false);
  });

  it('GOOGL 1.998-for-1 (class C distribution, 2014-04-03): the contracts stay and each delivers 199.8 shares', async () => {
    const t = runMultiLegBacktest(spreadRequest(googlSpread), await realMarket('GOOGL')).trades[0]!;
    expect(t.reason).toContain('1.998-for-1 split on 2014-04-03: OCC adjusted strikes 1150/1100: each contract now delivers 199.8 shares');
    expect(t.entry_contracts.map((l) => [l.quantity, l.contract.strike, l.split_adjusted])).toEqual([
      [1, 1150, { contracts: 1, strike: 575.575576, shares_per_contract: 199.8 }],
      [1, 1100, { contracts: 1, strike: 550.550551, shares_per_contract: 199.8 }],
    ]);
    // 13.10 × 100 − 32.235576 × 199.8 + 7.210551 × 199.8 − 4.80 × 100 − 1.30 = −4,171.30.
    expect([t.pnl, legsLessCommissions(t)]).toEqual([-4_171.3, -4_171.3]);
  });
});
