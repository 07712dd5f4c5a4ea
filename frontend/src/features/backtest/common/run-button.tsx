import { UI_TEXT } from '../lib/shared';

/** 'Run Backtest', reading 'Running…' and disabled while a run is in flight (spec section 2). */
export function RunButton({ running, onRun }: { running: boolean; onRun: () => void }) {
  return (
    <button type="button" className="bt-btn bt-btn--primary" disabled={running} aria-busy={running} onClick={onRun}>
      {running ? UI_TEXT.runningButton : UI_TEXT.runButton}
    </button>
  );
}
