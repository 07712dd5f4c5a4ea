import { isObject } from '../contracts/load-saved';
import { withoutUnusedLeg } from './legs-run';

/**
 * A saved strategy as its settings are shown (the share page's strategy table, the compare page's
 * differences): without the covered leg the run never wrote (`withoutUnusedLeg`), and without the
 * spreads form's `year` where the strategy has its dates. `year` is a label, not a setting: the
 * engine never reads it, a save does not hold it to the run (functions/saved/run-settings.ts), and
 * a form loaded from an older save keeps it after its dates change, so a 2024 run saved from a
 * 2020 one showed 'Year 2,020' beside 'Start Date 2024-01-02' (audit 23 F3). A strategy without a
 * start date keeps it: there it is the only period the strategy states.
 */
export function settingsShown(strategy: unknown): unknown {
  const shown = withoutUnusedLeg(strategy);
  if (!isObject(shown)) return shown;
  const dated = (s: unknown) => isObject(s) && typeof s.start_date === 'string' && s.start_date !== '';
  if (!dated(shown) && !dated(shown.strategy)) return shown;
  const withoutYear = (s: Record<string, unknown>) => {
    const { year: _label, ...rest } = s;
    return rest;
  };
  const outer = withoutYear(shown);
  return isObject(outer.strategy) ? { ...outer, strategy: withoutYear(outer.strategy) } : outer;
}
