import { describe, expect, it } from 'vitest';
import { listedExpirations } from './calendar';
import { settlementPrice, settlementStyle, settlementWords, tradesOn } from './settlement';

const bar = { date: '2024-01-19', open: 4_790.5, high: 4_842, low: 4_785, close: 4_839.81, volume: 0 };
const spx = { id: 'SPX240119P04800000', expiry_date: '2024-01-19' };
const spxw = { id: 'SPXW240119P04800000', expiry_date: '2024-01-19' };
const spy = { id: 'SPY240119P00480000', expiry_date: '2024-01-19' };

describe('settlement calendar (issue 14 item 4)', () => {
  it('an SPX monthly is AM-settled at the open and stops trading the day before; SPXW and equities settle at the close', () => {
    expect(settlementStyle(spx)).toBe('am');
    expect(settlementStyle(spxw)).toBe('pm');
    expect(settlementStyle(spy)).toBe('pm');
    expect(settlementPrice(spx, bar)).toBe(4_790.5);
    expect(settlementPrice(spxw, bar)).toBe(4_839.81);
    expect(tradesOn(spx, '2024-01-18')).toBe(true);
    expect(tradesOn(spx, '2024-01-19')).toBe(false);
    expect(tradesOn(spxw, '2024-01-19')).toBe(true);
    expect(settlementWords(spx, 4_790.5)).toBe("AM-settled (SPX monthly, trading stopped the day before) at the opening settlement level 4790.50 (SPX's previous close moved by SPY's opening gap)");
    expect(settlementWords(spxw, 4_839.81)).toBe('PM-settled at the close 4839.81');
  });

  it('the SPX chain does not list its monthly on expiration day (other tickers list a same-day expiry)', () => {
    expect(listedExpirations('SPX', '2024-01-18')).toContain('2024-01-19');
    expect(listedExpirations('SPX', '2024-01-19')).not.toContain('2024-01-19');
    // SPXW weeklies expiring that day still trade (2024-01-26 is a Friday weekly).
    expect(listedExpirations('SPX', '2024-01-26')).toContain('2024-01-26');
    expect(listedExpirations('SPY', '2024-01-19')).toContain('2024-01-19');
  });
  it('SPX weeklies were AM-settled until 2010-12-03, then PM-settled (End-of-Week SPXW)', () => {
    const am = { id: 'SPXW101126P01200000', expiry_date: '2010-11-26' };
    const last = { id: 'SPXW101203P01200000', expiry_date: '2010-12-03' };
    const pm = { id: 'SPXW101210P01200000', expiry_date: '2010-12-10' };
    const goodFriday = { id: 'SPXW100401P01100000', expiry_date: '2010-04-01' }; // the weekly of Good Friday 2010-04-02
    const quarterly = { id: 'SPXW100930P01100000', expiry_date: '2010-09-30' }; // a quarter-end, PM-settled
    expect([am, last, goodFriday].map(settlementStyle)).toEqual(['am', 'am', 'am']);
    expect([pm, quarterly].map(settlementStyle)).toEqual(['pm', 'pm']);
    expect(settlementPrice(last, { ...bar, date: '2010-12-03' })).toBe(bar.open);
    expect(tradesOn(am, '2010-11-26')).toBe(false);
    expect(tradesOn(pm, '2010-12-10')).toBe(true);
    expect(settlementWords(am, 1190)).toBe("AM-settled (SPX weekly of the AM-settled years to 2010-12-03, trading stopped the day before) at the opening settlement level 1190.00 (SPX's previous close moved by SPY's opening gap)");
    // The chain stops listing an AM weekly on its expiration day, not a PM one.
    expect(listedExpirations('SPX', '2010-11-24')).toContain('2010-11-26');
    expect(listedExpirations('SPX', '2010-11-26')).not.toContain('2010-11-26');
    expect(listedExpirations('SPX', '2010-12-03')).not.toContain('2010-12-03');
    expect(listedExpirations('SPX', '2010-12-10')).toContain('2010-12-10');
  });
});
