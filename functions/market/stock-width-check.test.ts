import { describe, expect, it } from 'vitest';
import { median } from '../../shared/engine/core/median';
import { FIRST_HALF_END, PRODUCTION_RULE, RULE_BEFORE, modeledWidth, readVxxQuotes, stockWidthReport, widthCriterion, type StockWidthRule, type WidthCell } from './stock-width-check';

// The stock bid/ask rule against real VXX quotes of December 2016 (chain-rules.ts rule 5).
describe('the stock width rule on the real VXX chain', async () => {
  const quotes = await readVxxQuotes();
  const first = quotes.filter((q) => q.date <= FIRST_HALF_END);
  const second = quotes.filter((q) => q.date > FIRST_HALF_END);
  const report = stockWidthReport(quotes);

  it('reads every quoted contract of the month, both halves', () => {
    expect(quotes.length).toBeGreaterThan(20000);
    expect(first.length).toBeGreaterThan(8000);
    expect(second.length).toBeGreaterThan(8000);
  });

  it('the production rule is the one the check parametrises (no drift between them)', () => {
    const same: StockWidthRule = { ...PRODUCTION_RULE };
    for (const q of quotes.slice(0, 3000)) expect(modeledWidth(q, same)).toBe(modeledWidth(q));
  });

  it('its constants are the least error on the first half among their grid neighbours', () => {
    const chosen = widthCriterion(first).sumAbsLogRatio;
    const p = PRODUCTION_RULE;
    const neighbours: StockWidthRule[] = [
      { ...p, min: p.min + 0.01 },
      { ...p, sqrt: p.sqrt + 0.0025 },
      { ...p, sqrt: p.sqrt - 0.0025 },
      { ...p, rel: p.rel + 0.005 },
      { ...p, rel: p.rel - 0.005 },
      { ...p, longFrom: p.longFrom - 30 },
      { ...p, longFrom: p.longFrom + 30 },
      { ...p, longPer: p.longPer - 15 },
      { ...p, longPer: p.longPer + 15 },
      { ...p, longFrom: Infinity },
      { ...p, longMax: p.longMax - 2 },
      { ...p, longMax: p.longMax + 3 },
      { ...p, longMax: Infinity },
      // The minimum widened with the vol left to expiry (FLOOR_WIDENS_FROM): 140 reads 92.65, 120
      // 94.36, 160 92.82, none 93.24 (within the tick noise of this criterion, the wider side kept).
      { ...p, floorFrom: p.floorFrom - 20 },
      { ...p, floorFrom: p.floorFrom + 20 },
      { ...p, floorFrom: Infinity },
    ];
    for (const rule of neighbours) expect(widthCriterion(first, rule).sumAbsLogRatio).toBeGreaterThan(chosen);
  });

  it('reads far better than the rule before on the half it was not chosen on', () => {
    const now = widthCriterion(second).sumAbsLogRatio;
    const before = widthCriterion(second, RULE_BEFORE).sumAbsLogRatio;
    expect(now).toBeLessThan(before / 2);
    expect(report.fit.secondHalf.sumAbsLogRatio).toBe(now);
  });

  it('quotes out-of-the-money prices within one cent of the real median, and in the money no narrower than real', () => {
    for (const c of report.byPrice) {
      const lo = Number(c.cell.split(/[-+]/)[0]);
      if (lo < 5) expect(Math.abs(c.model - c.real)).toBeLessThanOrEqual(0.01 + 1e-9);
      else expect(c.model).toBeGreaterThanOrEqual(c.real);
    }
  });

  it('quotes long-dated expiries about as wide as real (the real ones are 2-7 times the short-dated widths)', () => {
    const long = (cells: readonly WidthCell[]) => cells.filter((c) => Number(c.cell.split(/[-+]/)[0]) > 90);
    expect(long(report.byDte)).toHaveLength(4);
    expect(long(report.byDteInTheMoney)).toHaveLength(4);
    // Under $5 at least as wide as real; in the money within 15% (600+ days: $0.90 against $1.00).
    for (const c of long(report.byDte)) expect(c.model).toBeGreaterThanOrEqual(c.real);
    for (const c of long(report.byDteInTheMoney)) expect(c.model).toBeGreaterThanOrEqual(0.85 * c.real);
    // The cap: without it the two-year series was quoted 3.2 times real under $5 (1.7 with it) and
    // 1.75 in the money (0.90 with it).
    const uncapped = { ...PRODUCTION_RULE, longMax: Infinity };
    const twoYear = quotes.filter((q) => q.dte >= 600 && q.mid < 5);
    const uncappedRatio = median(twoYear.map((q) => modeledWidth(q, uncapped))) / median(twoYear.map((q) => q.width));
    const cappedRatio = median(twoYear.map((q) => modeledWidth(q))) / median(twoYear.map((q) => q.width));
    expect(uncappedRatio).toBeGreaterThan(2);
    expect(cappedRatio).toBeLessThan(uncappedRatio * 0.75);
    // Without the long-dated term the cheap ones were half the real width or less.
    const withoutLong = { ...PRODUCTION_RULE, longFrom: Infinity };
    const cheapLong = quotes.filter((q) => q.dte > 180 && q.mid < 5);
    const ratio = median(cheapLong.map((q) => modeledWidth(q, withoutLong))) / median(cheapLong.map((q) => q.width));
    expect(ratio).toBeLessThan(0.5);
  });
});
