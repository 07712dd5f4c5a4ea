import { describe, expect, it } from 'vitest';
import { listedExpirations } from '../../shared/engine/market/calendar';
import { loadMarketData } from './load-market-data';
import { readLeanDays } from './lean-chains';

// SPX LEAPS (calendar-expirations.ts SPX_LEAPS_MONTHS) against the real LEAN SPX universes of
// 2015-12-22/23: every expiry that traded those days is listed by the model that day. Before the
// rule the model listed the twelve near months and the January LEAPS only, so Jun 2017, Dec 2017
// and Dec 2018 were missing.
describe('modeled SPX expiries vs the real LEAN SPX universes of 2015-12-22/23', async () => {
  const days = readLeanDays('spx');
  const market = await loadMarketData('SPX', { store: null });

  it('reads both days, with the June and December LEAPS among their expiries', () => {
    expect(days.map((d) => d.date)).toEqual(['2015-12-22', '2015-12-23']);
    const all = new Set(days.flatMap((d) => d.rows.map((r) => r.expiry)));
    for (const leaps of ['2017-06-16', '2017-12-15', '2018-12-21']) expect(all.has(leaps), leaps).toBe(true);
  });

  it('lists every real expiry of each day, with strikes in the chain', () => {
    for (const day of days) {
      const modeled = new Set(market.options.expirations(day.date));
      for (const expiry of new Set(day.rows.map((r) => r.expiry))) {
        expect(modeled.has(expiry), `${day.date} ${expiry}`).toBe(true);
        expect(market.options.chain(day.date, expiry, 'call').length, `${day.date} ${expiry}`).toBeGreaterThan(0);
      }
    }
  });

  it('rolls each June and December out as the old one expires', () => {
    // The December 2015 monthly (AM-settled) stops trading on 12-17; Dec 2018 is listed from its expiry day.
    expect(listedExpirations('SPX', '2015-12-17')).not.toContain('2018-12-21');
    expect(listedExpirations('SPX', '2015-12-18')).toContain('2018-12-21');
    const leaps = listedExpirations('SPX', '2024-07-01').filter((e) => e > '2025-07-01');
    // Dec 2025 and 2026, Jun 2026 (its third Friday a holiday), the Jan 2026 LEAPS (915 days).
    expect(leaps).toEqual(['2025-12-19', '2026-01-16', '2026-06-18', '2026-12-18']);
  });
});
