import type { CoveredBacktestResult } from '../../shared/contracts/results';
import { EXIT_SCENARIO_NAMES, isExitScenarioCode } from '../../shared/domain/exit-scenarios';

/**
 * The covered result as the CLI prints it: each trade's `exit_scenario` as its name ('EXPIRATION',
 * 'BOUGHT_BACK', 'ASSIGNMENT', 'ROLLED') instead of the code the engine stores (1-4), as a spread's
 * trade already writes 'EXPIRATION' (audit 6, note N3: a trader reading the CLI's JSON needed the
 * legend of shared/domain/exit-scenarios.ts). Only the printed copy: the engine's result, and every
 * result the app saves, keep their codes, and the result schema reads either form (a string is a
 * valid `exit_scenario`), so the printed JSON still loads as a covered result.
 */
export function withScenarioNames(result: CoveredBacktestResult): CoveredBacktestResult {
  const trades = result.trades.map((t) => (isExitScenarioCode(t.exit_scenario) ? { ...t, exit_scenario: EXIT_SCENARIO_NAMES[t.exit_scenario] } : t));
  return { ...result, trades };
}
