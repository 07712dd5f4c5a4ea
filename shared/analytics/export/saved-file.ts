import { z } from 'zod';
import { SaveBacktestPayloadSchema, type SaveBacktestPayload, type SavedBacktest } from '../../contracts/saved';
import { isObject } from '../../contracts/load-saved';
import { savedResultOf } from './saved-result';

/** Marks a file as ours, so importing some other JSON fails with a clear message. */
export const SAVED_FILE_FORMAT = 'options-backtester/saved-backtest';
export const SAVED_FILE_VERSION = 1;

/**
 * The JSON export of one saved backtest: the strategy and the results exactly as stored (so a
 * re-import loses nothing), with the name, description and tags, and when it was saved.
 */
export const SavedBacktestFileSchema = z.object({
  format: z.literal(SAVED_FILE_FORMAT, { error: 'Not a saved-backtest file of this app' }),
  version: z.literal(SAVED_FILE_VERSION, { error: `Unsupported saved-backtest file version (this app reads version ${SAVED_FILE_VERSION})` }),
  exported_at: z.string(),
  backtest: z.object({
    name: z.string(),
    description: z.string().default(''),
    tags: z.array(z.string()).default([]),
    created_at: z.string().optional(),
    strategy: z.record(z.string(), z.unknown()),
    results: z.record(z.string(), z.unknown()),
    /** The after-tax panel's filing status as kept with the save; absent in older files and saves (the default). */
    filing_status: z.unknown().optional(),
  }),
});
export type SavedBacktestFile = z.infer<typeof SavedBacktestFileSchema>;

export function savedBacktestFile(saved: SavedBacktest, exportedAt: string): SavedBacktestFile {
  return {
    format: SAVED_FILE_FORMAT,
    version: SAVED_FILE_VERSION,
    exported_at: exportedAt,
    backtest: {
      name: saved.name, description: saved.description, tags: saved.tags, created_at: saved.created_at, strategy: saved.strategy, results: saved.results,
      ...(saved.filing_status ? { filing_status: saved.filing_status } : {}),
    },
  };
}

/** `createdAt`: when the exported backtest was saved, if the file says (to tell a re-import of it). */
export type ImportOutcome = { ok: true; payload: SaveBacktestPayload; createdAt?: string } | { ok: false; message: string };

/**
 * A file chosen for import → the POST /save-backtest payload, or the reason it cannot be
 * imported: not JSON, not our format, a field out of bounds (the save rules apply), or results
 * that are not a backtest result this app can show.
 */
export function importSavedBacktestFile(text: string): ImportOutcome {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, message: 'The file is not valid JSON' };
  }
  // JSON that is not an object (a list, a number) is no file of ours: zod's words for it were
  // 'Invalid input: expected object, received array'.
  if (!isObject(raw)) return { ok: false, message: 'Not a saved-backtest file of this app' };
  const file = SavedBacktestFileSchema.safeParse(raw);
  if (!file.success) return { ok: false, message: file.error.issues[0]?.message ?? 'Not a saved-backtest file of this app' };
  const b = file.data.backtest;
  if (!savedResultOf(b.results)) return { ok: false, message: 'The file’s results are not a backtest result this app can read' };
  // The filing status is checked by the save's own schema (an unknown one: the file cannot be imported, in its words).
  const payload = SaveBacktestPayloadSchema.safeParse({ backtest_name: b.name, description: b.description, tags: b.tags, strategy: b.strategy, results: b.results, ...(b.filing_status === undefined ? {} : { filing_status: b.filing_status }) });
  if (!payload.success) return { ok: false, message: payload.error.issues[0]?.message ?? 'Invalid saved backtest' };
  return { ok: true, payload: payload.data, ...(b.created_at ? { createdAt: b.created_at } : {}) };
}
