/**
 * `--plan FILE`: a JSON array of ticker plans (plan-types.ts) that replaces the bundled plan of the
 * same tickers and adds new ones, so licensed vendor files can rebuild or extend the dataset.
 */
import { readFileSync } from 'node:fs';
import { BuildPlanSchema, type TickerPlan } from './plan-types';

export function readPlanFile(path: string): TickerPlan[] {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new Error(`--plan ${path}: not readable JSON (${e instanceof Error ? e.message : String(e)})`, { cause: e });
  }
  const parsed = BuildPlanSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`);
    throw new Error(`--plan ${path}: ${issues.join('; ')}`);
  }
  return parsed.data;
}

/** The bundled plan with the user's tickers replacing or added to it, in order. */
export function mergePlans(bundled: readonly TickerPlan[], user: readonly TickerPlan[]): TickerPlan[] {
  const byTicker = new Map(user.map((p) => [p.ticker, p]));
  if (byTicker.size !== user.length) throw new Error('--plan: a ticker appears twice');
  const merged = bundled.map((p) => byTicker.get(p.ticker) ?? p);
  const known = new Set(bundled.map((p) => p.ticker));
  return [...merged, ...user.filter((p) => !known.has(p.ticker))];
}
