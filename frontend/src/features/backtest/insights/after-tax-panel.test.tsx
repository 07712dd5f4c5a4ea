import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/providers';
import { coveredResult, coveredTrade } from '../test/fixtures';
import { ResultInsights } from './result-insights';
import { TAXED_AFTER_NETTING, TAXED_COLUMNS_LEGEND, zeroedByCarryWords } from './after-tax-table-words';
import { estimateAfterTax } from '../../../../../shared/analytics/tax/after-tax';

// 2024: 100 shares (lot 0) called away on 01-03 at a $500 loss, 100 bought back on 01-04 (lot 1) and
// held at the end, $1,340 up: the loss is washed (IRC §1091) into lot 1, which the estimate taxes as
// if sold on the last day, the loss with it.
const year = {
  year: 2024, realised_short_term: -500, realised_long_term: 0, unrealised: 1_340, held_long_term: 0, dividends: 0,
  assigned_options: { pnl: 0, realised_short_term: 0, realised_long_term: 0, unrealised: 0 },
  covered_calls: { qualified: 0, qualified_in_the_money: 0, not_qualified: 1, deferred_losses: { short_term: 0, long_term: 0 } },
  lots: {
    bought: [{ lot: 0, date: '2024-01-02', shares: 100 }, { lot: 1, date: '2024-01-04', shares: 100 }],
    sold: [{ lot: 0, date: '2024-01-03', shares: 100, of_lot: 1, gain: -500, long_term: false }],
  },
};

describe('after-tax panel: wash sales on the shares (IRC §1091)', () => {
  it('says how many share sales were washed, the loss deferred and what is still in shares held at the end', async () => {
    renderWithApp(<ResultInsights result={coveredResult({ shares_by_year: [year] })} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    expect(screen.getByLabelText('After-tax summary').textContent).toContain(
      "Wash sales: 1 share sale at a loss, $500.00 deferred into the replacement shares' basis (IRC §1091). $500.00 of it is still in shares held at the end",
    );
    expect(screen.getByText(/^Wash sales on the shares \(IRC §1091, Treas\. Reg\. §1\.1091-1\): a loss on shares sold or called away is disallowed/)).toBeInTheDocument();
    expect(screen.getByText(/Wash sales are applied to the shares, not to the options \(see the notes\)/)).toBeInTheDocument();
    expect(screen.queryByText(/wash sales \(IRC §1091\) were not applied/)).not.toBeInTheDocument();
    // A year that gained carries nothing: no note on $0.00 under the table. The headers' definition,
    // on hover alone before (a phone has none), is said under the table instead, and they point at it.
    expect(screen.queryByText(/^Why \$0\.00/)).not.toBeInTheDocument();
    const legend = screen.getByText(TAXED_COLUMNS_LEGEND);
    expect(legend).toBeVisible();
    expect(legend).toHaveTextContent('Short-term and Long-term: what is taxed at each rate, after netting the two and using losses carried in.');
    expect(screen.getByRole('columnheader', { name: 'Short-term' })).toHaveAccessibleDescription(TAXED_COLUMNS_LEGEND);
    expect(screen.getByRole('columnheader', { name: 'Long-term' })).toHaveAccessibleDescription(TAXED_COLUMNS_LEGEND);
    expect(screen.getByRole('columnheader', { name: 'Short-term' })).toHaveAttribute('title', TAXED_AFTER_NETTING.short);
  });

  it('a result saved before its lots: the old estimate, and the panel says wash sales were not applied there', async () => {
    const { lots: _, ...saved } = year;
    renderWithApp(<ResultInsights result={coveredResult({ shares_by_year: [saved] })} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    expect(screen.getByLabelText('After-tax summary').textContent).not.toContain('Wash sales:');
    expect(screen.getByText(/^This result was saved before it said its lots bought and sold, so wash sales \(IRC §1091\) were not applied to its shares/)).toBeInTheDocument();
    expect(screen.getByText(/it would apply the wash-sale rule to the shares/)).toBeInTheDocument();
    expect(screen.getByText(/An estimate, not tax advice\. Wash sales are not applied\. Out of scope: the/)).toBeInTheDocument();
  });
});

describe('after-tax panel: wash sales on the options (IRC §1091)', () => {
  // The call written on 01-02 bought back on 01-03 at a $50 loss and the same call written again on
  // 01-04: the loss is washed into the new call (taken when it closes, the same year here).
  const trades = [
    coveredTrade(0, { entry_date: '2024-01-02', exit_date: '2024-01-03', pnl: -50, exit_scenario: 2 }),
    coveredTrade(1, { entry_date: '2024-01-04', exit_date: '2024-01-05', pnl: 210, exit_scenario: 1 }),
  ];

  it('says the option positions washed apart from the share sales, and how the rule reads them', async () => {
    renderWithApp(<ResultInsights result={coveredResult({ trades, shares_by_year: [year], option_wash_sales: 'same_contract' })} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    const summary = screen.getByLabelText('After-tax summary').textContent;
    expect(summary).toContain('Option wash sales: 1 option position closed at a loss, $50.00 deferred into the same contract reopened within 30 days (IRC §1091).');
    expect(summary).toContain("Wash sales: 1 share sale at a loss, $500.00 deferred into the replacement shares' basis");
    expect(screen.getByText(/^Wash sales on the options \(IRC §1091\(a\): an option on the stock counts as the stock\).*Whether the rule reaches a written option is debated: the estimate applies it \(the higher tax\)\..*a broader reading \(a neighbouring strike or expiry\) would wash more/)).toBeInTheDocument();
    expect(screen.getByText(/Wash sales are applied to the shares and to options reopened in the same contract \(see the notes\)/)).toBeInTheDocument();
    // Where the straddle rules defer a call's loss at a year's end, a washed one is deferred once (straddle-wash-once.ts).
    expect(screen.getByText(/^Wash sales on the options .*not deferred again there by the straddle rules \(IRC §1092\): the wash-sale rule applies first, so the loss is deferred once\.$/)).toBeInTheDocument();
    expect(screen.queryByText(/saved before the wash-sale rule was applied to its options/)).not.toBeInTheDocument();
  });

  it('a result saved before option_wash_sales: its options\' losses stay in their year, and the panel says to run it again', async () => {
    renderWithApp(<ResultInsights result={coveredResult({ trades, shares_by_year: [year] })} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    expect(screen.getByLabelText('After-tax summary').textContent).not.toContain('Option wash sales');
    expect(screen.getByText(/^This result was saved before the wash-sale rule was applied to its options/)).toBeInTheDocument();
    expect(screen.getByText(/it would apply the wash-sale rule to the options/)).toBeInTheDocument();
  });
});

describe('after-tax panel: an option open at a year\'s end (audit 15, F3)', () => {
  // A call closed +$2,000 in December 2023; the next written 2023-12-15, $1,500 down on its 2023-12-29
  // mark and bought back on 2024-01-19 for −$1,000. No shares held, no interest.
  const trades = [
    coveredTrade(0, { entry_date: '2023-12-01', exit_date: '2023-12-15', pnl: 2_000, exit_scenario: 1 }),
    coveredTrade(1, { entry_date: '2023-12-15', exit_date: '2024-01-19', pnl: -1_000, exit_scenario: 2 }),
  ];
  const run = {
    trades, share_pnl: 0, dividends_received: 0, total_pnl: 1_000, option_wash_sales: 'same_contract' as const,
    data_period: { start_date: '2023-12-01', end_date: '2024-01-19' },
    equity_curve: [['2023-12-01', 50_000], ['2023-12-29', 50_500], ['2024-01-19', 51_000]] as [string, number][],
  };

  it('is taxed in the year it is closed when the result tells its marks apart (interest by year, no shares held)', async () => {
    renderWithApp(<ResultInsights result={coveredResult({ ...run, interest_earned: 0, interest_paid: 0, interest_by_year: [{ year: 2023, earned: 0, paid: 0 }, { year: 2024, earned: 0, paid: 0 }] })} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    // 2023: the +2,000 closed, 700 of tax (the open call's −1,500 mark is 2024's); 2024: −1,000 carried.
    expect(screen.getByLabelText('After-tax summary').textContent).toContain('estimated tax $700.00');
    expect(screen.getByText(/An option open at a year's end is taxed in the year it is closed \(its trade\), not on its year-end mark; one still open at the end of the run as if closed on its last day\./)).toBeInTheDocument();
    expect(screen.queryByText(/cannot tell its open options' marks apart/)).not.toBeInTheDocument();
  });

  it('a result saved before interest_by_year: taxed on its year-end mark, and the panel says it may be taxed in the wrong year', async () => {
    renderWithApp(<ResultInsights result={coveredResult(run)} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    // 2023: 2,000 − 1,500 = 500 x 35% = 175; 2024: the mark back, 500 x 35% = 175.
    expect(screen.getByLabelText('After-tax summary').textContent).toContain('estimated tax $350.00');
    expect(screen.getByText(/^This result was saved before it said its interest \(or shares\) by year, so the estimate cannot tell its open options' marks apart: .*A gain or loss may be taxed in the wrong year/)).toBeInTheDocument();
    expect(screen.getByText(/Run the backtest again/)).toHaveTextContent("it would tax the options open at a year's end in the year they are closed.");
  });
});

describe('after-tax panel: interest is ordinary income a capital loss does not shelter (holding period)', () => {
  // 2024: a call bought back at −$1,600 and $600 of interest earned on the cash; no shares held.
  const run = {
    trades: [coveredTrade(0, { entry_date: '2024-01-02', exit_date: '2024-01-05', pnl: -1_600, exit_scenario: 2 })],
    share_pnl: 0, dividends_received: 0, total_pnl: -1_000, interest_earned: 600, interest_paid: 0, option_wash_sales: 'same_contract' as const,
    equity_curve: [['2024-01-02', 50_000], ['2024-01-05', 49_000]] as [string, number][],
  };

  it('with interest by year, a losing year sets up to $3,000 of its loss against its interest, carries the rest, and the panel says so', async () => {
    renderWithApp(<ResultInsights result={coveredResult({ ...run, interest_by_year: [{ year: 2024, earned: 600, paid: 0 }] })} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    // 600 of the −1,600 offsets the 600 of interest (under $3,000): no tax, 1,000 carried (worth up to 350).
    const summary = screen.getByLabelText('After-tax summary').textContent;
    expect(summary).toContain('estimated tax $0.00');
    expect(summary).toContain('Unused loss carried forward: $1,000.00');
    expect(screen.getByRole('columnheader', { name: 'Loss against income' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'After-tax by year' }).textContent).toContain('$600.00');
    expect(screen.getByText(/^Interest on cash is ordinary income: .*less up to \$3,000 of the year's net capital loss \(Loss against income; the rest of the loss is carried forward\)/)).toBeInTheDocument();
    expect(screen.getByText(/Up to \$3,000 a year of net capital loss offsets interest or dividends \(ordinary income\) here, the limit for single, married filing jointly or head of household/)).toBeInTheDocument();
    expect(screen.queryByText(/Out of scope: the \$3,000 deduction/)).not.toBeInTheDocument();
    // The losing year's Short-term and Long-term cells read $0.00 (its loss is carried): the headers say why on hover,
    // and, since a phone has no hover, a note under the table says it in sight, which the headers point at.
    const cells = within(screen.getByRole('table', { name: 'After-tax by year' })).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(2, 4)).toEqual(['$0.00', '$0.00']);
    expect(screen.getByRole('columnheader', { name: 'Short-term' })).toHaveAttribute('title', TAXED_AFTER_NETTING.short);
    expect(screen.getByRole('columnheader', { name: 'Long-term' }).getAttribute('title')).toMatch(/A net loss shows \$0\.00: it is carried forward/);
    const why = screen.getByText(/^Why \$0\.00 in 2024: /);
    expect(why).toHaveTextContent("Why $0.00 in 2024: Short-term and Long-term are what is taxed at each rate, after the year's gains and losses are netted and losses from earlier years used. "
      + '2024 ended with a net loss, so nothing is taxed there; the loss is carried forward to offset later gains (Loss carry used), not lost.');
    expect(why).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Short-term' })).toHaveAccessibleDescription(why.textContent ?? '');
    expect(screen.getByRole('columnheader', { name: 'Long-term' })).toHaveAccessibleDescription(why.textContent ?? '');
    expect(screen.queryByText(/Run the backtest again/)).not.toBeInTheDocument();
  });

  it('a result saved before interest_by_year nets the interest with the loss, as before, and says that understates', async () => {
    renderWithApp(<ResultInsights result={coveredResult(run)} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    // −1,600 + 600 = −1,000 carried, no tax.
    expect(screen.getByLabelText('After-tax summary').textContent).toContain('estimated tax $0.00');
    expect(screen.getByText(/^This result was saved before it said its interest by year: its interest and dividends are netted with the year's capital losses like gains, .*so in a losing year the tax is understated\./)).toBeInTheDocument();
    expect(screen.getByText(/Run the backtest again/)).toHaveTextContent('it would tax interest and dividends as ordinary income, apart from capital losses.');
    expect(screen.queryByText(/does not offset interest or dividends \(ordinary income\) here/)).not.toBeInTheDocument();
  });
});

describe('after-tax panel: under Section 1256 a net capital loss offsets up to $3,000 of interest a year', () => {
  // 2024: an index call bought back at −$1,600 and $600 of interest earned on the cash; no units held.
  const run = {
    trades: [coveredTrade(0, { entry_date: '2024-01-02', exit_date: '2024-01-05', pnl: -1_600, exit_scenario: 2 })],
    share_pnl: 0, dividends_received: 0, total_pnl: -1_000, interest_earned: 600, interest_paid: 0,
    interest_by_year: [{ year: 2024, earned: 600, paid: 0 }],
    equity_curve: [['2024-01-02', 50_000], ['2024-01-05', 49_000]] as [string, number][],
  };

  it('sets the 60/40 loss against the interest, says so, and says the carryback is not modelled', async () => {
    renderWithApp(<ResultInsights result={coveredResult(run)} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    await userEvent.selectOptions(screen.getByLabelText('Tax treatment'), 'section1256');
    // The options' −1,600 is 640 short and 960 long; 600 of it offsets the 600 of interest, from the
    // short term: no tax (before: 600 x 35% = 210), 40 short and 960 long carried (1,000).
    const summary = screen.getByLabelText('After-tax summary').textContent;
    expect(summary).toContain('estimated tax $0.00');
    expect(summary).toContain('Unused loss carried forward: $1,000.00');
    expect(screen.getByRole('columnheader', { name: 'Loss against income' })).toBeInTheDocument();
    expect(screen.getByText(/^Interest on cash is ordinary income, not a Section 1256 gain .*up to \$3,000 a year of net capital loss, a Section 1256 loss included, offsets it \(Loss against income; the loss is 40% short and 60% long term/)).toBeInTheDocument();
    expect(screen.getByText(/Up to \$3,000 a year of net capital loss offsets interest or dividends \(ordinary income\) here/)).toBeInTheDocument();
    expect(screen.queryByText(/overstates the tax by at most/)).not.toBeInTheDocument();
    expect(screen.getByText(/^Not modelled: carrying a Section 1256 loss back\./)).toBeInTheDocument();
  });
});

describe('after-tax panel: the filing status sets the limit on a year\'s capital loss against income (IRC §1211(b))', () => {
  // 2024: a call bought back at −$4,400 and $2,400 of interest earned on the cash; no shares held.
  const run = {
    trades: [coveredTrade(0, { entry_date: '2024-01-02', exit_date: '2024-01-05', pnl: -4_400, exit_scenario: 2 })],
    share_pnl: 0, dividends_received: 0, total_pnl: -2_000, interest_earned: 2_400, interest_paid: 0, option_wash_sales: 'same_contract' as const,
    interest_by_year: [{ year: 2024, earned: 2_400, paid: 0 }],
    equity_curve: [['2024-01-02', 50_000], ['2024-01-05', 48_000]] as [string, number][],
  };

  it('defaults to $3,000 (a saved result reads as before); married filing separately sets $1,500 against the interest', async () => {
    renderWithApp(<ResultInsights result={coveredResult(run)} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    // $3,000: all 2,400 of the interest offset by the 4,400 loss: no tax, 2,000 carried.
    expect(screen.getByLabelText('Filing status')).toHaveValue('single_or_joint');
    // Each choice names who files so (a head of household reads the $3,000 choice as theirs) and its limit alike.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(expect.arrayContaining([
      'Single, joint or head of household ($3,000)',
      'Married filing separately ($1,500)',
    ]));
    expect(screen.getByLabelText('After-tax summary').textContent).toContain('estimated tax $0.00');
    expect(screen.getByLabelText('After-tax summary').textContent).toContain('Unused loss carried forward: $2,000.00');
    await userEvent.selectOptions(screen.getByLabelText('Filing status'), 'married_filing_separately');
    // $1,500: 900 of the interest left x 35% = 315.00; 4,400 − 1,500 = 2,900 carried.
    const summary = screen.getByLabelText('After-tax summary').textContent;
    expect(summary).toContain('estimated tax $315.00');
    expect(summary).toContain('Unused loss carried forward: $2,900.00');
    expect(screen.getByRole('table', { name: 'After-tax by year' }).textContent).toContain('$1,500.00');
    expect(screen.getByText(/Up to \$1,500 a year of net capital loss offsets interest or dividends \(ordinary income\) here, the limit for married filing separately/)).toBeInTheDocument();
    expect(screen.getByText(/^Interest on cash is ordinary income: .*less up to \$1,500 of the year's net capital loss/)).toBeInTheDocument();
    // A value the list does not hold (a select set from elsewhere reads ''): a clear error, no figure.
    fireEvent.change(screen.getByLabelText('Filing status'), { target: { value: 'married' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a filing status from the list.');
    expect(screen.queryByLabelText('After-tax summary')).not.toBeInTheDocument();
  });
});

describe("after-tax panel: the filing status kept with a saved backtest (use-kept-filing-status.ts)", () => {
  const run = {
    trades: [coveredTrade(0, { entry_date: '2024-01-02', exit_date: '2024-01-05', pnl: -4_400, exit_scenario: 2 })],
    share_pnl: 0, dividends_received: 0, total_pnl: -2_000, interest_earned: 2_400, interest_paid: 0, option_wash_sales: 'same_contract' as const,
    interest_by_year: [{ year: 2024, earned: 2_400, paid: 0 }],
    equity_curve: [['2024-01-02', 50_000], ['2024-01-05', 48_000]] as [string, number][],
  };

  it('opens with the saved choice and its figures, and reports each choice from the list (not a value it does not know)', async () => {
    const onChange = vi.fn();
    renderWithApp(<ResultInsights result={coveredResult(run)} filingKept={{ status: 'married_filing_separately', onChange }} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    expect(screen.getByLabelText('Filing status')).toHaveValue('married_filing_separately');
    expect(screen.getByLabelText('Filing status')).toBeEnabled();
    expect(screen.getByLabelText('After-tax summary').textContent).toContain('estimated tax $315.00');
    await userEvent.selectOptions(screen.getByLabelText('Filing status'), 'single_or_joint');
    expect(onChange).toHaveBeenCalledWith('single_or_joint');
    fireEvent.change(screen.getByLabelText('Filing status'), { target: { value: 'married' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('says when a choice could not be kept with the saved backtest', async () => {
    renderWithApp(<ResultInsights result={coveredResult(run)} filingKept={{ status: 'single_or_joint', keepError: 'Backtest not found' }} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The filing status could not be kept with the saved backtest: Backtest not found');
  });
});

describe('after-tax panel: a covered result with interest by year saved before its shares by year', () => {
  // 2024: a call bought back at −$10,000 and $5,000 of dividends on the shares; the result says its
  // dividends only in all (saved before shares_by_year).
  const run = {
    trades: [coveredTrade(0, { entry_date: '2024-01-02', exit_date: '2024-01-05', pnl: -10_000, exit_scenario: 2 })],
    share_pnl: 0, dividends_received: 5_000, total_pnl: -5_000, interest_earned: 0, interest_paid: 0, option_wash_sales: 'same_contract' as const,
    interest_by_year: [{ year: 2024, earned: 0, paid: 0 }],
    equity_curve: [['2024-01-02', 50_000], ['2024-01-05', 45_000]] as [string, number][],
  };

  it('taxes its dividends as ordinary income, which the loss offsets only up to $3,000, and says which year it put them in', async () => {
    renderWithApp(<ResultInsights result={coveredResult(run)} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    // 3,000 of the 10,000 loss offsets the 5,000 of dividends: 2,000 x 35% = 700, 7,000 carried
    // (before: netted with the loss, −5,000 carried and no tax).
    const summary = screen.getByLabelText('After-tax summary').textContent;
    expect(summary).toContain('estimated tax $700.00');
    expect(summary).toContain('Unused loss carried forward: $7,000.00');
    expect(screen.getByText(/^Interest on cash and dividends are ordinary income: /)).toBeInTheDocument();
    expect(screen.getByText(/^Dividends \(\$5,000\.00\) are ordinary income, like the interest: .*taxes them all in 2024, the year that gives the highest tax; running the backtest again taxes each year's dividends in the year they were paid\.$/)).toBeInTheDocument();
    expect(screen.getByText(/Up to \$3,000 a year of net capital loss offsets interest or dividends \(ordinary income\) here/)).toBeInTheDocument();
  });
});

describe('after-tax panel: the note on $0.00 says why for each year as the table reads it', () => {
  it("a year that gained less than the losses carried into it is not said to have ended with a loss", () => {
    // Section 1256: 2020 -$6,000 (carried), 2021 +$1,000 (used up by the carry, $5,000 left), 2022 +$10,000 (taxed after the carry).
    const equity = [
      { date: '2020-01-02', equity: 100_000 }, { date: '2020-12-31', equity: 94_000 },
      { date: '2021-12-31', equity: 95_000 }, { date: '2022-12-30', equity: 105_000 },
    ];
    const { years } = estimateAfterTax({ regime: 'section1256', shortTermRatePct: 35, longTermRatePct: 15, startBalance: 100_000, equity, trades: [] });
    expect(years.map((y) => [y.year, y.pnl, y.shortTerm, y.longTerm, y.carriedForward])).toEqual([[2020, -6000, 0, 0, 6000], [2021, 1000, 0, 0, 5000], [2022, 10_000, 2000, 3000, 0]]);
    expect(zeroedByCarryWords(years)).toBe("Why $0.00 in 2020 and 2021: Short-term and Long-term are what is taxed at each rate, after the year's gains and losses are netted "
      + 'and losses from earlier years used. 2020 ended with a net loss; 2021 gained less than the losses carried into it (Loss carry used), so nothing is taxed there; '
      + 'the losses left are carried forward to offset later gains, not lost.');
    // Losing years alone read as before.
    expect(zeroedByCarryWords(years.slice(0, 1))).toBe("Why $0.00 in 2020: Short-term and Long-term are what is taxed at each rate, after the year's gains and losses are netted "
      + 'and losses from earlier years used. 2020 ended with a net loss, so nothing is taxed there; the loss is carried forward to offset later gains (Loss carry used), not lost.');
  });
});
