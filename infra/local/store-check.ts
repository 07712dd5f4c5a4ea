/**
 * Opening the DynamoDB store (LevelDB) once before dynalite does, to tell "another npm start is
 * using this folder" from "the store is damaged": dynalite itself only fails later, vaguely.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ClassicLevel } from 'classic-level';

export type StoreState = 'absent' | 'ok' | 'locked' | { corrupt: unknown };

const codeOf = (err: unknown): string | undefined => {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = e.cause?.code ?? e.code;
  return typeof code === 'string' ? code : undefined;
};

export async function levelStoreState(path: string): Promise<StoreState> {
  if (!existsSync(join(path, 'CURRENT'))) return 'absent';
  const db = new ClassicLevel(path, { createIfMissing: false });
  try {
    await db.open();
    await db.close();
    return 'ok';
  } catch (err) {
    return codeOf(err) === 'LEVEL_LOCKED' ? 'locked' : { corrupt: err };
  }
}
