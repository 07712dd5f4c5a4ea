// The one place this feature reaches into shared/: contracts (schemas and types) and domain
// (constants, messages, presets). Everything the builders show comes from there.
export * from '../../../../../shared/domain/constants';
export * from '../../../../../shared/domain/messages';
export * from '../../../../../shared/domain/delta-sign';
export * from '../../../../../shared/contracts';


// Temporary until shared/domain/exit-scenarios.ts lands (then re-exported from there).
const EXIT_SCENARIO_NAMES: Record<number, string> = { 1: 'EXPIRATION', 2: 'BOUGHT_BACK', 3: 'ASSIGNMENT', 4: 'ROLLED' };
export function exitScenarioName(code: number | string): string {
  return typeof code === 'string' ? code : (EXIT_SCENARIO_NAMES[code] ?? String(code));
}
