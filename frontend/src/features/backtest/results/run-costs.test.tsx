import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { standardResult } from '../test/fixtures';
import { withLayoutBox } from '../test/virtual-rect';
import { deriveResults } from './derive-results';
import { ResultsPanel } from './results-panel';
import { costsInWords, costsOfRun, runExchangeFees } from './run-costs';

const retail = { commission_per_contract: 0.65, slippage_pct_of_spread: 25, commission_per_share: 0 };

describe('run costs', () => {
  it('are said in words, or that there were none', () => {
    expect(costsInWords(retail)).toBe('Costs: $0.65 per contract · slippage 25% of the spread');
    expect(costsInWords({ ...retail, commission_per_share: 0.005 })).toBe('Costs: $0.65 per contract · slippage 25% of the spread · $0.005 per share of stock');
    expect(costsInWords({ commission_per_contract: 0, slippage_pct_of_spread: 0, commission_per_share: 0 })).toMatch(/^Run without trading costs/);
  });

  it("say how much of the commissions was Cboe's SPX fee when a run paid some", () => {
    expect(costsInWords(retail, 260.48)).toBe("Costs: $0.65 per contract · Cboe's SPX exchange fee $260.48 (in the commissions) · slippage 25% of the spread");
    const trades = [{ ...standardResult().trades[0]!, exchange_fees: 1.32 }, { ...standardResult().trades[0]!, exchange_fees: 0.88 }, standardResult().trades[0]!];
    expect(runExchangeFees({ ...standardResult(), trades })).toBe(2.2);
    expect(runExchangeFees(standardResult())).toBe(0);
    expect(runExchangeFees(null)).toBe(0);
  });

  it("say on an SPX run that Cboe's fee was not charged when it was switched off or the result predates the switch", () => {
    // Without the run's dates, every dated rate (exchange-fees.ts).
    const leftOut = "Cboe's SPX exchange fee not charged ($0.44 a contract a fill to 2024-10-31; from 2024-11-01, $0.36 a contract a fill under a $1.00 premium, $0.45 at $1.00 or more left out)";
    expect(costsInWords({ ...retail, exchange_fees: false }, 0, 'SPX')).toBe(`Costs: $0.65 per contract · slippage 25% of the spread · ${leftOut}`);
    // Saved before the field existed: it ran without the fee.
    expect(costsInWords(retail, 0, 'spx')).toBe(`Costs: $0.65 per contract · slippage 25% of the spread · ${leftOut}`);
    expect(costsInWords({ commission_per_contract: 0, slippage_pct_of_spread: 0, commission_per_share: 0, exchange_fees: false }, 0, 'SPX'))
      .toBe("Run without trading costs (no commission, no Cboe's SPX exchange fee, fills at the quoted price)");
    // Fee on (paid, or a run without fills), or a ticker without the fee: nothing new.
    expect(costsInWords({ ...retail, exchange_fees: true }, 0, 'SPX')).toBe('Costs: $0.65 per contract · slippage 25% of the spread');
    expect(costsInWords(retail, 1.32, 'SPX')).not.toMatch(/not charged/);
    expect(costsInWords({ ...retail, exchange_fees: false }, 0, 'SPY')).toBe('Costs: $0.65 per contract · slippage 25% of the spread');
    expect(costsInWords(retail, 0, 'SPY')).toBe('Costs: $0.65 per contract · slippage 25% of the spread');
  });

  it("say the rates the run's own dates would have paid", () => {
    const off = { ...retail, exchange_fees: false };
    expect(costsInWords(off, 0, 'SPX', { start_date: '2010-01-04', end_date: '2014-06-30' }))
      .toContain("Cboe's SPX exchange fee not charged ($0.44 a contract a fill left out)");
    expect(costsInWords(off, 0, 'SPX', { start_date: '2025-01-02', end_date: '2025-06-30' }))
      .toContain("Cboe's SPX exchange fee not charged ($0.36 a contract a fill under a $1.00 premium, $0.45 at $1.00 or more left out)");
    expect(costsInWords(off, 0, 'SPX', { start_date: '2024-06-03', end_date: '2024-12-31' }))
      .toContain('($0.44 a contract a fill to 2024-10-31; from 2024-11-01, $0.36 a contract a fill under a $1.00 premium, $0.45 at $1.00 or more left out)');
  });

  it('name a price source other than the last trade (audit 10, N6: it moves every fill), after the slippage it is moved by', () => {
    const MID = 'price source Bid/Ask Mid (fills start from the bid/ask midpoint, not the last trade)';
    expect(costsInWords({ ...retail, price_source: 'mid' })).toBe(`Costs: $0.65 per contract · slippage 25% of the spread · ${MID}`);
    // The default says nothing new; an unknown source neither.
    expect(costsInWords({ ...retail, price_source: 'last' })).toBe('Costs: $0.65 per contract · slippage 25% of the spread');
    // Before the SPX fee left out, as the audit's SPX run reads it.
    expect(costsInWords({ commission_per_contract: 1, slippage_pct_of_spread: 10, commission_per_share: 0, exchange_fees: false, price_source: 'mid' }, 0, 'SPX', { start_date: '2019-01-02', end_date: '2019-12-31' }))
      .toBe(`Costs: $1.00 per contract · slippage 10% of the spread · ${MID} · Cboe's SPX exchange fee not charged ($0.44 a contract a fill left out)`);
    expect(costsInWords({ commission_per_contract: 0, slippage_pct_of_spread: 0, commission_per_share: 0, price_source: 'mid' }))
      .toBe('Run without trading costs (no commission, fills at the Bid/Ask Mid)');
  });

  it("take the price source from the result's costs, else from the request", () => {
    const applied = { commission_per_contract: 1, commission_per_share: 0, slippage_pct_of_spread: 10, price_source: 'mid' };
    expect(costsOfRun({ ...standardResult(), costs: applied }, retail)?.price_source).toBe('mid');
    expect(costsOfRun({ ...standardResult(), costs: { ...applied, price_source: undefined } }, { ...retail, price_source: 'mid' })?.price_source).toBe('mid');
    expect(costsOfRun(standardResult(), { ...retail, price_source: 'mid' })?.price_source).toBe('mid');
    expect(costsOfRun({ ...standardResult(), costs: { ...applied, price_source: undefined } }, retail)).not.toHaveProperty('price_source');
  });

  it('come from the result when it carries them, else from the request it ran with', () => {
    const own = { commission_per_contract: 1, slippage_pct_of_spread: 10, commission_per_share: 0.01 };
    expect(costsOfRun({ ...standardResult(), costs: own }, retail)).toEqual(own);
    expect(costsOfRun(standardResult(), retail)).toEqual(retail);
    expect(costsOfRun({ costs: { commission_per_contract: -1 } }, retail)).toEqual(retail);
    expect(costsOfRun(null, null)).toBeNull();
  });
});

describe('results panel costs line', { timeout: 20_000 }, () => {
  withLayoutBox();

  it('shows the costs the results were computed with in the header', () => {
    render(<ResultsPanel mode="spreads" loading={false} onSave={() => Promise.resolve()} costs={retail}
      results={deriveResults(standardResult())} />);
    expect(screen.getByRole('note', { name: 'Costs of this run' })).toHaveTextContent('Costs: $0.65 per contract · slippage 25% of the spread');
  });

  it("says an SPX run's costs leave out Cboe's fee when it ran with the fee off", () => {
    render(<ResultsPanel mode="spreads" loading={false} onSave={() => Promise.resolve()} costs={{ ...retail, exchange_fees: false }} ticker="SPX"
      results={deriveResults(standardResult())} />);
    // The fixture's data run 2024-01-02 to 2024-01-05: the rate of those dates.
    expect(screen.getByRole('note', { name: 'Costs of this run' })).toHaveTextContent("Cboe's SPX exchange fee not charged ($0.44 a contract a fill left out)");
  });

  it('names the Bid/Ask Mid the run filled at (the page passes the request it ran with)', () => {
    render(<ResultsPanel mode="spreads" loading={false} onSave={() => Promise.resolve()} costs={{ ...retail, price_source: 'mid' }} results={deriveResults(standardResult())} />);
    expect(screen.getByRole('note', { name: 'Costs of this run' }))
      .toHaveTextContent('Costs: $0.65 per contract · slippage 25% of the spread · price source Bid/Ask Mid (fills start from the bid/ask midpoint, not the last trade)');
  });

  it("says the tiered rates an SPX run of 2025 left out", () => {
    const result = { ...standardResult(), data_period: { start_date: '2025-01-02', end_date: '2025-01-31' } };
    render(<ResultsPanel mode="spreads" loading={false} onSave={() => Promise.resolve()} costs={{ ...retail, exchange_fees: false }} ticker="SPX"
      results={deriveResults(result)} />);
    expect(screen.getByRole('note', { name: 'Costs of this run' }))
      .toHaveTextContent("Cboe's SPX exchange fee not charged ($0.36 a contract a fill under a $1.00 premium, $0.45 at $1.00 or more left out)");
  });
});
