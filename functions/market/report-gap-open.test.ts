import { describe, expect, it } from 'vitest';
import { loadMarketData } from './load-market-data';

/**
 * The case a reviewer found (bundled NVDA, single-name model): NVDA reported after the 2017-05-09
 * close and opened 10.5% higher. The 9 May surface priced the report (its 9-day ATM 77%, 32% once
 * it is out); on that surface the 110 call of 19 May modeled 7.80 at the 114.29 open, through a
 * catch stop at 5.52, and the stop filled there. The market drops the premium at the open.
 */
describe('NVDA 2017-05-10: the open after the report', () => {
  it('prices the 110 call without the spent report, under the 5.52 stop the old open went through', async () => {
    const { options } = await loadMarketData('NVDA', { store: null });
    const open = options.priceAtOpen('2017-05-10', '2017-05-09', '2017-05-19', 'call', 110, 114.29);
    expect(options.openAfterReport?.('2017-05-10', '2017-05-09')).toBe(true);
    expect(open).toBeGreaterThan(114.29 - 110);
    expect(open).toBeLessThan(5.52);
    // A session with no report in its gap keeps the previous surface whole.
    expect(options.openAfterReport?.('2017-05-09', '2017-05-08')).toBe(false);
  });
});
