import { describe, expect, it } from 'vitest';
import { readVendorFile } from './chains/import-chains';
import { parseVendorCsv } from './chains/parse-vendor-csv';
import { SPXW_FIXTURE } from './chain-accuracy';
import { loadMarketData } from './load-market-data';
import { readLeanDays } from './lean-chains';

// How far ABOVE the spot SPX lists (chain-rules.ts section 2, the note before
// INDEX_PUT_LISTING_FLOOR_NEAR): the model keeps the width rule, which must reach every real strike
// held: the SPXW end-of-month series of Jan-Feb 2018 (full listings, tops 3,100-3,300, 1.088-1.279
// of the spot) and the LEAN SPX universes of 2015-12-22/23 (traded rows, tops up to 1.72 of the
// spot). A narrower call range (e.g. a cap at 1.25 of the spot) fails here
// (test/audits/2026-12-spx-listing.md).
describe('modeled SPX call listing reaches every real strike above the spot', async () => {
  const market = await loadMarketData('SPX', { store: null });
  const { rows } = parseVendorCsv(await readVendorFile(SPXW_FIXTURE), 'SPXW_2018-01-02_to_2018-02-28.csv', market.riskFreeRate);
  const tops = new Map<string, number>();
  const note = (date: string, expiry: string, strike: number) => {
    const key = `${date}|${expiry}`;
    tops.set(key, Math.max(tops.get(key) ?? 0, strike));
  };
  for (const { date, quote } of rows) note(date, quote.expiry_date, quote.strike);
  const spxwCount = tops.size;
  for (const day of readLeanDays('spx')) for (const r of day.rows) note(day.date, r.expiry, r.strike);

  it('reads 40 SPXW and 21 LEAN day-expiries', () => {
    expect(spxwCount).toBe(40);
    expect(tops.size).toBe(61);
  });

  it("lists a call at or above each day-expiry's highest real strike", () => {
    for (const [key, top] of tops) {
      const [date = '', expiry = ''] = key.split('|');
      const modeledTop = market.options.chain(date, expiry, 'call').at(-1)?.strike ?? 0;
      expect(modeledTop, `${key}: modeled top ${modeledTop}, real ${top}`).toBeGreaterThanOrEqual(top);
    }
  });
});
