/**
 * Covered exit scenario codes (spec section 4): how a covered position ended.
 * - EXPIRATION: the option expired out of the money (kept the premium);
 * - BOUGHT_BACK: an exit condition (or catch stop loss) bought it back before expiry;
 * - ASSIGNMENT: expired in the money and assigned (shares called away, or bought at the strike);
 * - ROLLED: a roll-on condition closed it and opened the next contract.
 */
export const EXIT_SCENARIO = { EXPIRATION: 1, BOUGHT_BACK: 2, ASSIGNMENT: 3, ROLLED: 4 } as const;
export type ExitScenarioName = keyof typeof EXIT_SCENARIO;
export type ExitScenarioCode = (typeof EXIT_SCENARIO)[ExitScenarioName];

export const EXIT_SCENARIO_NAMES: Readonly<Record<ExitScenarioCode, ExitScenarioName>> = {
  1: 'EXPIRATION',
  2: 'BOUGHT_BACK',
  3: 'ASSIGNMENT',
  4: 'ROLLED',
};

export const isExitScenarioCode = (v: unknown): v is ExitScenarioCode => v === 1 || v === 2 || v === 3 || v === 4;

/**
 * The chip text of an exit scenario: the name of a known code; a string is kept as it is
 * (spec section 4); anything else (an unknown number, nothing) is shown as text or 'N/A'.
 */
export function exitScenarioLabel(value: number | string | null | undefined): string {
  if (typeof value === 'string') return value;
  if (isExitScenarioCode(value)) return EXIT_SCENARIO_NAMES[value];
  return value == null ? 'N/A' : String(value);
}
