import { describe, expect, it } from 'vitest';
import type { MinVolumeCheck } from '../../contracts/results';
import { minVolumeCheckNote } from './min-volume-check';

describe("the minimum-volume check's note", () => {
  it('groups the minimum and its counts as the product groups dollars', () => {
    const check = {
      min_volume: 1000, moved_picks: 1200, largest_move_delta: 0.249, farther_expiries: 1, stopped_days: 1113, refused_entries: 2,
      without_minimum: { total_return_pct: 5.61, max_drawdown_pct: 5.29 },
    } as MinVolumeCheck;
    const note = minVolumeCheckNote(check, 4.5);
    expect(note).toMatch(/^The minimum volume of 1,000 was checked against modeled volume, not contracts that really traded, and moved 1,200 picks off the contract nearest the target \(by up to 0.249 of delta\), sent 1 entry or roll to a farther expiry, stopped an entry or roll on 1,113 days and chose .* on 2 days, /);
  });
});
