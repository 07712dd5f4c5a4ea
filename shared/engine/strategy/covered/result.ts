import { borrowedCashNote } from '../../portfolio/borrowed-cash-note';
import type { CoveredBacktestResult, CoveredTrade } from '../../../contracts';
import { appliedCosts } from '../applied-costs';
import { SHARES_PER_CONTRACT } from '../../../domain/constants';
import { cents, dollarsText, round } from '../../core/money';
import { benchmarkPrices, buyAndHoldEquity } from '../../metrics/benchmark';
import { totalReturnPct } from '../../metrics/total-return';
import { netPremiumReceived } from '../../metrics/net-premium';
import { resultHead } from '../result-head';
import type { CoveredRun } from './context';
import { BOUGHT_BACK, ROLLED, type CoveredTradeRecord } from './ledger';
import { isCashSettled } from '../early-assignment';
import { tickGridNote } from '../tick-grid-note';
import { farPutNote } from '../far-put-note';
import { skewTailNote } from '../skew-tail-note';
import type { CostModel } from '../../execution/cost-model';

const price = (v: number): number => round(v, 4);

/**
 * The exchange's fee inside a trade's commissions (cost-model.ts): its sale's contracts at the sale's
 * price on the entry day, and the buy-back's at its price on the exit day when it closed by a fill
 * (an expiry or an assignment makes no fill and pays none).
 */
const exchangeFeesOf = (cost: CostModel, t: CoveredTradeRecord, closed: boolean): number =>
  cents(
    cost.exchangeFee([{ contracts: t.contracts, price: t.entryPrice }], t.entryDate) +
      (closed ? cost.exchangeFee([{ contracts: t.exitContracts, price: t.exitPrice }], t.exitDate) : 0),
  );

/** Whether a trade closed by a fill (a buy-back or a roll), not at expiry or by an assignment. */
const closedByFill = (t: CoveredTradeRecord): boolean => t.exitScenario === BOUGHT_BACK || t.exitScenario === ROLLED;

function toTrade(t: CoveredTradeRecord, cost: CostModel): CoveredTrade {
  const closed = closedByFill(t);
  const exchangeFees = exchangeFeesOf(cost, t, closed);
  return {
    entry_date: t.entryDate,
    exit_date: t.exitDate,
    entry_position: { contract: t.entry, side: 'short', quantity: t.contracts, price: price(t.entryPrice) },
    // No closing trade at expiration or assignment: the contract says null there.
    exit_position: closed ? { contract: t.exit, side: 'short', quantity: t.exitContracts, price: price(t.exitPrice) } : null,
    // Expired or assigned: what it settled at a share (0, or the intrinsic value given up).
    ...(closed ? {} : { settlement_price: price(t.exitPrice) }),
    pnl: t.pnl,
    commissions: t.commissions,
    ...(exchangeFees > 0 ? { exchange_fees: exchangeFees } : {}),
    exit_scenario: t.exitScenario,
    reason: t.reason,
    premium_received: cents(t.entryPrice * SHARES_PER_CONTRACT * t.contracts),
    ...(t.splitAdjusted
      ? { split_adjusted: { contracts: t.splitAdjusted.contracts, strike: t.splitAdjusted.strike, shares_per_contract: t.splitAdjusted.sharesPerContract } }
      : {}),
  };
}

/** The day of each option fill of the trades: every sale, and each buy-back or roll's close (an expiry or an assignment makes no fill). */
function fillDays(trades: readonly CoveredTradeRecord[]): string[] {
  const days: string[] = [];
  for (const t of trades) {
    days.push(t.entryDate);
    if (closedByFill(t)) days.push(t.exitDate);
  }
  return days;
}

/** The covered server result of the contract (metrics per DESIGN 6, one file each in metrics/). */
export function buildCoveredResult(
  run: CoveredRun,
  startBalance: number,
  equity: Array<[string, number]>,
): CoveredBacktestResult {
  const curve = equity.map(([date, value]) => ({ date, equity: value }));
  const trades = run.ledger.trades;
  if (run.ledger.dividendsReceived > 0) {
    // SPX is not a share: its units receive SPY's dividends in index points (index-dividends.ts).
    const held = isCashSettled(run.market.ticker) ? "index units held (SPY's dividends in index points)" : 'shares held';
    run.diagnostics.note(`Dividends received on ${held}: ${dollarsText(run.ledger.dividendsReceived)}.`);
  }
  for (const note of run.securedLots.notes()) run.diagnostics.note(note);
  const tickNote = tickGridNote(run.market.ticker, run.timeline.bars.map((b) => b.date), fillDays(trades));
  if (tickNote !== undefined) run.diagnostics.note(tickNote);
  const overVolumeNote = run.overVolume.note();
  if (overVolumeNote !== undefined) run.diagnostics.note(overVolumeNote);
  // A covered strategy only sells its options, and closes one at a price only by buying it back
  // (a buy-back or a roll's close, at the day's quote); an expiry or an assignment settles at intrinsic value.
  const closes = trades.filter(closedByFill).map((t) => ({ contract: t.exit, side: 'short' as const, quantity: t.exitContracts, date: t.exitDate }));
  const openings = trades.map((t) => ({ contract: t.entry, side: 'short' as const, quantity: t.contracts, date: t.entryDate }));
  const farPuts = farPutNote(run.market.ticker, openings, closes);
  if (farPuts !== undefined) run.diagnostics.note(farPuts);
  const skewTail = skewTailNote(run.market.options, openings, closes);
  if (skewTail !== undefined) run.diagnostics.note(skewTail);
  const interest = run.ledger.interest;
  const borrowed = borrowedCashNote(
    interest,
    'the shares, bought at the start with the whole balance and bought back or assigned since, cost more than the cash held',
    (date) => equity.find(([d]) => d === date)?.[1],
  );
  if (borrowed !== undefined) run.diagnostics.note(borrowed);
  const benchmark = buyAndHoldEquity(run.timeline.bars, run.market.dividends, startBalance, run.splits);
  return {
    ...resultHead(startBalance, curve, trades.map((t) => t.pnl), run.market, run.timeline, run.diagnostics, run.request.strategy.min_volume_for_entry),
    interest_earned: interest.earned,
    interest_paid: interest.paid,
    interest_by_year: interest.byYear(),
    benchmark_return_pct: totalReturnPct(startBalance, benchmark.at(-1)?.equity ?? startBalance),
    benchmark_dividends: 'reinvested',
    // The after-tax estimate's wash-sale reading for the options (contracts/results.ts OptionWashSalesSchema).
    option_wash_sales: 'same_contract',
    costs: appliedCosts(run.request),
    net_premium_received: netPremiumReceived(run.ledger.premiums),
    dividends_received: run.ledger.dividendsReceived,
    // The shares still held are marked at the last close, as the last equity point marks them.
    share_pnl: run.ledger.sharePnl(run.timeline.bars.at(-1)?.close ?? 0),
    shares_by_year: run.ledger.lots.byYear(),
    equity_curve: equity,
    benchmark_prices: benchmarkPrices(run.timeline.bars, run.splits).map((b) => [b.date, b.price] as [string, number]),
    benchmark_equity: benchmark.map((b) => [b.date, b.equity] as [string, number]),
    trades: trades.map((t) => toTrade(t, run.cost)),
  };
}
