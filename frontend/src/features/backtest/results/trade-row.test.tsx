import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AnyBacktestResultSchema } from '../lib/shared';
import { contract, standardResult, standardTrade } from '../test/fixtures';
import { deriveResults } from './derive-results';
import { TradeRow } from './trade-row';

const golden = (name: string) =>
  AnyBacktestResultSchema.parse(JSON.parse(readFileSync(join(import.meta.dirname, '../../../../../test/golden/results', `${name}.json`), 'utf8')));

/** '+$1,210.40' → 121040, '-$10.40' → -1040: the figure as the trader reads it, in cents. */
const centsOf = (text: string): number => {
  const match = /([+-]?)\$([\d,]+\.\d\d)/.exec(text);
  if (!match) throw new Error(`no dollar figure in '${text}'`);
  return (match[1] === '-' ? -1 : 1) * Math.round(Number(match[2]?.replace(/,/g, '')) * 100);
};

/** What a trade row shows: its P&L, each leg's dollars and the line that adds them up. */
function shown(trade: ReturnType<typeof deriveResults>['trades'][number]) {
  const view = render(<TradeRow trade={trade} mode="spreads" onReason={() => {}} onLeg={() => {}} />);
  const row = view.container;
  const pnl = centsOf(row.querySelector('.bt-trade__pnl')?.firstChild?.textContent ?? '');
  const legs = [...row.querySelectorAll('.bt-leg-btn .bt-leg-dollars')].map((span) => centsOf(span.textContent ?? ''));
  const sum = within(row).queryByRole('note', { name: 'How the legs add up to the trade P&L' });
  const parts = Object.fromEntries([...(sum?.querySelectorAll('[data-part]') ?? [])].map((el) => [el.getAttribute('data-part'), centsOf(el.textContent ?? '')]));
  view.unmount();
  return { pnl, legs, sumText: sum?.textContent ?? null, parts };
}

describe('a trade row says what its figures are', () => {
  it('the percent beside the P&L says what it is of, and the DTE that it was at entry (before: \'(+36.3%)\', \'28 DTE\')', () => {
    const trade = deriveResults(golden('iron-condor-spy-2019')).trades[0];
    if (!trade) throw new Error('no trade');
    const view = render(<TradeRow trade={trade} mode="spreads" onReason={() => {}} onLeg={() => {}} />);
    // Two decimals, as the metric cards' percents (it read '(+36.3% of capital)' with one).
    expect(view.container.querySelector('.bt-trade__pnl')?.textContent).toMatch(/^[+-]\$[\d,]+\.\d\d \([+-]\d+\.\d\d% of capital\)$/);
    expect(view.container.querySelector('.bt-trade__dates')?.textContent).toMatch(/ · \d+ DTE at entry$/);
  });
});

describe('a trade row shows its whole exit reason (the audit read \'Profit target: 80% o…\', \'Expiration on 2024-1…\')', () => {
  it.each(['iron-condor-spy-2019', 'wheel-spy-2019-catch-stop'])('%s: every row shows its reason whole beside the 20-character chip', (name) => {
    const mode = name.startsWith('wheel') ? 'covered' : 'spreads';
    for (const trade of deriveResults(golden(name)).trades) {
      const view = render(<TradeRow trade={trade} mode={mode} onReason={() => {}} onLeg={() => {}} />);
      const chip = within(view.container).getByRole('button', { name: /^Reason: / });
      const full = chip.getAttribute('title') ?? '';
      expect(full.length).toBeGreaterThan(20);
      // The chip keeps the spec's 20 characters and says the rest in its title; its name holds the
      // words it shows (WCAG 2.5.3: a name of the whole reason was not what a voice user could say).
      expect(chip).toHaveAccessibleName(`Reason: ${full.slice(0, 20)}…`);
      expect(chip.textContent).toBe(`Reason: ${full.slice(0, 20)}…`);
      expect(view.container.querySelector('.bt-trade__reason')?.textContent).toBe(full);
      view.unmount();
    }
  });
});

describe('an SPX trade\'s reason keeps the index in points', () => {
  // As the multi-leg engine wrote an SPXW condor's expiration before 2026-11-25 (expiration.ts): the close is the index level.
  const reason = 'Expiration on 2018-01-31: settled at intrinsic value against the close 2823.81';
  const legs = (root: string) => [
    { contract: contract({ id: `${root}180131P02665000`, strike: 2665, call_or_put: 'put' }), side: 'short' as const, quantity: 1, price: 3.2 },
  ];
  const shownReason = (root: string) => {
    const trade = deriveResults(standardResult({ trades: [standardTrade({ reason, exit_scenario: 'EXPIRATION', entry_contracts: legs(root), exit_contracts: legs(root) })] })).trades[0];
    if (!trade) throw new Error('no trade');
    const view = render(<TradeRow trade={trade} mode="spreads" onReason={() => {}} onLeg={() => {}} />);
    const text = view.container.querySelector('.bt-trade__reason')?.textContent;
    view.unmount();
    return text;
  };

  it('reads the close of an SPX trade as the index level and of a SPY trade in dollars', () => {
    expect(shownReason('SPXW')).toBe('Expiration on 2018-01-31: settled at intrinsic value, at the close 2823.81');
    expect(shownReason('SPY')).toBe('Expiration on 2018-01-31: settled at intrinsic value, at the close $2,823.81');
  });
});

describe('an assigned covered call\'s row shows the shares\' side of its option loss', () => {
  it('covered-call-spy-2019 (golden run): the shares\' gain is their rise from the call\'s entry to the assignment close, read off the result\'s prices', () => {
    const result = golden('covered-call-spy-2019');
    if (!('benchmark_prices' in result) || !result.benchmark_prices) throw new Error('no prices');
    const closeOn = new Map(result.benchmark_prices.map((p): [string, number] => (Array.isArray(p) ? [p[0], p[1]] : [p.date, p.price])));
    const derived = deriveResults(result).trades;
    const assigned = derived.filter((t) => t.exitScenario === 'ASSIGNMENT');
    expect(assigned.length).toBe(2);
    for (const trade of derived) {
      const view = render(<TradeRow trade={trade} mode="covered" onReason={() => {}} onLeg={() => {}} />);
      const line = within(view.container).queryByRole('note', { name: "The shares' side of the assignment" });
      if (trade.exitScenario !== 'ASSIGNMENT') {
        expect(line).toBeNull();
      } else {
        const leg = trade.entry_contracts[0]!;
        // The underlying's close on the assignment day, from the result's price series, not from the trade.
        const shares = Math.round((closeOn.get(trade.exitDate ?? '')! - leg.contract.underlying_price) * 100 * leg.quantity * 100);
        const part = (name: string) => centsOf(line?.querySelector(`[data-part="${name}"]`)?.textContent ?? '');
        expect(part('shares')).toBe(shares);
        expect(part('together')).toBe(Math.round(trade.pnl * 100) + shares);
        // The label says what the figure is: the shares' rise while the call was open, not what
        // their sale at the strike made (that is $573.00 on the first: 281 - 275.27, a share).
        expect(line?.textContent).toMatch(/^Shares while the call was open: [+-]\$[\d,.]+ \(100 shares, /);
      }
      view.unmount();
    }
    // The first: a 282 call written at 275.27 and assigned early at 295.86 (-$1,170.65 on the option; -$1,177.65 before the chain
    // expected SPY's real 2019-06-21 ex-date, not 06-14, 2026-12-02: $0.07 more credit; a 281 call, -$1,249.65, before American
    // prices, 2026-12-02: the 0.30 delta lands a strike higher).
    const first = assigned[0]!;
    const view = render(<TradeRow trade={first} mode="covered" onReason={() => {}} onLeg={() => {}} />);
    expect(within(view.container).getByRole('note', { name: "The shares' side of the assignment" }).textContent).toBe(
      'Shares while the call was open: +$2,059.00 (100 shares, $275.27 when the call was written → $295.86 at assignment, called away at the $282.00 strike) · call and shares together +$888.35',
    );
  });
});

describe('a multi-leg trade shows its commissions, so its legs visibly add up to its P&L', () => {
  it.each(['iron-condor-spy-2019', 'iron-condor-spx-2018', 'short-strangle-spy-2019-costs'])('%s (golden run): legs + commissions = trade P&L, read off the screen, on every trade', (name) => {
    const results = deriveResults(golden(name));
    expect(results.trades.length).toBeGreaterThan(10);
    for (const trade of results.trades) {
      const { pnl, legs, sumText, parts } = shown(trade);
      const legsTotal = legs.reduce((s, c) => s + c, 0);
      // Without the commissions line the legs missed the P&L by what the trade paid (16 fills × $0.65).
      expect(legsTotal).not.toBe(pnl);
      // An SPX trade says how much of its commissions was Cboe's fee (exchange-fees.ts).
      expect(sumText).toMatch(/^Legs [+-]?\$[\d,.]+ · Commissions -\$[\d,.]+( \(incl\. Cboe's SPX fee -\$[\d,.]+\))? = [+-]?\$[\d,.]+$/);
      const { 'exchange-fees': _fee, ...sum } = parts;
      expect(sum).toEqual({ legs: legsTotal, commissions: parts.commissions, total: pnl });
      expect(legsTotal + (parts.commissions ?? NaN)).toBe(pnl);
    }
  });

  it('iron-condor-spy-2019: the commissions shown are $0.65 a contract on each fill, in and out', () => {
    const result = golden('iron-condor-spy-2019');
    const results = deriveResults(result);
    results.trades.forEach((trade, i) => {
      const raw = result.trades[i];
      const contracts = raw && 'entry_contracts' in raw ? raw.entry_contracts.reduce((s, leg) => s + leg.quantity, 0) : 0;
      expect(shown(trade).parts.commissions).toBe(-Math.round(0.65 * contracts * 2 * 100));
    });
  });

  it("iron-condor-spx-2018: the commissions say how much of them was Cboe's SPX fee, $0.44 a contract on each fill", () => {
    const result = golden('iron-condor-spx-2018');
    const results = deriveResults(result);
    results.trades.forEach((trade, i) => {
      const raw = result.trades[i];
      const contracts = raw && 'entry_contracts' in raw ? raw.entry_contracts.reduce((s, leg) => s + leg.quantity, 0) : 0;
      const { parts, sumText } = shown(trade);
      expect(parts.commissions).toBe(-Math.round(1.09 * contracts * 2 * 100));
      expect(parts['exchange-fees']).toBe(-Math.round(0.44 * contracts * 2 * 100));
      expect(sumText).toContain("(incl. Cboe's SPX fee -$");
    });
  });

  it("a spread whose close was held to its value bounds shows that gap as its own part, not as commissions", () => {
    // Legs at their fills: +300 − 200 = +100; $2.60 of commissions; the close was priced at the
    // bound, $12.00 worse than the fills: P&L 100 − 2.60 − 12 = 85.40.
    const put = (id: string, strike: number) => ({ ...standardTrade().entry_contracts[0]!.contract, id, call_or_put: 'put' as const, strike });
    const trade = standardTrade({
      entry_contracts: [{ contract: put('S', 400), side: 'short', quantity: 1, price: 8 }, { contract: put('L', 380), side: 'long', quantity: 1, price: 5 }],
      exit_contracts: [{ contract: put('S', 400), side: 'short', quantity: 1, price: 6 }, { contract: put('L', 380), side: 'long', quantity: 1, price: 4 }],
      pnl: 85.4,
      commissions: 2.6,
      reason: "time_stop. Closed: the legs' fills valued the position at -1.00 a share, outside what it can be worth at expiration (-20.00 to 0.00), so it was priced at -1.12",
    });
    const [derived] = deriveResults(standardResult({ trades: [trade] })).trades;
    const { pnl, sumText, parts } = shown(derived!);
    expect(sumText).toBe('Legs +$100.00 · Commissions -$2.60 · Held to value bounds -$12.00 = +$85.40');
    expect(parts).toEqual({ legs: 10_000, commissions: -260, bounds: -1200, total: pnl });
  });

  it('a result saved before legs carried their fills shows no commissions line (nothing it could add up)', () => {
    const [derived] = deriveResults(standardResult({ trades: [standardTrade()] })).trades;
    expect(derived?.commissions).toBeNull();
    expect(shown(derived!).sumText).toBeNull();
  });
});

describe('a trade row says what the settlement its reason names means (it was only in the Exit Reason dialog)', () => {
  it("carries a keyboard-reachable help for 'PM-settled' beside the reason; a reason naming none has no such help", async () => {
    const reason = 'Expiration on 2024-02-02: settled at intrinsic value, PM-settled at the close 494.35';
    const [trade] = deriveResults(standardResult({ trades: [standardTrade({ reason, exit_scenario: 'EXPIRATION' })] })).trades;
    const view = render(<TradeRow trade={trade!} mode="spreads" onReason={() => {}} onLeg={() => {}} />);
    // The reason line keeps its own words (the help is beside it, not in it).
    expect(view.container.querySelector('.bt-trade__reason')?.textContent).toMatch(/^Expiration on 2024-02-02: settled at intrinsic value, PM-settled at the close \$?494\.35$/);
    const help = within(view.container).getByRole('button', { name: 'Help: PM-settled' });
    help.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('tooltip')).toHaveTextContent("settled by the underlying's closing price on its expiration day");
    expect(help).toHaveAttribute('aria-describedby', screen.getByRole('tooltip').id);
    expect(within(view.container).queryByRole('button', { name: 'Help: AM-settled' })).not.toBeInTheDocument();
    view.unmount();
    const [stopped] = deriveResults(standardResult({ trades: [standardTrade({ reason: 'Stop Loss (%): 210% of the credit (limit 200%)' })] })).trades;
    const other = render(<TradeRow trade={stopped!} mode="spreads" onReason={() => {}} onLeg={() => {}} />);
    expect(within(other.container).queryByRole('button', { name: /^Help:/ })).not.toBeInTheDocument();
  });
});

describe("an early assignment's reason reads as its first sentence, the whole reason behind it (10-11 lines at 375 px)", () => {
  it('covered-call-spy-2019: the lead names the dividend, its ex-date and what the call had left; the reason opens word for word', async () => {
    const assigned = deriveResults(golden('covered-call-spy-2019')).trades.filter((t) => t.reason?.startsWith('Early assignment'));
    expect(assigned.length).toBeGreaterThan(0);
    for (const trade of assigned) {
      const view = render(<TradeRow trade={trade} mode="covered" onReason={() => {}} onLeg={() => {}} />);
      const chip = within(view.container).getByRole('button', { name: /^Reason: / });
      const full = chip.getAttribute('title') ?? '';
      const details = view.container.querySelector<HTMLDetailsElement>('details.bt-trade__reason-more');
      const lead = details?.querySelector('summary')?.textContent ?? '';
      // 'Early assignment before the ex-dividend date 2019-06-21: held past it, ... (the $1.43 dividend gone) ... intrinsic value $13.86'
      const [, exDate, dividend] = /ex-dividend date (\d{4}-\d\d-\d\d): .*?the (\$[\d.]+) dividend/.exec(full) ?? [];
      expect(lead).toContain(`before the ${exDate} ex-date of the ${dividend} dividend`);
      expect(lead).toMatch(/no extrinsic value left|extrinsic value left\.$|exercising gives up/);
      expect(lead.length).toBeLessThan(full.length / 2);
      expect(details?.open).toBe(false);
      await userEvent.click(screen.getByText(lead));
      expect(details?.open).toBe(true);
      expect(details?.querySelector('.bt-trade__reason')?.textContent).toBe(full);
      view.unmount();
    }
  });

  it('a reason that is no early assignment stays whole in view, as before', () => {
    const trade = deriveResults(golden('covered-call-spy-2019')).trades.find((t) => t.reason && !t.reason.startsWith('Early'));
    if (!trade) throw new Error('no trade');
    const view = render(<TradeRow trade={trade} mode="covered" onReason={() => {}} onLeg={() => {}} />);
    expect(view.container.querySelector('details')).toBeNull();
    expect(view.container.querySelector('p.bt-trade__reason')?.textContent).toBe(within(view.container).getByRole('button', { name: /^Reason: / }).getAttribute('title'));
  });
});

describe("a reason with quote flags reads as what closed the trade and the flags counted, the whole reason behind it", () => {
  it("a LEAN fill's imputed bid/ask (9 lines at 375 px in chromium): the lead in view, every contract and price one click away", async () => {
    const reason = "End of the backtest range (2014-06-16): closed at the day's prices [last-price-only data, no bid/ask that day: a spread of the model's width imputed around the vendor's last (on the tick, rounded outward), the fill paying the run's slippage share of it: AAPL140621P00092140 on 2014-06-09: last $0.68, imputed bid/ask $0.67/$0.69, filled at $0.67; AAPL140621P00092140 on 2014-06-16: last $0.70, imputed bid/ask $0.69/$0.71, filled at $0.71]";
    const [trade] = deriveResults(standardResult({ trades: [standardTrade({ reason })] })).trades;
    const view = render(<TradeRow trade={trade!} mode="spreads" onReason={() => {}} onLeg={() => {}} />);
    const details = view.container.querySelector<HTMLDetailsElement>('details.bt-trade__reason-more');
    const lead = "End of the backtest range (2014-06-16): closed at the day's prices. Quotes: 2 quotes with no bid/ask that day, the bid/ask imputed around the vendor's last from the model's width.";
    expect(details?.querySelector('summary')?.textContent).toBe(lead);
    expect(details?.open).toBe(false);
    await userEvent.click(screen.getByText(lead));
    expect(details?.querySelector('.bt-trade__reason')?.textContent).toBe(reason);
  });
});

describe("a trade row's reason", () => {
  it('groups a long number as the skip reasons do (the shares a settlement left), strikes, dates and contract ids as written', () => {
    const trade = standardTrade({
      reason: 'Expiration on 2023-11-10: settled at intrinsic value, PM-settled at the close 186.40. The 24200 shares the exercise or assignment left long were sold at the close $186.40 (no commission).',
    });
    const row = deriveResults(standardResult({ trades: [trade] })).trades[0];
    if (!row) throw new Error('no trade');
    render(<TradeRow trade={row} mode="spreads" onReason={() => {}} onLeg={() => {}} />);
    // The close that ends the first sentence reads in dollars as the same close after it (it was left bare until 2026-12-04).
    expect(screen.getByTestId('trade-reason').textContent).toBe(
      'Expiration on 2023-11-10: settled at intrinsic value, PM-settled at the close $186.40. The 24,200 shares the exercise or assignment left long were sold at the close $186.40 (no commission).',
    );
  });
});
