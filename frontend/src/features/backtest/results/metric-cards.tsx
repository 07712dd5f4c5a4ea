import { useContext, createContext } from 'react';
import { HelpPopover } from '../common/help-popover';
import { BENCHMARK_NAME } from '../lib/shared';
import { benchmarkDividendsShort } from '../lib/benchmark-words';
import { cents, formatNumber, formatPercent, formatSignedPercent, formatSignedUsd, formatUsd, NOT_AVAILABLE, wordsList } from '../lib/format';
import { exitChipWords, exitScenarioWords } from '../lib/shared';
import type { BacktestMode, DerivedResults, DerivedTrade } from './derived-types';
import { metricFormula } from './metric-formulas';
import { positiveRatioOnLoss, ratioOnLossCardNote } from '../../../../../shared/analytics/ratio-on-loss';
import { formatMetric } from '../../../../../shared/analytics/format-metric';
import { ModelRiskRange, ModelRiskRangeProvider } from './model-risk-range';
import { MinVolumeCheckLine, MinVolumeCheckProvider } from './min-volume-check-line';

/** Beside the interest earned: the rate it assumes and that a broker's sweep pays less. */
export const T_BILL_RATE_NOTE = "at the 3-month T-bill rate (cash in T-bills or a money-market fund); a broker's cash sweep pays less";

const ModeContext = createContext<BacktestMode>('covered');

/** A card with its formula as a tooltip (hover) and a help popover (tap, keyboard). */
function Metric({ label, value, tone, small, note }: { label: string; value: string; tone?: 'positive' | 'negative'; small?: boolean; note?: string }) {
  const formula = metricFormula(label, useContext(ModeContext));
  return (
    <div className="bt-metric" role="group" aria-label={label} title={formula}>
      <div className="bt-metric__label">{label}{formula ? <HelpPopover topic={label} text={formula} /> : null}</div>
      <div className={`bt-metric__value ${small ? 'bt-metric__value--small' : ''} ${tone ? `bt-${tone}` : ''}`}>{value}</div>
      {note ? <div className="bt-metric__note">{note}</div> : null}
      <ModelRiskRange label={label} />
      <MinVolumeCheckLine label={label} />
    </div>
  );
}

/** Green above zero, red below, no colour at zero (a flat $0.00 is not a win). */
const tone = (value: number | null) => (value === null || Math.abs(value) < 0.005 ? undefined : value > 0 ? 'positive' : 'negative');

/** '+1.25 pts' / '-3.10 pts': a difference of two percentages. */
const points = (value: number) => formatMetric('points', value);

/**
 * What a spread run's net premium is, under the card: the audit's iron condor read 'Net Premium
 * Received $163,068.25' like a profit, when it was the credits of every entry summed, before what
 * closing them cost; the run's P&L beside it says what was kept.
 */
export function spreadsPremiumNote(results: Pick<DerivedResults, 'netPremiumReceived' | 'trades' | 'totalPnL'>): string | undefined {
  if (results.netPremiumReceived === null) return undefined;
  const n = results.trades.length;
  const what = results.netPremiumReceived < 0 ? 'Debits less credits' : 'Credits less debits';
  return `${what} at the entry of all ${n} ${n === 1 ? 'trade' : 'trades'}, before closing them; the run's P&L: ${formatSignedUsd(results.totalPnL)}`;
}

/**
 * What a covered run's net premium sums, under the card: it is the premium received on every option
 * sold less what buying options back cost, and read as the premium taken in when the buy-backs were
 * most of it. The buy-backs are named as the trade log names them (early closes, rolls, the close at
 * the end of the test): 'closes and rolls' was said of a run whose only buy-back was the last day's.
 * Not said for a result whose parts do not add up (the sales summing to less than the net): nothing
 * is claimed that cannot be read.
 */
export function coveredPremiumNote(results: Pick<DerivedResults, 'netPremiumReceived' | 'premiumSold' | 'trades'>): string | undefined {
  const { netPremiumReceived: net, premiumSold: sold } = results;
  if (net === null || sold === null || sold === undefined) return undefined;
  // No option sold (a run that never wrote one): '$0.00' already says it; 'Received $0.00 selling options; none bought back' said it twice.
  if (sold === 0 && net === 0) return undefined;
  const boughtBack = cents(sold - net);
  if (boughtBack < 0) return undefined;
  if (boughtBack === 0) return `Received ${formatUsd(sold)} selling options; none bought back`;
  const kinds = buyBackKinds(results.trades);
  return `Received ${formatUsd(sold)} selling options, less ${formatUsd(boughtBack)} buying them back${kinds ? ` (${kinds})` : ''}`;
}

/** 'closes, rolls and the close at the end of the test': the kinds of paid buy-back the trades show, by their exit chips. */
function buyBackKinds(trades: readonly Pick<DerivedTrade, 'exitScenario' | 'reason' | 'exitPrice'>[]): string {
  const count = (chip: string) => trades.filter((t) => t.exitPrice !== null && t.exitPrice > 0 && exitChipWords(t.exitScenario, t.reason) === chip).length;
  const [closes, rolls, atEnd] = [count(exitScenarioWords('BOUGHT_BACK')), count(exitScenarioWords('ROLLED')), count(exitScenarioWords('END_OF_RANGE'))];
  const words = [
    closes === 0 ? null : closes === 1 ? 'a close' : 'closes',
    rolls === 0 ? null : rolls === 1 ? 'a roll' : 'rolls',
    atEnd === 0 ? null : 'the close at the end of the test',
  ].filter((w): w is string => w !== null);
  return wordsList(words);
}

/**
 * Spec metric cards, plus Sharpe, total return and the excess return over buy-and-hold (issue 14):
 * win rate, CAGR and Sharpe read N/A when the server says they cannot be computed (no trade, a flat
 * curve, CAGR under one year); net premium reads 'Net Premium Paid' (a positive amount) when negative.
 */
export function MetricCards({ results }: { results: DerivedResults }) {
  const premium = results.netPremiumReceived;
  const paid = premium !== null && premium < 0;
  const excess = results.excessReturnPercent;
  return (
    <ModeContext.Provider value={results.mode}>
    <ModelRiskRangeProvider results={results}>
    <MinVolumeCheckProvider check={results.minVolumeCheck}>
    <div className="bt-metrics">
      {/* 2 decimals as every percentage of the panel and of the comparison table ('66.67%', not '66.7%' there and '66.67%' here). */}
      <Metric label="Win Rate" value={formatPercent(results.winRate)} />
      <Metric
        label="Balance"
        small
        value={`${formatUsd(results.startBalance)} → ${formatUsd(results.endBalance)}`}
        tone={tone(results.endBalance !== null && results.startBalance !== null ? results.endBalance - results.startBalance : null)}
      />
      <Metric label="Max Drawdown" value={formatPercent(results.maxDrawdown)} tone={results.maxDrawdown > 0 ? 'negative' : undefined} />
      <Metric
        label="CAGR"
        value={formatSignedPercent(results.cagrPercent, 2)}
        tone={tone(results.cagrPercent)}
        note={results.cagrPercent === null ? 'Not annualised: see the total return' : undefined}
      />
      <Metric label="Total Return" value={formatSignedPercent(results.totalReturnPercent, 2)} tone={tone(results.totalReturnPercent)} />
      {excess !== null ? (
        <Metric
          label={`Excess Return vs ${BENCHMARK_NAME}`}
          value={points(excess)}
          tone={tone(excess)}
          // The buy and hold's return signed as the Total Return card's ('Buy & Hold: +4.20%').
          note={[`${BENCHMARK_NAME}: ${formatSignedPercent(results.benchmarkReturnPercent)}`, benchmarkDividendsShort(results.benchmarkKind)].filter(Boolean).join(', ')}
        />
      ) : null}
      <Metric label="Total Trades" value={String(results.totalTrades)} />
      <Metric
        label={paid ? 'Net Premium Paid' : 'Net Premium Received'}
        value={formatUsd(premium === null ? null : Math.abs(premium))}
        // A spread run's entry credits in green read as a profit beside a red P&L: no colour there.
        tone={results.mode === 'spreads' ? undefined : paid ? 'negative' : tone(premium)}
        note={results.mode === 'spreads' ? spreadsPremiumNote(results) : coveredPremiumNote(results)}
      />
      <Metric
        label="Sharpe Ratio"
        value={results.sharpeRatio === null ? NOT_AVAILABLE : formatNumber(results.sharpeRatio)}
        // A positive Sharpe on a run that lost money (audit 8, F1: +1.32 on a loss of 38.15%): the mean daily return it rests on was lifted by the swings.
        note={positiveRatioOnLoss(results.sharpeRatio, results.totalReturnPercent) ? ratioOnLossCardNote(results.totalReturnPercent, 'Sharpe') : undefined}
      />
      {results.interestEarned !== null ? <InterestCard earned={results.interestEarned} paid={results.interestPaid ?? 0} /> : null}
    </div>
    </MinVolumeCheckProvider>
    </ModelRiskRangeProvider>
    </ModeContext.Provider>
  );
}

/**
 * Interest on Cash. The engine pays idle cash, put collateral included, the full 3-month T-bill
 * rate: what cash kept in T-bills or a money-market fund earned, the most it could; a broker's cash
 * sweep pays less (IBKR: the benchmark less 0.5 point), so say it beside the figure. A run that
 * also borrowed shows the net as its figure, the one in the P&L (the breakdown under the trade log
 * reads 'Interest on cash -$5.38'): '$15.06 earned' there read as a gain the run did not keep.
 */
function InterestCard({ earned, paid }: { earned: number; paid: number }) {
  if (!(paid > 0)) return <Metric label="Interest on Cash" small value={`${formatUsd(earned)} earned`} note={T_BILL_RATE_NOTE} />;
  const net = cents(earned - paid);
  return (
    <Metric
      label="Interest on Cash"
      small
      value={`${formatSignedUsd(net)} net`}
      tone={tone(net)}
      note={`${formatUsd(earned)} earned ${T_BILL_RATE_NOTE} · ${formatUsd(paid)} paid on borrowed cash (margin loan)`}
    />
  );
}
