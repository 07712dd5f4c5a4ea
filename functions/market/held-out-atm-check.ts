/**
 * The model's 30-day ATM against the HELD-OUT real values (held-out-atm-data.ts): closes found after
 * the index smile's level rule and the model-risk band were chosen, so this is the level's error out
 * of sample. Same per-row arithmetic and summaries as published-atm-check.ts (error = model − real,
 * by grade, by source, by VIX regime <15 / 15-20 / ≥20, by x), and the band it is weighed against:
 * MODEL_RISK_VOL_POINTS.index (chain-rules.ts), the level shift a day without a real chain should
 * expect. This check only measures: nothing here may feed a model constant back.
 * IVXM is near-the-money weighted, not the strict ATM: read on the modeled chain by its own
 * definition (`npx tsx functions/market/atm-definitions.ts`), the 8 stressed closes (VIX 20 or more)
 * read −2.19 against −2.06 strictly (−2.62 over 7 when IVolatility's expiries are the monthlies
 * alone): the stressed shortfall does not come from the definition (published-atm-check.ts).
 *
 * `npx tsx functions/market/held-out-atm-check.ts` prints the table and the summaries (JSON with --json).
 */
import { MODEL_RISK_VOL_POINTS } from '../../shared/engine/market/chain-rules';
import { publishedAtmCheck, summaries, table, type PublishedAtmRow } from './published-atm-check';
import { PUBLISHED_ATM } from './published-atm-data';
import { HELD_OUT_ATM } from './held-out-atm-data';

export interface HeldOutReport {
  rows: PublishedAtmRow[];
  summaries: ReturnType<typeof summaries>;
  /** The index class's model-risk shift (vol points) and whether the held-out mean |error| passes it. */
  band: number;
  meanAbsOverBand: boolean;
}

/** A held-out close must not be one the level rule was weighed on (same day and underlying). */
export function overlapWithPublished(values = HELD_OUT_ATM): string[] {
  const inSample = new Set(PUBLISHED_ATM.map((p) => `${p.underlying} ${p.date}`));
  return values.map((v) => `${v.underlying} ${v.date}`).filter((k) => inSample.has(k));
}

export async function heldOutAtmCheck(values = HELD_OUT_ATM): Promise<HeldOutReport> {
  const overlap = overlapWithPublished(values);
  if (overlap.length) throw new Error(`held-out-atm-check: ${overlap.join(', ')} already in published-atm-data.ts (in sample)`);
  const rows = await publishedAtmCheck(values);
  const s = summaries(rows);
  const band = MODEL_RISK_VOL_POINTS.index;
  return { rows, summaries: s, band, meanAbsOverBand: s.overall.meanAbs > band };
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  (async () => {
    const report = await heldOutAtmCheck();
    if (process.argv.includes('--json')) {
      process.stdout.write(`${JSON.stringify(report, null, 1)}\n`);
      return;
    }
    const { overall } = report.summaries;
    process.stdout.write(`${table(report.rows)}\n\nheld out: ${JSON.stringify(overall)}\n`);
    process.stdout.write(`model-risk band (index) ${report.band}: held-out mean |error| ${overall.meanAbs} is ${report.meanAbsOverBand ? 'OVER' : 'within'} it\n`);
    // Every summary (by VIX, grade, source, x, and per source, which sizes the band), once.
    process.stdout.write(`${JSON.stringify(report.summaries, null, 1)}\n`);
  })().catch((error: unknown) => {
    process.stderr.write(`held-out-atm-check: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
