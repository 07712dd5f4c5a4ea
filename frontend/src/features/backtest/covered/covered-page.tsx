import { useEffect, useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import { useRunCoveredBacktest } from '../../../lib/api/run-covered-backtest';
import { parseCoveredResult } from '../../../lib/api/parse-results';
import { jobIdOfResult } from '../../../lib/api/result-job';
import { useSaveBacktest } from '../../../lib/api/save-backtest';
import { useSavedHandoff } from '../../../lib/saved-handoff';
import { STORAGE_KEYS, readStored } from '../../../lib/storage';
import { BacktestLayout } from '../common/backtest-layout';
import { RunAnnouncer } from '../common/run-announcer';
import { costsOf, type RunCosts } from '../common/cost-fields';
import { withDraftCostDefaults } from '../common/draft-costs';
import { FieldProblemsScope, useFieldProblems } from '../common/field-problems';
import { useBacktestRun } from '../common/use-backtest-run';
import { useRunOverCheckout } from '../common/use-run-over-checkout';
import { RestoringRun } from '../common/restoring-run';
import { RunNotBack } from '../common/run-not-back';
import { useStoredForm } from '../common/use-stored-form';
import {
  COVERED_RUN_FAILED, CoveredBacktestRequestSchema, RUN_FAILED, validateCoveredRun,
  type CoveredBacktestRequest, type CoveredBacktestResult, type SavedBacktest,
} from '../lib/shared';
import { rangeProblem } from '../lib/dates';
import { firstIssueInWords } from '../lib/field-words';
import { deriveResults } from '../results/derive-results';
import type { RequestedRange } from '../results/data-period-notice';
import { ResultsPanel } from '../results/results-panel';
import { useSavedIdentity } from '../share/use-saved-identity';
import { useKeptFilingStatus } from '../share/use-kept-filing-status';
import { dailyPnls } from '../../../../../shared/sweep/robustness/monte-carlo';
import { SweepPanel, type OpenedCell } from '../sweep/sweep-panel';
import type { SweepBase } from '../sweep/sweep-form';
import { CoveredBuilder } from './covered-builder';
import { coveredRunName, defaultCoveredForm, type CoveredForm } from './covered-form';
import { coveredFormFrom, coveredResultFrom } from './covered-storage';

export interface CoveredBacktestPageProps {
  /** Called with the whole form on every edit (spec section 4: form changes are reported upward). */
  onFormChange?: (form: CoveredForm) => void;
}

/** The initial form is read once: a saved backtest being loaded, else local storage, else defaults. */
function initialForm(saved: SavedBacktest | null): CoveredForm {
  if (saved) {
    // Costs its strategy leaves out are the ones its result says the run applied (covered-storage.ts).
    const fromSaved = coveredFormFrom(saved.strategy, coveredResultFrom(saved.results)?.costs);
    if (fromSaved) return fromSaved;
  }
  // The draft the form kept: new defaults for fields it predates (a saved backtest above keeps its own).
  return coveredFormFrom(withDraftCostDefaults(readStored(STORAGE_KEYS.coveredForm, z.unknown()))) ?? defaultCoveredForm();
}

export function CoveredBacktestPage({ onFormChange }: CoveredBacktestPageProps) {
  const saved = useSavedHandoff('covered');
  const [form, change] = useStoredForm<CoveredForm>(STORAGE_KEYS.coveredForm, () => initialForm(saved), saved !== null, onFormChange);
  const [result, setResult] = useState<CoveredBacktestResult | null>(() => (saved ? coveredResultFrom(saved.results) : null));
  const [results, setResults] = useState(() => (result ? deriveResults(result) : null));
  // The dates the shown results were asked for (a loaded saved backtest: its form's dates).
  const [requested, setRequested] = useState<RequestedRange>(() => ({ start_date: form.start_date, end_date: form.end_date }));
  const [runName, setRunName] = useState(() => coveredRunName(form));
  // The costs the shown results ran with (issue 14), said above them.
  const [ranCosts, setRanCosts] = useState<RunCosts>(() => costsOf(form));
  // The underlying the shown results ran on (the costs line names an exchange fee left out).
  const [ranTicker, setRanTicker] = useState(() => form.ticker);
  // The form the shown results ran with: kept over checkout with the run's job id.
  const [ranForm, setRanForm] = useState<CoveredForm>(form);
  const { running, error, setError, dismissError, run, formChanged } = useBacktestRun();
  // An edit clears a refusal the form showed (Run checks again).
  useEffect(() => formChanged(form), [form, formChanged]);
  const runCovered = useRunCoveredBacktest();
  const save = useSaveBacktest();
  const savedResult = useSavedIdentity(saved);
  // The after-tax panel's filing status, kept with the saved backtest the results are.
  const filing = useKeptFilingStatus(saved, savedResult.identity);
  const fieldProblems = useFieldProblems();

  const [opened, setOpened] = useState<OpenedCell | null>(null);
  const opening = useRef<string | null>(null);

  /** Shows a result and what it ran with (a run's form, or the one kept over checkout). */
  const show = (res: CoveredBacktestResult, ran: CoveredForm) => {
    setRequested({ start_date: ran.start_date, end_date: ran.end_date });
    setRunName(coveredRunName(ran));
    setRanCosts({ ...costsOf(ran), price_source: ran.strategy.price_source });
    setRanTicker(ran.ticker);
    setRanForm(ran);
    setResult(res);
    setResults(deriveResults(res));
  };

  // Back from checkout: the result that was on screen, read again by its job id (nothing re-run).
  const overCheckout = useRunOverCheckout({
    mode: 'covered',
    loadedNow: saved !== null,
    result,
    ranForm,
    saved: savedResult.identity,
    filingStatus: filing.keeping.status,
    parse: parseCoveredResult,
    fromSaved: coveredResultFrom,
    onRestored: (res, kept) => {
      savedResult.restore(kept.saved);
      filing.restore(kept.filingStatus);
      show(res, coveredFormFrom(kept.ranForm) ?? form);
    },
    onNotBack: (message) => setError(message),
  });

  const runForm = (form: CoveredForm) => {
    overCheckout.cancelRestore();
    let request: CoveredBacktestRequest | null = null;
    void run({
      form,
      validate: () => {
        // A field left blank comes first: the form still holds its last number, which the other
        // checks would read, while the screen shows none.
        const invalid = validateCoveredRun(form) ?? fieldProblems.first({ blankOnly: true }) ?? rangeProblem(form.start_date, form.end_date);
        if (invalid) return invalid;
        // The form object is sent as it is (spec section 3); the contract uppercases the ticker
        // and any field out of bounds is named, in words, before anything is sent.
        const parsed = CoveredBacktestRequestSchema.safeParse(form);
        if (!parsed.success) return firstIssueInWords(parsed.error);
        // Anything else a field shows (none expected once the contract passed) still blocks the run.
        const onScreen = fieldProblems.first();
        if (onScreen) return onScreen;
        request = parsed.data;
        return null;
      },
      request: () => request ?? form,
      call: (req: CoveredBacktestRequest) => runCovered.mutateAsync(req),
      onFailure: () => {
        setResult(null);
        setResults(null);
      },
      onResult: (res: CoveredBacktestResult) => {
        savedResult.ranNew();
        show(res, form);
        // A sweep cell opened here: its trades feed the Monte Carlo panel.
        const label = opening.current;
        opening.current = null;
        setOpened(label ? { label, pnls: res.trades.map((t) => t.pnl), dailyPnls: dailyPnls(res.start_balance, res.equity_curve.map(([, equity]) => equity)), heldShares: (res.share_pnl ?? 0) !== 0, startBalance: res.start_balance } : null);
      },
      // Section 5: a run error without a message; section 8: anything else that is not an Error.
      fallback: (err) => (err instanceof Error ? RUN_FAILED : COVERED_RUN_FAILED),
    });
  };

  const onRun = () => runForm(form);

  // The sweep's base is the form as it would run now, or why it cannot.
  // A field left blank (on screen or folded away) holds no number to sweep around.
  const sweepBase = useMemo((): SweepBase | string => {
    const invalid = validateCoveredRun(form) ?? fieldProblems.first({ blankOnly: true });
    if (invalid) return invalid;
    const parsed = CoveredBacktestRequestSchema.safeParse(form);
    return parsed.success ? { kind: 'covered', base: parsed.data } : firstIssueInWords(parsed.error);
  }, [form, fieldProblems]);

  const onSave = async (fields: { backtest_name: string; description: string }) => {
    if (!result) return;
    // The form the shown result ran with, not the form as edited since (audit 22): saved by its job,
    // the result is vouched for as the run's, and the settings it is shown under must be the run's too.
    savedResult.savedAs(await save.mutateAsync({ ...fields, strategy: { ...ranForm }, results: { ...result }, tags: [], ...savedResult.copyFrom(jobIdOfResult(result)), ...filing.saveField }), fields.backtest_name);
  };

  return (
    <BacktestLayout
      running={running}
      showResultsOnOpen={saved !== null}
      results={
        <>
          <RunAnnouncer running={running} results={results} />
          {overCheckout.restoring && !running ? <RestoringRun onReturn={overCheckout.restoringOnReturn} /> : overCheckout.notBack !== null && !running ? <RunNotBack message={overCheckout.notBack} onRetry={overCheckout.retry} /> : <ResultsPanel mode="covered" loading={running} results={results} result={result} onSave={onSave} requested={requested} costs={ranCosts} ticker={ranTicker} saved={savedResult.identity} runName={runName} filingKept={filing.keeping} />}
          <SweepPanel
            base={sweepBase}
            opened={opened}
            onOpenCell={(cell, label) => {
              if (cell.kind !== 'covered') return;
              const next = coveredFormFrom(cell.request);
              if (!next) return;
              // The cell's form replaces the whole form: what was typed over the old one goes.
              fieldProblems.clear();
              change(next);
              opening.current = label;
              runForm(next);
            }}
          />
        </>
      }
      form={
        <FieldProblemsScope problems={fieldProblems}>
          <CoveredBuilder form={form} onChange={change} onRun={onRun} running={running} error={error} onDismissError={dismissError} />
        </FieldProblemsScope>
      }
    />
  );
}
