import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AnyBacktestResultSchema } from '../lib/shared';
import { coveredResult, standardResult } from '../test/fixtures';
import { PnlBreakdown, pnlParts } from './pnl-breakdown';

const golden = (name: string) =>
  AnyBacktestResultSchema.parse(JSON.parse(readFileSync(join(import.meta.dirname, '../../../../../test/golden/results', `${name}.json`), 'utf8')));

describe('where the Total P&L comes from (under the trade log)', () => {
  it("a covered call run: the log's option trades, the interest and the shares add up to the Total P&L", () => {
    // The log alone sums to a loss of $2,633.00 while the card says +$4,970.47: the shares rose
    // (American prices since 2026-12-02: -$2,826.00 and +$4,775.75 before; on the tick since 2026-12-02, before that -$2,816.00 and +$4,785.91;
    // ex-dates on SPY's schedule since 2026-12-02: interest -$29.35 and +$4,970.32 before, the margin loan paid back a day sooner;
    // the put tail cut to keep butterflies >= 0 since 2026-12-03: four calls sold a cent dearer, one bought back a cent dearer: -$2,633.00, -$29.20, +$4,970.47 before).
    const results = golden('covered-call-spy-2019');
    render(<PnlBreakdown result={results} />);
    expect(screen.getByRole('note', { name: 'Where the Total P&L comes from' })).toHaveTextContent(
      '21 trades in the log -$2,630.00 + Dividends +$261.67 + Interest on cash -$29.17 + Shares +$7,371.00 = Total P&L +$4,973.50',
    );
  });

  it("says what each part is in a trader's words: no 'engine' or 'share ledger' in its tooltip", () => {
    const parts = [...pnlParts(golden('covered-call-spy-2019')), ...pnlParts(golden('iron-condor-spx-2018'))];
    expect(parts.find((p) => p.label === 'Shares')?.about).toBe("The shares' gain or loss: bought and sold (an assignment at the value its trade settled at), marked at the last close, less stock commissions.");
    for (const part of parts) expect(part.about).not.toMatch(/engine|ledger/);
  });

  it('says what each part is in sight, folded under the line, not only in a hover a phone never shows', async () => {
    const results = golden('covered-call-spy-2019');
    render(<PnlBreakdown result={results} />);
    const toggle = screen.getByText('What each part is');
    const list = screen.getByRole('list', { name: 'What each part of the Total P&L is', hidden: true });
    expect(list).not.toBeVisible();
    await userEvent.click(toggle);
    expect(list).toBeVisible();
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(pnlParts(results).map((p) => `${p.label}: ${p.about}`));
    expect(list).toHaveTextContent("Shares: The shares' gain or loss: bought and sold (an assignment at the value its trade settled at), marked at the last close, less stock commissions.");
  });

  it('a multi-leg run: the trades and the interest, nothing else', () => {
    const parts = pnlParts(golden('iron-condor-spx-2018'));
    // Cboe's SPX fee in the trades' commissions (-30,259.80 and 1,588.84 before it); sized against
    // the open condors' re-marked requirement (69 trades, -30,520.28 and 1,585.88 before, entry.ts); the put
    // tail cut to keep butterflies >= 0 (2026-12-03, vol-surface.ts quotedTail: -32,689 and 1,545.38 before); SPX's
    // strike zones (2026-12-05, chain-rules.ts SPX_STRIKE_ZONES: three condors' wings the requested $50 out, -33,599 and 1,537.43 before).
    expect(parts.map((p) => [p.label, p.value])).toEqual([['70 trades in the log', -33_644], ['Interest on cash', 1538.45]]);
  });

  it('every part adds up to the total, whatever the result', () => {
    for (const results of [golden('wheel-spy-2019-catch-stop'), golden('short-strangle-spy-2019-costs'), coveredResult(), standardResult()]) {
      const sum = pnlParts(results).reduce((s, p) => s + p.value, 0);
      expect(sum).toBeCloseTo(results.total_pnl, 2);
    }
  });
});
