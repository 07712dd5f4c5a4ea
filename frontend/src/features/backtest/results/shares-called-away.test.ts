import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AnyBacktestResultSchema, isCoveredResult, type CoveredTrade } from '../lib/shared';
import { sharesCalledAway } from './derive-trades';

/** The golden covered call's first assigned call (a 1-lot: '100 shares called away at 282'). */
function firstAssigned(): CoveredTrade {
  const result = AnyBacktestResultSchema.parse(JSON.parse(readFileSync(join(import.meta.dirname, '../../../../../test/golden/results/covered-call-spy-2019.json'), 'utf8')));
  if (!isCoveredResult(result)) throw new Error('not a covered result');
  const trade = result.trades.find((t) => / shares called away at /.test(t.reason));
  if (!trade) throw new Error('no assigned call in the golden');
  return trade;
}

/** The same call written as a 10-lot, its reason as the engine words it: grouped since 2026-12-05, bare before. */
function tenLot(trade: CoveredTrade, shares: string): CoveredTrade {
  return {
    ...trade,
    entry_position: { ...trade.entry_position, quantity: 10 },
    reason: trade.reason.replace(/\b100 shares called away at /, `${shares} shares called away at `),
  };
}

describe("an assigned covered call's shares' side (audit 20: the engine groups '1,000 shares' since 2026-12-05)", () => {
  it('reads a grouped count of 1,000 shares, as a fresh run writes it (it read 000 and the row lost the line)', () => {
    const one = sharesCalledAway(firstAssigned());
    const ten = sharesCalledAway(tenLot(firstAssigned(), '1,000'));
    expect(one?.shares).toBe(100);
    expect(ten?.shares).toBe(1000);
    expect(ten?.dollars).toBeCloseTo((one?.dollars ?? Number.NaN) * 10, 1);
  });

  it('still reads the bare count of a result saved before, and no count that is not the position\'s', () => {
    expect(sharesCalledAway(tenLot(firstAssigned(), '1000'))?.shares).toBe(1000);
    // A 10-lot whose words say another count is not given a shares' side (the guard against a misread).
    expect(sharesCalledAway(tenLot(firstAssigned(), '2,000'))).toBeUndefined();
    expect(sharesCalledAway(tenLot(firstAssigned(), '1,000.5'))).toBeUndefined();
  });
});
