import { describe, expect, it } from 'vitest';
import { listedStrikes, lowestListedStrike, occRoot, occSymbol, strikeGrid, strikeGridFrom } from './strikes';
import { strikeIncrement } from './chain-rules';

describe('strike grid', () => {
  it('SPX: zones by series (chain-rules.ts SPX_STRIKE_ZONES), puts finer than calls, LEAPS $25', () => {
    // Weeklies and end-of-month: $5 to −27.5% and +20%, $25 to −37.5% and +30%, $50 to −50% and +50%, $100 beyond.
    const weekly = strikeGrid('index', 2800, 1200, 4400, 'weekly');
    expect(weekly).toContain(2035); // −27.3%
    expect(weekly).not.toContain(2015); // −28%: $25 zone
    expect(weekly).toContain(2025);
    expect(weekly).toContain(1750); // −37.5%, $25
    expect(weekly).not.toContain(1725); // −38.4%: $50 zone
    expect(weekly).toContain(1450); // −48%, $50
    expect(weekly).not.toContain(1350); // −52%: $100 zone
    expect(weekly).toContain(3355); // +19.8%
    expect(weekly).not.toContain(3370);
    expect(weekly).toContain(3625); // +29.5%, $25
    expect(weekly).toContain(4150); // +48%, $50
    expect(weekly).not.toContain(4250); // +52%: $100 zone
    expect(weekly).toContain(4300);
    const steps = new Set(weekly.slice(1).map((k, i) => k - (weekly[i] ?? 0)));
    expect([...steps].sort((a, b) => a - b)).toEqual([5, 15, 25, 50, 100]);
    // Standard months: $5 to −40%, $25 to −65%, $50 to −75%.
    const standard = strikeGrid('index', 2000, 400, 2000);
    expect(standard).toContain(1205); // −39.75%
    expect(standard).toContain(1200);
    expect(standard).not.toContain(1195);
    expect(standard).toContain(1175);
    expect(standard).toContain(700); // −65%, $25
    expect(standard).toContain(550); // −72.5%, $50
    expect(standard).not.toContain(450); // −77.5%: $100 zone
    // LEAPS: $25 to −65% and +30%.
    const long = strikeGrid('index', 2000, 1000, 2800, 'long');
    expect(long).toContain(2025);
    expect(long).not.toContain(2005);
    expect(long).toContain(2600);
    expect(long).not.toContain(2625); // +31%: $50 zone
  });

  it('ETFs: $1 near the money, $5 beyond 20%', () => {
    const grid = strikeGrid('etf', 300, 200, 400);
    expect(grid).toContain(241);
    expect(grid).not.toContain(239);
    expect(grid).toContain(235);
    expect(grid.filter((k) => k >= 290 && k <= 310)).toHaveLength(21);
  });

  it('ETFs: the walk up from the $5 zone lists every $1 strike inside 20%, not from the next $5 on (spot 303: 243 and 244)', () => {
    // The band starts at 242.4: the walk from 240 used to step to 245 and skip 243 and 244, which the
    // rule lists (h-spxgrid19 found it on SPX's zones and fixed it there; the same walk for the ETFs).
    const grid = strikeGrid('etf', 303, 200, 400);
    expect(grid.filter((k) => k >= 235 && k <= 246)).toEqual([235, 240, 243, 244, 245, 246]);
    for (const k of grid) expect(Math.abs(k - 303) / 303 <= 0.2 ? k % 1 : k % 5, `${k}`).toBe(0);
    for (let k = 243; k <= 363; k++) expect(grid, `${k}`).toContain(k);
  });

  it('stock weeklies over $200: the walk up from the $5 strikes lists the first $2.50 strike inside the band (spot 302: 272.50)', () => {
    // The band starts at 271.80: the walk from 270 used to step to 275 and skip 272.50, which the rule lists.
    const grid = strikeGrid('stock', 302, 250, 350, 'weekly');
    expect(grid.filter((k) => k >= 260 && k <= 277.5)).toEqual([260, 265, 270, 272.5, 275, 277.5]);
  });

  it('stocks: increments by strike price band', () => {
    expect([4, 10, 60, 300, 800].map((k) => strikeIncrement('stock', 100, k))).toEqual([0.5, 1, 2.5, 5, 5]);
    // Above $200: weeklies $2.50 within 10% of spot, LEAPS (over a year out) $10 (AAPL, June 2014).
    expect([560, 620, 690, 700].map((k) => strikeIncrement('stock', 630, k, 'weekly'))).toEqual([5, 2.5, 2.5, 5]);
    expect(strikeIncrement('stock', 630, 620, 'long')).toBe(10);
    expect(strikeIncrement('stock', 630, 150, 'long')).toBe(2.5);
    expect(strikeGrid('stock', 24, 22, 28)).toEqual([22, 23, 24, 25, 27.5]);
  });

  it('SPX lists its puts down to 0.40 of spot under 58 days and 0.30 from 58, on its grid; the ETFs keep the width rule', () => {
    // chain-rules.ts INDEX_PUT_LISTING_FLOOR_*: the width rule alone stops at spot·e^(−0.5) here.
    expect(listedStrikes('index', 2700, 0.15, 29 / 365)[0]).toBe(1100);
    expect(listedStrikes('index', 2700, 0.15, 57 / 365)[0]).toBe(1100);
    expect(listedStrikes('index', 2700, 0.15, 58 / 365)[0]).toBe(850); // 810 in the standard month's $50 zone
    expect(listedStrikes('index', 2700, 0.15, 180 / 365)[0]).toBe(850);
    // Where the width rule lists further (two years at 30%: e^(−2)), it still decides.
    expect(listedStrikes('index', 2700, 0.3, 2)[0]).toBe(400);
    expect(listedStrikes('etf', 270, 0.15, 29 / 365)[0]).toBe(165); // 270·e^(−0.5) = 163.8, on the $5 grid
    for (const years of [0, 29 / 365, 58 / 365, 1]) expect(lowestListedStrike('index', 2700, 0.15, years)).toBe(listedStrikes('index', 2700, 0.15, years)[0]);
    // Above the floor the grid is the width rule's: the floor only adds strikes below it.
    const before = strikeGrid('index', 2700, 2700 * Math.exp(-0.5), 2700 * Math.exp(0.4));
    expect(listedStrikes('index', 2700, 0.15, 29 / 365).filter((k) => k >= before[0]!)).toEqual(before);
  });

  it('a chain spans more strikes when vol and time are larger, always around the spot', () => {
    const short = listedStrikes('etf', 300, 0.15, 7 / 365);
    const long = listedStrikes('etf', 300, 0.3, 1);
    expect(short.length).toBeLessThan(long.length);
    for (const chain of [short, long]) {
      expect(chain[0]).toBeLessThan(300);
      expect(chain[chain.length - 1]).toBeGreaterThan(300);
    }
  });
});

describe('a strike grid walked from the grid of another range (strikeGridFrom)', () => {
  it('is the grid itself, whichever range the known grid had, for every class and series', () => {
    // Ranges that start and end in every increment band, narrower and wider than the known one,
    // overlapping it on either side or not at all: the walks meet in a band other than the first.
    const spots = [3.7, 21.3, 61.5, 187.25, 312.4, 2871.13, 4123.9];
    const factors = [0.45, 0.62, 0.74, 0.79, 0.81, 0.88, 0.93, 0.99, 1.02, 1.08, 1.17, 1.21, 1.26, 1.4, 1.9];
    let cases = 0;
    for (const cls of ['index', 'etf', 'stock'] as const) {
      for (const kind of ['standard', 'weekly', 'long'] as const) {
        for (const spot of spots) {
          for (const [a, b] of [[0.7, 1.3], [0.9, 1.05], [0.5, 1.8], [1.1, 1.25]]) {
            const known = strikeGrid(cls, spot, spot * (a as number), spot * (b as number), kind);
            for (const lo of factors) {
              for (const hi of factors) {
                if (hi < lo) continue;
                const [low, high] = [spot * lo, spot * hi];
                expect(strikeGridFrom(known, cls, spot, low, high, kind)).toEqual(strikeGrid(cls, spot, low, high, kind));
                cases += 1;
              }
            }
          }
        }
      }
    }
    expect(cases).toBeGreaterThan(10_000);
    // From an empty grid it walks the whole range.
    expect(strikeGridFrom([], 'etf', 300, 250, 350)).toEqual(strikeGrid('etf', 300, 250, 350));
  });
});

describe('OCC symbols', () => {
  it('root, YYMMDD, C/P and the strike × 1000 in 8 digits', () => {
    expect(occSymbol('SPY', '2025-01-17', 'call', 600)).toBe('SPY250117C00600000');
    expect(occSymbol('F', '2021-03-19', 'put', 12.5)).toBe('F210319P00012500');
  });

  it('SPX weeklies use the SPXW root; monthlies (holiday-moved too) keep SPX', () => {
    expect(occRoot('SPX', '2018-01-31')).toBe('SPXW');
    expect(occRoot('SPX', '2018-01-19')).toBe('SPX');
    expect(occRoot('spy', '2018-01-31')).toBe('SPY');
  });

  it('the lowest listed strike is the first of the listed strikes, for every class, spot and tenor', () => {
    let checked = 0;
    for (const cls of ['index', 'etf', 'stock'] as const) {
      for (const spot of [0.8, 3.3, 19.7, 24.9, 61.25, 118.4, 199.9, 287.31, 499.5, 2811.7, 4712.3]) {
        for (const atm of [0.05, 0.2, 0.9]) {
          for (const years of [0, 1 / 365, 30 / 365, 2]) {
            expect(lowestListedStrike(cls, spot, atm, years), `${cls} ${spot} ${atm} ${years}`).toBe(listedStrikes(cls, spot, atm, years)[0]);
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBe(3 * 11 * 3 * 4);
  });
});
