import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoveredBacktestResultSchema, type ModelRisk } from '../lib/shared';
import { coveredResult } from '../test/fixtures';
import { buildChartOption } from './chart-option';
import { deriveResults } from './derive-results';
import { MetricCards } from './metric-cards';
import { BAND_NAME, modelRiskPnlBand } from './model-risk-band';
import { ModelRiskCaption, modelRiskRangeText, pathDependenceText, stressedDaysText } from './model-risk-range';

const metrics = (over: Partial<ModelRisk['low']>): ModelRisk['low'] => ({
  end_balance: 51_000, total_pnl: 1000, total_return_pct: 2, win_rate: 66.67, max_drawdown_pct: 4.5,
  cagr_pct: 1.98, sharpe_ratio: 0.85, total_trades: 2, ...over,
});

// The base run's CAGR is 1.98%; vol shifted down gives 0.9%, up 3.4%: the range reads +0.90% to +3.40%.
const risk: ModelRisk = {
  shift_vol_points: 0.8,
  basis: 'average error of the modeled 30-day at-the-money volatility against published real S&P 500 at-the-money volatilities that no model constant was fitted to (18 closes, 2018-2025)',
  low: metrics({ end_balance: 50_500, cagr_pct: 0.9, total_return_pct: 1, max_drawdown_pct: 6.1, sharpe_ratio: 0.4, total_trades: 3 }),
  high: metrics({ end_balance: 51_700, cagr_pct: 3.4, total_return_pct: 3.4, max_drawdown_pct: 3.9, sharpe_ratio: 1.2, win_rate: 100 }),
  equity_low: [50_000, 50_100, 50_500],
  equity_high: [50_000, 50_900, 51_700],
};

describe("model risk: the vol model's error shown with the result", () => {
  const results = deriveResults(CoveredBacktestResultSchema.parse(coveredResult({ model_risk: risk })));

  it('puts a low-to-high range under each metric the shifted runs have', () => {
    render(<MetricCards results={results} />);
    const range = (label: string) => within(screen.getByRole('group', { name: label })).getByText(/across the vol model's error/).textContent;
    expect(range('CAGR')).toBe("+0.90% to +3.40% across the vol model's error");
    // Signed as the cards write a return ('+2.00%'): '1.00% to 3.40%' read unsigned beside it.
    expect(within(screen.getByRole('group', { name: 'Total Return' })).getByText('+2.00%')).toBeInTheDocument();
    expect(range('Total Return')).toBe("+1.00% to +3.40% across the vol model's error");
    expect(range('Max Drawdown')).toBe("3.90% to 6.10% across the vol model's error");
    expect(range('Win Rate')).toBe("66.67% to 100.00% across the vol model's error");
    expect(range('Sharpe Ratio')).toBe("0.40 to 1.20 across the vol model's error");
    expect(range('Total Trades')).toBe("2 to 3 across the vol model's error");
    expect(range('Balance')).toBe("$50,500.00 to $51,700.00 across the vol model's error");
    // Net premium is not in the shifted runs' metrics: no range rather than a made-up one.
    const premium = screen.getByRole('group', { name: 'Net Premium Received' });
    expect(within(premium).queryByText(/across the vol model's error/)).toBeNull();
  });

  it('says when both shifted runs came out on one side of the run (a TSLA covered call with rolls: base $81,049.49, band $82,963.72 / $90,309.35)', () => {
    // Base: end 51,000 (P&L 1,000), Sharpe 0.85; both shifted runs end higher, the lower vol too (path dependence).
    const above = { ...risk, low: { ...risk.low, end_balance: 51_200, sharpe_ratio: 0.9 }, equity_low: [50_000, 50_100, 51_200] };
    const path = deriveResults(CoveredBacktestResultSchema.parse(coveredResult({ model_risk: above })));
    render(<MetricCards results={path} />);
    const range = (label: string) => within(screen.getByRole('group', { name: label })).getByText(/across the vol model's error/).textContent;
    expect(range('Balance')).toBe("$51,000.00 to $51,700.00 across the vol model's error (this run is the lowest: the runs at lower and higher vol both came out higher)");
    expect(range('Sharpe Ratio')).toBe("0.85 to 1.20 across the vol model's error (this run is the lowest: the runs at lower and higher vol both came out higher)");
    // Between the shifted runs, or equal to one as shown: the range alone.
    expect(range('CAGR')).toBe("+0.90% to +3.40% across the vol model's error");
    expect(range('Win Rate')).toBe("66.67% to 100.00% across the vol model's error");
    render(<ModelRiskCaption results={path} />);
    expect(screen.getByText(/^The runs at lower and higher vol both ended above this run: with other prices they traded .* The band shows how far the vol model can move the result, not limits it stays within\.$/)).toBeInTheDocument();
    // Both below: the base is the highest.
    const below = { ...risk, high: { ...risk.high, end_balance: 50_800 }, equity_high: [50_000, 50_900, 50_800] };
    const top = deriveResults(CoveredBacktestResultSchema.parse(coveredResult({ model_risk: below })));
    expect(modelRiskRangeText('Balance', below, top)).toBe("$50,500.00 to $51,000.00 across the vol model's error (this run is the highest: the runs at lower and higher vol both came out lower)");
    const caption = render(<ModelRiskCaption results={top} />);
    expect(caption.container.textContent).toMatch(/The runs at lower and higher vol both ended below this run/);
  });

  it('says nothing of the sort when the run lies between its shifted runs', () => {
    render(<ModelRiskCaption results={results} />);
    expect(screen.queryByText(/both ended (above|below) this run/)).toBeNull();
  });

  it("says 'Unchanged' where the three runs agree, not a range from a value to itself ('7 to 7')", () => {
    const same = { ...risk, low: { ...risk.low, total_trades: 2, win_rate: 66.67 }, high: { ...risk.high, total_trades: 2, win_rate: 66.67 } };
    const base = deriveResults(CoveredBacktestResultSchema.parse(coveredResult({ model_risk: same })));
    render(<MetricCards results={base} />);
    const range = (label: string) => within(screen.getByRole('group', { name: label })).getByText(/across the vol model's error/).textContent;
    expect(base.totalTrades).toBe(2);
    expect(base.winRate).toBe(66.67);
    expect(range('Total Trades')).toBe("Unchanged across the vol model's error");
    expect(range('Win Rate')).toBe("Unchanged across the vol model's error");
    expect(range('CAGR')).toBe("+0.90% to +3.40% across the vol model's error");
  });

  it('shows no range and no band for a result without model_risk (older results, imported-only runs)', () => {
    const plain = deriveResults(coveredResult());
    render(<MetricCards results={plain} />);
    expect(screen.queryByText(/across the vol model's error/)).toBeNull();
    const { container } = render(<ModelRiskCaption results={plain} />);
    expect(container).toBeEmptyDOMElement();
    expect(buildChartOption(plain, false).series).toHaveLength(1);
  });

  it('shades the P&L band between the lowest and highest run, under the portfolio line, and explains it', () => {
    const band = modelRiskPnlBand(results, ['2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05']);
    // P&L against the 50,000 start: base 0/400/1000, low 0/100/500, high 0/900/1700; no point on 01-04.
    expect(band).toEqual({ lower: [0, 100, null, 500], upper: [0, 900, null, 1700] });
    const option = buildChartOption(results, false) as unknown as { series: Array<{ name: string; data: unknown[]; areaStyle?: object }>; legend: { data: Array<string | { name: string }> } };
    expect(option.series.map((s) => s.name)).toEqual(['model-risk-lower', BAND_NAME, 'Portfolio']);
    expect(option.series[1]?.data).toEqual([0, 800, 1200]);
    expect(option.series[1]?.areaStyle).toBeDefined();
    expect(option.legend.data.map((d) => (typeof d === 'string' ? d : d.name))).toEqual([BAND_NAME, 'Portfolio']);
    render(<ModelRiskCaption results={results} />);
    expect(screen.getByText(/Shaded band: the same run with the modeled implied volatility 0.8 vol points lower and higher/)).toBeInTheDocument();
  });

  it("says how a tilted band moves the smile, and says nothing of it for a parallel band (results before 2026-12-03)", () => {
    const tilted = deriveResults(CoveredBacktestResultSchema.parse(coveredResult({ model_risk: { ...risk, shift_vol_points: 1.4, wing_tilt: 0.5 } })));
    const { unmount } = render(<ModelRiskCaption results={tilted} />);
    expect(screen.getByText(/The shift is 1.4 points around the 0.10-delta strikes, more nearer the money and less in the far wings, so it also moves the skew: the lower run prices a spread's far \(bought\) leg dearer against its sold one/)).toBeInTheDocument();
    unmount();
    render(<ModelRiskCaption results={results} />);
    expect(screen.getByText(/Shaded band: the same run/)).toBeInTheDocument();
    expect(screen.queryByText(/0.10-delta strikes/)).toBeNull();
  });

  it('says under the band how many days were stressed and that the band does not cover them', () => {
    const stressed = deriveResults(CoveredBacktestResultSchema.parse(coveredResult({ model_risk: { ...risk, stressed_days: 15, stressed_shortfall_vol_points: 2 } })));
    render(<ModelRiskCaption results={stressed} />);
    expect(screen.getByText(/^On 15 of the run's days VIX closed at 20 or more: .* about 2 vol points below the real one, more than the band/)).toBeInTheDocument();
  });

  it("a stock with an index of its own says the stressed days counted were priced without it, and how many read it (audit 18 F2)", () => {
    const stressed = deriveResults(CoveredBacktestResultSchema.parse(coveredResult({
      model_risk: { ...risk, stressed_days: 7, stressed_shortfall_vol_points: 1.9, shift_vol_points: 2.7, stressed_days_on_own_index: { index: 'VXAPL', days: 28 } },
    })));
    const { container } = render(<ModelRiskCaption results={stressed} />);
    expect(container.querySelector('details.bt-model-risk-stressed summary')?.textContent)
      .toBe("On 7 of the run's days VIX closed at 20 or more and the model priced without VXAPL (28 other such days read VXAPL itself): option prices then are understated.");
    expect(stressedDaysText(stressed.modelRisk as ModelRisk)).toMatch(/^On 7 of the run's days VIX closed at 20 or more and the model priced without VXAPL \(28 other such days read VXAPL itself\): on such days/);
  });

  it('on a phone reads as one sentence: the stressed days lead a closed disclosure that opens to the whole paragraph', () => {
    const caveat = 'on the real SPX chain of the February 2018 spike (7 such days) it read up to 3.9 points above the real one instead';
    const stressed = deriveResults(CoveredBacktestResultSchema.parse(coveredResult({ model_risk: { ...risk, stressed_days: 25, stressed_shortfall_vol_points: 1.3, shift_vol_points: 1.4, stressed_caveat: caveat } })));
    const { container } = render(<ModelRiskCaption results={stressed} />);
    const disclosure = container.querySelector<HTMLDetailsElement>('details.bt-model-risk-stressed');
    expect(disclosure).not.toBeNull();
    expect(disclosure?.open).toBe(false);
    expect(disclosure?.querySelector('summary')?.textContent).toBe("On 25 of the run's days VIX closed at 20 or more: option prices then are mostly understated.");
    // Every fact stays, word for word, in one element behind it.
    const whole = within(disclosure as HTMLElement).getByText(/^On 25 of the run's days VIX closed at 20 or more: on such days/);
    expect(whole.textContent).toBe(stressedDaysText(stressed.modelRisk as ModelRisk));
    expect(whole.textContent).toMatch(/about 1.3 vol points below the real one, as large as the band and mostly on one side, .*; but on the real SPX chain of the February 2018 spike .* instead\.$/);
    // The band's own first sentence stays in view: the summary of a disclosure of its own.
    expect(within(container).getByText(/^Shaded band/).closest('summary')).not.toBeNull();
  });

  it("on a phone the band's paragraph reads as its first sentence, the rest (how the error was measured, the skew, imported days) behind it", () => {
    const tilted = deriveResults(CoveredBacktestResultSchema.parse(coveredResult({ model_risk: { ...risk, shift_vol_points: 1.4, wing_tilt: 0.5 } })));
    const { container } = render(<ModelRiskCaption results={tilted} />);
    const band = container.querySelector('details.bt-model-risk-band') as HTMLDetailsElement | null;
    expect(band?.open).toBe(false);
    expect(band?.querySelector('summary')?.textContent).toBe("Shaded band: the same run with the modeled implied volatility 1.4 vol points lower and higher, the vol model's measured error.");
    // Every fact of the paragraph before it stays: the basis, the skew, the imported days.
    expect(band?.querySelector('p')?.textContent).toBe(`Measured as the ${risk.basis}. The shift is 1.4 points around the 0.10-delta strikes, more nearer the money and less in the far wings, `
      + "so it also moves the skew: the lower run prices a spread's far (bought) leg dearer against its sold one, as the model's error in the skew can; "
      + 'a parallel shift barely moves a spread picked by delta. Real quotes of imported chains are not shifted; a contract an imported day lacks is priced by the model and shifted with it.');
  });

  it('on a phone the path paragraph reads as one sentence that opens to the whole paragraph, word for word', () => {
    const above = { ...risk, low: { ...risk.low, end_balance: 51_200 }, equity_low: [50_000, 50_100, 51_200] };
    const path = deriveResults(CoveredBacktestResultSchema.parse(coveredResult({ model_risk: above })));
    const { container } = render(<ModelRiskCaption results={path} />);
    const disclosure = container.querySelector('details.bt-model-risk-path') as HTMLDetailsElement | null;
    expect(disclosure?.open).toBe(false);
    expect(disclosure?.querySelector('summary')?.textContent).toBe("The runs at lower and higher vol both ended above this run: the result follows the trades' path, not only the volatility level.");
    expect(disclosure?.querySelector('p')?.textContent).toBe(pathDependenceText(path, above));
    const below = { ...risk, high: { ...risk.high, end_balance: 50_800 }, equity_high: [50_000, 50_900, 50_800] };
    const top = deriveResults(CoveredBacktestResultSchema.parse(coveredResult({ model_risk: below })));
    const other = render(<ModelRiskCaption results={top} />);
    expect(other.container.querySelector('details.bt-model-risk-path > summary')?.textContent).toBe("The runs at lower and higher vol both ended below this run: the result follows the trades' path, not only the volatility level.");
  });

  it('leads without "mostly" when the result carries no caveat (all on one side)', () => {
    const stressed = deriveResults(CoveredBacktestResultSchema.parse(coveredResult({ model_risk: { ...risk, stressed_days: 1, stressed_shortfall_vol_points: 2 } })));
    const { container } = render(<ModelRiskCaption results={stressed} />);
    expect(container.querySelector('details.bt-model-risk-stressed > summary')?.textContent).toBe("On 1 of the run's days VIX closed at 20 or more: option prices then are understated.");
  });

  it('says a shortfall well inside the band is within it (stocks without an index: 1.9 against 5.9)', () => {
    const stressed = deriveResults(CoveredBacktestResultSchema.parse(coveredResult({ model_risk: { ...risk, shift_vol_points: 5.9, stressed_days: 15, stressed_shortfall_vol_points: 1.9 } })));
    render(<ModelRiskCaption results={stressed} />);
    expect(screen.getByText(/about 1.9 vol points below the real one, within the band and all on one side/)).toBeInTheDocument();
  });

  it('says what contradicts the sign when the result carries it (SPX and ETFs: the real February 2018 spike)', () => {
    const caveat = 'on the real SPX chain of the February 2018 spike (7 such days) it read up to 3.9 points above the real one instead';
    const stressed = deriveResults(CoveredBacktestResultSchema.parse(coveredResult({ model_risk: { ...risk, stressed_days: 15, stressed_shortfall_vol_points: 2, stressed_caveat: caveat } })));
    render(<ModelRiskCaption results={stressed} />);
    expect(screen.getByText(/more than the band and mostly on one side, so option prices then are mostly understated .*; but on the real SPX chain of the February 2018 spike .* instead\.$/)).toBeInTheDocument();
  });

  it('says nothing more when no day was stressed, or the result does not say (older results, stocks)', () => {
    for (const modelRisk of [{ ...risk, stressed_days: 0, stressed_shortfall_vol_points: 2 }, risk]) {
      const { container, unmount } = render(<ModelRiskCaption results={deriveResults(CoveredBacktestResultSchema.parse(coveredResult({ model_risk: modelRisk })))} />);
      expect(container.textContent).toMatch(/^Shaded band/);
      expect(container.textContent).not.toMatch(/VIX closed at 20/);
      unmount();
    }
  });

  it('shows no legend key and no caption when the band has no width (a run with no trade: every run stays at the start)', () => {
    const flat = { ...risk, equity_low: [50_000, 50_000, 50_000], equity_high: [50_000, 50_000, 50_000] };
    const idle = deriveResults(CoveredBacktestResultSchema.parse(coveredResult({
      trades: [], total_trades: 0, equity_curve: [['2024-01-02', 50_000], ['2024-01-03', 50_000], ['2024-01-05', 50_000]], model_risk: flat,
    })));
    const option = buildChartOption(idle, false) as unknown as { series: Array<{ name: string }>; legend?: unknown };
    expect(JSON.stringify(option.legend ?? null)).not.toContain(BAND_NAME);
    expect(option.series.map((s) => s.name)).toEqual(['Portfolio']);
    const { container } = render(<ModelRiskCaption results={idle} />);
    expect(container).toBeEmptyDOMElement();
    // Nor a range under the cards ('0.00% to 0.00% across the vol model's error' claims a band).
    const cards = render(<MetricCards results={idle} />);
    expect(within(cards.container).queryByText(/across the vol model's error/)).toBeNull();
    cards.unmount();
    // Empty shifted runs on an empty curve: nothing to shade either.
    const empty = deriveResults(CoveredBacktestResultSchema.parse(coveredResult({ trades: [], total_trades: 0, equity_curve: [], model_risk: { ...risk, equity_low: [], equity_high: [] } })));
    expect(JSON.stringify(buildChartOption(empty, false).legend ?? null)).not.toContain(BAND_NAME);
    expect(render(<ModelRiskCaption results={empty} />).container).toBeEmptyDOMElement();
  });

  it('still shows the band where the shifted runs part from the base on one day only', () => {
    const oneDay = deriveResults(CoveredBacktestResultSchema.parse(coveredResult({ model_risk: { ...risk, equity_low: [50_000, 50_400, 51_000], equity_high: [50_000, 50_400, 51_000.5] } })));
    expect(modelRiskPnlBand(oneDay, ['2024-01-02', '2024-01-03', '2024-01-05'])).toEqual({ lower: [0, 400, 1000], upper: [0, 400, 1000.5] });
    render(<ModelRiskCaption results={oneDay} />);
    expect(screen.getByText(/^Shaded band/)).toBeInTheDocument();
  });

  it("says plainly that a traded run's flat band is the same across the vol model's error (an all-imported run whose modeled prices moved nothing)", () => {
    // The fixture's run traded twice and ended at 51,000; both shifted runs end every day where it did.
    const same = { ...risk, low: { ...risk.low, end_balance: 51_000 }, high: { ...risk.high, end_balance: 51_000 }, equity_low: [50_000, 50_400, 51_000], equity_high: [50_000, 50_400, 51_000] };
    const flat = deriveResults(CoveredBacktestResultSchema.parse(coveredResult({ model_risk: same })));
    expect(flat.totalTrades).toBeGreaterThan(0);
    const { container } = render(<ModelRiskCaption results={flat} />);
    expect(container.textContent).toBe("The same across the vol model's error: with the modeled implied volatility 0.8 vol points lower and higher, the run ended every day where it did here, so no band is shaded.");
    // No shading of no width, and no 'X to X' range under a card.
    expect(buildChartOption(flat, false).series).toHaveLength(1);
    const cards = render(<MetricCards results={flat} />);
    expect(within(cards.container).queryByText(/ to .* across the vol model's error/)).toBeNull();
  });

  it("reads a day the three runs stand alike as 'the same' in the tooltip, not '$0.00 to $0.00'", () => {
    const option = buildChartOption(results, false) as unknown as { tooltip: { formatter: (p: unknown) => string } };
    const day = (dataIndex: number) => option.tooltip.formatter([
      { seriesName: 'model-risk-lower', dataIndex, axisValueLabel: '2024-01-02' },
      { seriesName: BAND_NAME, dataIndex, marker: '' },
    ]);
    // Day 0: every run at the start; day 1: the band from +$100.00 to +$900.00.
    expect(day(0)).toBe("2024-01-02<br/>Vol model's error: the same ($0.00)");
    expect(day(1)).toBe("2024-01-02<br/>Vol model's error: +$100.00 to +$900.00");
  });
});
