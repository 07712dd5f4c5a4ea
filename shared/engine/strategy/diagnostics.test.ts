import { describe, expect, it } from 'vitest';
import { DIAGNOSTICS_MAX_SKIPPED } from '../../contracts/results';
import { Diagnostics } from './diagnostics';

describe('diagnostics skip count', () => {
  it('countSkipPastCap counts a skip past the full list as skip does, and refuses while reasons are kept', () => {
    const counted = new Diagnostics();
    const skipped = new Diagnostics();
    expect(() => counted.countSkipPastCap()).toThrow(/still keeps reasons/);
    for (let i = 0; i < DIAGNOSTICS_MAX_SKIPPED; i++) {
      counted.skip('2024-01-02', 'full');
      skipped.skip('2024-01-02', 'full');
    }
    for (let i = 0; i < 3; i++) {
      counted.countSkipPastCap();
      skipped.skip('2024-01-03', 'cash-secured put: no trade');
    }
    expect(counted.result()).toEqual(skipped.result());
    expect(counted.result().notes).toEqual(['3 more skipped entry days not listed']);
  });
});
