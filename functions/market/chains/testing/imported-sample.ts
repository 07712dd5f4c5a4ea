/**
 * For tests that need the SPXW sample (2018-01-02..02-28) imported, written once (each test file
 * imported it and cleaned up by hand): SPX's 2018 partition as the importer writes it, from a
 * temporary folder removed as soon as the bytes are read; or, for a describe, a folder store
 * holding the import for its tests, removed after them.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { importChains } from '../import-chains';
import { SPXW_FIXTURE } from '../spxw-sample-runs';

export async function importedSamplePartition(dirPrefix: string): Promise<Uint8Array> {
  const dir = await mkdtemp(join(tmpdir(), dirPrefix));
  try {
    await importChains([SPXW_FIXTURE], dir);
    return new Uint8Array(await readFile(join(dir, 'SPX', '2018.parquet')));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Registers the describe's hooks: the sample imported into a fresh folder before its tests, removed after them. The folder, once imported. */
export function importedSampleFolder(dirPrefix: string): () => string {
  let dir: string | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), dirPrefix));
    await importChains([SPXW_FIXTURE], dir);
  }, 60_000);
  afterAll(() => (dir === undefined ? undefined : rm(dir, { recursive: true, force: true })));
  return () => {
    if (dir === undefined) throw new Error('sample not imported');
    return dir;
  };
}
