import { ErrorBanner } from '../common/error-banner';
import { RunButton } from '../common/run-button';
import { ExitConditionsCard } from './exit-conditions-card';
import { LegsCard } from './legs-card';
import type { SpreadsForm } from './spreads-form';
import { StrategySettingsCard } from './strategy-settings-card';

interface SpreadsBuilderProps {
  form: SpreadsForm;
  onChange: (form: SpreadsForm) => void;
  onRun: () => void;
  running: boolean;
  error: string | null;
  onDismissError: () => void;
}

/** 'Your Strategy': settings, legs and exit conditions (spec section 2, Spreads builder). */
export function SpreadsBuilder({ form, onChange, onRun, running, error, onDismissError }: SpreadsBuilderProps) {
  return (
    <form className="bt-builder" aria-label="Your Strategy" onSubmit={(event) => {
      event.preventDefault();
      onRun();
    }}>
      <div className="bt-form-header">
        <h2>Your Strategy</h2>
        <RunButton running={running} onRun={onRun} />
      </div>
      <ErrorBanner message={error} onDismiss={onDismissError} />
      <StrategySettingsCard form={form} onChange={onChange} />
      <LegsCard form={form} onChange={onChange} />
      <ExitConditionsCard value={form.global_exit_conditions}
        onChange={(global_exit_conditions) => onChange({ ...form, global_exit_conditions })} />
    </form>
  );
}
