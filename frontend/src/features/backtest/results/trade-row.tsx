import { memo } from 'react';
import { formatCompactUsd, formatFillPrice, formatSignedPercent, formatSignedUsd, formatUsd, truncateReason } from '../lib/format';
import { exitChipWords, isIndexOptionId, reasonWords } from '../lib/shared';
import { legDollarPnl } from './derive-trades';
import { legDollarsWords, legLabel, legPricesWords } from './leg-words';
import { legPrice, type BacktestMode, type DerivedLeg, type DerivedResults, type DerivedTrade } from './derived-types';
import { TradeQuoteChip, tradeQuoteSource } from './quote-source';
import { SettlementHelp } from './settlement-help';
import { savedTextInWords } from '../../../../../shared/domain/saved-text-words';
import { reasonLead } from './reason-lead';

interface TradeRowProps {
  trade: DerivedTrade;
  mode: BacktestMode;
  /** The run's data source, for contracts that do not carry their own quote_source. */
  dataSource?: DerivedResults['dataSource'];
  onReason: (reason: string) => void;
  onLeg: (entry: DerivedLeg, exit: DerivedLeg | null, exitDate: string | null) => void;
}

/**
 * What the trade's percent is of (derive-trades.ts): an expired covered call reads '+99.8%' here and
 * under 1% in the trade-returns histogram, which divides by the shares it covered, so it says its base.
 */
const PERCENT_BASE: Record<BacktestMode, string> = {
  covered: "P&L as a % of the option's premium at entry",
  spreads: 'P&L as a % of the capital required at entry',
};
/** What the percent beside a trade's P&L is of, on screen (a hover title is not seen on a phone): '(+85.8% of premium)'. */
const PERCENT_OF: Record<BacktestMode, string> = { covered: 'of premium', spreads: 'of capital' };

/** Winners green, losers red, and a flat $0.00 neither (it won nothing). */
export const pnlClass = (value: number) => (value > 0.005 ? 'bt-positive' : value < -0.005 ? 'bt-negative' : '');

/**
 * How a leg with no closing trade ended: a covered option that expired or was assigned has no exit
 * contract, and its row showed only the entry ('SHORT 1× CALL $610.00 @ $3.16'), as if still open.
 */
function closedWithoutExit(trade: DerivedTrade): string {
  return exitChipWords(trade.exitScenario, trade.reason).toLowerCase();
}

/** The sum of the legs' dollars, or null when a leg has none (no exit, or no fills recorded). */
function legsTotal(trade: DerivedTrade): number | null {
  let cents = 0;
  for (const [i, leg] of trade.entry_contracts.entries()) {
    const exit = trade.exit_contracts[i] ?? null;
    const dollars = exit ? legDollarPnl(leg, exit) : null;
    if (dollars === null) return null;
    cents += Math.round(dollars * 100);
  }
  return cents / 100;
}

/**
 * The trade's commissions, included in its P&L: without them the legs' dollars missed the trade's
 * P&L by what it paid and nothing said why. Where every leg has its dollars the line shows the sum
 * ('Legs +$1,210.40 · Commissions -$10.40 = +$1,200.00'), with, on a spread whose close was held to
 * what the position can be worth at expiration (value-bounds.ts: the legs keep their own fills, the
 * reason says so), that gap as its own part; otherwise (a covered short that expired or was
 * assigned has no closing leg) the commissions alone.
 */
function TradeCosts({ trade, mode }: { trade: DerivedTrade; mode: BacktestMode }) {
  const paid = trade.commissions;
  if (paid === null) return null;
  const legs = legsTotal(trade);
  const gapCents = legs === null ? null : Math.round(trade.pnl * 100) - Math.round(legs * 100) + Math.round(paid * 100);
  // Cboe's SPX fee is part of the commissions (cost-model.ts); the line says how much of them it was.
  const fee = trade.exchangeFees >= 0.005 ? <span data-part="exchange-fees"> (incl. Cboe's SPX fee {formatSignedUsd(-trade.exchangeFees)})</span> : null;
  const commissions = <><span data-part="commissions" className={pnlClass(-paid)}>{formatSignedUsd(-paid)}</span>{fee}</>;
  const title = 'Commissions the trade paid on its fills, included in its P&L';
  if (legs === null || gapCents === null || (gapCents !== 0 && mode !== 'spreads')) {
    return paid < 0.005 ? null : <p className="bt-trade__costs bt-muted" title={title}>Commissions {commissions} (in the P&L)</p>;
  }
  if (paid < 0.005 && gapCents === 0) return null;
  return (
    <p className="bt-trade__costs bt-muted" role="note" title={title} aria-label="How the legs add up to the trade P&L">
      Legs <span data-part="legs" className={pnlClass(legs)}>{formatSignedUsd(legs)}</span> · Commissions {commissions}
      {gapCents !== 0 ? (
        <span title="The close was priced at what the position can be worth at expiration, not at the legs' fills: see the reason">
          {' '}· Held to value bounds <span data-part="bounds" className={pnlClass(gapCents / 100)}>{formatSignedUsd(gapCents / 100)}</span>
        </span>
      ) : null}
      {' '}= <span data-part="total" className={pnlClass(trade.pnl)}>{formatSignedUsd(trade.pnl)}</span>
    </p>
  );
}

/**
 * An assigned covered call's other side: the row showed only the option's loss ('-$1,545.14') while
 * the shares' gain it came with was in the totals alone. The figure is the shares' rise while the call
 * was open, up to the assignment price the option's loss is measured at; the label says so, since
 * 'Shares called away at the $281.00 strike: +$2,059.00' read as what the sale at $281 made ($573.00).
 */
function SharesCalledAwayLine({ trade }: { trade: DerivedTrade }) {
  const s = trade.sharesCalledAway;
  if (!s) return null;
  return (
    <p className="bt-trade__shares bt-muted" role="note" aria-label="The shares' side of the assignment">
      Shares while the call was open:{' '}
      <span data-part="shares" className={pnlClass(s.dollars)}>{formatSignedUsd(s.dollars)}</span>
      {' '}({s.shares} shares, {formatUsd(s.entryPrice)} when the call was written → {formatUsd(s.assignedPrice)} at assignment, called away at the {formatUsd(s.strike)} strike)
      {' '}· call and shares together <span data-part="together" className={pnlClass(s.withCall)}>{formatSignedUsd(s.withCall)}</span>
    </p>
  );
}

/**
 * The whole reason under the chips; an early assignment's (10-11 lines at 375 px) as its first
 * sentence (reason-lead.ts: which dividend, what the option had left, the date), opening to the whole
 * reason word for word, as the run notes' long notes open (run-diagnostics.tsx).
 */
function ReasonText({ reason }: { reason: string }) {
  const lead = reasonLead(reason);
  if (lead === null) return <p className="bt-trade__reason" data-testid="trade-reason">{reason}</p>;
  return (
    <details className="bt-trade__reason-more">
      <summary className="bt-trade__reason-lead">{lead}</summary>
      <p className="bt-trade__reason" data-testid="trade-reason">{reason}</p>
    </details>
  );
}

/** Memoised: while the log scrolls, rows already on screen do not render again. */
export const TradeRow = memo(function TradeRow({ trade, mode, dataSource = null, onReason, onLeg }: TradeRowProps) {
  // An SPX trade's closes and strikes are index points, not dollars. In today's words as the skip
  // reasons are ('The 24200 shares the exercise … left long' read so in chromium, 2026-12-04).
  const reason = trade.reason ? savedTextInWords(reasonWords(trade.reason, { indexPoints: isIndexOptionId(trade.entry_contracts[0]?.contract.id) })) : null;
  return (
    <article className="bt-trade" aria-label={`Trade ${trade.index + 1}`}>
      <div className="bt-trade__top">
        <span className="bt-trade__dates">
          {/* Named parts: on a phone the name shares a line with the P&L, the dates and DTE the next (trade-log-compact.css). */}
          <strong className="bt-trade__name">{trade.strategy}</strong>{' '}
          {/* Each date on one line: on a phone '2024-12-06' broke into '2024-' / '12-06'. */}
          <span className="bt-muted bt-trade__when"><span className="bt-date">{trade.entryDate}</span> → <span className="bt-date">{trade.exitDate ?? 'open'}</span></span>
          {/* At entry: a trade held to 2024-12-31 read '28 DTE' as if 28 days had been left then. */}
          {trade.dte !== null ? <span className="bt-muted bt-trade__dte"> · {trade.dte} DTE at entry</span> : null}
        </span>
        <span className={`bt-trade__pnl ${pnlClass(trade.pnl)}`}>
          {formatSignedUsd(trade.pnl)}
          {trade.pnlPercent !== null ? <span className="bt-muted" title={PERCENT_BASE[mode]}> ({formatSignedPercent(trade.pnlPercent)} {PERCENT_OF[mode]})</span> : null}
        </span>
      </div>
      <div className="bt-trade__chips">
        <span className="bt-chip" title="How the trade ended">{exitChipWords(trade.exitScenario, trade.reason)}</span>
        <TradeQuoteChip kind={tradeQuoteSource(trade, dataSource)} />
        {reason ? (
          // Named by what it shows ('Reason: Profit target: 80% o…'): a name of the whole reason did not
          // contain the chip's visible words, so a voice-control user saying them could not press it.
          // The whole reason is read in the line under the chips and in the Exit Reason dialog.
          <button type="button" className="bt-chip" title={reason} onClick={() => onReason(reason)}>
            <span className="sr-only">Reason:</span>{' '}{truncateReason(reason)}
          </button>
        ) : null}
        {mode === 'spreads' && trade.entryMarginRequired !== undefined ? (
          <span className="bt-chip" title="Margin required at entry">Margin {formatCompactUsd(trade.entryMarginRequired)}</span>
        ) : null}
        {mode === 'spreads' && trade.entryCapitalRequired !== undefined ? (
          <span className="bt-chip" title="Capital required at entry">Capital {formatCompactUsd(trade.entryCapitalRequired)}</span>
        ) : null}
      </div>
      {/* The chip keeps the spec's 20 characters ('Profit target: 80% o…', 'Expiration on 2024-1…'): the whole reason, wrapped, under it. */}
      {reason ? (
        // A reason naming a settlement style carries its help here too: it was only in the Exit Reason dialog.
        <div className="bt-trade__reason-line">
          <ReasonText reason={reason} />
          <SettlementHelp reason={reason} compact />
        </div>
      ) : null}
      <div className="bt-trade__legs">
        {trade.entry_contracts.map((leg, i) => {
          const exit = trade.exit_contracts[i] ?? null;
          const dollars = legDollarPnl(leg, exit);
          return (
            <button key={`${leg.contract.id}-${i}`} type="button" className="bt-leg-btn" title={legPricesWords(leg, exit)} onClick={() => onLeg(leg, exit, trade.exitDate)}>
              {legLabel(leg)} @ {formatFillPrice(legPrice(leg))}
              {exit ? <> → {formatFillPrice(legPrice(exit))}</> : trade.exitDate ? <span className="bt-muted"> → {closedWithoutExit(trade)}</span> : null}
              {dollars !== null && exit ? (
                <span className={`bt-leg-dollars ${pnlClass(dollars)}`} title={legDollarsWords(leg, exit)}>
                  {' '}{formatSignedUsd(dollars)}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <TradeCosts trade={trade} mode={mode} />
      <SharesCalledAwayLine trade={trade} />
    </article>
  );
});
