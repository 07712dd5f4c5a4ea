import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/providers';
import { contract, coveredResult, coveredTrade, standardResult, standardTrade } from '../test/fixtures';
import { usePaywall } from '../../../lib/paywall/paywall-context';
import { ResultInsights } from './result-insights';

function PaywallProbe() {
  return <output aria-label="paywall">{usePaywall().isOpen ? 'open' : 'closed'}</output>;
}

describe('result insights: analytics (Pro)', () => {
  it('shows every analytics card with its formula as the description to a Pro user', () => {
    renderWithApp(<ResultInsights result={coveredResult()} />, { status: { paid: true } });
    const sortino = screen.getByRole('group', { name: 'Sortino Ratio' });
    expect(sortino).toHaveAccessibleDescription(/downside deviation/);
    // Marked '?' as the headline cards are, not 'ⓘ' (an empty box in fonts without U+24D8, e.g. Debian's Chromium).
    expect(sortino).not.toHaveTextContent('ⓘ');
    expect(within(sortino).getByText('?')).toHaveClass('bt-help__mark');
    // The fixture's two trades: -50 and +210 on credits of 320 each.
    expect(within(screen.getByRole('group', { name: 'Premium Capture' })).getByText('25.00%')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Profit Factor' })).getByText('4.20')).toBeInTheDocument();
    // A return, signed as the Total Return card writes one (was unsigned).
    expect(within(screen.getByRole('group', { name: 'Return on Max Capital' })).getByText(/^\+\d+\.\d\d%$/)).toBeInTheDocument();
    // Trade P&Ls signed as the trade log signs them (spec 9: winners with a plus sign); was '$210.00'.
    expect(within(screen.getByRole('group', { name: 'Average Win' })).getByText('+$210.00')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Largest Loss' })).getByText('-$50.00')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Analytics metrics')).getAllByRole('group')).toHaveLength(12);
    // Jan 2024: 50,000 -> 51,000 = +2.00%; the benchmark 472.65 -> 467.92 = -1.00% (price only), to 2
    // decimals as the Total Return card writes a return (to 1, '+38.6' sat under a card's '+38.59%').
    // Year, 12 months and the full year: a 'Series' column and '2.00%' cells ran past the panel.
    const table = screen.getByRole('table', { name: 'Monthly returns table' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Year', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Full year']);
    expect(within(table).getAllByText('+2.00').length).toBeGreaterThan(0);
    expect(within(table).getByRole('rowheader', { name: 'Buy & Hold' })).toBeInTheDocument();
    expect(within(table).getAllByText('-1.00').length).toBeGreaterThan(0);
    expect(screen.getByText(/^Buy & Hold: the underlying bought with the same starting balance, price only/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Trade returns' })).toBeInTheDocument();
  });

  it('says how the buy and hold treated dividends: reinvested in a new run, kept as cash in one saved before (audit 7 N9)', () => {
    const curve = coveredResult().equity_curve.map(([d]) => [d, 50_000] as [string, number]);
    const { unmount } = renderWithApp(<ResultInsights result={coveredResult({ benchmark_equity: curve, benchmark_dividends: 'reinvested' })} />, { status: { paid: true } });
    expect(screen.getByText("Buy & Hold: the underlying bought with the same starting balance, dividends reinvested at each ex-date's close (total return).")).toBeInTheDocument();
    unmount();
    renderWithApp(<ResultInsights result={coveredResult({ benchmark_equity: curve })} />, { status: { paid: true } });
    expect(screen.getByText(/^Buy & Hold: the underlying bought with the same starting balance, dividends kept as cash earning the T-bill/)).toBeInTheDocument();
  });

  it('offers the upgrade instead to a free user', async () => {
    renderWithApp(<><ResultInsights result={coveredResult()} /><PaywallProbe /></>, { status: { paid: false, trial: false } });
    expect(screen.queryByRole('group', { name: 'Sortino Ratio' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
    expect(screen.getByRole('status', { name: 'paywall' })).toHaveTextContent('open');
  });
});

describe('result insights: after-tax estimate', () => {
  it('opens on demand, says it is an estimate with wash sales out of scope, and taxes each year', async () => {
    renderWithApp(<ResultInsights result={coveredResult()} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    expect(screen.getByText(/An estimate, not tax advice\. Wash sales are not applied\. Out of scope: the \$3,000 deduction/)).toBeInTheDocument();
    // SPY options: holding period. Closed trades -50 and +210 in 2024, short term, and 840 outside
    // the trades (shares), taxed short term too: 1,000 x 35% = 350 (was 56, the shares untaxed).
    const table = screen.getByRole('table', { name: 'After-tax by year' });
    expect(within(table).getByText('$350.00')).toBeInTheDocument();
    expect(within(table).getByText('$840.00')).toBeInTheDocument();
    // Three days of 2024: not annualised, as the result's own CAGR card (51,000 - 350 tax on 50,000).
    expect(screen.getByLabelText('After-tax summary')).toHaveTextContent(/^After-tax total return \+1\.30% \(pre-tax \+2\.00%; not annualised: under a year\); estimated tax \$350\.00/);
    // No interest earned in this result: nothing said about it.
    expect(screen.queryByText(/Interest earned on cash/)).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Short-term rate (%)'), { target: { value: '120' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Rates must be numbers from 0 to 100.');
  }, 20_000);

  it('says where the interest earned on cash went: short term by holding period, understated 60/40 under Section 1256', async () => {
    // A run that earned $1,991.62 on cash showed it under 'Untaxed'; by holding period it is now taxed short term with the rest.
    renderWithApp(<ResultInsights result={coveredResult({ interest_earned: 1991.62 })} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    expect(screen.getByText(/Everything outside the trade log \(share gains and\s+losses, dividends, interest, positions still open\) is taxed at the short-term rate/)).toBeInTheDocument();
    expect(screen.queryByText(/Interest earned on cash/)).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Tax treatment'), 'section1256');
    // Saved before results said the interest of each year: it cannot be taken out of the 60/40 gain.
    expect(screen.getByText('Interest earned on cash ($1,991.62) is ordinary income, taxed at your short-term rate; this result was saved before it said the interest of each year, so here it is taxed 60/40 with the marked gain, and the tax is understated.')).toBeInTheDocument();
  }, 20_000);

  it('Section 1256 taxes the interest on cash at the short-term rate, apart from the 60/40 gain', async () => {
    // 2024: +1,000 marked, 200 of it T-bill interest. 60/40 on all of it was 1,000 x (60% x 15% + 40% x 35%) = 230;
    // now the options' 800 x 23% = 184 and the interest 200 x 35% = 70: 254.
    // A run that held no shares (share_pnl 0, no dividends): nothing for the shares' note to say.
    renderWithApp(<ResultInsights result={coveredResult({ interest_earned: 200, interest_paid: 0, interest_by_year: [{ year: 2024, earned: 200, paid: 0 }], share_pnl: 0 })} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    await userEvent.selectOptions(screen.getByLabelText('Tax treatment'), 'section1256');
    const table = screen.getByRole('table', { name: 'After-tax by year' });
    expect(within(table).getByRole('columnheader', { name: 'Interest' })).toBeInTheDocument();
    expect(within(table).getByText('$254.00')).toBeInTheDocument();
    expect(within(table).getByText('$200.00')).toBeInTheDocument();
    expect(screen.getByText(/Interest on cash is ordinary income, not a Section 1256 gain/)).toBeInTheDocument();
    expect(screen.queryByText(/the tax is understated/)).not.toBeInTheDocument();
  }, 20_000);

  it("Section 1256 on an SPX covered run: the index units' gain short term and their dividends income, only the options 60/40", async () => {
    // 2024: +1,000 = options 100 + units 600 (held: as if sold at the end, short term) + dividends 100 + interest 200.
    // Options 100 -> 40 short, 60 long; short 40 + 600 + 300 of income = 940 x 35% = 329, long 60 x 15% = 9: 338.
    // The old estimate (units and dividends 60/40 with the options): 800 x 23% + 200 x 35% = 254.
    const ledger = { interest_earned: 200, interest_paid: 0, interest_by_year: [{ year: 2024, earned: 200, paid: 0 }], share_pnl: 600, dividends_received: 100 };
    renderWithApp(<ResultInsights result={coveredResult({ ...ledger, shares_by_year: [{ year: 2024, realised_short_term: 0, realised_long_term: 0, unrealised: 600, unrealised_long_term: 0, dividends: 100 }] })} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    await userEvent.selectOptions(screen.getByLabelText('Tax treatment'), 'section1256');
    const table = screen.getByRole('table', { name: 'After-tax by year' });
    expect(within(table).getByRole('columnheader', { name: 'Shares' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Dividends' })).toBeInTheDocument();
    expect(within(table).getByText('$338.00')).toBeInTheDocument();
    expect(within(table).getByText('$600.00')).toBeInTheDocument();
    expect(screen.getByText(/only the options are taxed 60\/40/)).toBeInTheDocument();
    expect(screen.queryByText(/old estimate/)).not.toBeInTheDocument();
  }, 20_000);

  it('by holding period, shares still held at the end are taxed as if sold on the last day at the short-term rate, even lots held over a year, and the panel says why', async () => {
    // 2024: +1,000 = the closed trades -50 and +210 (short term) + the shares' 840 unrealised, all on
    // lots held over a year by the last day: all short term, 1,000 x 35% = 350 (the long-term rate
    // on the lots would read 160 x 35% + 840 x 15% = 182).
    const held = { year: 2024, realised_short_term: 0, realised_long_term: 0, unrealised: 840, dividends: 0 };
    const { unmount } = renderWithApp(<ResultInsights result={coveredResult({ shares_by_year: [{ ...held, unrealised_long_term: 840 }] })} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    expect(within(screen.getByRole('table', { name: 'After-tax by year' })).getByText('$350.00')).toBeInTheDocument();
    expect(screen.getByText(/those still held at the end as if sold on the last day, at your short-term rate/)).toBeInTheDocument();
    expect(screen.getByText(/Shares or units still held at the end are taxed at your short-term rate, even the lots held more than a year: the result does not split them by holding period.*For a plain long hold without calls written on it, this overstates the tax\./)).toBeInTheDocument();
    // Saved before `assigned_options`: its assigned options stay their own short-term results, and the panel says so.
    expect(screen.getByText(/^This result was saved before it carried its assigned options into its shares: .*for a wheel the tax is understated\.$/)).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'After-tax by year' })).queryByRole('columnheader', { name: 'Assigned options' })).not.toBeInTheDocument();
    // Saved before `covered_calls`: its lots' holding periods ignored the straddle rules, and the panel says so.
    expect(screen.getByText(/^This result was saved before its shares' holding periods followed the straddle rules .*the tax may be understated\.$/)).toBeInTheDocument();
    // Two notes of a result saved before: one note to run it again, listing what it would update (a phone stacked two).
    expect(screen.getAllByText(/Run the backtest again/)).toHaveLength(1);
    expect(screen.getByText(/Run the backtest again/)).toHaveTextContent(
      "Run the backtest again for the new estimate: it would carry the assigned options into the shares, have the shares' holding periods follow the straddle rules, apply the wash-sale rule to the shares and apply the wash-sale rule to the options.",
    );
    unmount();
    // A result saved before `unrealised_long_term`: the same estimate, and no note that it differs from a new one.
    renderWithApp(<ResultInsights result={coveredResult({ shares_by_year: [held] })} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    expect(within(screen.getByRole('table', { name: 'After-tax by year' })).getByText('$350.00')).toBeInTheDocument();
    expect(screen.queryByText(/saved before it said how long the shares/)).not.toBeInTheDocument();
  }, 20_000);

  it('a result saved before `assigned_options` whose options were never assigned gets no note to run it again (the estimate would not change)', async () => {
    // A covered call held the shares all along; its calls expired or were bought back: nothing assigned.
    const held = { year: 2024, realised_short_term: 0, realised_long_term: 0, unrealised: 840, dividends: 0 };
    const trades = [coveredTrade(0, { entry_date: '2024-01-02', exit_date: '2024-01-05', exit_scenario: 1 }), coveredTrade(1, { entry_date: '2024-01-03', exit_date: '2024-01-05', exit_scenario: 2 })];
    const { unmount } = renderWithApp(<ResultInsights result={coveredResult({ trades, shares_by_year: [held] })} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    expect(screen.getByText(/^Shares or units still held at the end are taxed at your short-term rate/)).toBeInTheDocument();
    expect(screen.queryByText(/saved before it carried its assigned options/)).not.toBeInTheDocument();
    // The straddle note is then the only one of a result saved before: the line beside the figures names its update alone.
    expect(screen.getAllByText(/Run the backtest again/).map((e) => e.textContent)).toEqual([
      "Run the backtest again for the new estimate: it would have the shares' holding periods follow the straddle rules, apply the wash-sale rule to the shares and apply the wash-sale rule to the options. Until then the tax may be understated (see the notes).",
    ]);
    expect(screen.getByText(/^This result was saved before its shares' holding periods followed the straddle rules/)).toBeInTheDocument();
    unmount();
    // One assigned (code 3), or a scenario the code list does not know: the note stays.
    for (const exit_scenario of [3, 'EARLY_ASSIGNMENT'] as const) {
      const view = renderWithApp(<ResultInsights result={coveredResult({ trades: [trades[0]!, { ...trades[1]!, exit_scenario }], shares_by_year: [held] })} />, { status: { paid: true } });
      await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
      expect(screen.getByText(/^This result was saved before it carried its assigned options into its shares/)).toBeInTheDocument();
      view.unmount();
    }
  }, 20_000);

  it("by holding period, an assigned option's P&L leaves the trades and is taxed with the shares (IRS Pub. 550), and the panel says how", async () => {
    // The fixture's -50 trade as a put assigned in the money: the lot it delivered carries it, held
    // at the end. Trades 160 - (-50) = 210 short term; the shares 840 + (-50) = 790 (was 840 with the
    // put its own loss); 1,000 x 35% = 350 in the one year.
    const held = {
      year: 2024, realised_short_term: 0, realised_long_term: 0, unrealised: 840, dividends: 0,
      assigned_options: { pnl: -50, realised_short_term: 0, realised_long_term: 0, unrealised: -50 },
      covered_calls: { qualified: 0, qualified_in_the_money: 0, not_qualified: 1, deferred_losses: { short_term: 0, long_term: 0 } },
      lots: { bought: [{ lot: 0, date: '2024-01-03', shares: 100 }], sold: [] },
    };
    // A result of today's engine: it carries every field, the options' wash-sale reading too.
    const { unmount } = renderWithApp(<ResultInsights result={coveredResult({ shares_by_year: [held], option_wash_sales: 'same_contract' })} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    const table = screen.getByRole('table', { name: 'After-tax by year' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toContain('Assigned options');
    expect(within(table).getByText('-$50.00')).toBeInTheDocument();
    expect(within(table).getByText('$790.00')).toBeInTheDocument();
    expect(within(table).getByText('$350.00')).toBeInTheDocument();
    expect(screen.getByText(/^An assigned option is no gain or loss of its own \(IRS Pub\. 550\).*a call's into the amount realised on the shares it took, in its year, long or short term with them\.$/)).toBeInTheDocument();
    // With `covered_calls` the lots' holding periods follow the straddle rules, and with `deferred_losses` the calls' losses are deferred (IRC §1092(a)).
    expect(screen.getByText(/^The straddle rules for calls written on the shares \(IRC §1092\) set each lot's holding period: .*A loss on such a call closed without delivering the shares is long term where the rules make it so.*A loss on a call not qualified counts in a year only beyond the shares' unrecognised gain at its end.*A loss on shares of a straddle that had a long-term position is long term\./)).toBeInTheDocument();
    expect(screen.queryByText(/Not modelled: the deferral/)).not.toBeInTheDocument();
    expect(screen.queryByText(/saved before/)).not.toBeInTheDocument();
    expect(screen.queryByText(/saved before it carried its assigned options/)).not.toBeInTheDocument();
    unmount();
    // A new result with no option assigned (or an index run's, settled in cash): no column, no note.
    const none = { ...held, assigned_options: { pnl: 0, realised_short_term: 0, realised_long_term: 0, unrealised: 0 } };
    renderWithApp(<ResultInsights result={coveredResult({ shares_by_year: [none], option_wash_sales: 'same_contract' })} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    expect(within(screen.getByRole('table', { name: 'After-tax by year' })).queryByRole('columnheader', { name: 'Assigned options' })).not.toBeInTheDocument();
    expect(screen.queryByText(/assigned option/i)).not.toBeInTheDocument();
  }, 20_000);

  it('by holding period, shares still held at the end are taxed as if sold on the last day, long term the lots the result says would be', async () => {
    // 2024: +1,000 = the closed trades -50 and +210 (short term) + the shares' 840 unrealised, all on
    // lots that sold that day would be long term (held_long_term): 160 x 35% + 840 x 15% = 182.
    const held = {
      year: 2024, realised_short_term: 0, realised_long_term: 0, unrealised: 840, held_long_term: 840, dividends: 0,
      assigned_options: { pnl: 0, realised_short_term: 0, realised_long_term: 0, unrealised: 0 },
      covered_calls: { qualified: 1, qualified_in_the_money: 0, not_qualified: 0, deferred_losses: { short_term: 0, long_term: 0 } },
    };
    renderWithApp(<ResultInsights result={coveredResult({ shares_by_year: [held] })} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    expect(within(screen.getByRole('table', { name: 'After-tax by year' })).getByText('$182.00')).toBeInTheDocument();
    expect(screen.getByText(/those still held at the end as if sold on the last day, short or long term by that lot's holding period \(Shares column\)/)).toBeInTheDocument();
    expect(screen.queryByText(/Shares or units still held at the end are taxed at your short-term rate/)).not.toBeInTheDocument();
  }, 20_000);

  it('a result saved before `deferred_losses` (with `covered_calls`) says its calls\' losses count in their year, and to run it again', async () => {
    const held = {
      year: 2024, realised_short_term: 0, realised_long_term: 0, unrealised: 840, dividends: 0,
      assigned_options: { pnl: 0, realised_short_term: 0, realised_long_term: 0, unrealised: 0 },
      covered_calls: { qualified: 0, qualified_in_the_money: 0, not_qualified: 1 },
    };
    renderWithApp(<ResultInsights result={coveredResult({ shares_by_year: [held] })} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    expect(screen.getByText(/^The straddle rules for calls written on the shares .*This result was saved before the straddle rules deferred a call's loss .*which may understate the tax, and an assigned call's gain on shares held over a year is short term, which overstates it\.$/)).toBeInTheDocument();
    expect(screen.getAllByText(/Run the backtest again/)).toHaveLength(1);
    expect(screen.getByText(/Run the backtest again/)).toHaveTextContent(
      "Run the backtest again for the new estimate: it would defer the calls' losses as the straddle rules do, apply the wash-sale rule to the shares and apply the wash-sale rule to the options. Until then the tax may be understated (see the notes).",
    );
  }, 20_000);

  it('does not put the straddle-rules note on a run that never held shares (a put never assigned: its years are rows of zeros)', async () => {
    const none = { year: 2024, realised_short_term: 0, realised_long_term: 0, unrealised: 0, unrealised_long_term: 0, dividends: 0 };
    renderWithApp(<ResultInsights result={coveredResult({ share_pnl: 0, dividends_received: 0, shares_by_year: [none] })} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    await screen.findByRole('table', { name: 'After-tax by year' });
    expect(screen.queryByText(/straddle rules/)).not.toBeInTheDocument();
  }, 20_000);

  it('a covered result saved before its shares by year keeps the old estimate and says so', async () => {
    renderWithApp(<ResultInsights result={coveredResult({ interest_earned: 200, interest_paid: 0, interest_by_year: [{ year: 2024, earned: 200, paid: 0 }], share_pnl: 600, dividends_received: 100 })} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    // By holding period every share gain of such a result is short term: the straddle rules could not
    // raise it (the note read '(taxed long term here) the tax is understated' beside 'taxed at the short-term rate').
    expect(screen.getByText(/Everything outside the trade log \(share gains and losses, dividends, interest, positions still open\) is taxed at the short-term rate in its year/)).toBeInTheDocument();
    expect(screen.getByText("Not modelled: the straddle rules for calls written on the shares (IRC §1092). They would not raise this estimate, which already taxes all of the shares' gains at your short-term rate in the year they are made, sold or not.")).toBeInTheDocument();
    expect(screen.queryByText(/taxed long term here/)).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Tax treatment'), 'section1256');
    const table = screen.getByRole('table', { name: 'After-tax by year' });
    // The units 60/40 with the options (the old estimate) but, with its interest by year, its $100 of
    // dividends ordinary income like the interest: 700 x (60% x 15% + 40% x 35%) = 161 + 300 x 35% = 105:
    // 266 (254 while the dividends were in the 60/40 gain).
    expect(within(table).getByText('$266.00')).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Shares' })).not.toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Dividends' })).toBeInTheDocument();
    expect(screen.getByText(/this is the old estimate, which taxes the shares or index units it held 60\/40 with the options \(their dividends apart, as ordinary income/)).toBeInTheDocument();
    expect(screen.getByText(/^Dividends \(\$100\.00\) are ordinary income, like the interest: .*so the estimate taxes them all in 2024, the year that gives the highest tax/)).toBeInTheDocument();
    // Under Section 1256 that note already says the estimate understates and to run it again: no straddle note beside it.
    expect(screen.queryByText(/straddle rules/)).not.toBeInTheDocument();
    // Saved before its shares by year and its assigned options: one note to run it again, not one under each.
    expect(screen.getAllByText(/Run the backtest again/).map((e) => e.textContent)).toEqual([
      'Run the backtest again for the new estimate: it would tax the shares or index units as equity and carry the assigned options into the shares. Until then the tax may be understated (see the notes).',
    ]);
  }, 20_000);
});

describe('result insights: after-tax estimate of an exercised long held over a year (audit 7, N3)', () => {
  // Audit 7's run 6: the SPY 185 LEAPS call bought 2016-01-04 at 21.38 (2 contracts) and exercised at the
  // 380-day time stop at its intrinsic value 41.75 rather than sold at 41.65 less $1.30: +$4,072.70.
  const call = contract({ id: 'SPY170120C00185000', strike: 185, expiry_date: '2017-01-20' });
  const leaps = (reason: string) => standardResult({
    start_balance: 60_000, end_balance: 64_072.7, total_pnl: 4_072.7,
    data_period: { start_date: '2016-01-04', end_date: '2017-01-18' },
    equity_curve: [{ date: '2016-01-04', equity: 60_000 }, { date: '2016-12-30', equity: 60_000 }, { date: '2017-01-18', equity: 64_072.7 }],
    trades: [standardTrade({
      entry_date: '2016-01-04', exit_date: '2017-01-18', pnl: 4_072.7, exit_scenario: 'time_stop', reason,
      entry_contracts: [{ contract: call, side: 'long', quantity: 2, price: 21.38 }],
      exit_contracts: [{ contract: call, side: 'long', quantity: 2, price: 41.75 }],
    })],
  });
  const TIME_STOP = 'Time Stop (days): 380 days held (limit 380 days)';

  it('taxes it short term, in an Exercised column, and a note says why in a trader\'s words', async () => {
    renderWithApp(<ResultInsights result={leaps(`${TIME_STOP}. Exercised rather than sold: the long 185 call (2 contracts) at its intrinsic value $41.75 a share against the close 226.75, more than selling it at $41.65 less the $1.30 contract commission`)} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    const table = screen.getByRole('table', { name: 'After-tax by year' });
    expect(within(table).getByRole('columnheader', { name: 'Exercised' })).toBeInTheDocument();
    // 2017: 4,072.70 short term x 35% = 1,425.45 (long term, as a sale: 610.91).
    const row = within(table).getByRole('row', { name: /^2017/ });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2017', '$4,072.70', '$4,072.70', '$0.00', '$0.00', '$4,072.70', '$0.00', '$1,425.45', '$2,647.25']);
    expect(screen.getByText(/^Exercised, so short term: exercising a long call buys the shares \(a put sells them short\), and their holding period starts at the exercise/)).toHaveTextContent(
      'One trade held more than a year had its long option exercised (where that netted more than selling it, or in the money at expiration): 2016-01-04 → 2017-01-18 +$4,072.70 (Exercised column), taxed at your short-term rate.',
    );
  }, 20_000);

  it('sold rather than exercised: long term, no column and no note', async () => {
    renderWithApp(<ResultInsights result={leaps(TIME_STOP)} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    const table = screen.getByRole('table', { name: 'After-tax by year' });
    expect(within(table).queryByRole('columnheader', { name: 'Exercised' })).not.toBeInTheDocument();
    expect(within(table).getByText('$610.91')).toBeInTheDocument();
    expect(screen.queryByText(/^Exercised, so short term/)).not.toBeInTheDocument();
  }, 20_000);
});

describe('result insights: after-tax estimate of a losing run', () => {
  it('says the loss carried forward is not counted, and what it could save against later gains (audit 7, N5)', async () => {
    // A spread lost 1,000 in 2024: short term, no tax, 1,000 carried; at 35% worth up to 350.
    const lost = standardResult({ end_balance: 99_000, total_pnl: -1_000, equity_curve: [{ date: '2024-01-02', equity: 100_000 }, { date: '2024-01-20', equity: 99_000 }], trades: [standardTrade({ pnl: -1_000 })] });
    renderWithApp(<ResultInsights result={lost} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    expect(screen.getByLabelText('After-tax summary')).toHaveTextContent(
      'Unused loss carried forward: $1,000.00, not counted in these figures: set against later gains it would save up to $350.00 of tax (at your short-term rate).',
    );
  }, 20_000);
});

describe('result insights on a phone', () => {
  it('the after-tax panel shows its figures first and folds its notes behind a disclosure, saying in sight when the tax may be understated', async () => {
    // A wheel saved before its assigned options and the straddle rules: five notes, which a 390px
    // phone showed as a screen and a half of paragraphs between the summary and the table.
    const held = { year: 2024, realised_short_term: 0, realised_long_term: 0, unrealised: 840, dividends: 0 };
    renderWithApp(<ResultInsights result={coveredResult({ shares_by_year: [held] })} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    const panel = screen.getByRole('region', { name: 'After-tax estimate' });
    const summary = screen.getByLabelText('After-tax summary');
    const table = screen.getByRole('table', { name: 'After-tax by year' });
    const notes = within(panel).getByRole('group');
    expect(notes.tagName).toBe('DETAILS');
    expect(notes).not.toHaveAttribute('open');
    expect(within(notes).getByText(/^How this estimate taxes the run \(6 notes\)$/)).toBeInTheDocument();
    // Figures, then the table, then the notes (before: the notes between the summary and the table).
    expect(summary.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(table.compareDocumentPosition(notes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (const note of [/^Closed trades are taxed in their exit year/, /^Shares or units still held at the end/, /^This result was saved before it carried its assigned options/, /^This result was saved before its shares' holding periods/]) {
      expect(notes).toContainElement(within(panel).getByText(note));
    }
    // What the folded notes would change stays in sight, with the understated tax.
    const rerun = within(panel).getByText(/^Run the backtest again/);
    expect(notes).not.toContainElement(rerun);
    expect(rerun).toHaveTextContent(/Until then the tax may be understated/);
    // The treatment's names are short enough for a phone's select ('… (short or long term by holding period)' was cut at 'by ho').
    expect([...panel.querySelectorAll('option')].map((o) => o.textContent?.length ?? 0).every((n) => n <= 45)).toBe(true);
  }, 20_000);

  it('the monthly-returns table wider than the screen says it scrolls sideways, as the Compare tables do', () => {
    const scrollWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollWidth');
    const clientWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth');
    Object.defineProperty(Element.prototype, 'scrollWidth', { configurable: true, get: () => 900 });
    Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => 390 });
    try {
      renderWithApp(<ResultInsights result={coveredResult()} />, { status: { paid: true } });
      const section = screen.getByRole('region', { name: 'Monthly returns' });
      expect(within(section).getByText(/^Scroll sideways to see every month/)).toBeInTheDocument();
      expect(within(section).getByRole('region', { name: 'Monthly returns table, scrolling' })).toContainElement(screen.getByRole('table', { name: 'Monthly returns table' }));
    } finally {
      if (scrollWidth) Object.defineProperty(Element.prototype, 'scrollWidth', scrollWidth);
      if (clientWidth) Object.defineProperty(Element.prototype, 'clientWidth', clientWidth);
    }
  });
});
