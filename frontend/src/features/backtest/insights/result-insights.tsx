import { useMemo } from 'react';
import { analyticsInputOf } from '../../../../../shared/analytics/analytics-input';
import { optionPositionsOf } from '../../../../../shared/analytics/tax/option-wash-sales';
import { hasUnlimitedBacktests } from '../../../../../shared/contracts/user-status';
import { usePaywall } from '../../../lib/paywall/paywall-context';
import { useUserStatus } from '../../../lib/user-status/user-status-context';
import { EXIT_SCENARIO, isCoveredResult, isExitScenarioCode, type AnyBacktestResult, type CoveredBacktestResult } from '../lib/shared';
import { AnalyticsCards, ProLocked } from './analytics-section';
import { AfterTaxPanel } from './after-tax-panel';
import { ExportButtons } from './export-buttons';
import { DrawdownChart, ReturnsTable, TradeReturnHistogram } from './insight-charts';
import type { FilingStatusKeeping } from '../share/use-kept-filing-status';
import './insights.css';

/** The drawdown (underwater) chart that goes under the P&L chart, for Pro users. */
export function ProDrawdownChart({ result }: { result: AnyBacktestResult }) {
  const { status } = useUserStatus();
  const input = useMemo(() => analyticsInputOf(result), [result]);
  return hasUnlimitedBacktests(status) ? <DrawdownChart input={input} /> : null;
}

/** A covered result that held shares (SPX: index units) or cannot say, having no share ledger (saved before share_pnl). */
function mayHaveHeldShares(result: CoveredBacktestResult): boolean {
  return result.share_pnl === undefined || result.share_pnl !== 0 || (result.dividends_received ?? 0) > 0;
}

/**
 * Whether a covered result may hold an assigned option: one ended in assignment, or one ended in a
 * scenario the codes do not name (a string saved by an older engine), so it cannot say.
 */
function mayHaveAssigned(result: CoveredBacktestResult): boolean {
  return result.trades.some((t) => !isExitScenarioCode(t.exit_scenario) || t.exit_scenario === EXIT_SCENARIO.ASSIGNMENT);
}

/**
 * The after-tax estimate of a result, with what it reads from it; `filingKept`: the filing status
 * kept with the saved backtest (read-only on a shared page, which shows this panel alone).
 */
export function ResultAfterTax({ result, filingKept }: { result: AnyBacktestResult; filingKept?: FilingStatusKeeping | undefined }) {
  const input = useMemo(() => analyticsInputOf(result), [result]);
  // The option positions for the wash-sale rule (undefined for a result saved before `option_wash_sales`).
  const optionPositions = useMemo(() => optionPositionsOf(result), [result]);
  const firstContractId = isCoveredResult(result) ? result.trades[0]?.entry_position.contract.id : result.trades[0]?.entry_contracts[0]?.contract.id;
  return (
    <AfterTaxPanel
      input={input}
      firstContractId={firstContractId}
      interestEarned={result.interest_earned ?? 0}
      dividendsReceived={isCoveredResult(result) ? result.dividends_received ?? 0 : 0}
      interestByYear={result.interest_by_year}
      sharesByYear={isCoveredResult(result) ? result.shares_by_year : undefined}
      mayHoldShares={isCoveredResult(result) && mayHaveHeldShares(result)}
      mayHaveAssigned={isCoveredResult(result) && mayHaveAssigned(result)}
      optionPositions={optionPositions}
      {...(filingKept ? { filingKept } : {})}
    />
  );
}

/**
 * What a trader takes away from a result, under the standard cards: CSV exports, the Pro analytics
 * (paid or trial users; others see an upgrade button).
 */
export function ResultInsights({ result, runName = null, filingKept }: { result: AnyBacktestResult; runName?: string | null; filingKept?: FilingStatusKeeping | undefined }) {
  const { status } = useUserStatus();
  const { openPaywall } = usePaywall();
  const input = useMemo(() => analyticsInputOf(result), [result]);
  const isPro = hasUnlimitedBacktests(status);
  return (
    <>
      <section className="bt-insights" aria-label="Analytics">
        <ExportButtons result={result} runName={runName} />
        <h3>Analytics <span className="bt-badge">Pro</span></h3>
        {isPro ? (
          <>
            <AnalyticsCards input={input} />
            <ReturnsTable input={input} />
            <TradeReturnHistogram input={input} />
          </>
        ) : (
          <ProLocked what="Sortino, Calmar, profit factor, the drawdown chart, the returns table and the other analytics" onUpgrade={openPaywall} />
        )}
      </section>
      <ResultAfterTax result={result} filingKept={filingKept} />
    </>
  );
}
