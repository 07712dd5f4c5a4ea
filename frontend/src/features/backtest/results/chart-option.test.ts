import { describe, expect, it } from 'vitest';
import { contrastRatio, hexRgb, simulateColourVision } from '../../../test/colour-vision';
import { coveredResult } from '../test/fixtures';
import { BENCHMARK_COLOR, PORTFOLIO_COLOR, buildChartOption, chartSeries, labelInterval, yAxisFormatter } from './chart-option';
import { deriveResults } from './derive-results';

describe('P&L chart option', () => {
  it('shows at most 8 x labels', () => {
    for (const count of [0, 1, 8, 9, 16, 17, 250, 3900]) {
      const shown = count === 0 ? 0 : Math.ceil(count / (labelInterval(count) + 1));
      expect(shown).toBeLessThanOrEqual(8);
    }
    expect(labelInterval(8)).toBe(0);
    expect(labelInterval(9)).toBe(1);
  });

  it('draws the portfolio orange and, when on, the benchmark green dashed', () => {
    const results = deriveResults(coveredResult());
    const off = buildChartOption(results, false);
    expect(off.series).toHaveLength(1);
    expect(off.series[0]).toMatchObject({ lineStyle: { color: PORTFOLIO_COLOR } });
    const on = buildChartOption(results, true);
    expect(on.series[1]).toMatchObject({ name: 'Benchmark (Buy & Hold), price only', lineStyle: { color: BENCHMARK_COLOR } });
    // Orange: red over green over blue, hue between red and yellow; green: green the largest.
    const [r, g, b] = hexRgb(PORTFOLIO_COLOR);
    expect(r > g && g > b && g / r > 0.4 && g / r < 0.8).toBe(true);
    const [gr, gg, gb] = hexRgb(BENCHMARK_COLOR);
    expect(gg > gr && gg > gb).toBe(true);
  });

  it('tells the two lines apart without their hues: lightness, width, dash and the legend', () => {
    // Under red-green colour blindness orange and green become one olive-yellow: what is left to
    // tell them apart is lightness. The old pair (#f97316, #22c55e) measured 1.71 and 1.02.
    for (const vision of ['protanopia', 'deuteranopia'] as const) {
      const [portfolio, benchmark] = [PORTFOLIO_COLOR, BENCHMARK_COLOR].map((c) => simulateColourVision(hexRgb(c), vision));
      expect({ vision, apart: contrastRatio(portfolio!, benchmark!) >= 2 }).toEqual({ vision, apart: true });
      expect(contrastRatio(hexRgb('#f97316'), hexRgb('#22c55e'))).toBeLessThan(2);
    }
    // Both readable on the dark page (3:1, the least for a line that carries meaning).
    for (const colour of [PORTFOLIO_COLOR, BENCHMARK_COLOR]) expect(contrastRatio(hexRgb(colour), hexRgb('#0b0e14'))).toBeGreaterThanOrEqual(3);
    const option = buildChartOption(deriveResults(coveredResult()), true) as unknown as {
      series: Array<{ name: string; lineStyle: { width: number; type: unknown } }>;
      legend: { itemWidth: number };
    };
    const [portfolio, benchmark] = option.series;
    expect(portfolio?.lineStyle.type).toBe('solid');
    expect(Array.isArray(benchmark?.lineStyle.type)).toBe(true);
    expect((portfolio?.lineStyle.width ?? 0) - (benchmark?.lineStyle.width ?? 0)).toBeGreaterThanOrEqual(1);
    // The legend names both lines, with keys long enough to show a whole dash and gap.
    expect(option.series.map((s) => s.name)).toEqual(['Portfolio', 'Benchmark (Buy & Hold), price only']);
    expect(option.legend.itemWidth).toBeGreaterThanOrEqual(2 * (8 + 5));
  });

  it('aligns portfolio and benchmark on one date axis', () => {
    const results = deriveResults(coveredResult({ benchmark_prices: [['2024-01-02', 500], ['2024-01-04', 510]] }));
    const data = chartSeries(results, true);
    expect(data.dates).toEqual(['2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05']);
    expect(data.portfolio).toEqual([0, 400, null, 1000]);
    expect(data.benchmark).toEqual([0, null, 1000, null]);
  });
});

describe('y axis labels', () => {
  it('shows cents when the values span less than $10, so a flat run never repeats a label', () => {
    const flat = yAxisFormatter([0, 0, 0.4, 1.2]);
    const ticks = [0, 0.25, 0.5, 0.75, 1, 1.25].map(flat);
    expect(new Set(ticks).size).toBe(ticks.length);
    expect(flat(1)).toBe('$1.00');
    expect(yAxisFormatter([0, 0])(0)).toBe('$0.00');
  });

  it('keeps whole dollars for a wide range', () => {
    expect(yAxisFormatter([-2500, 12_000, null])(5000)).toBe('$5,000');
  });

  it('reads a P&L in the tooltip signed, as the header and the trade log do', () => {
    const option = buildChartOption(deriveResults(coveredResult()), false) as unknown as { tooltip: { valueFormatter: (v: unknown) => string } };
    expect([1234.5, -80, 0].map(option.tooltip.valueFormatter)).toEqual(['+$1,234.50', '-$80.00', '$0.00']);
  });
});
